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

/** Adds a description (for the JSON Schema, editors' hover docs). */
export function describe<T extends z.ZodMiniType>(schema: T, text: string): T {
  return schema.check(z.describe(text)) as T;
}
const opt = <T extends z.ZodMiniType>(schema: T, text: string) => describe(z.optional(schema), text);
const dflt = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>, text: string) =>
  describe(z._default(schema, fallback as never), text);

/** The fields that describe a tile in a spawn entry or a start layout. */
export const tileFields = {
  value: opt(value, 'The tile\'s number. Required except for walls and blocks.'),
  kind: opt(z.enum(['wall', 'block']), 'wall: fixed obstacle; block: movable obstacle that never merges.'),
  bomb: opt(z.union([z.literal(true), smallInt(1, 6)]), 'Carries a bomb (true, or its blast radius).'),
  factor: opt(smallInt(2, LIMITS.factorMax), 'Multiplier tile: a merge with it makes factor x the value.'),
  operator: opt(smallInt(2, LIMITS.factorMax), 'Operator tile: merges with any numbered tile into the product.'),
  life: opt(smallInt(1, LIMITS.lifeMax), 'Moves before the tile disappears.'),
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
  description: 'A rectangle of width x height cells (2..16 each), with an optional mask of holes.',
  options: z.strictObject({
    width: describe(smallInt(LIMITS.gridMin, LIMITS.gridMax), 'Columns (2..16).'),
    height: describe(smallInt(LIMITS.gridMin, LIMITS.gridMax), 'Rows (2..16).'),
    mask: opt(
      z
        .array(z.string().check(z.regex(/^[#.]+$/, 'use # for a cell and . for a hole'), z.maxLength(LIMITS.gridMax)))
        .check(z.maxLength(LIMITS.gridMax)),
      'One string per row: # a cell, . a hole.',
    ),
  }),
  create: (o) => ({ name: 'grid', shape: () => gridShape(o) }),
});

export const hex = definePlugin({
  name: 'hex',
  slot: 'board',
  description: 'A flat-top hexagon of the given radius (1..6), six directions n/ne/se/s/sw/nw.',
  options: z.strictObject({ radius: describe(smallInt(LIMITS.hexMin, LIMITS.hexMax), 'Cells from the centre to an edge (1..6).') }),
  create: (o) => ({ name: 'hex', shape: () => hexShape(o) }),
});

const mergePlugin = (name: string, description: string, rule: typeof equalRule) =>
  definePlugin({ name, slot: 'merge', description, options: z.strictObject({}), create: () => ({ name, mergeRule: () => rule }) });

export const equal = mergePlugin('equal', 'Classic: two equal tiles merge into their sum.', equalRule);
export const fibonacci = mergePlugin('fibonacci', 'Consecutive Fibonacci numbers merge into their sum (1+1, 1+2, 2+3...).', fibonacciRule);
export const threes = mergePlugin('threes', 'Threes: 1+2 make 3; equal tiles of 3 or more double.', threesRule);
export const triple = mergePlugin('triple', 'Three equal adjacent tiles merge into 3x their value.', tripleRule);

const movementPlugin = (name: 'slide-all' | 'one-step', description: string) =>
  definePlugin({ name, slot: 'movement', description, options: z.strictObject({}), create: () => ({ name, movement: () => name }) });

export const slideAll = movementPlugin('slide-all', 'Every tile slides as far as it can (classic).');
export const oneStep = movementPlugin('one-step', 'At most one fold per line; everything behind it moves one cell (Threes).');

const spawnEntry = z.strictObject({
  ...tileFields,
  weight: describe(z.number().check(z.positive(), z.maximum(1e9)), 'Relative chance (finite, > 0).'),
  minHighest: opt(value, 'Only offered while the highest tile is at least this.'),
});

const layoutEntry = z.strictObject({
  ...tileFields,
  at: describe(z.tuple([z.int(), z.int()]), 'Cell coordinates: [column, row] on a grid, [q, r] on a hexagon.'),
});

const tableOptions = z.strictObject({
  table: dflt(z.array(spawnEntry).check(z.maxLength(LIMITS.tableMax)), [], 'Weighted entries: values or special tiles.'),
  deck: opt(
    z.strictObject({
      cards: describe(
        z.array(value).check(z.minLength(1), z.maxLength(LIMITS.deckMax)),
        'One full deck, drawn without replacement and refilled.',
      ),
      bonus: opt(
        z.strictObject({
          minHighest: value,
          chance: z.number().check(z.gt(0), z.lt(1)),
          from: value,
          divisor: value,
        }),
        'Bonus draws: from, 2*from, ... up to highest / divisor.',
      ),
    }),
    'Draw from a deck instead of the table.',
  ),
  perMove: dflt(smallInt(0, LIMITS.perMoveMax), 1, 'Tiles spawned after each changing move.'),
  start: dflt(smallInt(0, 256), 2, 'Random tiles on a new board.'),
  layout: dflt(z.array(layoutEntry).check(z.maxLength(256)), [], 'Fixed tiles on a new board.'),
  placement: dflt(z.enum(['random-empty', 'back-edge-of-moved-line']), 'random-empty', 'Where spawned tiles go.'),
  preview: dflt(z.boolean(), false, 'Draw the next tile in advance and show it.'),
});

type TableOptions = z.output<typeof tableOptions>;

/** Finds the slot at coordinates, or -1 when they are not a cell of the shape. */
export function cellAt(shape: BoardShape, [x, y]: readonly [number, number]): number {
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
  description: 'Spawns tiles from a weighted table (or a deck) after each move that changed the board.',
  options: tableOptions,
  create: (o) => ({ name: 'table', spawner: ({ shape }) => tableSpawner(spawnOptions(o, shape!)) }),
});

export const mergeSum = definePlugin({
  name: 'merge-sum',
  slot: 'scoring',
  description: 'Each merge scores the value it makes.',
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
  description: 'Threes: each tile v >= 3 is worth 3^(log2(v/3)+1); the score is the board\'s worth.',
  options: z.strictObject({}),
  create: () => ({ name: 'threes', scoring: () => ({ name: 'threes', board: threesBoardScore }) }),
});

export const bombs = definePlugin({
  name: 'bombs',
  slot: 'plugins',
  description: 'Bomb tiles: a merge involving one clears every tile within its blast radius.',
  options: z.strictObject({
    radius: dflt(smallInt(1, 6), 1, 'Default blast radius (1: the 8 neighbours on a grid, 6 on a hexagon).'),
    clearsWalls: dflt(z.boolean(), true, 'Whether the blast clears walls too.'),
  }),
  create: (o) => ({ name: 'bombs', effects: (list) => [...list, bombEffect(o)] }),
});

export const lifetimes = definePlugin({
  name: 'lifetimes',
  slot: 'plugins',
  description: 'Tiles with a `life` lose one per move and disappear at 0.',
  options: z.strictObject({}),
  create: () => ({ name: 'lifetimes', effects: (list) => [...list, lifetimeEffect] }),
});

export const multipliers = definePlugin({
  name: 'multipliers',
  slot: 'plugins',
  description: 'Multiplier (factor) and operator tiles change what a merge makes.',
  options: z.strictObject({}),
  create: () => ({ name: 'multipliers', wrapMerge: (rule) => withSpecialTiles(rule) }),
});

export const BUILTIN_PLUGINS: readonly PluginFactory[] = [
  grid, hex, equal, fibonacci, threes, triple, slideAll, oneStep, table, mergeSum, threesScoring, bombs, lifetimes, multipliers,
];

export type { Placement, SpawnEntry };
