// After-move effects: bombs and lifetimes. Each runs on the move's draft board, in order.
import { trustHook } from './plugin.ts';
import type { Board, BoardShape, MoveEvent, Tile } from './types.ts';

/** A merge that happened during the move. */
export interface MergeRecord {
  readonly cell: number;
  readonly sources: readonly Tile[];
  readonly tile: Tile;
}

export interface EffectContext {
  readonly shape: BoardShape;
  /** The board after the lines resolved; effects change it through `set`. */
  readonly board: Board;
  readonly merges: readonly MergeRecord[];
  /** Puts `tile` (or nothing) in `cell` and records an effect event. */
  set(cell: number, tile: Tile | null, effect: string): void;
}

/** An after-move effect. Effects run in order, each seeing what the previous ones did. */
export interface Effect {
  readonly name: string;
  afterMove(ctx: EffectContext): void;
}

export interface BombOptions {
  /** Blast radius for bombs that do not carry their own. */
  readonly radius: number;
  /** Whether walls in the blast are cleared too. */
  readonly clearsWalls: boolean;
}

/** A merge that involved a bomb clears every tile within its radius (the merged tile stays). */
export function bombEffect(options: BombOptions): Effect {
  return trustHook({
    name: 'bomb',
    afterMove(ctx) {
      for (const m of ctx.merges) {
        const bomb = m.sources.find((s) => s.bomb !== undefined);
        if (!bomb) continue;
        for (const c of ctx.shape.neighbours(m.cell, bomb.bomb || options.radius)) {
          const t = ctx.board[c];
          if (t === null || (t.kind === 'wall' && !options.clearsWalls)) continue;
          ctx.set(c, null, 'bomb');
        }
      }
    },
  });
}

/** Tiles with a lifetime lose one per move and disappear at 0. */
export const lifetimeEffect: Effect = trustHook({
  name: 'lifetime',
  afterMove(ctx) {
    for (const c of ctx.shape.cells) {
      const t = ctx.board[c];
      if (t === null || t.life === undefined) continue;
      if (t.life <= 1) ctx.set(c, null, 'expire');
      else ctx.set(c, { ...t, life: t.life - 1 }, 'age');
    }
  },
});

/** Applies a move's events to the board it started from; gives the board the move produced. */
export function applyEvents(board: Board, events: readonly MoveEvent[]): (Tile | null)[] {
  const out = board.slice();
  const slides = events.filter((e) => e.type === 'slide');
  const moving = new Map<number, Tile>();
  for (const e of slides) {
    moving.set(e.id, out[e.from]!);
    out[e.from] = null;
  }
  for (const e of slides) out[e.to] = moving.get(e.id)!;
  for (const e of events) {
    if (e.type === 'merge' || e.type === 'spawn') out[e.cell] = e.tile;
    else if (e.type === 'effect') out[e.cell] = e.tile;
  }
  return out;
}
