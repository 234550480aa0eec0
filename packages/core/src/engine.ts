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
      /** True when tiles that may merge did not, because the value would pass Number.MAX_SAFE_INTEGER. */
      readonly limited: boolean;
    }
  | { readonly ok: false; readonly code: RejectCode; readonly message: string; readonly state: GameState };

/** What a move needs from `Rules`, looked up once per rule set rather than once per move. */
interface MoveKit {
  /** The shape's lines by direction, own properties only (no prototype to find "constructor" on). */
  readonly lines: Readonly<Record<Direction, ReadonlyArray<readonly number[]> | undefined>>;
  /**
   * For each direction, the directions in the order to try when asking whether the board is
   * stuck after playing it: its opposite first (after a move, moving back is nearly always possible).
   */
  readonly stuckOrder: Readonly<Record<Direction, readonly Direction[]>>;
  /** The rejection of a move that changes nothing, per direction (rejected moves are common in search). */
  readonly noChange: Readonly<Record<Direction, string>>;
  readonly plan: LinePlan;
  readonly merge: MergeRule;
  readonly movement: MovementMode;
  readonly scoreMerge: ((value: number) => number) | undefined;
  readonly effects: readonly Effect[];
}

const kits = new WeakMap<Rules, MoveKit>();
// Solvers call one rule set millions of times: a one-entry cache in front of the WeakMap.
let lastRules: Rules | null = null;
let lastKit: MoveKit | null = null;

function kitFor(rules: Rules): MoveKit {
  if (rules === lastRules) return lastKit!;
  let kit = kits.get(rules);
  if (!kit) {
    let longest = 1;
    for (const d of rules.shape.directions) for (const l of rules.shape.lines[d]) longest = Math.max(longest, l.length);
    const lines: Record<Direction, ReadonlyArray<readonly number[]>> = Object.create(null);
    for (const d of rules.shape.directions) lines[d] = rules.shape.lines[d];
    kit = {
      lines,
      stuckOrder: stuckOrders(rules.shape),
      noChange: Object.fromEntries(rules.shape.directions.map((d) => [d, `moving ${d} changes nothing`])),
      plan: createLinePlan(longest),
      merge: rules.merge,
      movement: rules.movement,
      scoreMerge: rules.scoring.merge,
      effects: rules.effects,
    };
    kits.set(rules, kit);
  }
  lastRules = rules;
  lastKit = kit;
  return kit;
}

/** The opposite of a direction is the one whose lines are its lines reversed (up/down, ne/sw). */
function stuckOrders(shape: BoardShape): Record<Direction, readonly Direction[]> {
  const key = (lines: ReadonlyArray<readonly number[]>, reversed: boolean) =>
    lines.map((l) => (reversed ? [...l].reverse() : l).join(',')).sort().join(';');
  const orders: Record<Direction, readonly Direction[]> = Object.create(null);
  for (const d of shape.directions) {
    const back = key(shape.lines[d], true);
    const opposite = shape.directions.find((o) => o !== d && key(shape.lines[o], false) === back);
    orders[d] = opposite === undefined ? shape.directions : [opposite, ...shape.directions.filter((o) => o !== opposite)];
  }
  return orders;
}

/** A tile from a spec, fields in one order (id first) so that tiles share a shape. */
function makeTile(id: number, spec: TileSpec): Tile {
  const tile: { -readonly [K in keyof Tile]: Tile[K] } = { id, value: spec.value };
  if (spec.kind !== undefined) tile.kind = spec.kind;
  if (spec.bomb !== undefined) tile.bomb = spec.bomb;
  if (spec.factor !== undefined) tile.factor = spec.factor;
  if (spec.operator !== undefined) tile.operator = spec.operator;
  if (spec.life !== undefined) tile.life = spec.life;
  return tile;
}

function goalReached(rules: Rules, board: Board, score: number): boolean {
  const { tile, score: goalScore } = rules.goal;
  if (goalScore !== undefined && score >= goalScore) return true;
  if (tile !== undefined) {
    for (let i = 0; i < board.length; i++) {
      const t = board[i];
      if (t !== null && t.kind === undefined && t.value >= tile) return true;
    }
  }
  return false;
}

/** Whether playing `direction` would change `board`. */
export function canMove(rules: Rules, board: Board, direction: Direction): boolean {
  const { lines: byDirection, plan, merge, movement } = kitFor(rules);
  const lines = byDirection[direction];
  if (lines === undefined) return false;
  for (let l = 0; l < lines.length; l++) if (resolveLine(board, lines[l], merge, movement, plan)) return true;
  return false;
}

/** No direction changes the board. Computed by trying every direction, for any rule set. */
export function isStuck(rules: Rules, board: Board): boolean {
  return stuck(rules, board, rules.shape.directions);
}

