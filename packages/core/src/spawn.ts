// Spawn rules: what new tiles appear after a move, and where. Randomness only from the game's Rng.
import { trustHook } from './plugin.ts';
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
  for (let i = 0; i < board.length; i++) {
    const t = board[i];
    if (t !== null && t.kind === undefined && t.value > max) max = t.value;
  }
  return max;
}

/** How many cells can take a spawn: empty, and not taken by this spawn already. */
function countFree(ctx: SpawnContext, taken: readonly number[]): number {
  const { board } = ctx;
  const cells = ctx.shape.cells;
  let count = 0;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    if (board[c] === null && (taken.length === 0 || !taken.includes(c))) count++;
  }
  return count;
}

/** The `k`-th cell (from 0, in slot order) that can take a spawn; no list of cells is built. */
function nthFree(ctx: SpawnContext, taken: readonly number[], k: number): number {
  const { board } = ctx;
  const cells = ctx.shape.cells;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    if (board[c] === null && (taken.length === 0 || !taken.includes(c)) && k-- === 0) return c;
  }
  throw new Error(`no free cell ${k}`);
}

/** The back-edge cells of the lines that moved, where they are empty and not taken. */
function backEdgeCells(ctx: SpawnContext, taken: readonly number[]): number[] {
  const lines = ctx.shape.lines[ctx.direction!];
  const out: number[] = [];
  for (const l of ctx.movedLines) {
    const c = lines[l][lines[l].length - 1];
    if (ctx.board[c] === null && !taken.includes(c)) out.push(c);
  }
  return out;
}

interface Draw {
  readonly tile: TileSpec;
  readonly deck: readonly number[] | undefined;
  readonly bonus: boolean;
}

/** The weighted-table (or deck) spawner that every built-in variant uses. */
export function tableSpawner(options: TableSpawnOptions): Spawner {
  const { entries, deck: deckOptions, preview } = options;
  // Entries without a condition are always offered: their weights are fixed, computed once.
  const conditional = entries.some((e) => e.minHighest !== undefined);
  const fixedWeights = entries.map((e) => e.weight);

  const draw = (rng: Rng, board: Board, deck: readonly number[] | undefined): Draw => {
    if (deckOptions) {
      const { bonus } = deckOptions;
      if (bonus) {
        const highest = highestTile(board);
        if (highest >= bonus.minHighest && rng.float() < bonus.chance) {
          const values: number[] = [];
          for (let v = bonus.from; v <= highest / bonus.divisor; v *= 2) values.push(v);
          if (values.length > 0) return { tile: { value: values[rng.int(0, values.length - 1)] }, deck, bonus: true };
        }
      }
      const cards = deck && deck.length > 0 ? deck : deckOptions.cards;
      const i = rng.int(0, cards.length - 1);
      return { tile: { value: cards[i] }, deck: [...cards.slice(0, i), ...cards.slice(i + 1)], bonus: false };
    }
    if (!conditional) return { tile: entries[rng.weighted(fixedWeights)].tile, deck, bonus: false };
    const highest = highestTile(board);
    const offered = entries.filter((e) => e.minHighest === undefined || highest >= e.minHighest);
    return { tile: offered[rng.weighted(offered.map((e) => e.weight))].tile, deck, bonus: false };
  };

  const place = (ctx: SpawnContext, count: number, fromMove: boolean): SpawnResult => {
    const placements: Placement[] = [];
    const taken: number[] = [];
    let { deck, next, nextIsBonus } = ctx.state;
    const backEdge = fromMove && options.placement === 'back-edge-of-moved-line' && ctx.direction !== null;
    for (let k = 0; k < count; k++) {
      const edge = backEdge ? backEdgeCells(ctx, taken) : null;
      const available = edge !== null ? edge.length : countFree(ctx, taken);
      if (available === 0) break;
      // Value first, then cell, as the original game does.
      let tile: TileSpec;
      if (preview && next !== undefined) {
        tile = next;
        next = undefined;
      } else {
        const d = draw(ctx.rng, ctx.board, deck);
        tile = d.tile;
        deck = d.deck;
      }
      const pick = ctx.rng.int(0, available - 1);
      const cell = edge !== null ? edge[pick] : nthFree(ctx, taken, pick);
      taken.push(cell);
      placements.push({ cell, tile });
    }
    // Show the next tile; one that could not be placed stays shown.
    if (preview && next === undefined) {
      const board = ctx.board.slice();
      for (const p of placements) board[p.cell] = { id: 0, ...p.tile };
      const d = draw(ctx.rng, board, deck);
      deck = d.deck;
      next = d.tile;
      nextIsBonus = d.bonus;
    }
    const before = ctx.state;
    if (deck === before.deck && next === before.next && (next === undefined || nextIsBonus === before.nextIsBonus)) {
      return { placements, state: before }; // nothing to remember changed (e.g. a plain table)
    }
    const state: { -readonly [K in keyof SpawnState]: SpawnState[K] } = {};
    if (deck !== undefined) state.deck = deck;
    if (next !== undefined) {
      state.next = next;
      state.nextIsBonus = nextIsBonus ?? false;
    }
    return { placements, state };
  };

  return trustHook({
    name: 'table',
    start(ctx) {
      const layout = options.layout ?? [];
      const board = ctx.board.slice();
      for (const p of layout) board[p.cell] = { id: 0, ...p.tile };
      const random = place({ ...ctx, board }, options.start, false);
      return { placements: [...layout, ...random.placements], state: random.state };
    },
    afterMove: (ctx) => place(ctx, options.perMove, true),
  });
}
