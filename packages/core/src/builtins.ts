// The built-in rule plugins, each owning the zod schema of its options.
import * as z from 'zod/mini';
import { bombEffect, lifetimeEffect } from './effects.ts';
import { equalRule, fibonacciRule, threesRule, tripleRule, withSpecialTiles } from './rules/merge.ts';
import { definePlugin, type PluginFactory } from './plugin.ts';
import { gridShape } from './shape/grid.ts';
import { hexShape } from './shape/hex.ts';
import { tableSpawner, type Placement, type SpawnEntry } from './spawn.ts';
import type { Board, BoardShape, TileSpec } from './types.ts';

export const LIMITS = {
  gridMin: 2,
  gridMax: 16,
  hexMin: 1,
  hexMax: 6,
  tableMax: 64,
  perMoveMax: 16,
  deckMax: 256,
  undoMax: 1000,
  lifeMax: 10_000,
  factorMax: 1000,
  textMax: 256 * 1024,
} as const;

const value = z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const smallInt = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

// Descriptions for the JSON Schema live in variant/docs.ts, out of the page bundle.
const dflt = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) => z._default(schema, fallback as never);

/** The fields that describe a tile in a spawn entry or a start layout. */
export const tileFields = {
  value: z.optional(value),
  kind: z.optional(z.enum(['wall', 'block'])),
  bomb: z.optional(z.union([z.literal(true), smallInt(1, 6)])),
  factor: z.optional(smallInt(2, LIMITS.factorMax)),
  operator: z.optional(smallInt(2, LIMITS.factorMax)),
  life: z.optional(smallInt(1, LIMITS.lifeMax)),
};

export type TileFields = { value?: number; kind?: 'wall' | 'block'; bomb?: true | number; factor?: number; operator?: number; life?: number };

export function tileSpec(f: TileFields): TileSpec {
  const spec: { -readonly [K in keyof TileSpec]: TileSpec[K] } = { value: f.value ?? 0 };
  if (f.kind) spec.kind = f.kind;
  // `bomb: true` is radius 0: the bombs plugin's default radius.
  if (f.bomb !== undefined) spec.bomb = f.bomb === true ? 0 : f.bomb;
  if (f.factor !== undefined) spec.factor = f.factor;
  if (f.operator !== undefined) spec.operator = f.operator;
  if (f.life !== undefined) spec.life = f.life;
  return spec;
}