function stuck(rules: Rules, board: Board, order: readonly Direction[]): boolean {
  for (let i = 0; i < order.length; i++) if (canMove(rules, board, order[i])) return false;
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

/** Totals of the last `resolveMove`, so that it allocates no result object. */
const totals = { gained: 0, nextId: 0 };

/**
 * Resolves every line of `direction` and runs the effects; returns the new board, or null when
 * nothing changed (score gained and next id in `totals`). With `events`, records slide, merge and
 * effect events, gives merged tiles fresh ids and lists the lines that moved in `movedLines`;
 * without, it is the lean search path.
 */
function resolveMove(
  rules: Rules,
  board: Board,
  lines: ReadonlyArray<readonly number[]>,
  nextId: number,
  events: MoveEvent[] | null,
  movedLines: number[] | null,
): (Tile | null)[] | null {
  const { plan, merge, movement, scoreMerge, effects } = kitFor(rules);
  const { srcA, srcB, srcC, merged } = plan;
  const merges: MergeRecord[] | null = effects.length > 0 ? [] : null;
  let out: (Tile | null)[] | null = null;
  let gained = 0;
  for (let l = 0; l < lines.length; l++) {
    const cells = lines[l];
    if (!resolveLine(board, cells, merge, movement, plan)) continue;
    if (movedLines !== null) movedLines.push(l);
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
        if (a === j) continue; // stays: `out` is a copy of the board
        const t = board[cells[a]]!;
        out[to] = t;
        if (events !== null) events.push({ type: 'slide', id: t.id, from: cells[a], to });
        continue;
      }
      const tile: Tile = { id: events !== null ? nextId++ : 0, value };
      out[to] = tile;
      if (scoreMerge !== undefined) gained += scoreMerge(value);
      if (events === null && merges === null) continue;
      // Sources front first; the first may already be in place, the others always slide in.
      const b = srcB[j];
      const c = srcC[j];
      const first = board[cells[a]]!;
      const second = board[cells[b]]!;
      const third = c < 0 ? null : board[cells[c]]!;
      if (events !== null) {
        if (a !== j) events.push({ type: 'slide', id: first.id, from: cells[a], to });
        events.push({ type: 'slide', id: second.id, from: cells[b], to });
        if (third !== null) events.push({ type: 'slide', id: third.id, from: cells[c], to });
        const from = third === null ? [first.id, second.id] : [first.id, second.id, third.id];
        events.push({ type: 'merge', from, cell: to, tile });
      }
      if (merges !== null) merges.push({ cell: to, sources: third === null ? [first, second] : [first, second, third], tile });
    }
  }
  if (out === null) return null;
  if (merges !== null) {
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
    for (const e of effects) e.afterMove(ctx);
  }
  totals.gained = gained;
  totals.nextId = nextId;
  return out;
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
  const lines = kitFor(rules).lines[direction];
  if (lines === undefined) return null;
  const out = resolveMove(rules, board, lines, 0, null, null);
  if (out === null) return null;
  const scoreBoard = rules.scoring.board;
  return { board: out, gained: scoreBoard ? scoreBoard(out) - scoreBoard(board) : totals.gained };
}

function reject(state: GameState, code: RejectCode, message: string): MoveResult {
  return { ok: false, code, message, state };
}

/** Plays `direction`: slide and merge, effects, spawn, outcome. A move that changes nothing is rejected. */
export function move(rules: Rules, state: GameState, direction: Direction): MoveResult {
  const kit = kitFor(rules);
  const lines = kit.lines[direction];
  if (lines === undefined) {
    return reject(state, 'unknown-direction', `unknown direction "${direction}" (expected ${rules.shape.directions.join(', ')})`);
  }
  if (state.over) return reject(state, 'game-over', 'the game is over');
  const events: MoveEvent[] = [];
  const movedLines: number[] = [];
  kit.plan.limited = false;
  const board = resolveMove(rules, state.board, lines, state.nextId, events, movedLines);
  if (board === null) return reject(state, 'no-change', kit.noChange[direction]);
  const limited = kit.plan.limited;
  const gained = totals.gained;
  let nextId = totals.nextId;
  const rng = Rng.fromState(state.rng);
  const spawned = rules.spawner.afterMove({
    shape: rules.shape,
    board,
    rng,
    state: state.spawn,
    direction,
    movedLines,
  });
  for (const p of spawned.placements) {
    const tile = makeTile(nextId++, p.tile);
    board[p.cell] = tile;
    events.push({ type: 'spawn', cell: p.cell, tile });
  }
  // The score saturates rather than lose precision past the safe-integer range.
  const score = Math.min(rules.scoring.board ? rules.scoring.board(board) : state.score + gained, Number.MAX_SAFE_INTEGER);
  const won = state.won || goalReached(rules, board, score);
  const justWon = won && !state.won;
  const history =
    rules.undoLimit > 0 ? appended(state.history, snapshotOf(state)).slice(-rules.undoLimit) : state.history;
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
    log: appended(state.log, direction),
    over: (justWon && !rules.keepGoing) || stuck(rules, board, kit.stuckOrder[direction]),
    history,
  };
  return { ok: true, state: next, events, gained: score - state.score, won: justWon, limited };
}

/** A copy of `list` with `item` added (a slice and a push: cheaper than spreading). */
function appended<T>(list: readonly T[], item: T): T[] {
  const out = list.slice();
  out.push(item);
  return out;
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
    log: appended(state.log, 'undo'),
    over: isStuck(rules, last.board),
    history: state.history.slice(0, -1),
  };
  return { ok: true, state: restored, events: [], gained: last.score - state.score, won: false, limited: false };
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
