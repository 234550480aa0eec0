// fast-check arbitraries: rule configurations, boards for them, and whole valid variant definitions
// built from the schema's options (board shapes and masks, merge rules, movement, spawn tables with
// special tiles and the plugins they need, decks, layouts, goals, undo).
import fc from 'fast-check';
import { gridShape, hexShape, type BoardShape } from '../src/index.ts';
import type { CellInput } from './helpers.ts';

export type MergeName = 'equal' | 'fibonacci' | 'threes' | 'triple';
export type MovementName = 'slide-all' | 'one-step';

/** Values that meet under each rule, smallest first (the first is the rule's basic spawn). */
export const RULE_VALUES: Record<MergeName, readonly number[]> = {
  equal: [2, 4, 8, 16, 32],
  fibonacci: [1, 2, 3, 5, 8, 13],
  threes: [3, 1, 2, 6, 12, 24],
  triple: [3, 9, 27, 81],
};

/** Goal tiles each rule can make from its basic spawn value. */
const RULE_GOALS: Record<MergeName, readonly number[]> = {
  equal: [8, 64, 2048],
  fibonacci: [5, 89, 2584],
  threes: [12, 96, 768],
  triple: [27, 243, 6561],
};

/** Which plugins a board may use, and how. */
export interface RuleConfig {
  readonly merge: MergeName;
  readonly movement: MovementName;
  readonly bombs?: { readonly radius: number; readonly clearsWalls: boolean };
  readonly multipliers: boolean;
  readonly lifetimes: boolean;
}

export const ruleConfigArb = (options: { specials?: boolean; merges?: readonly MergeName[] } = {}): fc.Arbitrary<RuleConfig> =>
  fc.record({
    merge: fc.constantFrom<MergeName>(...(options.merges ?? (['equal', 'fibonacci', 'threes', 'triple'] as const))),
    movement: fc.constantFrom<MovementName>('slide-all', 'one-step'),
    bombs: options.specials === false
      ? fc.constant(undefined)
      : fc.option(fc.record({ radius: fc.integer({ min: 1, max: 3 }), clearsWalls: fc.boolean() }), { nil: undefined }),
    multipliers: options.specials === false ? fc.constant(false) : fc.boolean(),
    lifetimes: options.specials === false ? fc.constant(false) : fc.boolean(),
  });

/** The `rules` part of a definition for a configuration (spawn: the rule's basic value). */
export function rulesFor(config: RuleConfig, board: Record<string, unknown>): Record<string, unknown> {
  const plugins: Record<string, unknown>[] = [];
  if (config.bombs) plugins.push({ type: 'bombs', ...config.bombs });
  if (config.multipliers) plugins.push({ type: 'multipliers' });
  if (config.lifetimes) plugins.push({ type: 'lifetimes' });
  return {
    board,
    merge: { type: config.merge },
    movement: { type: config.movement },
    spawn: { type: 'table', table: [{ value: RULE_VALUES[config.merge][0], weight: 1 }] },
    plugins,
  };
}

/** One cell of a board under a configuration: mostly empty or plain values, sometimes special. */
export function cellArb(config: RuleConfig): fc.Arbitrary<CellInput> {
  const value = fc.constantFrom<number>(...RULE_VALUES[config.merge]);
  const life = config.lifetimes ? fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }) : fc.constant(undefined);
  const options: fc.WeightedArbitrary<CellInput>[] = [
    { weight: 6, arbitrary: fc.constant(0) },
    { weight: 8, arbitrary: value },
    { weight: 1, arbitrary: life.map((l): CellInput => (l === undefined ? 'W' : { kind: 'wall', life: l })) },
    { weight: 1, arbitrary: life.map((l): CellInput => (l === undefined ? 'B' : { kind: 'block', life: l })) },
  ];
  if (config.bombs) {
    options.push({ weight: 1, arbitrary: fc.record({ value, bomb: fc.integer({ min: 1, max: 2 }) }) });
  }
  if (config.multipliers) {
    options.push({ weight: 1, arbitrary: fc.record({ value, factor: fc.integer({ min: 2, max: 4 }) }) });
    options.push({ weight: 1, arbitrary: fc.record({ value: fc.constant(1), operator: fc.integer({ min: 2, max: 3 }) }) });
  }
  if (config.lifetimes) {
    options.push({ weight: 1, arbitrary: fc.record({ value, life: fc.integer({ min: 1, max: 3 }) }) });
  }
  return fc.oneof(...options);
}

