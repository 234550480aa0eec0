// From text or a plain object to a playable `Rules`: parse, validate (zod, then checks that need
// the board), compile the plugins. Every problem comes back as issues with a path; nothing throws.
import { LIMITS, cellAt } from '../builtins.ts';
import type { Rules } from '../engine.ts';
import { first, sequential, sortPlugins, type RulePlugin } from '../plugin.ts';
import type { MergeRule } from '../line.ts';
import type { Tile } from '../types.ts';
import { formatIssue, issueMessage, type IssuePath, type VariantIssue } from './issues.ts';
import { builtinRegistry, type PluginRegistry } from './registry.ts';
import { variantSchema, type PluginUse, type VariantDefinition } from './schema.ts';

export type LoadResult =
  | { readonly ok: true; readonly definition: VariantDefinition; readonly rules: Rules }
  | { readonly ok: false; readonly issues: readonly VariantIssue[] };

const schemas = new WeakMap<PluginRegistry, ReturnType<typeof variantSchema>>();

function schemaFor(registry: PluginRegistry) {
  let s = schemas.get(registry);
  if (!s) schemas.set(registry, (s = variantSchema(registry)));
  return s;
}

/** Parses JSON text with a size limit; issues instead of exceptions. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; issues: VariantIssue[] } {
  if (text.length > LIMITS.textMax) {
    return { ok: false, issues: [{ code: 'too-large', path: [], message: `file is ${text.length} characters; the limit is ${LIMITS.textMax}` }] };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, issues: [{ code: 'json', path: [], message: `not valid JSON: ${jsonErrorText(text, e)}` }] };
  }
}

/** JSON.parse's message on one line, with the line and column when it gives a position. */
function jsonErrorText(text: string, error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
  const position = /at position (\d+)/.exec(message);
  if (!position) return message;
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  return `${message} (line ${line}, column ${before.length - before.lastIndexOf('\n')})`;
}

