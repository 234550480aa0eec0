// The rule-plugin API. A plugin is a plain object with a name and a few hooks whose kind is part
// of their type: "first" hooks (the first plugin that answers wins) pick the board shape, merge
// rule, movement mode, spawn rule and scoring; "sequential" hooks (each output feeds the next)
// wrap the merge rule and add after-move effects. Plugins are sorted once by `order`.
import type { $ZodObject, output } from 'zod/v4/core';
import type { Effect } from './effects.ts';
import type { Scoring } from './engine.ts';
import type { MergeRule, MovementMode } from './line.ts';
import type { Spawner } from './spawn.ts';
import type { BoardShape } from './types.ts';

/** What every hook is given: the variant's raw definition and, once known, its board shape. */
export interface HookContext {
  /** The board shape, once the `shape` hook has answered (absent while it is being asked). */
  readonly shape?: BoardShape;
}

/** A "first" hook: returns an answer, or null/undefined to let the next plugin answer. */
export type FirstHook<T> = (ctx: HookContext) => T | null | undefined;
/** A "sequential" hook: takes the previous plugin's output and returns the next. */
export type SequentialHook<T> = (previous: T, ctx: HookContext & { readonly shape: BoardShape }) => T;

export interface RulePlugin {
  readonly name: string;
  /** `pre` plugins are asked before the rest, `post` after; otherwise in definition order. */
  readonly order?: 'pre' | 'post';
  // First answer wins.
  readonly shape?: FirstHook<BoardShape>;
  readonly mergeRule?: FirstHook<MergeRule>;
  readonly movement?: FirstHook<MovementMode>;
  readonly spawner?: FirstHook<Spawner>;
  readonly scoring?: FirstHook<Scoring>;
  // Each output feeds the next.
  /** Wraps the merge rule (e.g. special tiles that change what a merge makes). */
  readonly wrapMerge?: SequentialHook<MergeRule>;
  /** Adds after-move effects to the list (bombs, lifetimes). */
  readonly effects?: SequentialHook<readonly Effect[]>;
}

/** Where a plugin's options go in a variant definition. */
export type PluginSlot = 'board' | 'merge' | 'movement' | 'spawn' | 'scoring' | 'plugins';

/**
 * A plugin that a variant definition can name: its zod schema validates the options given in the
 * JSON (next to `"type": name`), and `create` turns valid options into a `RulePlugin`.
 */
export interface PluginFactory<Schema extends $ZodObject = $ZodObject> {
  readonly name: string;
  readonly slot: PluginSlot;
  /** One line for the JSON Schema (editors' hover docs). */
  readonly description?: string;
  /** The plugin's own options (without `type`). */
  readonly options: Schema;
  create(options: output<Schema>): RulePlugin;
}

export function definePlugin<Schema extends $ZodObject>(factory: PluginFactory<Schema>): PluginFactory<Schema> {
  return factory;
}