export interface GridSpec {
  readonly type: 'grid';
  readonly width: number;
  readonly height: number;
  readonly mask?: string[];
}

export interface HexSpec {
  readonly type: 'hex';
  readonly radius: number;
}

export type BoardSpec = GridSpec | HexSpec;

/** A grid 2..maxSide per side, sometimes with holes (always at least 2 cells). */
export const gridSpecArb = (maxSide = 6, holes = true): fc.Arbitrary<GridSpec> =>
  fc
    .record({ width: fc.integer({ min: 2, max: maxSide }), height: fc.integer({ min: 2, max: maxSide }) })
    .chain(({ width, height }) =>
      (holes ? fc.option(fc.array(fc.boolean(), { minLength: width * height, maxLength: width * height }), { nil: undefined, freq: 2 }) : fc.constant(undefined)).map(
        (holeBits): GridSpec => {
          if (holeBits === undefined) return { type: 'grid', width, height };
          // Roughly one cell in five becomes a hole; keep the first two cells so at least two remain.
          const rows: string[] = [];
          for (let y = 0; y < height; y++) {
            let row = '';
            for (let x = 0; x < width; x++) {
              const i = y * width + x;
              row += i >= 2 && holeBits[i] && holeBits[(i * 7 + 3) % holeBits.length] && holeBits[(i * 13 + 5) % holeBits.length] ? '.' : '#';
            }
            rows.push(row);
          }
          return { type: 'grid', width, height, mask: rows };
        },
      ),
    );

export const hexSpecArb = (maxRadius = 3): fc.Arbitrary<HexSpec> =>
  fc.integer({ min: 1, max: maxRadius }).map((radius): HexSpec => ({ type: 'hex', radius }));

export function shapeOf(spec: BoardSpec): BoardShape {
  return spec.type === 'grid' ? gridShape(spec) : hexShape(spec);
}

/** A board of cells for a shape (holes stay empty). */
export function boardCellsArb(shape: BoardShape, config: RuleConfig): fc.Arbitrary<CellInput[]> {
  return fc
    .array(cellArb(config), { minLength: shape.size, maxLength: shape.size })
    .map((cells) => cells.map((c, i) => (shape.isCell[i] ? c : 0)));
}

// ---------------------------------------------------------------------------------------------
// Whole valid variant definitions.

type Json = Record<string, unknown>;

function tileEntryArb(config: RuleConfig, forLayout: boolean): fc.Arbitrary<Json> {
  const value = fc.constantFrom<number>(...RULE_VALUES[config.merge]);
  const life = config.lifetimes ? fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }) : fc.constant(undefined);
  const withLife = (t: Json, l: number | undefined): Json => (l === undefined ? t : { ...t, life: l });
  const kinds: fc.Arbitrary<Json>[] = [
    value.map((v) => ({ value: v })),
    life.map((l) => withLife({ kind: 'wall' }, l)),
    life.map((l) => withLife({ kind: 'block' }, l)),
  ];
  if (config.bombs) kinds.push(fc.record({ value, bomb: fc.oneof(fc.constant<true | number>(true), fc.integer({ min: 1, max: 3 })) }));
  if (config.multipliers) {
    kinds.push(fc.record({ value, factor: fc.integer({ min: 2, max: 5 }) }));
    kinds.push(fc.record({ value: fc.constant(1), operator: fc.integer({ min: 2, max: 3 }) }));
  }
  const tile = fc.oneof(...kinds);
  if (forLayout) return tile;
  return fc
    .record({ tile, weight: fc.double({ min: 0.05, max: 10, noNaN: true }), minHighest: fc.option(value, { nil: undefined, freq: 4 }) })
    .map(({ tile: t, weight, minHighest }) => ({ ...t, weight, ...(minHighest === undefined ? {} : { minHighest }) }));
}

