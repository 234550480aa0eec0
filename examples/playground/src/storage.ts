// The playground's saved work: what is in the editor, the last version that played, and the seed.
// Storage may be missing, full or hold junk from an older page; none of that may break loading.
import { LIMITS } from '@2048kit/core';
import { isSeed } from './share.ts';

export const STORAGE_KEY = '2048kit.playground.v1';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SavedWork {
  /** The editor's text, possibly invalid. */
  readonly text: string;
  /** The last text that validated and played. */
  readonly playing: string;
  readonly seed: number;
}

/** Where the work that was open before a shared link replaced it is kept. */
export const BACKUP_KEY = `${STORAGE_KEY}.before-share`;

export function loadWork(storage: StorageLike | null, key = STORAGE_KEY): SavedWork | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<SavedWork> | null;
    if (v && typeof v.text === 'string' && typeof v.playing === 'string' && isSeed(v.seed)) {
      return { text: v.text, playing: v.playing, seed: v.seed };
    }
  } catch {
    // fall through: junk is ignored
  }
  return null;
}

/** Saves; returns a message when it could not (too large, quota, storage disabled). */
export function saveWork(storage: StorageLike | null, work: SavedWork, key = STORAGE_KEY): string | null {
  if (!storage) return null;
  if (work.text.length > LIMITS.textMax) return 'Not saved in this browser: the text is over the size limit.';
  try {
    storage.setItem(key, JSON.stringify(work));
    return null;
  } catch (e) {
    return `Not saved in this browser: ${e instanceof Error ? e.message : String(e)}`;
  }
}
