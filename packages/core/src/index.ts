// @2048kit/core: the rule engine. Hand-picked public surface.
export type { Board, BoardShape, Direction, MoveEvent, Tile, TileSpec } from './types.ts';
export type { MergeRule, MovementMode, LinePlan } from './line.ts';
export { resolveLine, createLinePlan } from './line.ts';
export { gridShape, type GridOptions } from './shape/grid.ts';
export { hexShape, hexCellCount } from './shape/hex.ts';
export { shapeFromSteps, type ShapeSpec } from './shape/lines.ts';
export { equalRule, fibonacciRule, threesRule, tripleRule, withSpecialTiles } from './rules/merge.ts';
export { tableSpawner, type Spawner, type SpawnContext, type SpawnResult, type SpawnState, type Placement } from './spawn.ts';
export { applyEvents, bombEffect, lifetimeEffect, type Effect, type EffectContext, type MergeRecord } from './effects.ts';
export {
  newGame,
  move,
  undo,
  replay,
  canMove,
  isStuck,
  slideBoard,
  type GameState,
  type MoveResult,
  type RejectCode,
  type Rules,
  type Scoring,
  type Goal,
  type Snapshot,
} from './engine.ts';
export { Rng, type RngState } from './random.ts';
export {
  definePlugin,
  PluginError,
  type RulePlugin,
  type PluginFactory,
  type PluginSlot,
  type HookContext,
  type FirstHook,
  type SequentialHook,
} from './plugin.ts';
export { BUILTIN_PLUGINS, LIMITS, tileFields, threesBoardScore } from './builtins.ts';
export { PluginRegistry, builtinRegistry } from './variant/registry.ts';
export { variantSchema, variantJsonSchema, cssColor, type VariantDefinition, type PluginUse, type ThemeEntry } from './variant/schema.ts';
export { loadVariant, loadVariantOrThrow, parseJson, type LoadResult } from './variant/load.ts';
export { formatIssue, formatPath, type VariantIssue, type IssuePath } from './variant/issues.ts';
export { builtinVariants, builtinVariant } from './variants.ts';
export { builtinVariantIds, importBuiltinVariant } from './builtin-ids.ts';
export { boardFromRows, boardToRows, boardFromList, boardToList } from './io.ts';
