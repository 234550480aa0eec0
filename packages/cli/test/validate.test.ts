// `2048kit validate` through the real bin: the built-in variants pass, the malformed corpus fails
// with the expected paths, unreadable and oversized files are reported without stopping the rest.
import { mkdtempSync, readdirSync, writeFileSync, readFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS, builtinVariantIds } from '@2048kit/core';
import { expected } from '../../../test/malformed/expected.ts';
import { repoRoot, run } from './run.ts';

interface JsonReport {
  valid: boolean;
  files: { file: string; valid: boolean; id?: string; issues: { code: string; path: (string | number)[]; at: string; message: string }[] }[];
}

const variantFiles = readdirSync(join(repoRoot, 'packages/core/variants')).filter((f) => f.endsWith('.json')).sort().map((f) => `packages/core/variants/${f}`);
const corpusFiles = readdirSync(join(repoRoot, 'test/malformed')).filter((f) => f.endsWith('.json')).sort();

describe('validate: the built-in variants', () => {
  it('all pass: exit 0, "ok (id)" for each on stdout, nothing on stderr', () => {
    const result = run(['validate', ...variantFiles]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(variantFiles.length);
    expect(lines).toContain('packages/core/variants/classic.json: ok (classic)');
    expect(variantFiles.length).toBe(builtinVariantIds.length);
  });
});

describe('validate: the malformed corpus', () => {
  const files = corpusFiles.map((f) => `test/malformed/${f}`);
  const json = run(['validate', '--json', ...files]);
  const report = JSON.parse(json.stdout) as JsonReport;
  const text = run(['validate', ...files]);

  it('--json: exit 1, every file invalid, in the order given', () => {
    expect(json.code).toBe(1);
    expect(report.valid).toBe(false);
    expect(report.files.map((f) => f.file)).toEqual(files);
    expect(report.files.filter((f) => f.valid)).toEqual([]);
  });

  it.each(corpusFiles)('--json: %s has an issue at the expected path', (file) => {
    const entry = report.files.find((f) => f.file === `test/malformed/${file}`)!;
    const want = expected[file];
    expect(entry.issues.some((i) => i.at === want.path && i.message.includes(want.says)), JSON.stringify(entry.issues)).toBe(true);
  });

  it('text: exit 1, one "file: path: message" line on stderr per issue, for every file', () => {
    expect(text.code).toBe(1);
    expect(text.stdout).toBe('');
    const lines = text.stderr.trim().split('\n');
    expect(lines.length).toBe(report.files.reduce((n, f) => n + f.issues.length, 0));
    for (const file of corpusFiles) {
      const { path, says } = expected[file];
      expect(lines.some((l) => l.startsWith(`test/malformed/${file}: ${path}: `) && l.includes(says)), file).toBe(true);
    }
    expect(text.stderr).toContain('test/malformed/negative-weight.json: rules.spawn.table[1].weight: must be greater than 0');
  });
});

describe('validate: files that cannot be read, or are too big', () => {
  const dir = mkdtempSync(join(tmpdir(), '2048kit-validate-'));
  const classic = readFileSync(join(repoRoot, 'packages/core/variants/classic.json'), 'utf8').replace('"../schema/variant.schema.json"', '"x"');
  writeFileSync(join(dir, 'bom.json'), `\uFEFF${classic}`);
  // Over the character limit, yet small enough to read: the core refuses it.
  writeFileSync(join(dir, 'big.json'), classic.replace('"description": "', `"description": "${'x'.repeat(LIMITS.textMax)}`));
  // Far over it: refused from its size, without reading it.
  writeFileSync(join(dir, 'huge.json'), ' '.repeat(LIMITS.textMax * 4 + 1));
  mkdirSync(join(dir, 'a-directory.json'));
  const files = ['missing.json', 'a-directory.json', 'big.json', 'huge.json', 'bom.json'].map((f) => join(dir, f));
  const result = run(['validate', '--json', ...files]);
  const report = JSON.parse(result.stdout) as JsonReport;

  it('each is reported and the others are still checked', () => {
    expect(result.code).toBe(1);
    const byName = (name: string) => report.files.find((f) => f.file === join(dir, name))!;
    expect(byName('missing.json').issues).toEqual([{ code: 'io', path: [], at: '(root)', message: 'cannot read: no such file' }]);
    expect(byName('a-directory.json').issues[0]).toMatchObject({ code: 'io', message: 'is a directory, not a file' });
    expect(byName('big.json').issues[0]).toMatchObject({ code: 'too-large', at: '(root)' });
    expect(byName('huge.json').issues[0]).toMatchObject({ code: 'too-large', at: '(root)' });
    expect(byName('bom.json')).toEqual({ file: join(dir, 'bom.json'), valid: true, id: 'classic', issues: [] });
  });
});
