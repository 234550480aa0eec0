// Flat-top hexagons in axial coordinates (q, r), slots in canonical order: ascending q, then r.
import type { BoardShape } from '../types.ts';
import { shapeFromSteps } from './lines.ts';

export const HEX_STEPS = {
  n: [0, -1],
  ne: [1, -1],
  se: [1, 0],
  s: [0, 1],
  sw: [-1, 1],
  nw: [-1, 0],
} as const;

export function hexCellCount(radius: number): number {
  return 3 * radius * radius + 3 * radius + 1;
}

export function hexShape({ radius }: { readonly radius: number }): BoardShape {
  const coords: [number, number][] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = -radius; r <= radius; r++) {
      if (Math.abs(q + r) <= radius) coords.push([q, r]);
    }
  }
  return shapeFromSteps({
    type: 'hex',
    coords,
    isCell: coords.map(() => true),
    steps: HEX_STEPS,
    distance: (a, b) =>
      (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[0] + a[1] - b[0] - b[1])) / 2,
    radius,
  });
}
