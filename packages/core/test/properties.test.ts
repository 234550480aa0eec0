// Property tests of the move on random boards: symmetry, events, search path = event path,
// conservation of the tile sum, and a differential test against the independent reference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvents, move, newGame, slideBoard, type Board, type GameState, type Rules } from '../src/index.ts';
import { GRID_STEPS } from '../src/shape/grid.ts';
import { HEX_STEPS } from '../src/shape/hex.ts';
import {
  equalPair,
  fibonacciPair,
  referenceMove,
  slideLeft,
  slideTriplesLeft,
  stepLeft,
  threesPair,
  type LineResult,
  type Rows,
} from '../../../test/reference/reference.ts';
import {
  boardCellsArb,
  gridSpecArb,
  hexSpecArb,
  ruleConfigArb,
  rulesFor,
  shapeOf,
  type BoardSpec,
  type GridSpec,
  type MergeName,
  type MovementName,
  type RuleConfig,
} from './arbitraries.ts';
import { boardOf, rowsOut, variant, withoutIds } from './helpers.ts';

// ---------------------------------------------------------------------------------------------
// Symmetries: a linear map of coordinates (grid: the 8 of the square, hex: the 12 of the hexagon).

type Matrix = readonly [number, number, number, number];
const apply = (m: Matrix, [x, y]: readonly [number, number]): [number, number] => [m[0] * x + m[1] * y, m[2] * x + m[3] * y];
const compose = (a: Matrix, b: Matrix): Matrix => [
  a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3],
  a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3],
];

const GRID_SYMMETRIES: readonly Matrix[] = [
  [1, 0, 0, 1], [0, -1, 1, 0], [-1, 0, 0, -1], [0, 1, -1, 0], // rotations
  [-1, 0, 0, 1], [1, 0, 0, -1], [0, 1, 1, 0], [0, -1, -1, 0], // mirrors and transposes
];

/** Axial (q, r): rotation by 60 degrees is (q, r) -> (-r, q + r); swapping q and r is a reflection. */
const HEX_ROTATION: Matrix = [0, -1, 1, 1];
const HEX_SYMMETRIES: readonly Matrix[] = (() => {
  const out: Matrix[] = [];
  let m: Matrix = [1, 0, 0, 1];
  for (let k = 0; k < 6; k++) {
    out.push(m, compose(m, [0, 1, 1, 0]));
    m = compose(HEX_ROTATION, m);
  }
  return out;
})();

interface Mapped {
  /** The board spec of the image (a grid may change width, height and mask). */
  spec: BoardSpec;
  /** Slot i of the source goes to slot `slot[i]` of the image. */
  slot: number[];
  direction: Record<string, string>;
}

function mapSpec(spec: BoardSpec, m: Matrix): Mapped {
  const source = shapeOf(spec);
  let points = source.coords.map((c) => apply(m, c));
  let target: BoardSpec = spec;
  if (spec.type === 'grid') {
    const minX = Math.min(...points.map((p) => p[0]));
    const minY = Math.min(...points.map((p) => p[1]));
    points = points.map(([x, y]) => [x - minX, y - minY]);
    const width = Math.max(...points.map((p) => p[0])) + 1;
    const height = Math.max(...points.map((p) => p[1])) + 1;
    const grid: GridSpec = { type: 'grid', width, height };
    if (spec.mask) {
      const rows = Array.from({ length: height }, () => new Array<string>(width).fill('#'));
      points.forEach(([x, y], i) => {
        if (!source.isCell[i]) rows[y][x] = '.';
      });
      target = { ...grid, mask: rows.map((r) => r.join('')) };
    } else {
      target = grid;
    }
  }
  const image = shapeOf(target);
  const index = new Map(image.coords.map(([x, y], i) => [`${x},${y}`, i]));
  const slot = points.map(([x, y]) => index.get(`${x},${y}`)!);
  const steps: Record<string, readonly [number, number]> = spec.type === 'grid' ? GRID_STEPS : HEX_STEPS;
  const direction: Record<string, string> = {};
  for (const [d, s] of Object.entries(steps)) {
    const [x, y] = apply(m, s);
    direction[d] = Object.entries(steps).find(([, t]) => t[0] === x && t[1] === y)![0];
  }
  return { spec: target, slot, direction };
}

function permute(board: Board, slot: readonly number[]): Board {
  const out: (Board[number])[] = new Array(board.length).fill(null);
  board.forEach((t, i) => {
    out[slot[i]] = t;
  });
  return out;
}

