// An error thrown inside a rule plugin's hook at play time is re-thrown naming the plugin and hook.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { builtinRegistry, builtinVariant, definePlugin, equalRule, fibonacciRule, loadVariant, move, newGame, PluginError, slideBoard, type MergeRule, type Rules } from '../src/index.ts';
import { gridOf } from './helpers.ts';

const fragile = definePlugin({
  name: 'fragile',
  slot: 'merge',
  description: 'Classic, but refuses to look at an 8.',
  options: z.strictObject({}),
  create() {
    const rule: MergeRule = {
      name: 'fragile',
      arity: 2,
      merge(a, b) {
        if (a.value === 8) throw new Error('no eights');
        return a.value === b.value ? a.value * 2 : 0;
      },
    };
    return { name: 'fragile', mergeRule: () => rule };
  },
});

const shaky = definePlugin({
  name: 'shaky',
  slot: 'plugins',
  description: 'An after-move effect that fails on a 16.',
  options: z.strictObject({}),
  create: () => ({
    name: 'shaky',
    effects: (list) => [
      ...list,
      {
        name: 'tremor',
        afterMove(ctx) {
          if (ctx.board.some((t) => t?.value === 16)) throw new Error('too heavy');
        },
      },
    ],
  }),
});

function load(rules: Record<string, unknown>): Rules {
  const r = loadVariant(
    { format: 1, id: 'p', name: 'p', rules: { board: { type: 'grid', width: 4, height: 4 }, spawn: { type: 'table', table: [{ value: 2, weight: 1 }] }, ...rules } },
    builtinRegistry.with(fragile, shaky),
  );
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.rules;
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('did not throw');
}

describe('plugin errors', () => {
  it('name the plugin and the hook when a merge rule throws, on both paths', () => {
    const rules = load({ merge: { type: 'fragile' } });
    const board = gridOf(rules, [[8, 8, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    for (const fn of [() => slideBoard(rules, board, 'left'), () => move(rules, { ...newGame(rules, 1), board }, 'left')]) {
      const e = thrown(fn);
      expect(e).toBeInstanceOf(PluginError);
      expect((e as PluginError).plugin).toBe('fragile');
      expect((e as PluginError).hook).toMatch(/merge/);
      expect((e as Error).message).toContain('no eights');
    }
    expect(slideBoard(rules, gridOf(rules, [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]), 'left')).not.toBeNull();
  });

  it('name the inner plugin when a wrapped rule throws (multipliers around a custom rule)', () => {
    const rules = load({ merge: { type: 'fragile' }, plugins: [{ type: 'multipliers' }] });
    const board = gridOf(rules, [[8, 8, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    const e = thrown(() => slideBoard(rules, board, 'left'));
    expect(e).toBeInstanceOf(PluginError);
    expect((e as PluginError).plugin).toBe('fragile');
  });

  it('leave the built-in rules unwrapped: the solver calls them directly', () => {
    const { rules } = builtinVariant('classic');
    expect(rules.merge).toBe(equalRule);
    expect(builtinVariant('fibonacci').rules.merge).toBe(fibonacciRule);
  });

  it('name the plugin and the effect when an after-move effect throws', () => {
    const rules = load({ plugins: [{ type: 'shaky' }] });
    const board = gridOf(rules, [[8, 8, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    const e = thrown(() => slideBoard(rules, board, 'left'));
    expect(e).toBeInstanceOf(PluginError);
    expect((e as PluginError).plugin).toBe('shaky');
    expect((e as PluginError).hook).toContain('tremor');
  });
});
