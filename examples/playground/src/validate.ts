// Checks the editor's text: size, JSON syntax, the variant schema (core's loadVariant) and whether
// the result can actually be played. Every problem carries the text range it is about.
import {
  LIMITS,
  formatPath,
  loadVariant,
  newGame,
  parseJson,
  type GameState,
  type Rules,
  type VariantDefinition,
  type VariantIssue,
} from '@2048kit/core';
import { locateKey, locatePath, scanJson, type JsonNode } from './json-locate.ts';

export type ProblemKind = 'too-large' | 'syntax' | 'schema' | 'unplayable';

export interface Problem {
  readonly kind: ProblemKind;
  /** Issue code: core's (`json`, `too-large`, zod's codes, `spawn`, ...) or `unplayable`. */
  readonly code: string;
  /** `rules.spawn.table[1].weight`, or `(root)`. */
  readonly path: string;
  readonly message: string;
  readonly from: number;
  readonly to: number;
  /** 1-based line of `from`. */
  readonly line: number;
}

export type CheckResult =
  | {
      readonly ok: true;
      readonly definition: VariantDefinition;
      readonly rules: Rules;
      /** The parsed JSON as written (no defaults filled in): what the element is given. */
      readonly value: unknown;
    }
  | { readonly ok: false; readonly kind: ProblemKind; readonly problems: readonly Problem[] };

/** At most this many problems are reported; a thousand underlines help nobody. */
export const MAX_PROBLEMS = 100;

/** Validates variant text; `seed` is used to check that a game can start. Never throws. */
export function checkVariantText(text: string, seed: number): CheckResult {
  const lines = lineIndex(text);
  const problem = (kind: ProblemKind, code: string, path: string, message: string, from: number, to: number): Problem => ({
    kind,
    code,
    path,
    message,
    from,
    to,
    line: lines(from),
  });

  if (text.length > LIMITS.textMax) {
    // Core's own check (and message); nothing else is looked at, so a megabyte costs nothing.
    const parsed = parseJson(text);
    const issue = parsed.ok ? null : parsed.issues[0];
    const message = issue?.message ?? `the text is larger than ${LIMITS.textMax} characters`;
    return { ok: false, kind: 'too-large', problems: [problem('too-large', 'too-large', '(root)', message, 0, 0)] };
  }

  const parsed = parseJson(text);
  if (!parsed.ok) {
    const scan = scanJson(text);
    const fallback = parsed.issues[0]?.message ?? 'not valid JSON';
    const at = scan.error ?? positionFromMessage(fallback, text.length);
    const message = scan.error ? `JSON: ${scan.error.message}` : fallback;
    return { ok: false, kind: 'syntax', problems: [problem('syntax', 'json', '(root)', message, at.from, at.to)] };
  }

  const loaded = loadVariant(parsed.value);
  if (!loaded.ok) {
    const root = scanJson(text).root;
    const problems: Problem[] = [];
    for (const issue of loaded.issues) {
      for (const p of placeIssue(issue, root)) {
        problems.push(problem('schema', issue.code, formatPath(issue.path), p.message, p.from, p.to));
      }
      if (problems.length >= MAX_PROBLEMS) break;
    }
    problems.sort((a, b) => a.from - b.from);
    return { ok: false, kind: 'schema', problems: problems.slice(0, MAX_PROBLEMS) };
  }

  const unplayable = playabilityProblem(loaded.rules, seed);
  if (unplayable) {
    return { ok: false, kind: 'unplayable', problems: [problem('unplayable', 'unplayable', '(root)', unplayable, 0, 0)] };
  }
  return { ok: true, definition: loaded.definition, rules: loaded.rules, value: parsed.value };
}

/** Why a valid definition cannot be played, or null. Starting a game is the test. */
export function playabilityProblem(rules: Rules, seed: number): string | null {
  let game: GameState;
  try {
    game = newGame(rules, seed);
  } catch (e) {
    return `this variant is valid but a game cannot start: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (game.board.every((t) => t === null)) {
    return 'this variant is valid but unplayable: the board starts empty and no move can change it (spawn at least one tile at the start)';
  }
  if (game.over) {
    return 'this variant is valid but unplayable: no move is possible on the starting board (too many walls, or no room to move)';
  }
  return null;
}

function placeIssue(issue: VariantIssue, root: JsonNode | null): { from: number; to: number; message: string }[] {
  if (!root) return [{ from: 0, to: 0, message: issue.message }];
  if (issue.code === 'unrecognized_keys') {
    // Core words these as `unknown key "a"` / `unknown keys "a", "b"`: mark each key by name.
    const names = [...issue.message.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
    const placed = names.flatMap((name) => {
      const at = locateKey(root, issue.path, name);
      return at ? [{ ...at, message: `unknown key "${name}"` }] : [];
    });
    if (placed.length > 0) return placed;
  }
  const at = locatePath(root, issue.path);
  return [{ from: at.from, to: at.to, message: issue.message }];
}

/** V8 says "... at position 42"; used only if the scanner and JSON.parse ever disagree. */
function positionFromMessage(message: string, length: number): { from: number; to: number } {
  const m = /position (\d+)/.exec(message);
  const at = m ? Math.min(Number(m[1]), length) : 0;
  return { from: at, to: Math.min(at + 1, length) };
}

/** offset -> 1-based line, by binary search over line starts (built once per check). */
export function lineIndex(text: string): (offset: number) => number {
  let starts: number[] | null = null;
  return (offset) => {
    if (!starts) {
      starts = [0];
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
