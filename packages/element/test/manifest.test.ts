// The committed custom-elements manifest is what the analyzer makes from the source today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const pkg = fileURLToPath(new URL('..', import.meta.url));

it('custom-elements.json is up to date (run `pnpm --filter @2048kit/element analyze`)', () => {
  const out = mkdtempSync(join(tmpdir(), 'cem-'));
  try {
    const bin = join(pkg, 'node_modules/.bin/cem');
    execFileSync(bin, ['analyze', '--outdir', relative(pkg, out)], { cwd: pkg, stdio: 'pipe' });
    const fresh = JSON.parse(readFileSync(join(out, 'custom-elements.json'), 'utf8'));
    const committed = JSON.parse(readFileSync(join(pkg, 'custom-elements.json'), 'utf8'));
    expect(committed).toEqual(fresh);
    const element = committed.modules.flatMap((m: { declarations?: { tagName?: string }[] }) => m.declarations ?? []).find((d: { tagName?: string }) => d.tagName === 'game-2048');
    expect(element.events.map((e: { name: string }) => e.name)).toEqual(expect.arrayContaining(['game-move', 'game-won', 'game-over', 'game-error']));
    expect(element.cssParts.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['board', 'cell', 'tile', 'score', 'overlay', 'button']));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
