// Spawn rules: what new tiles appear after a move, and where. Randomness only from the game's Rng.
import type { Rng } from './random.ts';
import type { Board, BoardShape, Direction, TileSpec } from './types.ts';

/** Spawn bookkeeping kept in the game state: plain data. */
export interface SpawnState {
  /** Cards left in the deck (deck spawners). */
  readonly deck?: readonly number[];
  /** The next tile, drawn in advance and shown to the player (`bonus` when it is a bonus tile). */
  readonly next?: TileSpec;
  readonly nextIsBonus?: boolean;
}

export interface SpawnContext {
  readonly shape: BoardShape;
  readonly board: Board;
  readonly rng: Rng;
  readonly state: SpawnState;
  /** The direction just played, or null when the game starts. */
  readonly direction: Direction | null;
  /** Indices (into `shape.lines[direction]`) of the lines that moved. */
  readonly movedLines: readonly number[];
}

export interface Placement {
  readonly cell: number;
  readonly tile: TileSpec;
}

export interface SpawnResult {
  readonly placements: readonly Placement[];
  readonly state: SpawnState;
}

/** A spawn rule. `start` fills a new board; `afterMove` runs after every move that changed it. */
export interface Spawner {
  readonly name: string;
  start(ctx: SpawnContext): SpawnResult;
  afterMove(ctx: SpawnContext): SpawnResult;
}

export interface SpawnEntry {
  readonly tile: TileSpec;
  readonly weight: number;
  /** Only offered while the highest tile on the board is at least this. */
  readonly minHighest?: number;
}

export interface DeckOptions {
  /** The cards of one full deck; drawn without replacement, refilled when empty. */
  readonly cards: readonly number[];
  /** A bonus draw: while the highest tile >= minHighest, each draw is a bonus with this chance. */
  readonly bonus?: {
    readonly minHighest: number;
    readonly chance: number;
    /** Bonus values: from, 2*from, 4*from, ... up to highest / divisor. */
    readonly from: number;
    readonly divisor: number;
  };
}

export interface TableSpawnOptions {
  /** Weighted entries; ignored when a deck is given (deck cards and bonus are used instead). */
  readonly entries: readonly SpawnEntry[];
  readonly deck?: DeckOptions;
  /** Tiles spawned after each changing move. */
  readonly perMove: number;
  /** Tiles spawned on a new board (after any fixed layout). */
  readonly start: number;
  /** Fixed tiles placed on a new board before the random start tiles. */
  readonly layout?: readonly Placement[];
  readonly placement: 'random-empty' | 'back-edge-of-moved-line';
  /** Draw the next tile in advance and expose it in the state (`SpawnState.next`). */
  readonly preview: boolean;
}

function highestTile(board: Board): number {
  let max = 0;
  for (const t of board) if (t !== null && t.kind === undefined && t.value > max) max = t.value;
  return max;
}

function emptyCells(shape: BoardShape, board: Board, taken: ReadonlySet<number>): number[] {
  const out: number[] = [];
  for (const c of shape.cells) if (board[c] === null && !taken.has(c)) out.push(c);
  return out;
}

/** The weighted-table (or deck) spawner that every built-in variant uses. */
export function tableSpawner(options: TableSpawnOptions): Spawner {
  const draw = (rng: Rng, board: Board, state: { deck?: readonly number[] }) => {
    const highest = highestTile(board);
    if (options.deck) {
      const { bonus } = options.deck;
      if (bonus && highest >= bonus.minHighest && rng.float() < bonus.chance) {
        const values: number[] = [];
        for (let v = bonus.from; v <= highest / bonus.divisor; v *= 2) values.push(v);
        if (values.length > 0) {
          return { tile: { value: values[rng.int(0, values.length - 1)] }, deck: state.deck, bonus: true };
        }
      }
      let deck = state.deck && state.deck.length > 0 ? state.deck : options.deck.cards;
      const i = rng.int(0, deck.length - 1);
      const value = deck[i];
      deck = [...deck.slice(0, i), ...deck.slice(i + 1)];
      return { tile: { value }, deck, bonus: false };
    }
    const offered = options.entries.filter((e) => e.minHighest === undefined || highest >= e.minHighest);
    const entry = offered[rng.weighted(offered.map((e) => e.weight))];
    return { tile: entry.tile, deck: state.deck, bonus: false };
  };

  const place = (ctx: SpawnContext, count: number, fromMove: boolean): SpawnResult => {
    const placements: Placement[] = [];
    const taken = new Set<number>();
    let state: SpawnState = ctx.state;
    for (let k = 0; k < count; k++) {
      let cells: number[];
      if (fromMove && options.placement === 'back-edge-of-moved-line' && ctx.direction !== null) {
        const lines = ctx.shape.lines[ctx.direction];
        cells = ctx.movedLines
          .map((l) => lines[l][lines[l].length - 1])
          .filter((c) => ctx.board[c] === null && !taken.has(c));
      } else {
        cells = emptyCells(ctx.shape, ctx.board, taken);
      }
      if (cells.length === 0) break;
      // Value first, then cell, as the original game does.
      let tile: TileSpec;
      if (options.preview && state.next !== undefined) {
        tile = state.next;
      } else {
        const d = draw(ctx.rng, ctx.board, state);
        tile = d.tile;
        state = { ...state, deck: d.deck };
      }
      const cell = cells[ctx.rng.int(0, cells.length - 1)];
      taken.add(cell);
      placements.push({ cell, tile });
      if (options.preview) state = { ...state, next: undefined };
    }
    if (options.preview) {
      const board = ctx.board.slice();
      for (const p of placements) board[p.cell] = { id: 0, ...p.tile };
      const d = draw(ctx.rng, board, state);
      state = { deck: d.deck, next: d.tile, nextIsBonus: d.bonus };
    }
    return { placements, state: stripUndefined(state) };
  };

  return {
    name: 'table',
    start(ctx) {
      const layout = options.layout ?? [];
      const board = ctx.board.slice();
      for (const p of layout) board[p.cell] = { id: 0, ...p.tile };
      const random = place({ ...ctx, board }, options.start, false);
      return { placements: [...layout, ...random.placements], state: random.state };
    },
    afterMove: (ctx) => place(ctx, options.perMove, true),
  };
}

function stripUndefined(state: SpawnState): SpawnState {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(state)) if (v !== undefined) out[k] = v;
  return out as SpawnState;
}
