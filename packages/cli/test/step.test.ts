// `2048kit step` through the real bin: the VARIANTS.md hand cases, score, moved, over, malformed
// lines, Threes `lines`, hex lists, --variant FILE.
import { describe, expect, it } from 'vitest';
import { builtinVariant } from '@2048kit/core';
import { movedLines, readBoard, step, stepLine } from '../src/step.ts';
import { jsonLines, run } from './run.ts';

const E = [0, 0, 0, 0];
/** A 4x4 request whose top row is `row` (the rest empty). */
const rowCase = (row: number[], dir = 'left') => ({ board: [row, E, E, E], dir });
/** A 4x4 request whose first column is `column`, top to bottom. */
const columnCase = (column: number[], dir: string) => ({ board: column.map((v) => [v, 0, 0, 0]), dir });
const lines = (requests: unknown[]) => requests.map((r) => JSON.stringify(r)).join('\n') + '\n';

describe('classic, through the bin', () => {
  const stuck = [[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]];
  const requests = [
    rowCase([2, 2, 2, 2]),
    rowCase([2, 2, 4, 0]),
    rowCase([4, 4, 8, 8]),
    rowCase([2, 2, 2, 0]),
    columnCase([0, 2, 2, 4], 'down'),
    rowCase([2, 0, 0, 0]), // a no-op
    { board: stuck, dir: 'up' },
    rowCase([0, 0, 0, 2], 'right'),
  ];
  const result = run(['step'], lines(requests));
  const out = jsonLines(result.stdout) as { board: number[][]; score: number; moved: boolean; over: boolean; lines?: unknown }[];

  it('answers every line and exits 0', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(out).toHaveLength(requests.length);
  });

  it.each([
    [0, [4, 4, 0, 0], 8],
    [1, [4, 4, 0, 0], 4],
    [2, [8, 16, 0, 0], 24],
    [3, [4, 2, 0, 0], 4],
  ])('row case %i: gives %j and scores %i', (i, row, score) => {
    expect(out[i]).toEqual({ board: [row, E, E, E], score, moved: true, over: false });
  });

  it('column [0,2,2,4] down gives [0,0,4,4]', () => {
    expect(out[4].board.map((r) => r[0])).toEqual([0, 0, 4, 4]);
    expect(out[4]).toMatchObject({ score: 4, moved: true, over: false });
  });

  it('a move that changes nothing: moved false, score 0, board as given', () => {
    expect(out[5]).toEqual({ board: [[2, 0, 0, 0], E, E, E], score: 0, moved: false, over: false });
  });

  it('a stuck board: over true, and nothing moves', () => {
    expect(out[6]).toEqual({ board: stuck, score: 0, moved: false, over: true });
  });

  it('no "lines" for a slide-all variant', () => {
    expect(out[7]).toEqual({ board: [[0, 0, 0, 2], E, E, E], score: 0, moved: false, over: false });
    expect(out.every((o) => o.lines === undefined)).toBe(true);
  });
});

describe('malformed lines', () => {
  const input = [
    JSON.stringify(rowCase([2, 2, 0, 0])),
    '',
    'not json at all',
    JSON.stringify({ board: [[2, 2]], dir: 'left' }),
    JSON.stringify(rowCase([2, 2, 0, 0], 'sideways')),
    '   ',
    JSON.stringify({ board: [[2, -2, 0, 0], E, E, E], dir: 'left' }),
    JSON.stringify(rowCase([4, 4, 0, 0])),
  ].join('\n');
  const result = run(['step'], input);
  const out = jsonLines(result.stdout) as Record<string, unknown>[];

  it('get an error line naming their line number; blank lines are skipped; the rest are answered', () => {
    expect(out).toHaveLength(6);
    expect(out[0]).toMatchObject({ board: [[4, 0, 0, 0], E, E, E], score: 4 });
    expect(out[1]).toMatchObject({ line: 3, error: expect.stringMatching(/^line 3: not valid JSON/) });
    expect(out[2]).toEqual({ line: 4, error: 'line 4: board: expected 4 rows, got 1' });
    expect(out[3]).toEqual({ line: 5, error: 'line 5: dir: expected one of up, right, down, left, got "sideways"' });
    expect(out[4]).toEqual({ line: 7, error: 'line 7: board[0][1]: expected a non-negative integer, got -2' });
    expect(out[5]).toMatchObject({ board: [[8, 0, 0, 0], E, E, E], score: 8 });
  });

  it('make the exit code 1, with a summary on stderr', () => {
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('4 of 6 lines rejected');
  });
});

