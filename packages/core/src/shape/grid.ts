// Rectangular grids of any size, with an optional mask of holes. Slots are row-major.
import type { BoardShape } from '../types.ts';
import { shapeFromSteps } from './lines.ts';

export interface GridOptions {
  readonly width: number;
  readonly height: number;
  /** One string per row: `#` (or any non-`.` character) a cell, `.` a hole. */
  readonly mask?: readonly string[];
}

export const GRID_STEPS = {
  up: [0, -1],
  right: [1, 0],
  down: [0, 1],
  left: [-1, 0],
} as const;

export function gridShape({ width, height, mask }: GridOptions): BoardShape {
  const coords: [number, number][] = [];
  const isCell: boolean[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      coords.push([x, y]);
      isCell.push(mask ? mask[y]?.[x] !== '.' : true);
    }
  }
  return shapeFromSteps({
    type: 'grid',
    coords,
    isCell,
    steps: GRID_STEPS,
    // Chebyshev distance: radius 1 is the 8 neighbours.
    distance: (a, b) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])),
    width,
    height,
  });
}
