// Built-in merge rules. Each answers "may these tiles merge, and into what" and nothing else:
// traversal, once-per-move, scoring and game over come from the engine.
import type { MergeRule } from '../line.ts';
import { isTrustedHook, trustHook } from '../plugin.ts';
import type { Tile } from '../types.ts';

/** Values past this stop merging rather than lose precision. */
const LIMIT = Number.MAX_SAFE_INTEGER;

/** `v`, or -1 when it would pass the safe-integer range: the tiles may merge but do not. */
function safe(v: number): number {
  return v <= LIMIT ? v : -1;
}

/** Classic: a + a -> 2a. */
export const equalRule: MergeRule = trustHook({
  name: 'equal',
  arity: 2,
  merge: (a, b) => (a.value === b.value ? safe(a.value * 2) : 0),
});

const fibonacciIndex = new Map<number, number>();
{
  let a = 1;
  let b = 2;
  fibonacciIndex.set(1, 1);
  let i = 2;
  while (b <= LIMIT) {
    fibonacciIndex.set(b, i++);
    [a, b] = [b, a + b];
  }
}

/** Consecutive Fibonacci numbers (1+1, 1+2, 2+3, ...) merge into their sum. */
export const fibonacciRule: MergeRule = trustHook({
  name: 'fibonacci',
  arity: 2,
  merge(a, b) {
    if (a.value === 1 && b.value === 1) return 2;
    const i = fibonacciIndex.get(a.value);
    const j = fibonacciIndex.get(b.value);
    if (i === undefined || j === undefined || Math.abs(i - j) !== 1) return 0;
    return safe(a.value + b.value);
  },
});

/** Threes: 1+2 -> 3 (either order); equal tiles of 3 or more double; 1+1 and 2+2 never merge. */
export const threesRule: MergeRule = trustHook({
  name: 'threes',
  arity: 2,
  merge(a, b) {
    if (a.value + b.value === 3 && a.value !== b.value) return 3;
    if (a.value >= 3 && a.value === b.value) return safe(a.value * 2);
    return 0;
  },
});

/** Three equal adjacent tiles merge into 3x their value; pairs never merge. */
export const tripleRule: MergeRule = trustHook({
  name: 'triple',
  arity: 3,
  merge: (a, b, c) =>
    c !== undefined && a.value === b.value && b.value === c.value ? safe(a.value * 3) : 0,
});

/**
 * Wraps a rule with the special numbered tiles: an operator (x k) merges with any numbered tile
 * into the product; a multiplier makes k x the value where the rule allows a merge.
 */
export function withSpecialTiles(rule: MergeRule): MergeRule {
  const special = (t: Tile | undefined) =>
    t !== undefined && (t.factor !== undefined || t.operator !== undefined);
  const wrapped: MergeRule = {
    name: rule.name,
    arity: rule.arity,
    merge(a, b, c) {
      if (!special(a) && !special(b) && !special(c)) return rule.merge(a, b, c);
      if (rule.arity === 2) {
        if (a.operator !== undefined && b.operator === undefined) return safe(b.value * a.operator);
        if (b.operator !== undefined && a.operator === undefined) return safe(a.value * b.operator);
        if (a.operator !== undefined || b.operator !== undefined) return 0;
      }
      const base = rule.merge(a, b, c);
      if (base === 0) return 0;
      const factor = a.factor ?? b.factor ?? c?.factor;
      return factor === undefined ? base : safe(a.value * factor);
    },
  };
  // Needs no guard of its own when the rule it wraps has one (or is built in).
  return isTrustedHook(rule) ? trustHook(wrapped) : wrapped;
}
