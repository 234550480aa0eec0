// The one line algorithm: resolves one line of a board, front first, for any merge rule and
// movement mode. It writes a plan into a reusable scratch buffer and allocates nothing; the event
// path and the search path both turn that plan into a new board.
import type { Board, Tile } from './types.ts';

/** Decides which tiles merge and what they make. Tiles are compared front first. */
export interface MergeRule {
  readonly name: string;
  /** How many tiles one merge takes: 2 (classic) or 3 (triple merge). */
  readonly arity: 2 | 3;
  /**
   * The value that merging these tiles (front first) makes, or 0 when they may not merge, or a
   * negative number when they may but the value would pass Number.MAX_SAFE_INTEGER (no merge, and
   * the move says so: `MoveResult.limited`).
   * Only numbered tiles are passed; walls and blocks never merge.
   */
  merge(a: Tile, b: Tile, c?: Tile): number;
}

/**
 * `slide-all`: every tile moves as far toward the front as it can (classic).
 * `one-step`: at most one fold per line and everything behind it moves one cell (Threes).
 */
export type MovementMode = 'slide-all' | 'one-step';

/**
 * The plan for one line, indexed by output position (0 = front). `srcA` is set everywhere,
 * `merged` where `srcA` is not -1, and `srcB`/`srcC` where `merged` is not 0.
 */
export interface LinePlan {
  /** Source position of the tile that ends here (its front-most source when merged), -1 if empty. */
  readonly srcA: Int32Array;
  /** Second and third sources of a merge, -1 otherwise. */
  readonly srcB: Int32Array;
  readonly srcC: Int32Array;
  /** Value made by a merge here, 0 when no merge. */
  readonly merged: Float64Array;
  /** Set when a merge was refused because its value would pass the safe-integer range (never cleared here). */
  limited: boolean;
}

export function createLinePlan(maxLength: number): LinePlan {
  return {
    srcA: new Int32Array(maxLength),
    srcB: new Int32Array(maxLength),
    srcC: new Int32Array(maxLength),
    merged: new Float64Array(maxLength),
    limited: false,
  };
}

function mayMerge(t: Tile): boolean {
  return t.kind === undefined;
}

/**
 * Resolves the line `cells` (front first) of `board` into `plan`. Returns whether anything in the
 * line moved or merged. Walls stay where they are and split the line into independent segments.
 */
export function resolveLine(
  board: Board,
  cells: readonly number[],
  rule: MergeRule,
  mode: MovementMode,
  plan: LinePlan,
): boolean {
  if (mode === 'slide-all') {
    return rule.arity === 2 ? slidePairs(board, cells, rule, plan) : slideTriples(board, cells, rule, plan);
  }
  return oneStep(board, cells, rule, plan);
}

/** One-step: each segment between walls folds on its own. */
function oneStep(board: Board, cells: readonly number[], rule: MergeRule, plan: LinePlan): boolean {
  const { srcA, srcB, srcC, merged } = plan;
  const n = cells.length;
  for (let i = 0; i < n; i++) {
    srcA[i] = -1;
    srcB[i] = -1;
    srcC[i] = -1;
    merged[i] = 0;
  }
  let changed = false;
  let start = 0;
  while (start < n) {
    let end = start;
    while (end < n) {
      const t = board[cells[end]];
      if (t !== null && t.kind === 'wall') break;
      end++;
    }
    if (end > start) changed = oneStepSegment(board, cells, start, end, rule, plan) || changed;
    if (end < n) srcA[end] = end; // the wall stays
    start = end + 1;
  }
  return changed;
}

// Slide-all, the hot path of every solver. One pass over the line: a wall stays and restarts the
// packing behind it; each tile either merges into the tile(s) just placed (once per move, front
// first) or is placed at the next free position. Positions are written as they are decided.

/** Puts the tile from source position `i` at position `p`, unmerged. */
function place(plan: LinePlan, p: number, i: number): void {
  plan.srcA[p] = i;
  plan.merged[p] = 0;
}

/** Marks positions `from` .. `to - 1` empty. */
function clear(srcA: Int32Array, from: number, to: number): void {
  for (let p = from; p < to; p++) srcA[p] = -1;
}

