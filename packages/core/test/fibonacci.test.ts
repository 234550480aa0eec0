// Fibonacci merges: consecutive Fibonacci numbers merge into their sum, front first, once per move.
import { describe, expect, it } from 'vitest';
import { builtinVariant, fibonacciRule, isStuck } from '../src/index.ts';
import { gridOf, moveLine } from './helpers.ts';

const fib = { merge: { type: 'fibonacci' }, spawn: { type: 'table', table: [{ value: 1, weight: 9 }, { value: 2, weight: 1 }] } };

describe('fibonacci lines', () => {
  it.each([
    [[1, 1, 2], 'left', [2, 2, 0]],
    [[1, 2, 3], 'left', [3, 3, 0]],
    [[1, 1, 2, 0], 'right', [0, 0, 1, 3]],
    [[2, 2, 3, 3], 'left', [2, 5, 3, 0]],
    [[1, 1, 1, 1], 'left', [2, 2, 0, 0]],
    [[3, 5, 8, 13], 'left', [8, 21, 0, 0]],
    [[2, 5, 0, 0], 'left', [2, 5, 0, 0]],
    [[8, 0, 0, 5], 'down', [0, 0, 0, 13]],
  ] as const)('%j %s gives %j', (line, dir, expected) => {
    expect(moveLine(fib, [...line], dir).line).toEqual(expected);
  });

  it('scores the sums', () => {
    expect(moveLine(fib, [2, 2, 3, 3], 'left').gained).toBe(5);
    expect(moveLine(fib, [1, 2, 3, 5], 'left').gained).toBe(11);
  });

  it('never merges equal values other than 1+1', () => {
    for (const v of [2, 3, 5, 8, 144]) expect(fibonacciRule.merge({ id: 0, value: v }, { id: 0, value: v })).toBe(0);
    expect(fibonacciRule.merge({ id: 0, value: 1 }, { id: 0, value: 1 })).toBe(2);
    expect(fibonacciRule.merge({ id: 0, value: 4 }, { id: 0, value: 4 })).toBe(0);
    expect(fibonacciRule.merge({ id: 0, value: 1 }, { id: 0, value: 3 })).toBe(0);
    expect(fibonacciRule.merge({ id: 0, value: 1597 }, { id: 0, value: 987 })).toBe(2584);
  });

  it('the built-in variant aims at 2584 and detects game over by its rule', () => {
    const { rules } = builtinVariant('fibonacci');
    expect(rules.goal.tile).toBe(2584);
    const board = gridOf(rules, [[1, 3, 8, 21], [3, 8, 21, 55], [8, 21, 55, 144], [21, 55, 144, 377]]);
    expect(isStuck(rules, board)).toBe(true);
  });
});
