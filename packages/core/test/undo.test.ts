// Undo: restores board, score and the generator, so the same spawn comes again; limited per variant.
import { describe, expect, it } from 'vitest';
import { builtinVariant, move, newGame, replay, undo, type GameState } from '../src/index.ts';
import { variant } from './helpers.ts';

const rules = variant({ undo: 2 });

function playAny(state: GameState): GameState {
  for (const d of ['left', 'up', 'right', 'down']) {
    const r = move(rules, state, d);
    if (r.ok) return r.state;
  }
  throw new Error('stuck');
}

describe('undo', () => {
  it('restores board, score, generator, ids and spawn state exactly', () => {
    let state = newGame(rules, 9);
    for (let k = 0; k < 5; k++) state = playAny(state);
    const before = state;
    const after = playAny(before);
    const r = undo(rules, after);
    if (!r.ok) throw new Error(r.message);
    const { log: _a, history: _b, ...restored } = r.state;
    const { log: _c, history: _d, ...expected } = before;
    expect(restored).toEqual(expected);
    expect(r.gained).toBe(before.score - after.score);
    expect(r.state.log).toEqual([...after.log, 'undo']);
  });

  it('cannot re-roll a spawn: the same move after undo spawns the same tile in the same cell', () => {
    let state = newGame(rules, 4);
    for (let k = 0; k < 3; k++) state = playAny(state);
    for (const dir of ['left', 'up', 'right', 'down']) {
      const first = move(rules, state, dir);
      if (!first.ok) continue;
      const back = undo(rules, first.state);
      if (!back.ok) throw new Error(back.message);
      const again = move(rules, back.state, dir);
      if (!again.ok) throw new Error(again.message);
      expect(again.state.board).toEqual(first.state.board);
      expect(again.events).toEqual(first.events);
    }
  });

  it('is limited to undoLimit moves in a row, and allowed again after a new move', () => {
    let state = newGame(rules, 2);
    for (let k = 0; k < 4; k++) state = playAny(state);
    expect(state.history).toHaveLength(2);
    const one = undo(rules, state);
    const two = one.ok ? undo(rules, one.state) : one;
    expect(two.ok).toBe(true);
    expect(two.state.moves).toBe(2);
    expect(undo(rules, two.state)).toMatchObject({ ok: false, code: 'no-undo' });
    const moved = playAny(two.state);
    expect(undo(rules, moved).ok).toBe(true);
  });

  it('is refused when the variant has none', () => {
    const classic = builtinVariant('classic').rules;
    const state = move(classic, newGame(classic, 1), 'left');
    const s = state.ok ? state.state : move(classic, newGame(classic, 1), 'right').state;
    expect(undo(classic, s)).toMatchObject({ ok: false, code: 'no-undo' });
    expect(undo(rules, newGame(rules, 1))).toMatchObject({ ok: false, code: 'no-undo' });
  });

  it('is part of the log, so replay gives the same game', () => {
    let state = newGame(rules, 6);
    for (let k = 0; k < 4; k++) state = playAny(state);
    const r = undo(rules, state);
    if (!r.ok) throw new Error(r.message);
    state = playAny(r.state);
    expect(replay(rules, 6, state.log)).toEqual(state);
  });

  it('takes back a move that ended the game', () => {
    const strict = variant({ undo: 1, goal: { tile: 8, keepGoing: false } });
    let state = newGame(strict, 1);
    for (let k = 0; k < 500 && !state.over; k++) {
      let moved = false;
      for (const d of ['left', 'up', 'right', 'down']) {
        const r = move(strict, state, d);
        if (r.ok) {
          state = r.state;
          moved = true;
          break;
        }
      }
      expect(moved).toBe(true);
    }
    expect(state.over).toBe(true);
    const back = undo(strict, state);
    expect(back.ok && back.state.over).toBe(false);
  });
});
