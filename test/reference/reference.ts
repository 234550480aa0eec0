// A small, independent reference implementation of the line rules on rectangular boards, written
// the obvious way (filter, merge with skip, pad; other directions by reverse/transpose) so that the
// engine can be checked against it and benchmarked against it. It shares no code with the engine.

/** A board as rows of numbers, row 0 at the top, 0 for empty. */
export type Rows = number[][];

/** What two tiles (front first) make when they merge, or 0 when they may not. */
export type PairRule = (front: number, back: number) => number;

export const equalPair: PairRule = (a, b) => (a === b ? a + b : 0);

function isFibonacci(v: number): boolean {
  // v is Fibonacci iff 5v^2 + 4 or 5v^2 - 4 is a perfect square (fine for the small values used here).
  const square = (x: number) => Number.isInteger(Math.sqrt(x));
  return square(5 * v * v + 4) || square(5 * v * v - 4);
}

export const fibonacciPair: PairRule = (a, b) => {
  if (a === 1 && b === 1) return 2;
  // Two different Fibonacci numbers add up to a Fibonacci number exactly when they are consecutive.
  return a !== b && isFibonacci(a) && isFibonacci(b) && isFibonacci(a + b) ? a + b : 0;
};

export const threesPair: PairRule = (a, b) => {
  if ((a === 1 && b === 2) || (a === 2 && b === 1)) return 3;
  if (a >= 3 && a === b) return a + b;
  return 0;
};

export interface LineResult {
  line: number[];
  score: number;
}

/** Slide-all, toward index 0: filter, merge neighbours with skip, pad with zeros. */
export function slideLeft(line: readonly number[], rule: PairRule = equalPair): LineResult {
  const tiles = line.filter((v) => v !== 0);
  const out: number[] = [];
  let score = 0;
  for (let i = 0; i < tiles.length; i++) {
    const made = i + 1 < tiles.length ? rule(tiles[i], tiles[i + 1]) : 0;
    if (made > 0) {
      out.push(made);
      score += made;
      i++; // skip the tile that was merged in
    } else {
      out.push(tiles[i]);
    }
  }
  while (out.length < line.length) out.push(0);
  return { line: out, score };
}

/** Slide-all with triple merges, toward index 0: filter, merge three equal neighbours with skip, pad. */
export function slideTriplesLeft(line: readonly number[]): LineResult {
  const tiles = line.filter((v) => v !== 0);
  const out: number[] = [];
  let score = 0;
  for (let i = 0; i < tiles.length; i++) {
    if (i + 2 < tiles.length && tiles[i] === tiles[i + 1] && tiles[i] === tiles[i + 2]) {
      out.push(3 * tiles[i]);
      score += 3 * tiles[i];
      i += 2; // skip the two tiles that were merged in
    } else {
      out.push(tiles[i]);
    }
  }
  while (out.length < line.length) out.push(0);
  return { line: out, score };
}

/** One-step (Threes), toward index 0: the first gap or mergeable pair folds; everything behind moves one. */
export function stepLeft(line: readonly number[], rule: PairRule = threesPair): LineResult {
  const out = line.slice();
  for (let i = 0; i + 1 < out.length; i++) {
    const gapWithTileBehind = out[i] === 0 && out.slice(i + 1).some((v) => v !== 0);
    const made = out[i] !== 0 && out[i + 1] !== 0 ? rule(out[i], out[i + 1]) : 0;
    if (!gapWithTileBehind && made === 0) continue;
    out[i] = made > 0 ? made : out[i + 1];
    for (let j = i + 1; j + 1 < out.length; j++) out[j] = out[j + 1];
    out[out.length - 1] = 0;
    return { line: out, score: made };
  }
  return { line: out, score: 0 };
}

export type LineFn = (line: readonly number[]) => LineResult;

const transpose = (rows: Rows): Rows => rows[0].map((_, x) => rows.map((row) => row[x]));
const reverseRows = (rows: Rows): Rows => rows.map((row) => row.slice().reverse());

function moveLeft(rows: Rows, lineFn: LineFn): { rows: Rows; score: number } {
  let score = 0;
  const out = rows.map((row) => {
    const r = lineFn(row);
    score += r.score;
    return r.line;
  });
  return { rows: out, score };
}

/** Moves a whole board; returns the new rows, the score gained and whether anything changed. */
export function referenceMove(
  rows: Rows,
  direction: 'up' | 'right' | 'down' | 'left',
  lineFn: LineFn = (l) => slideLeft(l),
): { rows: Rows; score: number; moved: boolean } {
  let result: { rows: Rows; score: number };
  switch (direction) {
    case 'left':
      result = moveLeft(rows, lineFn);
      break;
    case 'right': {
      const r = moveLeft(reverseRows(rows), lineFn);
      result = { rows: reverseRows(r.rows), score: r.score };
      break;
    }
    case 'up': {
      const r = moveLeft(transpose(rows), lineFn);
      result = { rows: transpose(r.rows), score: r.score };
      break;
    }
    case 'down': {
      const r = moveLeft(reverseRows(transpose(rows)), lineFn);
      result = { rows: transpose(reverseRows(r.rows)), score: r.score };
      break;
    }
  }
  const moved = result.rows.some((row, y) => row.some((v, x) => v !== rows[y][x]));
  return { ...result, moved };
}
