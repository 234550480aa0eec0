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
  /** Stroke width that rounds the plate's corners: the outline is inset by half of it. */
  readonly outlineStroke: number;
  /** Screen angle (radians, y down) of each direction: the way tiles travel. */
  readonly angles: ReadonlyArray<{ readonly direction: Direction; readonly angle: number }>;
}

/** Gap between grid cells, as a fraction of a cell (the original: 15px gaps, 106px cells). */
const GRID_GAP = 0.14;
/** Extra spacing between hexagon centres, as a fraction of the hexagon's radius. */
const HEX_SPACING = 0.14;
/** Plate margin around the outer hexagons, in units. */
const HEX_MARGIN = 0.3;
/** Rounding of the hexagonal plate's corners, in units. */
const PLATE_ROUNDING = 0.3;
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
    outlineStroke: 0,
    angles: directionAngles(shape, centres),
  };
}

function hexLayout(shape: BoardShape): BoardLayout {
  // A hexagon of radius 1 (centre to corner) is 2 wide and √3 tall.
  const spacing = 1 + HEX_SPACING;
  const raw = shape.coords.map(([q, r]): Point => [1.5 * q * spacing, SQRT3 * (r + q / 2) * spacing]);
  const corners: Point[] = [];
  for (const c of shape.cells) corners.push(...hexCorners(raw[c], 1));
  // The plate: the smallest pointy-top hexagon around every cell (flat-top cells stacked in a
  // hexagon have vertical sides), plus a margin.
  const plate = enclosingHexagon(corners, HEX_MARGIN);
  const minX = Math.min(...plate.map((p) => p[0]));
  const minY = Math.min(...plate.map((p) => p[1]));
  const shift = ([x, y]: Point): Point => [x - minX, y - minY];
  const centres = raw.map(shift);
  return {
    kind: 'hex',
    width: Math.max(...plate.map((p) => p[0])) - minX,
    height: Math.max(...plate.map((p) => p[1])) - minY,
    tileWidth: 2,
    tileHeight: SQRT3,
    origins: centres.map(([x, y]): Point => [x - 1, y - SQRT3 / 2]),
    centres,
    outline: plate.map((p) => shift(insetTowards(p, centroid(plate), PLATE_ROUNDING / 2 / Math.cos(Math.PI / 6)))),
    outlineStroke: PLATE_ROUNDING,
    angles: directionAngles(shape, centres),
  };
}

function centroid(points: readonly Point[]): Point {
  return [points.reduce((a, p) => a + p[0], 0) / points.length, points.reduce((a, p) => a + p[1], 0) / points.length];
}

function insetTowards([x, y]: Point, [cx, cy]: Point, by: number): Point {
  const d = Math.hypot(x - cx, y - cy);
  return d === 0 ? [x, y] : [x - ((x - cx) / d) * by, y - ((y - cy) / d) * by];
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

/**
 * The smallest pointy-top hexagon (edge normals at 0°, 60°, ... 300°) containing `points`, grown by
 * `margin`: each edge is pushed out to the farthest point along its normal, corners are where
 * neighbouring edges meet.
 */
export function enclosingHexagon(points: readonly Point[], margin: number): Point[] {
  const normals = [0, 1, 2, 3, 4, 5].map((k): Point => [Math.cos((k * Math.PI) / 3), Math.sin((k * Math.PI) / 3)]);
  const reach = normals.map(([nx, ny]) => Math.max(...points.map(([x, y]) => x * nx + y * ny)) + margin);
  const out: Point[] = [];
  for (let k = 0; k < 6; k++) {
    const [a1, b1] = normals[k];
    const [a2, b2] = normals[(k + 1) % 6];
    const c1 = reach[k];
    const c2 = reach[(k + 1) % 6];
    const det = a1 * b2 - a2 * b1;
    out.push([(c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det]);
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
