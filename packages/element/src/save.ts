// Saved games: storage keys and a strict shape check, so a corrupt or outdated save is refused
// with a reason instead of crashing the board.
import type { BoardShape, GameState, Rules } from '@2048kit/core';

/** Bump when the saved record's shape changes: older records are then discarded. */
export const SAVE_FORMAT = 1;

export interface SaveRecord {
  readonly format: typeof SAVE_FORMAT;
  readonly state: GameState;
  /** The player chose "keep going" after winning. */
  readonly keepPlaying: boolean;
}

const PREFIX = '2048kit';

/** `2048kit:<id>:<version>`, or `2048kit:<id>:<version>#<slot>` for one of several boards. */
export function saveKey(id: string, version: number, slot = ''): string {
  return `${PREFIX}:${id}:${version}${slot ? `#${slot}` : ''}`;
}

/** Best score of a variant (kept across rule versions of the same id). */
export function bestKey(id: string, slot = ''): string {
  return `${PREFIX}:${id}:best${slot ? `#${slot}` : ''}`;
}

/** Keys of saves of the same variant and slot from other rule versions (outdated). */
export function outdatedKeys(keys: Iterable<string>, id: string, version: number, slot = ''): string[] {
  const suffix = slot ? `#${slot}` : '';
  const out: string[] = [];
  const start = `${PREFIX}:${id}:`;
  for (const key of keys) {
    if (!key.startsWith(start) || !key.endsWith(suffix)) continue;
    const v = key.slice(start.length, key.length - suffix.length);
    if (/^\d+$/.test(v) && Number(v) !== version) out.push(key);
  }
  return out;
}

export type ParsedSave = { ok: true; save: SaveRecord } | { ok: false; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const optionalCount = (v: unknown) => v === undefined || isCount(v);

function boardProblem(board: unknown, shape: BoardShape, where: string): string | null {
  if (!Array.isArray(board)) return `${where} is not a list`;
  if (board.length !== shape.size) return `${where} has ${board.length} cells, the board has ${shape.size}`;
  const ids = new Set<number>();
  for (let i = 0; i < board.length; i++) {
    const t: unknown = board[i];
    if (t === null) continue;
    if (!shape.isCell[i]) return `${where}[${i}] is a hole but holds a tile`;
    if (!isObject(t)) return `${where}[${i}] is not a tile`;
    if (!isCount(t.id) || ids.has(t.id)) return `${where}[${i}] has no unique id`;
    ids.add(t.id);
    if (!isCount(t.value)) return `${where}[${i}] has no numeric value`;
    if (t.kind !== undefined && t.kind !== 'wall' && t.kind !== 'block') return `${where}[${i}] has an unknown kind`;
    if (!optionalCount(t.bomb) || !optionalCount(t.factor) || !optionalCount(t.operator) || !optionalCount(t.life)) {
      return `${where}[${i}] has a malformed special field`;
    }
  }
  return null;
}

function snapshotProblem(s: unknown, shape: BoardShape, where: string): string | null {
  if (!isObject(s)) return `${where} is not an object`;
  const board = boardProblem(s.board, shape, `${where}.board`);
  if (board) return board;
  if (typeof s.score !== 'number' || !Number.isFinite(s.score)) return `${where}.score is not a number`;
  if (!Array.isArray(s.rng) || !s.rng.every((n) => typeof n === 'number' && Number.isInteger(n))) return `${where}.rng is malformed`;
  if (!isCount(s.nextId)) return `${where}.nextId is not a count`;
  if (!isObject(s.spawn)) return `${where}.spawn is not an object`;
  if (s.spawn.deck !== undefined && !(Array.isArray(s.spawn.deck) && s.spawn.deck.every(isCount))) return `${where}.spawn.deck is malformed`;
  if (s.spawn.next !== undefined && !(isObject(s.spawn.next) && isCount(s.spawn.next.value))) return `${where}.spawn.next is malformed`;
  if (typeof s.won !== 'boolean') return `${where}.won is not a boolean`;
  if (!isCount(s.moves)) return `${where}.moves is not a count`;
  return null;
}

/** Parses and checks a saved record against the rules it claims to belong to. */
export function parseSave(text: string, rules: Rules): ParsedSave {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the save is not valid JSON' };
  }
  if (!isObject(data)) return { ok: false, reason: 'the save is not an object' };
  if (data.format !== SAVE_FORMAT) return { ok: false, reason: `the save has format ${String(data.format)}, expected ${SAVE_FORMAT}` };
  const state = data.state;
  if (!isObject(state)) return { ok: false, reason: 'the save holds no game' };
  const variant = state.variant;
  if (!isObject(variant) || variant.id !== rules.id || variant.version !== rules.version) {
    return { ok: false, reason: `the save is for another variant or rule version (${JSON.stringify(variant)})` };
  }
  const problem =
    snapshotProblem(state, rules.shape, 'state') ??
    (typeof state.over !== 'boolean' ? 'state.over is not a boolean' : null) ??
    (typeof state.seed !== 'number' ? 'state.seed is not a number' : null) ??
    (!Array.isArray(state.log) || !state.log.every((e) => typeof e === 'string') ? 'state.log is malformed' : null) ??
    (!Array.isArray(state.history) ? 'state.history is not a list' : null);
  if (problem) return { ok: false, reason: problem };
  for (const [i, snap] of (state.history as unknown[]).entries()) {
    const p = snapshotProblem(snap, rules.shape, `state.history[${i}]`);
    if (p) return { ok: false, reason: p };
  }
  return { ok: true, save: { format: SAVE_FORMAT, state: state as unknown as GameState, keepPlaying: data.keepPlaying === true } };
}
