// The game engine: new game, move, undo, game over, replay. Pure functions over plain data.
import type { Effect, EffectContext, MergeRecord } from './effects.ts';
import { createLinePlan, resolveLine, type LinePlan, type MergeRule, type MovementMode } from './line.ts';
import { Rng, type RngState } from './random.ts';
import type { SpawnState, Spawner } from './spawn.ts';
import type { Board, BoardShape, Direction, MoveEvent, Tile, TileSpec } from './types.ts';

/** How the score is kept: `merge-sum` adds each merged value; `board` recomputes it from tiles. */
export interface Scoring {
  readonly name: string;
  /** Points for one merge that made `value` (merge-sum scoring). */
  readonly merge?: (value: number) => number;
  /** The score of a whole board (board scoring, e.g. Threes). */
  readonly board?: (board: Board) => number;
}

export interface Goal {
  /** Won when a tile of at least this value appears. */
  readonly tile?: number;
  /** Won when the score reaches this. */
  readonly score?: number;
}

/** A variant compiled for play: every rule resolved to the object that implements it. */
export interface Rules {
  readonly id: string;
  readonly version: number;
  readonly name: string;
  readonly shape: BoardShape;
  readonly merge: MergeRule;
  readonly movement: MovementMode;
  readonly spawner: Spawner;
  readonly effects: readonly Effect[];
  readonly scoring: Scoring;
  readonly goal: Goal;
  /** Whether play may continue after the goal is reached. */
  readonly keepGoing: boolean;
  /** How many moves may be undone in a row (0: no undo). */
  readonly undoLimit: number;
}

/** What undo restores. */
export interface Snapshot {
  readonly board: Board;
  readonly score: number;
  readonly rng: RngState;
  readonly nextId: number;
  readonly spawn: SpawnState;
  readonly won: boolean;
  readonly moves: number;
}

/** A game: plain, immutable, JSON-serialisable data. Variant + seed + log determine it. */
export interface GameState extends Snapshot {
  readonly variant: { readonly id: string; readonly version: number };
  readonly seed: number;
  /** Accepted moves and undos, in order: replaying them from the seed gives this state. */
  readonly log: readonly string[];
  /** The goal was reached and play may not continue, or no direction changes the board. */
  readonly over: boolean;
  /** Snapshots for undo, newest last (at most `undoLimit`). */
  readonly history: readonly Snapshot[];
}

export type RejectCode = 'no-change' | 'game-over' | 'unknown-direction' | 'no-undo';

export type MoveResult =
  | {
      readonly ok: true;
      readonly state: GameState;
      readonly events: readonly MoveEvent[];
      /** Score gained by this move. */
      readonly gained: number;
      /** True on the move that first reached the goal. */
      readonly won: boolean;
    }
  | { readonly ok: false; readonly code: RejectCode; readonly message: string; readonly state: GameState };

const plans = new WeakMap<Rules, LinePlan>();

function planFor(rules: Rules): LinePlan {
  let plan = plans.get(rules);
  if (!plan) {
    let longest = 1;
    for (const d of rules.shape.directions) for (const l of rules.shape.lines[d]) longest = Math.max(longest, l.length);
    plan = createLinePlan(longest);
    plans.set(rules, plan);
  }
  return plan;
}

function makeTile(id: number, spec: TileSpec): Tile {
  return { ...spec, id };
}

function goalReached(rules: Rules, board: Board, score: number): boolean {
  const { tile, score: goalScore } = rules.goal;
  if (goalScore !== undefined && score >= goalScore) return true;
  if (tile !== undefined) {
    for (const t of board) if (t !== null && t.kind === undefined && t.value >= tile) return true;
  }
  return false;
}

/**
 * The lines of `direction`, or undefined for a direction the shape does not have. An own-property
 * check, so that input such as "constructor" is an unknown direction, not Object.prototype's.
 */
function linesOf(shape: BoardShape, direction: Direction): ReadonlyArray<readonly number[]> | undefined {
  return Object.hasOwn(shape.lines, direction) ? shape.lines[direction] : undefined;
}