/** An error thrown by a plugin's hook, re-thrown naming the plugin and the hook. */
export class PluginError extends Error {
  readonly plugin: string;
  readonly hook: string;
  constructor(plugin: string, hook: string, cause: unknown) {
    super(`plugin "${plugin}" failed in hook "${hook}": ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'PluginError';
    this.plugin = plugin;
    this.hook = hook;
  }
}

/** Re-throws an error from a hook naming the plugin and hook; the innermost guard names it. */
function rethrow(plugin: string, hook: string, e: unknown): never {
  if (e instanceof PluginError) throw e;
  throw new PluginError(plugin, hook, e);
}

function guard<A extends unknown[], R>(plugin: string, hook: string, fn: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    try {
      return fn(...args);
    } catch (e) {
      return rethrow(plugin, hook, e);
    }
  };
}

/**
 * Play-time objects that need no error guard: the core's own rules, spawner and effects (plain
 * arithmetic on tiles, they cannot throw by construction, and a guard costs on the solver's hot
 * path), and objects already guarded. Everything else a hook returns is wrapped once.
 */
const unguarded = new WeakSet<object>();

/** Marks a hook answer from the core's own code, so it is not wrapped in an error guard. */
export function trustHook<T extends object>(answer: T): T {
  unguarded.add(answer);
  return answer;
}

/** Whether a hook answer runs without a guard of its own (built in, or already guarded). */
export function isTrustedHook(answer: object): boolean {
  return unguarded.has(answer);
}

function guardMerge(plugin: string, hook: string, rule: MergeRule): MergeRule {
  if (unguarded.has(rule)) return rule;
  // Fixed arity (no rest/spread) and a method call, so the rule keeps its `this`.
  return trustHook({
    name: rule.name,
    arity: rule.arity,
    merge(a, b, c) {
      try {
        return rule.merge(a, b, c);
      } catch (e) {
        return rethrow(plugin, hook, e);
      }
    },
  });
}

function guardSpawner(plugin: string, s: Spawner): Spawner {
  if (unguarded.has(s)) return s;
  return trustHook({
    name: s.name,
    start(ctx) {
      try {
        return s.start(ctx);
      } catch (e) {
        return rethrow(plugin, 'spawner.start', e);
      }
    },
    afterMove(ctx) {
      try {
        return s.afterMove(ctx);
      } catch (e) {
        return rethrow(plugin, 'spawner.afterMove', e);
      }
    },
  });
}

function guardEffect(plugin: string, effect: Effect): Effect {
  if (unguarded.has(effect)) return effect;
  const hook = `effects.${effect.name}`;
  return trustHook({
    name: effect.name,
    afterMove(ctx) {
      try {
        effect.afterMove(ctx);
      } catch (e) {
        rethrow(plugin, hook, e);
      }
    },
  });
}

/** Sorts plugins once: `pre` first, then unordered, then `post`; stable within each group. */
export function sortPlugins(plugins: readonly RulePlugin[]): RulePlugin[] {
  const rank = (p: RulePlugin) => (p.order === 'pre' ? 0 : p.order === 'post' ? 2 : 1);
  return plugins.map((p, i) => [p, i] as const).sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1]).map(([p]) => p);
}

type FirstHookName = 'shape' | 'mergeRule' | 'movement' | 'spawner' | 'scoring';

/** Asks a "first" hook of each plugin in order; the first non-null answer wins. */
export function first<K extends FirstHookName>(
  plugins: readonly RulePlugin[],
  hook: K,
  ctx: HookContext,
): NonNullable<ReturnType<NonNullable<RulePlugin[K]>>> | undefined {
  for (const p of plugins) {
    const fn = p[hook] as FirstHook<unknown> | undefined;
    if (!fn) continue;
    const answer = guard(p.name, hook, fn)(ctx);
    if (answer !== null && answer !== undefined) {
      return wrapAnswer(p.name, hook, answer) as NonNullable<ReturnType<NonNullable<RulePlugin[K]>>>;
    }
  }
  return undefined;
}

/** Runs a "sequential" hook through every plugin in order. */
export function sequential<T>(
  plugins: readonly RulePlugin[],
  hook: 'wrapMerge' | 'effects',
  initial: T,
  ctx: HookContext & { readonly shape: BoardShape },
): T {
  let value = initial;
  for (const p of plugins) {
    const fn = p[hook] as SequentialHook<T> | undefined;
    if (fn) value = wrapAnswer(p.name, hook, guard(p.name, hook, fn)(value, ctx)) as T;
  }
  return value;
}

/** Guards the objects a hook returned, so errors at play time name the plugin too. */
function wrapAnswer(plugin: string, hook: string, answer: unknown): unknown {
  if (hook === 'mergeRule' || hook === 'wrapMerge') return guardMerge(plugin, `${hook}.merge`, answer as MergeRule);
  if (hook === 'spawner') return guardSpawner(plugin, answer as Spawner);
  if (hook === 'effects') return (answer as readonly Effect[]).map((e) => guardEffect(plugin, e));
  return answer;
}
