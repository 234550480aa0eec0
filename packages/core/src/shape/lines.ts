// Builds a board shape's lines from cell coordinates and one step per direction. Any cell set
// works: a missing coordinate (a hole, the outside of a hexagon) ends a line.
import type { BoardShape, Direction } from '../types.ts';

export interface ShapeSpec {
  readonly type: string;
  /** Coordinates of every slot. */
  readonly coords: ReadonlyArray<readonly [number, number]>;
  readonly isCell: readonly boolean[];
  /** The coordinate step of each direction (toward the front). */
  readonly steps: Readonly<Record<Direction, readonly [number, number]>>;
  /** Distance between two coordinates, for blast radii. */
  readonly distance: (a: readonly [number, number], b: readonly [number, number]) => number;
  readonly width?: number;
  readonly height?: number;
  readonly radius?: number;
}

export function shapeFromSteps(spec: ShapeSpec): BoardShape {
  const key = (x: number, y: number) => `${x},${y}`;
  const index = new Map<string, number>();
  spec.coords.forEach(([x, y], i) => {
    if (spec.isCell[i]) index.set(key(x, y), i);
  });
  const cells = spec.coords.map((_, i) => i).filter((i) => spec.isCell[i]);
  // No prototype: a direction named like an Object.prototype member is simply absent.
  const lines: Record<Direction, number[][]> = Object.create(null);
  for (const [dir, [dx, dy]] of Object.entries(spec.steps)) {
    const dirLines: number[][] = [];
    for (const cell of cells) {
      const [x, y] = spec.coords[cell];
      // A line starts at its front: the cell whose next step toward the front is not a cell.
      if (index.has(key(x + dx, y + dy))) continue;
      const line: number[] = [];
      for (let cx = x, cy = y; index.has(key(cx, cy)); cx -= dx, cy -= dy) {
        line.push(index.get(key(cx, cy))!);
      }
      dirLines.push(line);
    }
    lines[dir] = dirLines;
  }
  const neighbourCache = new Map<string, number[]>();
  return {
    type: spec.type,
    size: spec.coords.length,
    cells,
    isCell: spec.isCell,
    coords: spec.coords,
    directions: Object.keys(spec.steps),
    lines,
    neighbours(cell, radius) {
      const k = `${cell}:${radius}`;
      let found = neighbourCache.get(k);
      if (!found) {
        found = cells.filter(
          (c) => c !== cell && spec.distance(spec.coords[c], spec.coords[cell]) <= radius,
        );
        neighbourCache.set(k, found);
      }
      return found;
    },
    width: spec.width,
    height: spec.height,
    radius: spec.radius,
  };
}
