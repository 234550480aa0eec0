// What to animate for one move, worked out from the engine's events: which tiles slide, which
// appear, which pop from a merge and which linger for a moment as "ghosts" before they go.
import type { Board, MoveEvent, Tile } from '@2048kit/core';

export interface Ghost {
  readonly tile: Tile;
  /** Where it is drawn while it goes away. */
  readonly cell: number;
  /** `merged`: slid into a merge and is covered by the new tile; `removed`: cleared by an effect. */
  readonly reason: 'merged' | 'removed';
}

export interface Transition {
  /** Tiles that left the board this move, drawn until the animation ends. */
  readonly ghosts: readonly Ghost[];
  /** Ids of tiles that appeared from a spawn. */
  readonly spawned: ReadonlySet<number>;
  /** Ids of tiles made by a merge. */
  readonly merged: ReadonlySet<number>;
}

export function transitionFor(before: Board, events: readonly MoveEvent[], after: Board): Transition {
  // Every tile seen during the move, where it was last.
  const seen = new Map<number, { tile: Tile; cell: number }>();
  before.forEach((tile, cell) => tile && seen.set(tile.id, { tile, cell }));
  const spawned = new Set<number>();
  const merged = new Set<number>();
  const removed = new Set<number>();
  for (const e of events) {
    if (e.type === 'slide') {
      const s = seen.get(e.id);
      if (s) seen.set(e.id, { tile: s.tile, cell: e.to });
      continue;
    }
    if (e.type === 'effect') {
      // An effect that keeps the tile (a life ticking down) removes nothing.
      if (e.tile?.id === e.id) continue;
      removed.add(e.id);
    } else {
      (e.type === 'merge' ? merged : spawned).add(e.tile.id);
    }
    if (e.tile) seen.set(e.tile.id, { tile: e.tile, cell: e.cell });
  }
  const present = new Set(after.map((t) => t?.id));
  const ghosts: Ghost[] = [];
  for (const [id, { tile, cell }] of seen) {
    if (!present.has(id)) ghosts.push({ tile, cell, reason: removed.has(id) ? 'removed' : 'merged' });
  }
  return { ghosts, spawned, merged };
}
