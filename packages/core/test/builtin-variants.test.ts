// Every built-in variant loads and plays a seeded random game to the end, by the rules.
import { describe, expect, it } from 'vitest';
import { applyEvents, builtinVariant, builtinVariantIds, isStuck, move, newGame, replay, type GameState } from '../src/index.ts';

/** A tiny deterministic generator for the player's choices (the game has its own). */
function chooser(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x >>> 8;
  };
}

describe('built-in variants', () => {
  it('include the required ids', () => {
    for (const id of ['classic', 'fibonacci', 'threes', 'hex']) expect(builtinVariantIds).toContain(id);
    for (const id of builtinVariantIds) expect(builtinVariant(id).rules.id).toBe(id);
  });

  it.each(builtinVariantIds)('%s plays a seeded random game to the end', (id) => {
    const { rules } = builtinVariant(id);
    const seed = 2048;
    const next = chooser(seed);
    let state: GameState = newGame(rules, seed);
    let scoreFromMoves = state.score;
    const dirs = rules.shape.directions;
    for (let k = 0; k < 20_000 && !state.over; k++) {
      const first = next();
      let moved = false;
      for (let t = 0; t < dirs.length && !moved; t++) {
        const r = move(rules, state, dirs[(first + t) % dirs.length]);
        if (!r.ok) {
          expect(r.code).toBe('no-change');
          continue;
        }
        expect(applyEvents(state.board, r.events)).toEqual(r.state.board);
        scoreFromMoves += r.gained;
        state = r.state;
        moved = true;
      }
      expect(moved).toBe(true);
    }
    expect(state.over).toBe(true);
    expect(isStuck(rules, state.board) || (state.won && !rules.keepGoing)).toBe(true);
    expect(state.moves).toBeGreaterThan(5);
    expect(state.score).toBe(scoreFromMoves);
    expect(replay(rules, seed, state.log)).toEqual(state);
  });
});