export const grid = definePlugin({
  name: 'grid',
  slot: 'board',
  options: z.strictObject({
    width: smallInt(LIMITS.gridMin, LIMITS.gridMax),
    height: smallInt(LIMITS.gridMin, LIMITS.gridMax),
    mask: z.optional(z
        .array(z.string().check(z.regex(/^[#.]+$/, 'use # for a cell and . for a hole'), z.maxLength(LIMITS.gridMax)))
        .check(z.maxLength(LIMITS.gridMax))),
  }),
  create: (o) => ({ name: 'grid', shape: () => gridShape(o) }),
});

export const hex = definePlugin({
  name: 'hex',
  slot: 'board',
  options: z.strictObject({ radius: smallInt(LIMITS.hexMin, LIMITS.hexMax) }),
  create: (o) => ({ name: 'hex', shape: () => hexShape(o) }),
});

const mergePlugin = (name: string, rule: typeof equalRule) =>
  definePlugin({ name, slot: 'merge', options: z.strictObject({}), create: () => ({ name, mergeRule: () => rule }) });

export const equal = mergePlugin('equal', equalRule);
export const fibonacci = mergePlugin('fibonacci', fibonacciRule);
export const threes = mergePlugin('threes', threesRule);
export const triple = mergePlugin('triple', tripleRule);

const movementPlugin = (name: 'slide-all' | 'one-step') =>
  definePlugin({ name, slot: 'movement', options: z.strictObject({}), create: () => ({ name, movement: () => name }) });

export const slideAll = movementPlugin('slide-all');
export const oneStep = movementPlugin('one-step');

const spawnEntry = z.strictObject({
  ...tileFields,
  weight: z.number().check(z.positive(), z.maximum(1e9)),
  minHighest: z.optional(value),
});

const layoutEntry = z.strictObject({
  ...tileFields,
  at: z.array(z.int()).check(z.length(2)),
});

const tableOptions = z.strictObject({
  table: dflt(z.array(spawnEntry).check(z.maxLength(LIMITS.tableMax)), []),
  deck: z.optional(
    z.strictObject({
      cards: z.array(value).check(z.minLength(1), z.maxLength(LIMITS.deckMax)),
      bonus: z.optional(
        z.strictObject({ minHighest: value, chance: z.number().check(z.gt(0), z.lt(1)), from: value, divisor: value }),
      ),
    }),
  ),
  perMove: dflt(smallInt(0, LIMITS.perMoveMax), 1),
  start: dflt(smallInt(0, 256), 2),
  layout: dflt(z.array(layoutEntry).check(z.maxLength(256)), []),
  placement: dflt(z.enum(['random-empty', 'back-edge-of-moved-line']), 'random-empty'),
  preview: dflt(z.boolean(), false),
});

type TableOptions = z.output<typeof tableOptions>;

/** Finds the slot at coordinates, or -1 when they are not a cell of the shape. */
export function cellAt(shape: BoardShape, [x, y]: readonly number[]): number {
  for (const c of shape.cells) if (shape.coords[c][0] === x && shape.coords[c][1] === y) return c;
  return -1;
}

function spawnOptions(o: TableOptions, shape: BoardShape) {
  const layout: Placement[] = o.layout.map((e) => ({ cell: cellAt(shape, e.at), tile: tileSpec(e) }));
  const entries: SpawnEntry[] = o.table.map((e) => ({ tile: tileSpec(e), weight: e.weight, minHighest: e.minHighest }));
  return { ...o, entries, layout };
}

export const table = definePlugin({
  name: 'table',
  slot: 'spawn',
  options: tableOptions,
  create: (o) => ({ name: 'table', spawner: ({ shape }) => tableSpawner(spawnOptions(o, shape!)) }),
});

export const mergeSum = definePlugin({
  name: 'merge-sum',
  slot: 'scoring',
  options: z.strictObject({}),
  create: () => ({ name: 'merge-sum', scoring: () => ({ name: 'merge-sum', merge: (v: number) => v }) }),
});

/** Threes: every tile v >= 3 is worth 3^(log2(v/3)+1). */
export function threesBoardScore(board: Board): number {
  let score = 0;
  for (const t of board) {
    if (t !== null && t.kind === undefined && t.value >= 3) score += 3 ** (Math.log2(t.value / 3) + 1);
  }
  return Math.round(score);
}

export const threesScoring = definePlugin({
  name: 'threes',
  slot: 'scoring',
  options: z.strictObject({}),
  create: () => ({ name: 'threes', scoring: () => ({ name: 'threes', board: threesBoardScore }) }),
});

export const bombs = definePlugin({
  name: 'bombs',
  slot: 'plugins',
  options: z.strictObject({
    radius: dflt(smallInt(1, 6), 1),
    clearsWalls: dflt(z.boolean(), true),
  }),
  create: (o) => ({ name: 'bombs', effects: (list) => [...list, bombEffect(o)] }),
});

export const lifetimes = definePlugin({
  name: 'lifetimes',
  slot: 'plugins',
  options: z.strictObject({}),
  create: () => ({ name: 'lifetimes', effects: (list) => [...list, lifetimeEffect] }),
});

export const multipliers = definePlugin({
  name: 'multipliers',
  slot: 'plugins',
  options: z.strictObject({}),
  create: () => ({ name: 'multipliers', wrapMerge: (rule) => withSpecialTiles(rule) }),
});

export const BUILTIN_PLUGINS: readonly PluginFactory[] = [
  grid, hex, equal, fibonacci, threes, triple, slideAll, oneStep, table, mergeSum, threesScoring, bombs, lifetimes, multipliers,
];

export type { Placement, SpawnEntry };
