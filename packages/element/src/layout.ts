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
  const hex = shape.type === 'hex';
  let centres: Point[];
  let width: number;
  let height: number;
  let outline: Point[] | null = null;
  if (hex) {
    // A hexagon of radius 1 (centre to corner) is 2 wide and √3 tall.
    const spacing = 1 + HEX_SPACING;
    const raw = shape.coords.map(([q, r]): Point => [1.5 * q * spacing, SQRT3 * (r + q / 2) * spacing]);
    const cells = shape.cells.map((c) => raw[c]);
    // The plate: the smallest pointy-top hexagon around every cell (flat-top cells stacked in a
    // hexagon have vertical sides; a cell reaches 1 past its centre along each of the plate's
    // normals), plus a margin. It is drawn inset by half its stroke, which rounds its corners.
    const plate = enclosingHexagon(cells, 1 + HEX_MARGIN);
    const xs = plate.map((p) => p[0]);
    const ys = plate.map((p) => p[1]);
    const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
    const shift = ([x, y]: Point): Point => [x - minX, y - minY];
    centres = raw.map(shift);
    width = Math.max(...xs) - minX;
    height = Math.max(...ys) - minY;
    outline = enclosingHexagon(cells, 1 + HEX_MARGIN - PLATE_ROUNDING / 2).map(shift);
  } else {
    const step = 1 + GRID_GAP;
    const cols = Math.max(shape.width ?? 0, ...shape.coords.map(([x]) => x + 1));
    const rows = Math.max(shape.height ?? 0, ...shape.coords.map(([, y]) => y + 1));
    centres = shape.coords.map(([x, y]): Point => [GRID_GAP + x * step + 0.5, GRID_GAP + y * step + 0.5]);
    width = GRID_GAP + cols * step;
    height = GRID_GAP + rows * step;
  }
  const [tileWidth, tileHeight] = hex ? [2, SQRT3] : [1, 1];
  // Directions read from the shape itself: the vector from the second cell of a line to its front cell.
  const angles = shape.directions.flatMap((direction) => {
    const line = shape.lines[direction]?.find((l) => l.length >= 2);
    if (!line) return [];
    const [[fx, fy], [bx, by]] = [centres[line[0]], centres[line[1]]];
    return [{ direction, angle: Math.atan2(fy - by, fx - bx) }];
  });
  return {
    kind: hex ? 'hex' : 'grid',
    width,
    height,
    tileWidth,
    tileHeight,
    origins: centres.map(([x, y]): Point => [x - tileWidth / 2, y - tileHeight / 2]),
    centres,
    outline,
    outlineStroke: hex ? PLATE_ROUNDING : 0,
    angles,
  };
}

/**
 * The smallest pointy-top hexagon (edge normals at 0°, 60°, ... 300°) containing `points`, grown by
 * `margin`: each edge is pushed out to the farthest point along its normal, corners are where
 * neighbouring edges meet.
 */
export function enclosingHexagon(points: readonly Point[], margin: number): Point[] {
  const normals = [0, 1, 2, 3, 4, 5].map((k): Point => [Math.cos((k * Math.PI) / 3), Math.sin((k * Math.PI) / 3)]);
  const reach = normals.map(([nx, ny]) => Math.max(...points.map(([x, y]) => x * nx + y * ny)) + margin);
  return normals.map(([a1, b1], k) => {
    const [a2, b2] = normals[(k + 1) % 6];
    const [c1, c2] = [reach[k], reach[(k + 1) % 6]];
    const det = a1 * b2 - a2 * b1;
    return [(c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det];
  });
}

/** The direction whose angle is nearest to the vector (dx, dy), or null when none is within 60°. */
export function directionForVector(dx: number, dy: number, angles: BoardLayout['angles']): Direction | null {
  const angle = Math.atan2(dy, dx);
  let best: Direction | null = null;
  let bestDiff = Math.PI / 3 + 1e-9;
  for (const a of angles) {
    const d = Math.abs(angle - a.angle) % (2 * Math.PI);
    const diff = Math.min(d, 2 * Math.PI - d);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = a.direction;
    }
  }
  return best;
}
