// Triple merge: three equal adjacent tiles merge into one of 3x their value; pairs never merge.
import { describe, expect, it } from 'vitest';
import { builtinVariant } from '../src/index.ts';
import { moveLine } from './helpers.ts';

const triple = { merge: { type: 'triple' }, spawn: { type: 'table', table: [{ value: 3, weight: 9 }, { value: 9, weight: 1 }] } };

describe('triple lines', () => {
  it.each([
    [[3, 3, 3, 3], 'left', [9, 3, 0, 0]],
    [[3, 3, 3, 3], 'right', [0, 0, 3, 9]],
    [[3, 0, 3, 3], 'left', [9, 0, 0, 0]],
    [[9, 3, 3, 3], 'left', [9, 9, 0, 0]],
    [[3, 3, 9, 9, 9], 'left', [3, 3, 27, 0, 0]],
    [[3, 3, 3, 3, 3, 3], 'left', [9, 9, 0, 0, 0, 0]],
    [[3, 3, 0, 9], 'left', [3, 3, 9, 0]],
  ] as const)('%j %s gives %j', (line, dir, expected) => {
    expect(moveLine(triple, [...line], dir).line).toEqual(expected);
  });

  it('never merges pairs', () => {
    expect(moveLine(triple, [3, 3, 0, 0], 'left')).toEqual({ line: [3, 3, 0, 0], gained: 0, moved: false });
  });

  it('scores the value made', () => {
    expect(moveLine(triple, [3, 3, 3, 3], 'left').gained).toBe(9);
  });

  it('the built-in variant spawns 3 and 9 and aims at 6561', () => {
    expect(builtinVariant('triple').rules.goal.tile).toBe(6561);
  });
});
