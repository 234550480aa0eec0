// The data every other layer shares: tiles, boards, board shapes and move events.

/** A tile on the board. Plain data: JSON-serialisable, never mutated. */
export interface Tile {
  /** Stable id, so a renderer can follow a tile across moves. 0 on the search path. */
  readonly id: number;
  /** The tile's number (0 for a wall or block that carries none). */
  readonly value: number;
  /** Absent for a numbered tile. A wall never moves; a block moves but never merges. */
  readonly kind?: 'wall' | 'block';
  /** Carries a bomb with this blast radius (0: the bombs plugin's default): clears its neighbours after it takes part in a merge. */
  readonly bomb?: number;
  /** Multiplier: a merge involving this tile makes `factor` x the value instead of the rule's result. */
  readonly factor?: number;
  /** Operator: merges with any numbered tile into `operator` x that tile's value. */
  readonly operator?: number;
  /** Moves left before the tile disappears (walls and blocks). */
  readonly life?: number;
}

/** What a spawn rule asks for: a tile without an id. */
export type TileSpec = Omit<Tile, 'id'>;

/** A board: one entry per cell slot of the shape, `null` when empty (holes are always empty). */
export type Board = ReadonlyArray<Tile | null>;

/** A direction name, e.g. `left` on a grid or `ne` on a hexagon. */
export type Direction = string;

/**
 * A board shape is data: its cell slots, where they are drawn, its directions and, for each
 * direction, its lines (cell indices, front first). The engine never assumes more than this.
 */
export interface BoardShape {
  readonly type: string;
  /** Number of cell slots; board arrays have this length. */
  readonly size: number;
  /** Indices of the slots that are real cells (holes excluded), ascending. */
  readonly cells: readonly number[];
  /** Whether a slot is a real cell. */
  readonly isCell: readonly boolean[];
  /** Layout coordinates of each slot: column/row on a grid, axial q/r on a hexagon. */
  readonly coords: ReadonlyArray<readonly [number, number]>;
  readonly directions: readonly Direction[];
  /** For each direction, its lines: ordered cell indices, front (the wall tiles move toward) first. */
  readonly lines: Readonly<Record<Direction, ReadonlyArray<readonly number[]>>>;
  /** Cells within `radius` steps of `cell` (itself excluded). */
  neighbours(cell: number, radius: number): number[];
  /** Grid width and height, or hexagon radius; for renderers and I/O. */
  readonly width?: number;
  readonly height?: number;
  readonly radius?: number;
}

/** What happened during a move, in order; enough for a renderer to animate it. */
export type MoveEvent =
  | { readonly type: 'slide'; readonly id: number; readonly from: number; readonly to: number }
  | {
      readonly type: 'merge';
      /** Ids of the tiles that merged (they slid to `cell` first). */
      readonly from: readonly number[];
      readonly cell: number;
      readonly tile: Tile;
    }
  | { readonly type: 'spawn'; readonly cell: number; readonly tile: Tile }
  | {
      readonly type: 'effect';
      /** Which effect, e.g. `bomb`, `age` (a lifetime counts down) or `expire` (it ran out). */
      readonly effect: string;
      readonly cell: number;
      /** What the cell holds after the effect (`null` when the tile was removed). */
      readonly tile: Tile | null;
      /** Id of the tile that was in the cell before. */
      readonly id: number;
    };
