import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { boardFromRows, boardToRows, builtinRegistry, loadVariant, slideBoard, variantJsonSchema } from '@2048kit/core';
import { times } from '../times-plugin.ts';

const text = readFileSync(new URL('../powers-of-three.json', import.meta.url), 'utf8');

describe('a third-party plugin', () => {
  it('is unknown to the built-in registry, with a path-named issue', () => {
    const r = loadVariant(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.path.join('.'))).toContain('rules.merge.type');
  });

  it('is usable from JSON by name once registered', () => {
    const r = loadVariant(text, builtinRegistry.with(times));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const board = boardFromRows(r.rules.shape, [[3, 3, 9, 9], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    const after = slideBoard(r.rules, board, 'left')!;
    expect(boardToRows(r.rules.shape, after.board)[0]).toEqual([9, 27, 0, 0]);
    expect(after.gained).toBe(36);
  });

  it('validates its own options', () => {
    const bad = JSON.parse(text);
    bad.rules.merge.factor = 1;
    const r = loadVariant(bad, builtinRegistry.with(times));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0].path).toEqual(['rules', 'merge', 'factor']);
  });

  it('appears in the JSON Schema of its registry', () => {
    expect(JSON.stringify(variantJsonSchema(builtinRegistry.with(times)))).toContain('"times"');
    expect(JSON.stringify(variantJsonSchema())).not.toContain('"times"');
  });
});