/** Whether playing `direction` would change `board`. */
export function canMove(rules: Rules, board: Board, direction: Direction): boolean {
  const lines = linesOf(rules.shape, direction);
  if (!lines) return false;
  const plan = planFor(rules);
  for (const line of lines) if (resolveLine(board, line, rules.merge, rules.movement, plan)) return true;
  return false;
}

/** No direction changes the board. Computed by trying every direction, for any rule set. */
export function isStuck(rules: Rules, board: Board): boolean {
  for (const d of rules.shape.directions) if (canMove(rules, board, d)) return false;
  return true;
}

/** Starts a game: an empty board filled by the spawn rule's start tiles. */
export function newGame(rules: Rules, seed: number): GameState {
  const rng = Rng.fromSeed(seed);
  const board: (Tile | null)[] = new Array(rules.shape.size).fill(null);
  const started = rules.spawner.start({
    shape: rules.shape,
    board,
    rng,
    state: {},
    direction: null,
    movedLines: [],
  });
  let nextId = 1;
  for (const p of started.placements) board[p.cell] = makeTile(nextId++, p.tile);
  const score = rules.scoring.board ? rules.scoring.board(board) : 0;
  return {
    variant: { id: rules.id, version: rules.version },
    seed,
    board,
    score,
    rng: rng.state(),
    nextId,
    spawn: started.state,
    won: false,
    moves: 0,
    log: [],
    over: isStuck(rules, board),
    history: [],
  };
}

interface Resolved {
  board: (Tile | null)[];
  gained: number;
  merges: MergeRecord[];
  movedLines: number[];
  nextId: number;
}

/**
 * Resolves every line of `direction` and runs the effects. With `events`, records slide, merge and
 * effect events and gives merged tiles fresh ids; without, it is the lean search path.
 */
function resolveMove(
  rules: Rules,
  board: Board,
  direction: Direction,
  nextId: number,
  events: MoveEvent[] | null,
): Resolved | null {
  const lines = linesOf(rules.shape, direction)!;
  const plan = planFor(rules);
  const { srcA, srcB, srcC, merged } = plan;
  const scoreMerge = rules.scoring.merge;
  let out: (Tile | null)[] | null = null;
  let gained = 0;
  const merges: MergeRecord[] = [];
  const movedLines: number[] = [];
  for (let l = 0; l < lines.length; l++) {
    const cells = lines[l];
    if (!resolveLine(board, cells, rules.merge, rules.movement, plan)) continue;
    movedLines.push(l);
    if (out === null) out = board.slice();
    for (let j = 0; j < cells.length; j++) {
      const to = cells[j];
      const a = srcA[j];
      if (a < 0) {
        out[to] = null;
        continue;
      }
      const value = merged[j];
      if (value === 0) {
        const t = board[cells[a]]!;
        out[to] = t;
        if (events !== null && a !== j) events.push({ type: 'slide', id: t.id, from: cells[a], to });
        continue;
      }
      const sources = [board[cells[a]]!, board[cells[srcB[j]]]!];
      if (srcC[j] >= 0) sources.push(board[cells[srcC[j]]]!);
      const tile: Tile = { id: events !== null ? nextId++ : 0, value };
      out[to] = tile;
      if (scoreMerge) gained += scoreMerge(value);
      if (events !== null) {
        for (const s of [a, srcB[j], srcC[j]]) {
          if (s >= 0 && s !== j) events.push({ type: 'slide', id: board[cells[s]]!.id, from: cells[s], to });
        }
        events.push({ type: 'merge', from: sources.map((s) => s.id), cell: to, tile });
      }
      merges.push({ cell: to, sources, tile });
    }
  }
  if (out === null) return null;
  if (rules.effects.length > 0) {
    const draft = out;
    const ctx: EffectContext = {
      shape: rules.shape,
      board: draft,
      merges,
      set(cell, tile, effect) {
        const before = draft[cell];
        draft[cell] = tile;
        if (events !== null && before !== null) events.push({ type: 'effect', effect, cell, tile, id: before.id });
      },
    };
    for (const e of rules.effects) e.afterMove(ctx);
  }
  return { board: out, gained, merges, movedLines, nextId };
}

