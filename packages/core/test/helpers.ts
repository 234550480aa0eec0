// Test helpers: compile small variant definitions, write boards by hand, read them back compactly.
import { loadVariant, slideBoard, type Board, type Rules, type Tile, type TileSpec } from '../src/index.ts';

type RulesInput = Record<string, unknown>;

const classicSpawn = { type: 'table', table: [{ value: 2, weight: 9 }, { value: 4, weight: 1 }] };

/** Compiles a definition whose `rules` are `rules` (grid 4x4 and the classic spawn table by default). */
export function variant(rules: RulesInput = {}, id = 'test'): Rules {
  const definition = {
    format: 1,
    id,
    name: id,
    rules: { board: { type: 'grid', width: 4, height: 4 }, spawn: classicSpawn, ...rules },
  };
  const r = loadVariant(definition);
  if (!r.ok) throw new Error(`test variant is invalid: ${JSON.stringify(r.issues)}`);
  return r.rules;
}

/**
 * A cell written by hand: a number (0 for empty), `W` a wall, `B` a block, or a tile spec.
 * Tiles get ids 1, 2, ... in slot order.
 */
export type CellInput = number | 'W' | 'B' | Partial<TileSpec>;

export function boardOf(rules: Rules, cells: readonly CellInput[]): Board {
  const { shape } = rules;
  if (cells.length !== shape.size) throw new Error(`expected ${shape.size} cells, got ${cells.length}`);
  let id = 1;
  return cells.map((c): Tile | null => {
    if (c === 0) return null;
    if (c === 'W') return { id: id++, value: 0, kind: 'wall' };
    if (c === 'B') return { id: id++, value: 0, kind: 'block' };
    if (typeof c === 'number') return { id: id++, value: c };
    return { id: id++, value: 0, ...c };
  });
}

/** Rows of a grid board, each cell written by hand. */
export function gridOf(rules: Rules, rows: readonly (readonly CellInput[])[]): Board {
  return boardOf(rules, rows.flat());
}

/** A cell read back: 0 empty, a number for a plain tile, `W`/`B` for obstacles, else the tile without id. */
export function cellOut(t: Tile | null): number | string | Omit<Tile, 'id'> {
  if (t === null) return 0;
  const { id: _id, ...rest } = t;
  if (t.kind === 'wall' && t.life === undefined) return 'W';
  if (t.kind === 'block' && t.life === undefined) return 'B';
  return Object.keys(rest).length === 1 ? t.value : rest;
}

export function listOut(board: Board): ReturnType<typeof cellOut>[] {
  return board.map(cellOut);
}

export function rowsOut(rules: Rules, board: Board): ReturnType<typeof cellOut>[][] {
  const w = rules.shape.width!;
  const list = listOut(board);
  const rows: ReturnType<typeof cellOut>[][] = [];
  for (let y = 0; y < rules.shape.height!; y++) rows.push(list.slice(y * w, (y + 1) * w));
  return rows;
}

/** Tiles without ids (ids differ between the event path and the search path). */
export function withoutIds(board: Board): (Omit<Tile, 'id'> | null)[] {
  return board.map((t) => {
    if (t === null) return null;
    const { id: _id, ...rest } = t;
    return rest;
  });
}

/**
 * Resolves one line on its own: `values` (front of `direction` first is NOT assumed; the line is
 * written left to right, or top to bottom for up/down) on an n x 2 (or 2 x n) grid under `rules`
 * options; returns the line after the move, written the same way, and the score gained.
 */
export function moveLine(
  rulesInput: RulesInput,
  cells: readonly CellInput[],
  direction: 'left' | 'right' | 'up' | 'down',
): { line: ReturnType<typeof cellOut>[]; gained: number; moved: boolean } {
  const n = cells.length;
  const horizontal = direction === 'left' || direction === 'right';
  const rules = variant({ ...rulesInput, board: { type: 'grid', width: horizontal ? n : 2, height: horizontal ? 2 : n } });
  const list: CellInput[] = new Array(2 * n).fill(0);
  cells.forEach((c, i) => {
    list[horizontal ? i : i * 2] = c;
  });
  const board = boardOf(rules, list);
  const r = slideBoard(rules, board, direction);
  const after = r === null ? board : r.board;
  const line = cells.map((_, i) => cellOut(after[horizontal ? i : i * 2]));
  return { line, gained: r === null ? 0 : r.gained, moved: r !== null };
}