function symmetryCase(specArb: fc.Arbitrary<BoardSpec>, symmetries: readonly Matrix[]) {
  return fc
    .record({ config: ruleConfigArb(), spec: specArb, sym: fc.integer({ min: 0, max: symmetries.length - 1 }) })
    .chain(({ config, spec, sym }) => {
      const shape = shapeOf(spec);
      return fc.record({
        config: fc.constant(config),
        spec: fc.constant(spec),
        sym: fc.constant(sym),
        cells: boardCellsArb(shape, config),
        dir: fc.constantFrom<string>(...shape.directions),
      });
    });
}

function checkSymmetry(config: RuleConfig, spec: BoardSpec, m: Matrix, cells: Parameters<typeof boardOf>[1], dir: string) {
  const source = variant(rulesFor(config, { ...spec }));
  const mapped = mapSpec(spec, m);
  const image = variant(rulesFor(config, { ...mapped.spec }));
  const board = boardOf(source, cells);
  const a = slideBoard(source, board, dir);
  const b = slideBoard(image, permute(board, mapped.slot), mapped.direction[dir]);
  if (a === null) {
    expect(b).toBeNull();
    return;
  }
  expect(b).not.toBeNull();
  expect(b!.board).toEqual(permute(a.board, mapped.slot));
  expect(b!.gained).toBe(a.gained);
}

describe('symmetry: transforming the board and the direction together commutes with the move', () => {
  it('the 8 symmetries of the square on grids (any size, with holes; rectangles map to their transposes)', () => {
    fc.assert(
      fc.property(symmetryCase(gridSpecArb(5), GRID_SYMMETRIES), ({ config, spec, sym, cells, dir }) => {
        checkSymmetry(config, spec, GRID_SYMMETRIES[sym], cells, dir);
      }),
      { numRuns: 300 },
    );
  });

  it('the 12 symmetries of the hexagon (6 rotations, 6 reflections)', () => {
    fc.assert(
      fc.property(symmetryCase(hexSpecArb(3), HEX_SYMMETRIES), ({ config, spec, sym, cells, dir }) => {
        checkSymmetry(config, spec, HEX_SYMMETRIES[sym], cells, dir);
      }),
      { numRuns: 200 },
    );
  });

  it('maps the directions as expected', () => {
    expect(mapSpec({ type: 'grid', width: 3, height: 2 }, GRID_SYMMETRIES[1]).direction).toEqual({ up: 'right', right: 'down', down: 'left', left: 'up' });
    expect(mapSpec({ type: 'hex', radius: 1 }, HEX_ROTATION).direction).toEqual({ n: 'ne', ne: 'se', se: 's', s: 'sw', sw: 'nw', nw: 'n' });
  });
});

// ---------------------------------------------------------------------------------------------
// Events, the two paths, conservation.

function boardCase(options: { specials?: boolean; merges?: readonly MergeName[] } = {}) {
  return fc
    .record({
      config: ruleConfigArb(options),
      spec: fc.oneof({ weight: 3, arbitrary: gridSpecArb(5) as fc.Arbitrary<BoardSpec> }, { weight: 1, arbitrary: hexSpecArb(2) as fc.Arbitrary<BoardSpec> }),
    })
    .chain(({ config, spec }) => {
      const shape = shapeOf(spec);
      return fc.record({ config: fc.constant(config), spec: fc.constant(spec), cells: boardCellsArb(shape, config) });
    });
}

function gameWith(rules: Rules, board: Board): GameState {
  return { ...newGame(rules, 1), board, nextId: 1000, over: false };
}

