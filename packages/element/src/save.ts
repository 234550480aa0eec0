// Saved games: storage keys and a shape check, so a corrupt or outdated save is refused with a
// reason instead of crashing the board.
import type { BoardShape, GameState, Rules } from '@2048kit/core';

/** Bump when the saved record's shape changes: older records are then discarded. */
export const SAVE_FORMAT = 1;

export interface SaveRecord {
  readonly format: typeof SAVE_FORMAT;
  readonly state: GameState;
  /** The player chose "keep going" after winning. */
  readonly keepPlaying: boolean;
}

/** `2048kit:<id>:<version>`, or `2048kit:<id>:<version>#<slot>` for one of several boards. */
export const saveKey = (id: string, version: number | string, slot = ''): string => `2048kit:${id}:${version}${slot && `#${slot}`}`;

/** Best score of a variant (kept across rule versions of the same id). */
export const bestKey = (id: string, slot = ''): string => saveKey(id, 'best', slot);

/** Keys of saves of the same variant and slot from other rule versions (outdated). */
export function outdatedKeys(keys: Iterable<string>, id: string, version: number, slot = ''): string[] {
  const [start, end] = saveKey(id, '\n', slot).split('\n');
  return [...keys].filter((key) => {
    const v = key.slice(start.length, key.length - end.length);
    return key.startsWith(start) && key.endsWith(end) && /^\d+$/.test(v) && Number(v) !== version;
  });
}

export type ParsedSave = { ok: true; save: SaveRecord } | { ok: false; reason: string };

type Check = (v: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount: Check = (v) => Number.isSafeInteger(v) && (v as number) >= 0;
const maybe = (check: Check): Check => (v) => v === undefined || check(v);
const listOf = (check: Check): Check => (v) => Array.isArray(v) && v.every(check);
const isBoolean: Check = (v) => typeof v === 'boolean';

/** What a snapshot (the game, or one step of its history) holds besides the board. */
const SNAPSHOT: Record<string, Check> = {
  score: Number.isFinite,
  rng: listOf(Number.isInteger),
  nextId: isCount,
  spawn: (s) => isObject(s) && maybe(listOf(isCount))(s.deck) && maybe((n) => isObject(n) && isCount(n.value))(s.next),
  won: isBoolean,
  moves: isCount,
};
/** What only the game itself holds. */
const GAME: Record<string, Check> = { over: isBoolean, seed: Number.isFinite, log: listOf((e) => typeof e === 'string'), history: Array.isArray };
const TILE_KINDS: unknown[] = [undefined, 'wall', 'block'];
const SPECIALS = ['bomb', 'factor', 'operator', 'life'];

function boardProblem(board: unknown, shape: BoardShape): string | undefined {
  if (!Array.isArray(board) || board.length !== shape.size) {
    return `has ${Array.isArray(board) ? board.length : 'no'} cells, the board has ${shape.size}`;
  }
  const ids = new Set<unknown>();
  for (const [i, t] of board.entries()) {
    if (t === null) continue;
    if (!shape.isCell[i] || !isObject(t)) return `[${i}] is not a tile on a cell`;
    if (!isCount(t.id) || ids.has(t.id)) return `[${i}] has no unique id`;
    ids.add(t.id);
    if (!isCount(t.value)) return `[${i}] has no numeric value`;
    if (!TILE_KINDS.includes(t.kind) || !SPECIALS.every((k) => maybe(isCount)(t[k]))) return `[${i}] has a malformed kind or special field`;
  }
}

function snapshotProblem(s: unknown, shape: BoardShape, where: string, fields: Record<string, Check>): string | undefined {
  if (!isObject(s)) return `${where} is not an object`;
  const board = boardProblem(s.board, shape);
  if (board) return `${where}.board${board.startsWith('[') ? '' : ' '}${board}`;
  const bad = Object.keys(fields).find((k) => !fields[k](s[k]));
  return bad && `${where}.${bad} is malformed`;
}

/** Parses and checks a saved record against the rules it claims to belong to. */
export function parseSave(text: string, rules: Rules): ParsedSave {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the save is not valid JSON' };
  }
  const state = data?.format === SAVE_FORMAT ? data.state : undefined;
  const variant = isObject(state) ? state.variant : undefined;
  const reason = !isObject(state)
    ? `the save is not a game of format ${SAVE_FORMAT}`
    : !isObject(variant) || variant.id !== rules.id || variant.version !== rules.version
      ? `the save is for another variant or rule version (${JSON.stringify(variant)})`
      : (snapshotProblem(state, rules.shape, 'state', { ...SNAPSHOT, ...GAME }) ??
        (state.history as unknown[]).map((snap, i) => snapshotProblem(snap, rules.shape, `state.history[${i}]`, SNAPSHOT)).find(Boolean));
  return reason ? { ok: false, reason } : { ok: true, save: { format: SAVE_FORMAT, state: state as unknown as GameState, keepPlaying: data.keepPlaying === true } };
}
