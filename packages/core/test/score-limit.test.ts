import { describe, expect, it } from 'vitest';
import { boardFromRows, builtinVariant, move, newGame } from '../src/index.ts';

describe('the score near the safe-integer limit', () => {
  // Regression: found by the random-variant property (operator tiles grew the score past 2^53,
  // where additions silently lost precision).
  it('saturates at Number.MAX_SAFE_INTEGER instead of losing precision', () => {
    const { rules } = builtinVariant('classic');
    const board = boardFromRows(rules.shape, [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    const state = { ...newGame(rules, 1), board, nextId: 10, score: Number.MAX_SAFE_INTEGER - 1 };
    const r = move(rules, state, 'left');
    if (!r.ok) throw new Error(r.message);
    expect(r.state.score).toBe(Number.MAX_SAFE_INTEGER);
    expect(r.gained).toBe(1);
  });

  it('adds exactly below the limit', () => {
    const { rules } = builtinVariant('classic');
    const board = boardFromRows(rules.shape, [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    const state = { ...newGame(rules, 1), board, nextId: 10, score: Number.MAX_SAFE_INTEGER - 4 };
    const r = move(rules, state, 'left');
    if (!r.ok) throw new Error(r.message);
    expect(r.state.score).toBe(Number.MAX_SAFE_INTEGER);
    expect(r.gained).toBe(4);
  });
});