function spawnArb(config: RuleConfig, shape: BoardShape): fc.Arbitrary<Json> {
  const base = RULE_VALUES[config.merge][0];
  const table = fc
    .array(tileEntryArb(config, false), { maxLength: 4 })
    .chain((extra) => fc.double({ min: 0.1, max: 10, noNaN: true }).map((w) => [{ value: base, weight: w }, ...extra]));
  const deck = fc.record(
    {
      cards: fc.array(fc.constantFrom<number>(...RULE_VALUES[config.merge].slice(0, 3)), { minLength: 0, maxLength: 11 }).map((c) => [base, ...c]),
      bonus: fc.record({
        minHighest: fc.constantFrom<number>(...RULE_VALUES[config.merge]),
        chance: fc.double({ min: 0.01, max: 0.9, noNaN: true }),
        from: fc.constantFrom<number>(...RULE_VALUES[config.merge]),
        divisor: fc.integer({ min: 1, max: 8 }),
      }),
    },
    { requiredKeys: ['cards'] },
  );
  const cellCoords = shape.cells.map((c) => [...shape.coords[c]] as [number, number]);
  const layout = fc
    .uniqueArray(fc.integer({ min: 0, max: cellCoords.length - 1 }), { maxLength: Math.min(3, cellCoords.length) })
    .chain((cells) => fc.tuple(...cells.map((c) => tileEntryArb(config, true).map((t) => ({ at: cellCoords[c], ...t })))));
  return fc
    .record({
      source: fc.oneof({ weight: 3, arbitrary: table.map((t) => ({ table: t })) }, { weight: 1, arbitrary: deck.map((d) => ({ deck: d })) }),
      perMove: fc.integer({ min: 0, max: 3 }),
      start: fc.integer({ min: 0, max: 4 }),
      layout,
      placement: fc.constantFrom<string>('random-empty', 'back-edge-of-moved-line'),
      preview: fc.boolean(),
    })
    .map(({ source, layout: l, ...rest }) => ({ type: 'table', ...source, ...rest, layout: l }));
}

const goalArb = (config: RuleConfig): fc.Arbitrary<Json> =>
  fc.oneof(
    fc.record({ keepGoing: fc.boolean() }),
    fc.record({ tile: fc.constantFrom<number>(...RULE_GOALS[config.merge]), keepGoing: fc.boolean() }),
    fc.record({ score: fc.integer({ min: 1, max: 5000 }), keepGoing: fc.boolean() }),
  );

/** A valid variant definition (JSON-like object) drawn from the schema's options. */
export const definitionArb: fc.Arbitrary<Json> = fc
  .record({
    config: ruleConfigArb(),
    board: fc.oneof({ weight: 3, arbitrary: gridSpecArb(6) as fc.Arbitrary<BoardSpec> }, { weight: 1, arbitrary: hexSpecArb(3) as fc.Arbitrary<BoardSpec> }),
  })
  .chain(({ config, board }) => {
    const shape = shapeOf(board);
    return fc
      .record({
        spawn: spawnArb(config, shape),
        goal: goalArb(config),
        scoring: fc.constantFrom<string>('merge-sum', 'threes'),
        undo: fc.integer({ min: 0, max: 3 }),
      })
      .map(({ spawn, goal, scoring, undo }) => ({
        format: 1,
        id: 'random',
        name: 'Random',
        rules: { ...rulesFor(config, { ...board }), spawn, goal, scoring: { type: scoring }, undo },
      }));
  });
