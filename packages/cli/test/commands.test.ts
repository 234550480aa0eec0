// `2048kit schema`, `list`, `--help` and the bin linked at the repository root.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinVariant, builtinVariantIds, variantJsonSchema } from '@2048kit/core';
import { bin, repoRoot, run } from './run.ts';

describe('schema', () => {
  const result = run(['schema']);

  it('prints the JSON Schema, which parses and is the published file byte for byte', () => {
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(variantJsonSchema());
    expect(result.stdout).toBe(readFileSync(join(repoRoot, 'packages/core/schema/variant.schema.json'), 'utf8'));
  });
});

describe('list', () => {
  it('shows every built-in variant: id, name, description', () => {
    const result = run(['list']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual([...builtinVariantIds]);
    const threes = lines.find((l) => l.startsWith('threes '))!;
    expect(threes).toContain(builtinVariant('threes').definition.name);
    expect(threes).toContain(builtinVariant('threes').definition.description);
  });

  it('--json gives the same as data', () => {
    const rows = JSON.parse(run(['list', '--json']).stdout) as { id: string; name: string; description: string }[];
    expect(rows.map((r) => r.id)).toEqual([...builtinVariantIds]);
    expect(rows.every((r) => r.name !== '' && r.description !== '')).toBe(true);
  });
});

describe('help and usage errors', () => {
  it('--help lists every command', () => {
    const result = run(['--help']);
    expect(result.code).toBe(0);
    for (const command of ['step', 'validate', 'schema', 'list']) expect(result.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
  });

  it('each command has its own --help', () => {
    expect(run(['step', '--help']).stdout).toMatch(/ascending\s+q,\s+then\s+ascending\s+r/);
    expect(run(['validate', '--help']).stdout).toContain('--json');
  });

  it('no command, an unknown command or a missing argument: usage on stderr, exit 1', () => {
    for (const args of [[], ['bogus'], ['validate']]) {
      const result = run(args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr, args.join(' ')).not.toBe('');
    }
    expect(run(['bogus']).stderr).toContain("unknown command 'bogus'");
  });
});

describe('a reader that stops early', () => {
  it('ends the command quietly with exit 0 (no EPIPE stack trace)', () => {
    // 5000 answers are far more than a pipe buffer holds, so writes go on after `head` has left.
    const request = JSON.stringify({ board: [[2, 2, 2, 2], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], dir: 'left' });
    const input = join(mkdtempSync(join(tmpdir(), '2048kit-epipe-')), 'requests.jsonl');
    writeFileSync(input, `${request}\n`.repeat(5000));
    const script = `node "${bin}" step < "${input}" | head -c 1 > /dev/null; echo "exit \${PIPESTATUS[0]}"`;
    const result = run(['-c', script], '', ['bash']);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('exit 0');
  });
});

describe('the bin linked at the repository root', () => {
  it('node_modules/.bin/2048kit runs the CLI', () => {
    const result = run(['list'], '', [join(repoRoot, 'node_modules/.bin/2048kit')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^classic\s/);
  });
});
