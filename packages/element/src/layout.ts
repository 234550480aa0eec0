// Where each slot of a board shape is drawn: pure geometry in abstract board units, no DOM.
// Grids are squares with gaps; hexagons are flat-top, axial (q, r) -> x = 1.5*q*s, y = √3*(r + q/2)*s.
import type { BoardShape, Direction } from '@2048kit/core';

export type Point = readonly [number, number];

export interface BoardLayout {
  readonly kind: 'grid' | 'hex';
  /** Board size in units (the board keeps this aspect ratio). */
  readonly width: number;
  readonly height: number;
  /** Size of one tile's box in units. */
  readonly tileWidth: number;
  readonly tileHeight: number;
  /** Top-left corner of each slot's box, in units (holes included: they are drawn as holes). */
  readonly origins: readonly Point[];
  /** Centre of each slot, in units. */
  readonly centres: readonly Point[];
  /** The board's plate as a polygon in units (hexagons), or null for a plain rounded rectangle. */
  readonly outline: readonly Point[] | null;
  /** Screen angle (radians, y down) of each direction: the way tiles travel. */
  readonly angles: ReadonlyArray<{ readonly direction: Direction; readonly angle: number }>;
}

/** Gap between grid cells, as a fraction of a cell (the original: 15px gaps, 106px cells). */
const GRID_GAP = 0.14;
/** Extra spacing between hexagon centres, as a fraction of the hexagon's radius. */
const HEX_SPACING = 0.14;
/** Plate margin around the outer hexagons, in units. */
const HEX_MARGIN = 0.22;
const SQRT3 = Math.sqrt(3);

export function layoutBoard(shape: BoardShape): BoardLayout {
  return shape.type === 'hex' ? hexLayout(shape) : gridLayout(shape);
}

function gridLayout(shape: BoardShape): BoardLayout {
  let cols = shape.width ?? 0;
  let rows = shape.height ?? 0;
  for (const [x, y] of shape.coords) {
    cols = Math.max(cols, x + 1);
    rows = Math.max(rows, y + 1);
  }
  const step = 1 + GRID_GAP;
  const origins = shape.coords.map(([x, y]): Point => [GRID_GAP + x * step, GRID_GAP + y * step]);
  const centres = origins.map(([x, y]): Point => [x + 0.5, y + 0.5]);
  return {
    kind: 'grid',
    width: GRID_GAP + cols * step,
    height: GRID_GAP + rows * step,
    tileWidth: 1,
    tileHeight: 1,
    origins,
    centres,
    outline: null,
    angles: directionAngles(shape, centres),
  };
}

function hexLayout(shape: BoardShape): BoardLayout {
  // A hexagon of radius 1 (centre to corner) is 2 wide and √3 tall.
  const spacing = 1 + HEX_SPACING;
  const raw = shape.coords.map(([q, r]): Point => [1.5 * q * spacing, SQRT3 * (r + q / 2) * spacing]);
  const corners: Point[] = [];
  for (const c of shape.cells) corners.push(...hexCorners(raw[c], 1 + HEX_MARGIN));
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const centres = raw.map(([x, y]): Point => [x - minX, y - minY]);
  return {
    kind: 'hex',
    width: Math.max(...xs) - minX,
    height: Math.max(...ys) - minY,
    tileWidth: 2,
    tileHeight: SQRT3,
    origins: centres.map(([x, y]): Point => [x - 1, y - SQRT3 / 2]),
    centres,
    outline: convexHull(corners.map(([x, y]): Point => [x - minX, y - minY])),
    angles: directionAngles(shape, centres),
  };
}

/** The six corners of a flat-top hexagon. */
function hexCorners([cx, cy]: Point, radius: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    out.push([cx + radius * Math.cos(a), cy + radius * Math.sin(a)]);
  }
  return out;
}

/** Andrew's monotone chain; counter-clockwise, no repeated first point. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 1e-9) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 1e-9) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * The screen angle of each direction, read from the shape itself: the vector from the second cell
 * of a line to its front cell. Works for any shape that lists its lines.
 */
function directionAngles(shape: BoardShape, centres: readonly Point[]): BoardLayout['angles'] {
  const out: { direction: Direction; angle: number }[] = [];
  for (const direction of shape.directions) {
    const line = shape.lines[direction]?.find((l) => l.length >= 2);
    if (!line) continue;
    const [fx, fy] = centres[line[0]];
    const [bx, by] = centres[line[1]];
    out.push({ direction, angle: Math.atan2(fy - by, fx - bx) });
  }
  return out;
}

/** The direction whose angle is nearest to the vector (dx, dy), or null when none is within 60°. */
export function directionForVector(
  dx: number,
  dy: number,
  angles: BoardLayout['angles'],
): Direction | null {
  const angle = Math.atan2(dy, dx);
  let best: Direction | null = null;
  let bestDiff = Math.PI / 3 + 1e-9;
  for (const a of angles) {
    let diff = Math.abs(angle - a.angle) % (2 * Math.PI);
    if (diff > Math.PI) diff = 2 * Math.PI - diff;
    if (diff < bestDiff) {
      bestDiff = diff;
      best = a.direction;
    }
  }
  return best;
}
