// Property tests over random valid variant definitions: the engine never throws, every move is
// either rejected with a code or changes the board, the event path agrees with the search path and
// with its own events, play ends or reaches a cap, undo restores exactly, replay reproduces the game.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyEvents,
  isStuck,
  loadVariant,
  move,
  newGame,
  replay,
  slideBoard,
  undo,
  type GameState,
  type MoveEvent,
  type Rules,
} from '../src/index.ts';
import { definitionArb } from './arbitraries.ts';
import { withoutIds } from './helpers.ts';

const MOVE_CAP = 60;

function compile(def: Record<string, unknown>): Rules {
  const r = loadVariant(def);
  if (!r.ok) throw new Error(`generated definition rejected: ${JSON.stringify(r.issues)}\n${JSON.stringify(def)}`);
  return r.rules;
}

/** What undo must bring back: everything but the log and the history. */
function snapshot(s: GameState) {
  const { log: _log, history: _history, ...rest } = s;
  return rest;
}

/** Checks one accepted move against the search path, its events and the outcome rules. */
function checkAccepted(rules: Rules, before: GameState, dir: string, after: GameState, events: readonly MoveEvent[]) {
  const search = slideBoard(rules, before.board, dir);
  expect(search).not.toBeNull();
  const withoutSpawns = events.filter((e) => e.type !== 'spawn');
  expect(withoutIds(applyEvents(before.board, withoutSpawns))).toEqual(withoutIds(search!.board));
  expect(withoutIds(search!.board)).not.toEqual(withoutIds(before.board));
  expect(applyEvents(before.board, events)).toEqual(after.board);
  for (const e of events) if (e.type === 'spawn') expect(before.board[e.cell] === null || withoutSpawns.length > 0).toBe(true);
  expect(after.moves).toBe(before.moves + 1);
  expect(after.over).toBe(isStuck(rules, after.board) || (after.won && !rules.keepGoing));
  const ids = after.board.filter((t) => t !== null).map((t) => t.id);
  expect(new Set(ids).size).toBe(ids.length); // ids stay unique
  for (const [i, t] of after.board.entries()) if (!rules.shape.isCell[i]) expect(t).toBeNull();
}

/** Plays with the given direction choices until the game is over or the cap is reached. */
function play(rules: Rules, seed: number, choices: readonly number[]): GameState {
  let state = newGame(rules, seed);
  const dirs = rules.shape.directions;
  for (let k = 0; k < MOVE_CAP && !state.over; k++) {
    const choice = choices[k % Math.max(1, choices.length)] ?? 0;
    let moved = false;
    for (let t = 0; t < dirs.length && !moved; t++) {
      const dir = dirs[(choice + t) % dirs.length];
      const r = move(rules, state, dir);
      if (!r.ok) {
        expect(r.code).toBe('no-change');
        expect(r.state).toBe(state);
        expect(slideBoard(rules, state.board, dir)).toBeNull();
        continue;
      }
      checkAccepted(rules, state, dir, r.state, r.events);
      moved = true;
      if (rules.undoLimit > 0 && choice % 5 === 0) {
        const back = undo(rules, r.state);
        if (!back.ok) throw new Error(back.message);
        expect(snapshot(back.state)).toEqual({ ...snapshot(state), over: isStuck(rules, state.board) });
        const again = move(rules, back.state, dir);
        if (!again.ok) throw new Error(again.message);
        expect(again.state.board).toEqual(r.state.board);
        expect(again.events).toEqual(r.events);
        state = again.state;
      } else {
        state = r.state;
      }
    }
    // No direction moved: the game must already have been over.
    if (!moved) expect.fail(`no direction moved but the game was not over (move ${k})`);
  }
  if (state.over) {
    for (const d of dirs) expect(move(rules, state, d)).toMatchObject({ ok: false, code: 'game-over' });
  }
  return state;
}

describe('random valid variant definitions', () => {
  it('load, start and play by the rules; replay and JSON round trips reproduce the game', () => {
    fc.assert(
      fc.property(definitionArb, fc.integer(), fc.array(fc.nat({ max: 11 }), { minLength: 1, maxLength: 20 }), (def, seed, choices) => {
        const rules = compile(def);
        const state = play(rules, seed, choices);
        expect(replay(rules, seed, state.log)).toEqual(state);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        // The same seed and moves give the same game, twice over.
        expect(play(rules, seed, choices)).toEqual(state);
      }),
      { numRuns: 150 },
    );
  });

  it('new games never start with a tile in a hole and respect the layout', () => {
    fc.assert(
      fc.property(definitionArb, fc.integer(), (def, seed) => {
        const rules = compile(def);
        const g = newGame(rules, seed);
        expect(g.board).toHaveLength(rules.shape.size);
        for (const [i, t] of g.board.entries()) if (!rules.shape.isCell[i]) expect(t).toBeNull();
        const layout = ((def.rules as { spawn: { layout: { at: [number, number] }[] } }).spawn.layout ?? []).length;
        expect(g.board.filter((t) => t !== null).length).toBeGreaterThanOrEqual(layout);
        expect(g.over).toBe(isStuck(rules, g.board));
      }),
      { numRuns: 100 },
    );
  });
});
