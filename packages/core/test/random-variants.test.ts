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
  type Tile,
} from '../src/index.ts';
import { definitionArb } from './arbitraries.ts';
import { withoutIds } from './helpers.ts';

const MOVE_CAP = 80;

function compile(def: Record<string, unknown>): Rules {
  const r = loadVariant(def);
  if (!r.ok) throw new Error(`generated definition rejected: ${JSON.stringify(r.issues)}\n${JSON.stringify(def)}`);
  if ((def.rules as { spawn: { placement?: string } }).spawn.placement === 'back-edge-of-moved-line') backEdgeRules.add(r.rules);
  return r.rules;
}

/** What undo must bring back: everything but the log and the history. */
function snapshot(s: GameState) {
  const { log: _log, history: _history, ...rest } = s;
  return rest;
}

const backEdgeRules = new WeakSet<Rules>();
function backEdge(rules: Rules): boolean {
  return backEdgeRules.has(rules);
}

function sameTile(a: Tile | null, b: Tile | null): boolean {
  return JSON.stringify(a === null ? null : { ...a, id: 0 }) === JSON.stringify(b === null ? null : { ...b, id: 0 });
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
  // New tiles (merges, spawns) take fresh ids in order.
  const made = events.filter((e) => e.type === 'merge' || e.type === 'spawn').map((e) => (e.type === 'merge' || e.type === 'spawn' ? e.tile.id : 0));
  expect(made).toEqual(made.map((_, i) => before.nextId + i));
  expect(after.nextId).toBe(before.nextId + made.length);
  // Merge-sum scoring adds the merged values; the score never skips a goal.
  if (rules.scoring.merge) {
    const merged = events.reduce((sum, e) => sum + (e.type === 'merge' ? rules.scoring.merge!(e.tile.value) : 0), 0);
    // Saturates at the safe-integer limit instead of losing precision (a random operator-tile game hit it).
    expect(after.score).toBe(Math.min(before.score + merged, Number.MAX_SAFE_INTEGER));
  }
  const { tile: goalTile, score: goalScore } = rules.goal;
  const reached =
    (goalScore !== undefined && after.score >= goalScore) ||
    (goalTile !== undefined && after.board.some((t) => t !== null && t.kind === undefined && t.value >= goalTile));
  expect(after.won).toBe(before.won || reached);
  // Back-edge spawns land at the back of a line that moved.
  const spawns = events.filter((e) => e.type === 'spawn');
  if (backEdge(rules)) {
    const lines = rules.shape.lines[dir];
    const moved = lines.filter((line) => line.some((c) => !sameTile(before.board[c], search!.board[c])));
    const backs = new Set(moved.map((line) => line[line.length - 1]));
    for (const e of spawns) expect(backs.has(e.cell)).toBe(true);
  }
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
      { numRuns: 200 },
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
