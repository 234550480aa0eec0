// Saving and restoring games (localStorage) as a reactive controller. The game is saved whenever
// the host updates with a new game state; best scores are kept per variant. A corrupt or outdated
// save is removed and reported through `warn`, never thrown.
import type { ReactiveController } from 'lit';
import type { GameState, Rules } from '@2048kit/core';
import { fire } from '../events.ts';
import { bestKey, outdatedKeys, parseSave, saveKey, saveRecord } from '../save.ts';
import { Controller, type Host } from './controller.ts';

/** What is saved: a game, its rules and whether the player chose "keep going". */
export interface Snapshot {
  readonly rules: Rules;
  readonly state: GameState;
  readonly keepPlaying: boolean;
}

/** The host's save settings: its `no-save` and `save-slot` attributes. */
type SavingHost = Host & { readonly noSave: boolean; readonly saveSlot: string };

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

export class PersistenceController extends Controller<SavingHost> implements ReactiveController {
  /** The save last written or read, so an unchanged game is not written again. */
  #saved: { state: GameState; keepPlaying: boolean } | null = null;
  /** The best score under `key` (variant and slot). */
  #best = { key: '', score: 0 };
  /** A failed write is reported once, not after every move (a full or blocked storage stays so). */
  #writeFailed = false;

  /** `snapshot`: the game to save, or null when there is none. */
  constructor(
    host: SavingHost,
    private readonly snapshot: () => Snapshot | null,
  ) {
    super(host);
  }

  #warn(message: string): void {
    fire(this.host, 'game-warning', { message });
  }

  /** localStorage, or null where there is none or it may not be used (sandboxed frames, no-save). */
  #storage(): Storage | null {
    try {
      return this.host.noSave ? null : globalThis.localStorage ?? null;
    } catch {
      return null;
    }
  }

  hostUpdate(): void {
    const snap = this.snapshot();
    if (snap === null) return;
    const { rules, state, keepPlaying } = snap;
    if (state.score > this.best(rules)) {
      this.#best.score = state.score;
      this.#write(this.#best.key, String(state.score));
    }
    if (this.#saved?.state === state && this.#saved.keepPlaying === keepPlaying) return;
    this.#saved = { state, keepPlaying };
    this.#write(saveKey(rules.id, rules.version, this.host.saveSlot), saveRecord(state, keepPlaying));
  }

  /** The saved game for these rules, or null. Outdated and unreadable saves are removed with a warning. */
  restore(rules: Rules): { state: GameState; keepPlaying: boolean } | null {
    this.#saved = null;
    const storage = this.#storage();
    if (storage === null) return null;
    const { id, version } = rules;
    const slot = this.host.saveSlot;
    try {
      for (const key of outdatedKeys(Object.keys(storage), id, version, slot)) {
        storage.removeItem(key);
        this.#warn(`Discarded a saved game from an older version of "${id}" (${key}).`);
      }
      const key = saveKey(id, version, slot);
      const text = storage.getItem(key);
      const parsed = text === null ? null : parseSave(text, rules);
      if (parsed?.ok === false) {
        storage.removeItem(key);
        this.#warn(`Discarded an unreadable saved game for "${id}": ${parsed.reason}.`);
      }
      return (this.#saved = parsed?.ok ? parsed : null);
    } catch (e) {
      this.#warn(`Could not read saved games: ${reason(e)}.`);
      return null;
    }
  }

  /** Best score of the variant (this slot), as stored; the host adds the game in play. */
  best(rules: Rules): number {
    const key = bestKey(rules.id, this.host.saveSlot);
    if (this.#best.key !== key) {
      let stored = 0;
      try {
        stored = Number(this.#storage()?.getItem(key));
      } catch {
        // Unreadable storage: start from 0.
      }
      this.#best = { key, score: Number.isSafeInteger(stored) && stored > 0 ? stored : 0 };
    }
    return this.#best.score;
  }

  /** Writes to storage (nothing with no-save); a failure is reported once until a write works again. */
  #write(key: string, value: string): void {
    try {
      this.#storage()?.setItem(key, value);
      this.#writeFailed = false;
    } catch (e) {
      if (!this.#writeFailed) this.#warn(`Could not save the game: ${reason(e)}.`);
      this.#writeFailed = true;
    }
  }
}