describe('other variants, through the bin', () => {
  it('threes: "lines" lists the rows (left) or columns (up) that moved, ascending', () => {
    const requests = [
      { board: [[1, 1, 2, 2], [0, 0, 0, 3], [3, 3, 3, 3], [0, 1, 2, 0]], dir: 'left' },
      { board: [[1, 2, 0, 0], [0, 0, 0, 3], [3, 6, 12, 24], [3, 0, 0, 0]], dir: 'left' },
      { board: [[0, 0, 1, 1], [0, 0, 1, 0], [0, 0, 2, 0], [0, 0, 2, 0]], dir: 'up' },
      { board: [[0, 3, 0, 1], [0, 0, 0, 1], [0, 0, 0, 0], [0, 0, 0, 0]], dir: 'right' },
    ];
    const result = run(['step', '--variant', 'threes'], lines(requests));
    expect(result.code).toBe(0);
    const out = jsonLines(result.stdout) as { board: number[][]; lines: number[]; moved: boolean }[];
    expect(out[0].board).toEqual([[1, 3, 2, 0], [0, 0, 3, 0], [6, 3, 3, 0], [1, 2, 0, 0]]);
    expect(out[0].lines).toEqual([0, 1, 2, 3]);
    expect(out[1].board).toEqual([[3, 0, 0, 0], [0, 0, 3, 0], [3, 6, 12, 24], [3, 0, 0, 0]]);
    expect(out[1].lines).toEqual([0, 1]);
    expect(out[2].board.map((r) => r[2])).toEqual([1, 3, 2, 0]);
    expect(out[2].board.map((r) => r[3])).toEqual([1, 0, 0, 0]);
    expect(out[2].lines).toEqual([2]);
    expect(out[3]).toMatchObject({ board: [[0, 0, 3, 1], [0, 0, 0, 1], [0, 0, 0, 0], [0, 0, 0, 0]], moved: true, lines: [0] });
  });

  it('hex: a flat list in canonical order (ascending q, then r)', () => {
    // Radius 2: q = -2 holds (r = 0, 1, 2) at indices 0..2, the centre (0, 0) is index 9.
    const board = new Array(19).fill(0);
    board[0] = 2;
    board[1] = 2;
    const result = run(['step', '--variant', 'hex'], lines([{ board, dir: 's' }, { board, dir: 'n' }, { board, dir: 'left' }]));
    const out = jsonLines(result.stdout) as Record<string, unknown>[];
    const expectS = new Array(19).fill(0);
    expectS[2] = 4;
    const expectN = new Array(19).fill(0);
    expectN[0] = 4;
    expect(out[0]).toEqual({ board: expectS, score: 4, moved: true, over: false });
    expect(out[1]).toEqual({ board: expectN, score: 4, moved: true, over: false });
    expect(out[2]).toEqual({ line: 3, error: 'line 3: dir: expected one of n, ne, se, s, sw, nw, got "left"' });
  });

  it('--variant FILE: Fibonacci from its definition file', () => {
    const result = run(['step', '--variant', 'packages/core/variants/fibonacci.json'], lines([rowCase([1, 1, 2, 0]), rowCase([2, 2, 3, 3])]));
    expect(result.code).toBe(0);
    const out = jsonLines(result.stdout) as { board: number[][] }[];
    expect(out.map((o) => o.board[0])).toEqual([[2, 2, 0, 0], [2, 5, 3, 0]]);
  });

  it('holes: a hole splits the line, and a number in a hole is an error', () => {
    const O = [0, 0, 0, 0, 0];
    const requests = [
      { board: [[0, 0, 0, 0, 0], [0, 0, 2, 0, 2], O, O, O], dir: 'left' },
      { board: [[0, 0, 0, 0, 2], [0, 0, 0, 0, 0], O, O, O], dir: 'left' },
      { board: [O, [0, 4, 0, 0, 0], O, O, O], dir: 'left' },
    ];
    const out = jsonLines(run(['step', '--variant', 'holes'], lines(requests)).stdout) as Record<string, unknown>[];
    expect(out[0]).toMatchObject({ board: [O, [0, 0, 2, 0, 2], O, O, O], moved: false });
    expect(out[1]).toMatchObject({ board: [[2, 0, 0, 0, 0], O, O, O, O], moved: true });
    expect(out[2]).toEqual({ line: 3, error: 'line 3: board[1][1]: is a hole and must be 0' });
  });

  it('an unknown variant or an invalid file: a message on stderr and exit 1', () => {
    const unknown = run(['step', '--variant', 'no-such-variant']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('unknown variant "no-such-variant"');
    const invalid = run(['step', '--variant', 'test/malformed/grid-16x17.json']);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('rules.board.height: must be at most 16');
    expect(invalid.stdout).toBe('');
  });
});

describe('the step functions (in process)', () => {
  const threes = builtinVariant('threes').rules;
  const holes = builtinVariant('holes').rules;

  it('a row split by holes is one line in "lines"', () => {
    const before = readBoard(holes.shape, [[0, 0, 0, 0, 0], [2, 0, 0, 0, 0], [0, 2, 0, 2, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]);
    const after = readBoard(holes.shape, [[0, 0, 0, 0, 0], [2, 0, 0, 0, 0], [2, 0, 2, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]);
    expect(movedLines(holes.shape, 'left', before, after)).toEqual([2]);
  });

  it('one-step answers carry lines even when nothing moved', () => {
    expect(step(threes, { board: [[1, 0, 0, 0], E, E, E], dir: 'left' })).toEqual({
      board: [[1, 0, 0, 0], E, E, E],
      score: 0,
      moved: false,
      over: false,
      lines: [],
    });
  });

  it('requests that are not objects, or miss a field, are named', () => {
    const classic = builtinVariant('classic').rules;
    expect(stepLine(classic, '[1,2]', 1)).toEqual({ line: 1, error: 'line 1: expected an object {"board": ..., "dir": ...}, got an array' });
    expect(stepLine(classic, '{"dir":"up"}', 2)).toEqual({ line: 2, error: 'line 2: board: is required' });
    expect(stepLine(classic, JSON.stringify({ board: [E, E, E, E] }), 3)).toEqual({ line: 3, error: 'line 3: dir: is required (one of up, right, down, left)' });
    expect(stepLine(classic, JSON.stringify({ board: [E, E, E, E], dir: 'constructor' }), 4)).toMatchObject({ line: 4 });
    expect(stepLine(classic, JSON.stringify({ board: [E, E, E, [0, 0, 0, 2 ** 60]], dir: 'up' }), 5)).toEqual({
      line: 5,
      error: `line 5: board[3][3]: expected a non-negative integer, got ${2 ** 60}`,
    });
    expect(stepLine(classic, '   ', 6)).toBeNull();
  });

  it('deeply nested junk gets a plain error, not a stack overflow', () => {
    const classic = builtinVariant('classic').rules;
    const deepObject = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const deepArray = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(stepLine(classic, `{"board":[[0,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]],"dir":${deepObject}}`, 1)).toEqual({
      line: 1,
      error: 'line 1: dir: expected one of up, right, down, left, got an object',
    });
    expect(stepLine(classic, `{"board":${deepArray},"dir":"up"}`, 2)).toEqual({ line: 2, error: 'line 2: board: expected 4 rows, got 1' });
    expect(stepLine(classic, `{"board":[${deepArray},[],[],[]],"dir":"up"}`, 3)).toEqual({ line: 3, error: 'line 3: board[0]: expected 4 values, got 1' });
    expect(stepLine(classic, `{"board":[[${deepObject},0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]],"dir":"up"}`, 4)).toEqual({
      line: 4,
      error: 'line 4: board[0][0]: expected a non-negative integer, got an object',
    });
  });
});
