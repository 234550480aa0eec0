// Validation of malformed variant definitions: every file of the corpus (test/malformed/) and a few
// generated monsters get issues naming the expected path, with a readable message; nothing throws.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expected } from '../../../test/malformed/expected.ts';
import {
  LIMITS,
  builtinVariantIds,
  builtinVariants,
  definePlugin,
  equalRule,
  formatIssue,
  formatPath,
  loadVariant,
  builtinRegistry,
  type VariantIssue,
} from '../src/index.ts';
import { z } from 'zod';

const corpusDir = fileURLToPath(new URL('../../../test/malformed/', import.meta.url));
const corpus = readdirSync(corpusDir).filter((f) => f.endsWith('.json')).sort();

/** Loads text or a value, failing the test on a throw or on success. */
function issuesOf(input: unknown): readonly VariantIssue[] {
  const result = loadVariant(input);
  if (result.ok) throw new Error('expected the definition to be rejected, but it is valid');
  return result.issues;
}

function expectIssue(issues: readonly VariantIssue[], path: string, says: string): void {
  const found = issues.find((i) => formatPath(i.path) === path && i.message.includes(says));
  expect(found, `no issue at ${path} saying "${says}"; got:\n${issues.map(formatIssue).join('\n')}`).toBeDefined();
}

/** A valid definition as text, with `rules` overridden. */
function definitionText(rulesPatch: string): string {
  return `{"format":1,"id":"generated","name":"Generated","rules":{"board":{"type":"grid","width":4,"height":4},"spawn":{"type":"table","table":[{"value":2,"weight":1}]}${rulesPatch}}}`;
}

describe('the malformed corpus', () => {
  it('has at least 30 files, each with an expectation (and no expectation without a file)', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    expect(corpus).toEqual(Object.keys(expected).sort());
  });

  it.each(corpus)('%s is rejected with an issue at the expected path', (file) => {
    const text = readFileSync(`${corpusDir}${file}`, 'utf8');
    let issues: readonly VariantIssue[] = [];
    expect(() => (issues = issuesOf(text))).not.toThrow();
    expect(issues.length).toBeGreaterThan(0);
    expectIssue(issues, expected[file].path, expected[file].says);
  });

  it.each(corpus)('%s: every issue is data with a one-line message, none repeated', (file) => {
    const issues = issuesOf(readFileSync(`${corpusDir}${file}`, 'utf8'));
    for (const issue of issues) {
      expect(typeof issue.code).toBe('string');
      expect(Array.isArray(issue.path)).toBe(true);
      expect(issue.message.trim()).not.toBe('');
      expect(issue.message).not.toMatch(/[\n\r]/);
      // zod's generic fallbacks say nothing useful to a variant designer.
      expect(issue.message).not.toMatch(/^(is invalid|Invalid input)/);
    }
    const rendered = issues.map(formatIssue);
    expect(new Set(rendered).size).toBe(rendered.length);
  });
});

describe('generated monsters', () => {
  it('100000-deep arrays as the whole document', () => {
    const text = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expectIssue(issuesOf(text), '(root)', 'expected object, got array');
  });

  it('100000-deep arrays where the board should be', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const text = `{"format":1,"id":"deep","name":"Deep","rules":{"board":${deep},"spawn":{"type":"table","table":[{"value":2,"weight":1}]}}}`;
    expect(text.length).toBeLessThan(LIMITS.textMax);
    expectIssue(issuesOf(text), 'rules.board', 'expected object, got array');
  });

  it('100000-deep objects as a plain value (not text): junk in plugins', () => {
    let junk: unknown = 1;
    for (let i = 0; i < 100_000; i++) junk = { type: junk };
    const definition = JSON.parse(definitionText(''));
    definition.rules.plugins = [junk];
    expectIssue(issuesOf(definition), 'rules.plugins[0].type', 'unknown type');
  });

  it('a file over the size limit is refused before it is parsed', () => {
    const text = definitionText('').replace('"name":"Generated"', `"name":"Generated","description":"${'x'.repeat(LIMITS.textMax)}"`);
    expectIssue(issuesOf(text), '(root)', `the limit is ${LIMITS.textMax}`);
  });

  it('a huge flat array of junk is cut off by the table limit', () => {
    const table = Array.from({ length: 10_000 }, () => ({ value: 'x', weight: -1 }));
    const definition = JSON.parse(definitionText(''));
    definition.rules.spawn.table = table;
    expectIssue(issuesOf(definition), 'rules.spawn.table', `must have at most ${LIMITS.tableMax} items`);
  });

  it('2**60 and 1e400 as text: out of range, and not a finite number', () => {
    expectIssue(issuesOf(definitionText(`,"goal":{"tile":${2 ** 60}}`)), 'rules.goal.tile', 'must be at most 9007199254740991');
    expectIssue(issuesOf(definitionText(',"goal":{"score":1e400}')), 'rules.goal.score', 'must be a finite number, got Infinity');
    expectIssue(issuesOf(definitionText(',"undo":-1e400')), 'rules.undo', 'must be a finite number, got -Infinity');
  });

  it('NaN as a value (from JavaScript, where it can exist)', () => {
    const definition = JSON.parse(definitionText(''));
    definition.rules.spawn.table[0].weight = Number.NaN;
    expectIssue(issuesOf(definition), 'rules.spawn.table[0].weight', 'must be a finite number, got NaN');
  });

  it('a JSON syntax error with a position names the line and column on one line', () => {
    const issues = issuesOf('{\n  "format": 1,\n  "id": "x",\n}\n');
    expectIssue(issues, '(root)', 'line 4, column 1');
  });
});

describe('the built-in variants', () => {
  it.each(builtinVariantIds)('%s is valid', (id) => {
    const result = loadVariant(builtinVariants[id]);
    expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([]);
  });
});

describe('the goal reachability check', () => {
  // Counts merge-rule calls, to show that checking a big spawn table stays cheap.
  function countingRegistry() {
    const counter = { calls: 0 };
    const plugin = definePlugin({
      name: 'counted-equal',
      slot: 'merge',
      description: 'Classic merge, counting its calls.',
      options: z.strictObject({}),
      create: () => ({
        name: 'counted-equal',
        mergeRule: () => ({ ...equalRule, merge: (a, b) => (counter.calls++, equalRule.merge(a, b)) }),
      }),
    });
    return { counter, registry: builtinRegistry.with(plugin) };
  }

  it('still finds an unreachable goal with a counted rule', () => {
    const { registry } = countingRegistry();
    const definition = JSON.parse(definitionText(''));
    definition.rules.merge = { type: 'counted-equal' };
    definition.rules.goal = { tile: 3000 };
    const result = loadVariant(definition, registry);
    expect(result.ok ? [] : result.issues.map(formatIssue)).toEqual([
      'rules.goal.tile: 3000 can never be made from the spawnable tiles with the "counted-equal" rule',
    ]);
  });

  it('stays within a bounded amount of work for 64 distinct spawn values and a far goal', () => {
    const { counter, registry } = countingRegistry();
    const definition = JSON.parse(definitionText(''));
    definition.rules.merge = { type: 'counted-equal' };
    definition.rules.spawn.table = Array.from({ length: 64 }, (_, i) => ({ value: 2 * i + 1, weight: 1 }));
    definition.rules.goal = { tile: Number.MAX_SAFE_INTEGER };
    // Either answer is acceptable here (past a bound the check gives up and accepts); the work is not.
    loadVariant(definition, registry);
    expect(counter.calls).toBeGreaterThan(0);
    expect(counter.calls).toBeLessThan(5_000_000);
  });
});
