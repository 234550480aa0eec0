// Plain board formats for I/O: a grid as rows of numbers, a hexagon as a list in canonical order.
import type { Board, BoardShape, Tile } from './types.ts';

/** Rows (row 0 at the top, 0 for empty) into a board; numbers become plain tiles with ids 1, 2, ... */
export function boardFromRows(shape: BoardShape, rows: readonly (readonly number[])[]): Board {
  const { width, height } = shape;
  if (width === undefined || height === undefined) throw new Error('boardFromRows needs a grid shape');
  if (rows.length !== height) throw new Error(`expected ${height} rows, got ${rows.length}`);
  const list: number[] = [];
  rows.forEach((row, y) => {
    if (!Array.isArray(row) || row.length !== width) throw new Error(`row ${y}: expected ${width} values`);
    list.push(...row);
  });
  return boardFromList(shape, list);
}

/** A list of values, one per slot, into a board. */
export function boardFromList(shape: BoardShape, values: readonly number[]): Board {
  if (values.length !== shape.size) throw new Error(`expected ${shape.size} values, got ${values.length}`);
  let id = 1;
  return values.map((v, i): Tile | null => {
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) throw new Error(`cell ${i}: expected a non-negative integer, got ${JSON.stringify(v)}`);
    if (v === 0) return null;
    if (!shape.isCell[i]) throw new Error(`cell ${i} is a hole and must be 0`);
    return { id: id++, value: v };
  });
}

export function boardToList(board: Board): number[] {
  return board.map((t) => (t === null ? 0 : t.value));
}

export function boardToRows(shape: BoardShape, board: Board): number[][] {
  const list = boardToList(board);
  const rows: number[][] = [];
  for (let y = 0; y < (shape.height ?? 0); y++) rows.push(list.slice(y * shape.width!, (y + 1) * shape.width!));
  return rows;
}