/**
 * The lean search path for solvers: the board after `direction` with effects but without spawn,
 * events or ids, and the score gained; `null` when nothing would change.
 */
export function slideBoard(
  rules: Rules,
  board: Board,
  direction: Direction,
): { board: Board; gained: number } | null {
  if (!linesOf(rules.shape, direction)) return null;
  const r = resolveMove(rules, board, direction, 0, null);
  if (r === null) return null;
  const gained = rules.scoring.board ? rules.scoring.board(r.board) - rules.scoring.board(board) : r.gained;
  return { board: r.board, gained };
}

function reject(state: GameState, code: RejectCode, message: string): MoveResult {
  return { ok: false, code, message, state };
}

/** Plays `direction`: slide and merge, effects, spawn, outcome. A move that changes nothing is rejected. */
export function move(rules: Rules, state: GameState, direction: Direction): MoveResult {
  if (!linesOf(rules.shape, direction)) {
    return reject(state, 'unknown-direction', `unknown direction "${direction}" (expected ${rules.shape.directions.join(', ')})`);
  }
  if (state.over) return reject(state, 'game-over', 'the game is over');
  const events: MoveEvent[] = [];
  const resolved = resolveMove(rules, state.board, direction, state.nextId, events);
  if (resolved === null) return reject(state, 'no-change', `moving ${direction} changes nothing`);
  const { board } = resolved;
  let nextId = resolved.nextId;
  const rng = Rng.fromState(state.rng);
  const spawned = rules.spawner.afterMove({
    shape: rules.shape,
    board,
    rng,
    state: state.spawn,
    direction,
    movedLines: resolved.movedLines,
  });
  for (const p of spawned.placements) {
    const tile = makeTile(nextId++, p.tile);
    board[p.cell] = tile;
    events.push({ type: 'spawn', cell: p.cell, tile });
  }
  const score = rules.scoring.board ? rules.scoring.board(board) : state.score + resolved.gained;
  const won = state.won || goalReached(rules, board, score);
  const justWon = won && !state.won;
  const history =
    rules.undoLimit > 0 ? [...state.history, snapshotOf(state)].slice(-rules.undoLimit) : state.history;
  const next: GameState = {
    variant: state.variant,
    seed: state.seed,
    board,
    score,
    rng: rng.state(),
    nextId,
    spawn: spawned.state,
    won,
    moves: state.moves + 1,
    log: [...state.log, direction],
    over: (justWon && !rules.keepGoing) || isStuck(rules, board),
    history,
  };
  return { ok: true, state: next, events, gained: score - state.score, won: justWon };
}

function snapshotOf(s: GameState): Snapshot {
  return { board: s.board, score: s.score, rng: s.rng, nextId: s.nextId, spawn: s.spawn, won: s.won, moves: s.moves };
}

/** Takes back the last move: board, score and generator state, so the same spawn comes again. */
export function undo(rules: Rules, state: GameState): MoveResult {
  const last = state.history[state.history.length - 1];
  if (rules.undoLimit === 0 || last === undefined) return reject(state, 'no-undo', 'there is no move to undo');
  const restored: GameState = {
    ...state,
    ...last,
    log: [...state.log, 'undo'],
    over: isStuck(rules, last.board),
    history: state.history.slice(0, -1),
  };
  return { ok: true, state: restored, events: [], gained: last.score - state.score, won: false };
}

/** Replays a log (directions and `undo`) from a seed. Throws on an entry that was not accepted. */
export function replay(rules: Rules, seed: number, log: readonly string[]): GameState {
  let state = newGame(rules, seed);
  for (const [i, entry] of log.entries()) {
    const r = entry === 'undo' ? undo(rules, state) : move(rules, state, entry);
    if (!r.ok) throw new Error(`replay: entry ${i} ("${entry}") was rejected: ${r.message}`);
    state = r.state;
  }
  return state;
}
