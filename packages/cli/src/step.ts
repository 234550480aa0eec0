// `2048kit step`: one move per JSON line, no spawn. A headless engine for bots and for conformance
// tests against other implementations.
import { boardFromList, boardToList, isStuck, slideBoard, type Board, type BoardShape, type Rules } from '@2048kit/core';

/** What `step` answers for one input line. */
export interface StepAnswer {
  /** Rows on a grid; a flat list in canonical cell order on any other shape. */
  readonly board: number[][] | number[];
  /** Score gained by this move. */
  readonly score: number;
  /** Whether the move changed the board. */
  readonly moved: boolean;
  /** Whether no direction changes the input board. */
  readonly over: boolean;
  /** One-step (Threes-like) variants only: the lines that moved, ascending. */
  readonly lines?: number[];
}

export interface StepError {
  readonly error: string;
  readonly line: number;
}

/** A request the step command cannot answer; the message names the offending field. */
export class StepInputError extends Error {
  override readonly name = 'StepInputError';
}

function isGrid(shape: BoardShape): shape is BoardShape & { width: number; height: number } {
  return shape.width !== undefined && shape.height !== undefined;
}

/** A short description of a value for a message; never walks into it (it may be deeply nested). */
function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return v.length <= 40 ? JSON.stringify(v) : 'a long string';
  return String(v);
}

function cellValue(v: unknown, where: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) {
    throw new StepInputError(`${where}: expected a non-negative integer, got ${describe(v)}`);
  }
  return v;
}

/** Reads the `board` field: rows on a grid, a flat list in canonical cell order otherwise. */
export function readBoard(shape: BoardShape, input: unknown): Board {
  const values: number[] = [];
  if (isGrid(shape)) {
    const { width, height } = shape;
    if (!Array.isArray(input)) throw new StepInputError(`board: expected ${height} rows of ${width} numbers, got ${describe(input)}`);
    if (input.length !== height) throw new StepInputError(`board: expected ${height} rows, got ${input.length}`);
    input.forEach((row: unknown, y) => {
      if (!Array.isArray(row)) throw new StepInputError(`board[${y}]: expected a row of ${width} numbers, got ${describe(row)}`);
      if (row.length !== width) throw new StepInputError(`board[${y}]: expected ${width} values, got ${row.length}`);
      row.forEach((v: unknown, x) => values.push(cellValue(v, `board[${y}][${x}]`)));
    });
  } else {
    if (!Array.isArray(input)) throw new StepInputError(`board: expected a list of ${shape.size} numbers, got ${describe(input)}`);
    if (input.length !== shape.size) throw new StepInputError(`board: expected ${shape.size} values, got ${input.length}`);
    input.forEach((v: unknown, i) => values.push(cellValue(v, `board[${i}]`)));
  }
  values.forEach((v, i) => {
    if (v !== 0 && !shape.isCell[i]) {
      const where = isGrid(shape) ? `board[${Math.floor(i / shape.width)}][${i % shape.width}]` : `board[${i}]`;
      throw new StepInputError(`${where}: is a hole and must be 0`);
    }
  });
  return boardFromList(shape, values);
}

/** Writes a board in the same form `readBoard` takes. */
export function writeBoard(shape: BoardShape, board: Board): number[][] | number[] {
  const list = boardToList(board);
  if (!isGrid(shape)) return list;
  const rows: number[][] = [];
  for (let y = 0; y < shape.height; y++) rows.push(list.slice(y * shape.width, (y + 1) * shape.width));
  return rows;
}

/**
 * The lines of `direction` that changed, ascending. On a grid a line is named by its row (left,
 * right) or column (up, down), so a row split by holes counts once; on other shapes by its
 * position in `shape.lines[direction]`.
 */
export function movedLines(shape: BoardShape, direction: string, before: Board, after: Board): number[] {
  const moved = new Set<number>();
  shape.lines[direction].forEach((cells, index) => {
    if (!cells.some((c) => before[c]?.value !== after[c]?.value || before[c]?.kind !== after[c]?.kind)) return;
    if (!isGrid(shape)) {
      moved.add(index);
      return;
    }
    // A line that changed has at least two cells; they share a row or a column.
    const [x0, y0] = shape.coords[cells[0]];
    const [, y1] = shape.coords[cells[1]];
    moved.add(y0 === y1 ? y0 : x0);
  });
  return [...moved].sort((a, b) => a - b);
}

/** Answers one parsed request `{ board, dir }`. Throws `StepInputError` on a malformed one. */
export function step(rules: Rules, request: unknown): StepAnswer {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    throw new StepInputError(`expected an object {"board": ..., "dir": ...}, got ${describe(request)}`);
  }
  const { board: boardInput, dir } = request as { board?: unknown; dir?: unknown };
  const { shape } = rules;
  if (boardInput === undefined) throw new StepInputError('board: is required');
  if (dir === undefined) throw new StepInputError(`dir: is required (one of ${shape.directions.join(', ')})`);
  if (typeof dir !== 'string' || !Object.hasOwn(shape.lines, dir)) {
    throw new StepInputError(`dir: expected one of ${shape.directions.join(', ')}, got ${describe(dir)}`);
  }
  const board = readBoard(shape, boardInput);
  const result = slideBoard(rules, board, dir);
  const after = result === null ? board : result.board;
  const answer: StepAnswer = {
    board: writeBoard(shape, after),
    score: result === null ? 0 : result.gained,
    moved: result !== null,
    over: isStuck(rules, board),
  };
  if (rules.movement === 'one-step') return { ...answer, lines: movedLines(shape, dir, board, after) };
  return answer;
}

/** Answers one input line (1-based `lineNumber`); `null` for a blank line. */
export function stepLine(rules: Rules, text: string, lineNumber: number): StepAnswer | StepError | null {
  if (text.trim() === '') return null;
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch (e) {
    return { error: `line ${lineNumber}: not valid JSON: ${(e as Error).message}`, line: lineNumber };
  }
  try {
    return step(rules, request);
  } catch (e) {
    if (e instanceof StepInputError) return { error: `line ${lineNumber}: ${e.message}`, line: lineNumber };
    // A bug in a rule plugin: report it on this line and keep serving the rest.
    return { error: `line ${lineNumber}: internal error: ${e instanceof Error ? e.message : String(e)}`, line: lineNumber };
  }
}

/** Streams lines through `stepLine`, writing one JSON line per non-blank input line. */
export async function runStep(
  rules: Rules,
  input: AsyncIterable<string>,
  write: (line: string) => void,
): Promise<{ answered: number; errors: number }> {
  let lineNumber = 0;
  let answered = 0;
  let errors = 0;
  for await (const text of input) {
    lineNumber++;
    const out = stepLine(rules, text, lineNumber);
    if (out === null) continue;
    if ('error' in out) errors++;
    else answered++;
    write(`${JSON.stringify(out)}\n`);
  }
  return { answered, errors };
}