/** Validates a definition (JSON text or a parsed value) and compiles it for play. */
export function loadVariant(input: unknown, registry: PluginRegistry = builtinRegistry): LoadResult {
  if (typeof input === 'string') {
    const parsed = parseJson(input);
    if (!parsed.ok) return parsed;
    input = parsed.value;
  }
  const result = schemaFor(registry).safeParse(input, { error: issueMessage, reportInput: true });
  if (!result.success) {
    // zod can report one problem twice (e.g. `.int()`'s own safe-integer bound and our `.max()`).
    const seen = new Set<string>();
    const issues: VariantIssue[] = [];
    for (const i of result.error.issues) {
      const key = `${JSON.stringify(i.path)}\u0000${i.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      issues.push({ code: i.code, path: i.path as IssuePath, message: i.message });
    }
    return { ok: false, issues };
  }
  const definition = result.data as VariantDefinition;
  try {
    return compile(definition, registry);
  } catch (e) {
    return { ok: false, issues: [{ code: 'plugin', path: ['rules'], message: e instanceof Error ? e.message : String(e) }] };
  }
}

/** Like `loadVariant`, but throws an Error listing the issues. */
export function loadVariantOrThrow(input: unknown, registry?: PluginRegistry): { definition: VariantDefinition; rules: Rules } {
  const r = loadVariant(input, registry);
  if (!r.ok) throw new Error(`invalid variant:\n${r.issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`);
  return r;
}

function instantiate(use: PluginUse, slot: Parameters<PluginRegistry['get']>[0], registry: PluginRegistry): RulePlugin {
  const factory = registry.get(slot, use.type)!;
  const { type: _type, ...options } = use;
  return factory.create(options);
}

function compile(def: VariantDefinition, registry: PluginRegistry): LoadResult {
  const r = def.rules;
  const plugins = sortPlugins([
    ...r.plugins.map((p) => instantiate(p, 'plugins', registry)),
    instantiate(r.board, 'board', registry),
    instantiate(r.merge, 'merge', registry),
    instantiate(r.movement, 'movement', registry),
    instantiate(r.spawn, 'spawn', registry),
    instantiate(r.scoring, 'scoring', registry),
  ]);
  const shape = first(plugins, 'shape', {});
  if (!shape) return fail('plugin', ['rules', 'board'], 'no plugin provided a board shape');
  const ctx = { shape };
  const issues = checkAgainstShape(def, shape);
  const baseMerge = first(plugins, 'mergeRule', ctx);
  const movement = first(plugins, 'movement', ctx);
  const spawner = first(plugins, 'spawner', ctx);
  const scoring = first(plugins, 'scoring', ctx);
  if (!baseMerge) issues.push({ code: 'plugin', path: ['rules', 'merge'], message: 'no plugin provided a merge rule' });
  if (!movement) issues.push({ code: 'plugin', path: ['rules', 'movement'], message: 'no plugin provided a movement mode' });
  if (!spawner) issues.push({ code: 'plugin', path: ['rules', 'spawn'], message: 'no plugin provided a spawn rule' });
  if (!scoring) issues.push({ code: 'plugin', path: ['rules', 'scoring'], message: 'no plugin provided a scoring rule' });
  if (issues.length > 0 || !baseMerge || !movement || !spawner || !scoring) return { ok: false, issues };
  const merge = sequential<MergeRule>(plugins, 'wrapMerge', baseMerge, ctx);
  const goalIssue = checkGoal(def, merge);
  if (goalIssue) return { ok: false, issues: [goalIssue] };
  const rules: Rules = {
    id: def.id,
    version: def.version,
    name: def.name,
    shape,
    merge,
    movement,
    spawner,
    effects: sequential(plugins, 'effects', [], ctx),
    scoring,
    goal: { tile: r.goal.tile, score: r.goal.score },
    keepGoing: r.goal.keepGoing,
    undoLimit: r.undo,
  };
  return { ok: true, definition: def, rules };
}

function fail(code: string, path: IssuePath, message: string): LoadResult {
  return { ok: false, issues: [{ code, path, message }] };
}

interface TileLike {
  kind?: string;
  bomb?: unknown;
  factor?: unknown;
  operator?: unknown;
  life?: unknown;
  value?: number;
}

/** Checks that need the board shape or span several parts of the definition. */
function checkAgainstShape(def: VariantDefinition, shape: NonNullable<ReturnType<typeof first<'shape'>>>): VariantIssue[] {
  const issues: VariantIssue[] = [];
  const r = def.rules;
  const board = r.board as PluginUse & { width?: number; height?: number; mask?: string[] };
  if (board.type === 'grid' && board.mask) {
    if (board.mask.length !== board.height) {
      issues.push({ code: 'mask', path: ['rules', 'board', 'mask'], message: `must have ${board.height} rows (the height), has ${board.mask.length}` });
    }
    board.mask.forEach((row, i) => {
      if (row.length !== board.width) {
        issues.push({ code: 'mask', path: ['rules', 'board', 'mask', i], message: `must have ${board.width} characters (the width), has ${row.length}` });
      }
    });
    if (shape.cells.length < 2) issues.push({ code: 'mask', path: ['rules', 'board', 'mask'], message: 'must leave at least 2 cells' });
  }
  const used = new Set(r.plugins.map((p) => p.type));
  const needs = (t: TileLike, path: IssuePath) => {
    if (t.kind === undefined && t.value === undefined) issues.push({ code: 'tile', path: [...path, 'value'], message: 'a numbered tile needs a value' });
    if (t.bomb !== undefined && !used.has('bombs')) issues.push({ code: 'plugin', path: [...path, 'bomb'], message: 'bomb tiles need the "bombs" plugin in rules.plugins' });
    if ((t.factor !== undefined || t.operator !== undefined) && !used.has('multipliers')) {
      issues.push({ code: 'plugin', path: [...path, t.factor !== undefined ? 'factor' : 'operator'], message: 'multiplier and operator tiles need the "multipliers" plugin in rules.plugins' });
    }
    if (t.life !== undefined && !used.has('lifetimes')) issues.push({ code: 'plugin', path: [...path, 'life'], message: 'tiles with a life need the "lifetimes" plugin in rules.plugins' });
    if (t.kind !== undefined && (t.bomb !== undefined || t.factor !== undefined || t.operator !== undefined)) {
      issues.push({ code: 'tile', path, message: `a ${t.kind} cannot carry a bomb, factor or operator` });
    }
  };
  if (r.spawn.type === 'table') {
    const spawn = r.spawn as PluginUse & { table: TileLike[]; deck?: unknown; layout: (TileLike & { at: [number, number] })[] };
    spawn.table.forEach((e, i) => needs(e, ['rules', 'spawn', 'table', i]));
    if (spawn.table.length === 0 && spawn.deck === undefined) {
      issues.push({ code: 'spawn', path: ['rules', 'spawn', 'table'], message: 'needs at least one entry (or a deck)' });
    } else if (spawn.deck === undefined && spawn.table.every((e) => (e as { minHighest?: number }).minHighest !== undefined)) {
      issues.push({ code: 'spawn', path: ['rules', 'spawn', 'table'], message: 'needs at least one entry without minHighest, or nothing can spawn at the start' });
    }
    const seen = new Map<number, number>();
    spawn.layout.forEach((e, i) => {
      const path = ['rules', 'spawn', 'layout', i];
      needs(e, path);
      const cell = cellAt(shape, e.at);
      if (cell < 0) issues.push({ code: 'layout', path: [...path, 'at'], message: `[${e.at.join(', ')}] is not a cell of the board` });
      else if (seen.has(cell)) issues.push({ code: 'layout', path: [...path, 'at'], message: `cell [${e.at.join(', ')}] is already used by layout[${seen.get(cell)}]` });
      else seen.set(cell, i);
    });
  }
  return issues;
}

const REACH_MAX = 1024;

/** The goal tile must be reachable in principle: made from spawnable values by the merge rule. */
function checkGoal(def: VariantDefinition, merge: MergeRule): VariantIssue | null {
  const goal = def.rules.goal.tile;
  if (goal === undefined) return null;
  const spawn = def.rules.spawn as PluginUse & { table?: TileLike[]; deck?: { cards: number[] }; layout?: TileLike[] };
  if (spawn.type !== 'table') return null;
  const seeds = new Set<number>();
  for (const e of [...(spawn.table ?? []), ...(spawn.layout ?? [])]) if (e.kind === undefined && e.value !== undefined && e.operator === undefined) seeds.add(e.value);
  for (const c of spawn.deck?.cards ?? []) seeds.add(c);
  if ([...seeds].some((v) => v >= goal)) return null;
  const reach = new Set<number>(seeds);
  const tile = (value: number): Tile => ({ id: 0, value });
  // Closure of the spawnable values under the merge rule, bounded by the goal. Each round pairs
  // only the values made in the round before with everything known (semi-naive), so the work is
  // about (values known)^2 in all rather than per round; past REACH_MAX values, give up and assume
  // the goal is reachable.
  let fresh = [...seeds];
  for (let rounds = 0; fresh.length > 0 && rounds < 200; rounds++) {
    const known = [...reach];
    const made: number[] = [];
    const consider = (v: number) => {
      if (v > 0 && v <= goal && !reach.has(v)) {
        reach.add(v);
        made.push(v);
      }
    };
    for (const a of fresh) {
      if (merge.arity === 3) consider(merge.merge(tile(a), tile(a), tile(a)));
      else {
        for (const b of known) {
          consider(merge.merge(tile(a), tile(b)));
          consider(merge.merge(tile(b), tile(a)));
        }
      }
      if (reach.has(goal) || reach.size > REACH_MAX) return null;
    }
    fresh = made;
  }
  if (fresh.length > 0) return null; // out of rounds: cannot tell, so do not complain
  // Multipliers can make values the plain rule cannot; only insist for plain tiles.
  if (def.rules.plugins.some((p) => p.type === 'multipliers')) return null;
  return { code: 'goal', path: ['rules', 'goal', 'tile'], message: `${goal} can never be made from the spawnable tiles with the "${def.rules.merge.type}" rule` };
}
