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
  /** Score gained, for the rising "+N". */
  readonly gained: number;
}

export function transitionFor(before: Board, events: readonly MoveEvent[], after: Board, gained: number): Transition {
  const known = new Map<number, { tile: Tile; cell: number }>();
  before.forEach((tile, cell) => {
    if (tile) known.set(tile.id, { tile, cell });
  });
  const spawned = new Set<number>();
  const merged = new Set<number>();
  const removed = new Set<number>();
  for (const e of events) {
    if (e.type === 'slide') {
      const k = known.get(e.id);
      if (k) known.set(e.id, { tile: k.tile, cell: e.to });
    } else if (e.type === 'merge') {
      merged.add(e.tile.id);
      known.set(e.tile.id, { tile: e.tile, cell: e.cell });
    } else if (e.type === 'spawn') {
      spawned.add(e.tile.id);
      known.set(e.tile.id, { tile: e.tile, cell: e.cell });
    } else if (e.type === 'effect' && (e.tile === null || e.tile.id !== e.id)) {
      removed.add(e.id);
      if (e.tile) known.set(e.tile.id, { tile: e.tile, cell: e.cell });
    }
  }
  const present = new Set<number>();
  for (const t of after) if (t) present.add(t.id);
  const ghosts: Ghost[] = [];
  for (const [id, { tile, cell }] of known) {
    if (present.has(id)) continue;
    ghosts.push({ tile, cell, reason: removed.has(id) ? 'removed' : 'merged' });
  }
  return { ghosts, spawned, merged, gained };
}
