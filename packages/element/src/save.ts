// Saved games: storage keys and records. A game is its seed and its move log (the engine's
// contract), so a save is restored by replaying them: a damaged or tampered save cannot put a board
// the rules could not have made; it fails to replay and is refused. The saved board is kept only to
// check the replay: an engine that now deals differently from that seed cannot swap the game.
import { replay, type GameState, type Rules } from '@2048kit/core';

/** Bump when the saved record's shape changes: older records are then discarded. */
export const SAVE_FORMAT = 2;

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

/** The saved record of a game: `{ format, seed, log, board, keepPlaying }` as JSON. */
export const saveRecord = ({ seed, log, board }: GameState, keepPlaying: boolean): string =>
  JSON.stringify({ format: SAVE_FORMAT, seed, log, board, keepPlaying });

export type ParsedSave = { ok: true; state: GameState; keepPlaying: boolean } | { ok: false; reason: string };

/** Replays a saved record under the rules it was saved for; the reason says why one cannot be. */
export function parseSave(text: string, rules: Rules): ParsedSave {
  try {
    const { format, seed, log, board, keepPlaying } = JSON.parse(text);
    if (format !== SAVE_FORMAT || typeof seed !== 'number' || !Array.isArray(log)) {
      return { ok: false, reason: `the save is not a game of format ${SAVE_FORMAT}` };
    }
    const state = replay(rules, seed, log);
    return JSON.stringify(state.board) === JSON.stringify(board)
      ? { ok: true, state, keepPlaying: keepPlaying === true }
      : { ok: false, reason: 'its moves no longer lead to the saved board' };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}