describe('events and paths', () => {
  it('events replayed onto the old board give the new one; the search path gives the same board and score', () => {
    fc.assert(
      fc.property(boardCase(), ({ config, spec, cells }) => {
        const rules = variant(rulesFor(config, { ...spec }));
        const board = boardOf(rules, cells);
        for (const dir of rules.shape.directions) {
          const r = move(rules, gameWith(rules, board), dir);
          const search = slideBoard(rules, board, dir);
          if (!r.ok) {
            expect(r.code).toBe('no-change');
            expect(search).toBeNull();
            continue;
          }
          expect(applyEvents(board, r.events)).toEqual(r.state.board);
          expect(search).not.toBeNull();
          expect(withoutIds(applyEvents(board, r.events.filter((e) => e.type !== 'spawn')))).toEqual(withoutIds(search!.board));
          expect(r.gained).toBe(search!.gained);
          // Slides name the tile that was at `from`; merges name tiles that existed.
          const ids = new Set(board.filter((t) => t !== null).map((t) => t.id));
          for (const e of r.events) {
            if (e.type === 'slide') expect(board[e.from]?.id).toBe(e.id);
            if (e.type === 'merge') for (const id of e.from) expect(ids.has(id)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a move without spawn conserves the sum of tile values under the equal, Fibonacci and Threes rules', () => {
    fc.assert(
      fc.property(boardCase({ specials: false, merges: ['equal', 'fibonacci', 'threes'] }), ({ config, spec, cells }) => {
        const rules = variant(rulesFor(config, { ...spec }));
        const board = boardOf(rules, cells);
        const sum = (b: Board) => b.reduce((s, t) => s + (t?.value ?? 0), 0);
        for (const dir of rules.shape.directions) {
          const r = slideBoard(rules, board, dir);
          if (r !== null) expect(sum(r.board)).toBe(sum(board));
        }
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Differential test against the independent reference (rectangles without holes or specials).

const REFERENCE: { merge: MergeName; movement: MovementName; line: (l: readonly number[]) => LineResult }[] = [
  { merge: 'equal', movement: 'slide-all', line: (l) => slideLeft(l, equalPair) },
  { merge: 'fibonacci', movement: 'slide-all', line: (l) => slideLeft(l, fibonacciPair) },
  { merge: 'threes', movement: 'one-step', line: (l) => stepLeft(l, threesPair) },
  { merge: 'equal', movement: 'one-step', line: (l) => stepLeft(l, equalPair) },
  { merge: 'threes', movement: 'slide-all', line: (l) => slideLeft(l, threesPair) },
  { merge: 'fibonacci', movement: 'one-step', line: (l) => stepLeft(l, fibonacciPair) },
  { merge: 'triple', movement: 'slide-all', line: slideTriplesLeft },
];

/** Wider value ranges than the other properties use, small values more often so that merges happen. */
const WIDE_VALUES: Record<MergeName, readonly number[]> = {
  equal: [2, 2, 4, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 65536],
  fibonacci: [1, 1, 2, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584],
  threes: [1, 1, 2, 2, 3, 3, 6, 12, 24, 48, 96, 192, 384, 768, 1536, 3072],
  triple: [3, 9, 27, 81, 243, 729, 2187, 6561],
};

describe('differential test against the reference implementation', () => {
  it('gives the same board, score and moved flag on random rectangles', () => {
    const cases = fc
      .record({
        which: fc.integer({ min: 0, max: REFERENCE.length - 1 }),
        width: fc.integer({ min: 2, max: 6 }),
        height: fc.integer({ min: 2, max: 6 }),
      })
      .chain(({ which, width, height }) =>
        fc.record({
          which: fc.constant(which),
          width: fc.constant(width),
          height: fc.constant(height),
          rows: fc.array(
            fc.array(fc.oneof(fc.constant(0), fc.constantFrom<number>(...WIDE_VALUES[REFERENCE[which].merge])), { minLength: width, maxLength: width }),
            { minLength: height, maxLength: height },
          ),
        }),
      );
    fc.assert(
      fc.property(cases, ({ which, width, height, rows }) => {
        const { merge, movement, line: lineFn } = REFERENCE[which];
        const config: RuleConfig = { merge, movement, multipliers: false, lifetimes: false };
        const rules = variant(rulesFor(config, { type: 'grid', width, height }));
        const board = boardOf(rules, rows.flat());
        for (const dir of ['up', 'right', 'down', 'left'] as const) {
          const expected = referenceMove(rows as Rows, dir, lineFn);
          const r = slideBoard(rules, board, dir);
          expect(r !== null).toBe(expected.moved);
          expect(rowsOut(rules, r?.board ?? board)).toEqual(expected.rows);
          expect(r?.gained ?? 0).toBe(expected.score);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('agrees with the reference on the hand cases too (so the reference is not wrong the same way)', () => {
    expect(slideLeft([2, 2, 2, 2]).line).toEqual([4, 4, 0, 0]);
    expect(slideLeft([2, 2, 4, 0]).line).toEqual([4, 4, 0, 0]);
    expect(slideLeft([1, 1, 2], fibonacciPair).line).toEqual([2, 2, 0]);
    expect(slideLeft([2, 2, 3, 3], fibonacciPair).line).toEqual([2, 5, 3, 0]);
    expect(stepLeft([1, 1, 2, 2]).line).toEqual([1, 3, 2, 0]);
    expect(stepLeft([3, 3, 3, 3]).line).toEqual([6, 3, 3, 0]);
    expect(stepLeft([0, 1, 2, 0]).line).toEqual([1, 2, 0, 0]);
    expect(slideTriplesLeft([3, 3, 3, 3]).line).toEqual([9, 3, 0, 0]);
    expect(referenceMove([[0], [2], [2], [4]], 'down').rows).toEqual([[0], [0], [4], [4]]);
  });
});