function slidePairs(board: Board, cells: readonly number[], rule: MergeRule, plan: LinePlan): boolean {
  const { srcA, srcB, srcC, merged } = plan;
  const n = cells.length;
  let write = 0;
  // The tile placed just in front that may still merge (placed, not merged, numbered), or null.
  let open: Tile | null = null;
  let changed = false;
  for (let i = 0; i < n; i++) {
    const t = board[cells[i]];
    if (t === null) continue;
    const kind = t.kind;
    if (kind === 'wall') {
      clear(srcA, write, i);
      place(plan, i, i);
      write = i + 1;
      open = null;
      continue;
    }
    if (open !== null && kind === undefined) {
      const v = rule.merge(open, t);
      if (v > 0) {
        merged[write - 1] = v;
        srcB[write - 1] = i;
        srcC[write - 1] = -1;
        open = null;
        changed = true;
        continue;
      }
      if (v < 0) plan.limited = true;
    }
    place(plan, write, i);
    if (i !== write) changed = true;
    write++;
    open = kind === undefined ? t : null;
  }
  clear(srcA, write, n);
  return changed;
}

function slideTriples(board: Board, cells: readonly number[], rule: MergeRule, plan: LinePlan): boolean {
  const { srcA, srcB, srcC, merged } = plan;
  const n = cells.length;
  let write = 0;
  // The two tiles placed just in front that may still merge, front first (null when fewer).
  let first: Tile | null = null;
  let second: Tile | null = null;
  let changed = false;
  for (let i = 0; i < n; i++) {
    const t = board[cells[i]];
    if (t === null) continue;
    const kind = t.kind;
    if (kind === 'wall') {
      clear(srcA, write, i);
      place(plan, i, i);
      write = i + 1;
      first = second = null;
      continue;
    }
    if (first !== null && second !== null && kind === undefined) {
      const v = rule.merge(first, second, t);
      if (v > 0) {
        merged[write - 2] = v;
        srcB[write - 2] = srcA[write - 1];
        srcC[write - 2] = i;
        srcA[write - 1] = -1;
        write--;
        first = second = null;
        changed = true;
        continue;
      }
      if (v < 0) plan.limited = true;
    }
    place(plan, write, i);
    if (i !== write) changed = true;
    write++;
    if (kind === undefined) {
      first = second;
      second = t;
    } else {
      first = second = null;
    }
  }
  clear(srcA, write, n);
  return changed;
}

function oneStepSegment(
  board: Board,
  cells: readonly number[],
  start: number,
  end: number,
  rule: MergeRule,
  plan: LinePlan,
): boolean {
  const { srcA, srcB, srcC, merged } = plan;
  const arity = rule.arity;
  let fold = -1; // output position of the fold
  let consumed = 0; // how many cells the fold closes (1: a gap or a pair, 2: a triple)
  for (let p = start; p < end; p++) {
    const t = board[cells[p]];
    if (t === null) {
      for (let q = p + 1; q < end; q++) {
        if (board[cells[q]] !== null) {
          fold = p;
          consumed = 1;
          break;
        }
      }
      break;
    }
    if (p + arity - 1 >= end || !mayMerge(t)) continue;
    const b = board[cells[p + 1]];
    if (b === null || !mayMerge(b)) continue;
    if (arity === 2) {
      const v = rule.merge(t, b);
      if (v > 0) {
        merged[p] = v;
        srcA[p] = p;
        srcB[p] = p + 1;
        fold = p;
        consumed = 1;
        break;
      }
      if (v < 0) plan.limited = true;
    } else {
      const c = board[cells[p + 2]];
      if (c === null || !mayMerge(c)) continue;
      const v = rule.merge(t, b, c);
      if (v > 0) {
        merged[p] = v;
        srcA[p] = p;
        srcB[p] = p + 1;
        srcC[p] = p + 2;
        fold = p;
        consumed = 2;
        break;
      }
      if (v < 0) plan.limited = true;
    }
  }
  for (let p = start; p < end; p++) {
    if (fold < 0 || p < fold) {
      if (board[cells[p]] !== null) srcA[p] = p;
    } else if (p === fold && merged[p] !== 0) {
      continue; // the merge itself
    } else if (consumed === 2 && p === fold + 1) {
      continue; // a triple closes two cells; what is behind still moves only one
    } else if (p + 1 < end && board[cells[p + 1]] !== null) {
      srcA[p] = p + 1; // everything behind the fold moves one cell toward the front
    }
  }
  return fold >= 0;
}
