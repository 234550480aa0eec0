// Saving and restoring games (localStorage) as a reactive controller. The game is saved whenever
// the host updates with a new game state; best scores are kept per variant. A corrupt or outdated
// save is removed and reported through `warn`, never thrown.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameState, Rules } from '@2048kit/core';
import { bestKey, outdatedKeys, parseSave, saveKey, SAVE_FORMAT, type SaveRecord } from '../save.ts';

export interface PersistenceOptions {
  /** The game to save, or null when there is none. */
  readonly snapshot: () => { readonly rules: Rules; readonly state: GameState; readonly keepPlaying: boolean } | null;
  /** Saving is switched off (the `no-save` attribute). */
  readonly disabled: () => boolean;
  /** Extra key part, so several boards of one variant on a page keep separate saves. */
  readonly slot: () => string;
  readonly warn: (message: string) => void;
  /** Storage to use; defaults to localStorage (absent in some sandboxed frames). */
  readonly storage?: () => Storage | null;
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export class PersistenceController implements ReactiveController {
  private readonly options: PersistenceOptions;
  private lastSaved: { state: GameState; keepPlaying: boolean } | null = null;
  private bestFor: { id: string; slot: string; score: number } | null = null;
  /** A failed write is reported once, not after every move (a full or blocked storage stays so). */
  private writeFailed = false;

  constructor(host: ReactiveControllerHost, options: PersistenceOptions) {
    this.options = options;
    host.addController(this);
  }

  private storage(): Storage | null {
    return (this.options.storage ?? defaultStorage)();
  }

  hostUpdate(): void {
    const snap = this.options.snapshot();
    if (snap === null) return;
    this.noteScore(snap.rules, snap.state.score);
    if (this.options.disabled()) return;
    if (this.lastSaved?.state === snap.state && this.lastSaved.keepPlaying === snap.keepPlaying) return;
    this.lastSaved = { state: snap.state, keepPlaying: snap.keepPlaying };
    const record: SaveRecord = { format: SAVE_FORMAT, state: snap.state, keepPlaying: snap.keepPlaying };
    this.write(saveKey(snap.rules.id, snap.rules.version, this.options.slot()), JSON.stringify(record));
  }

  /** The saved game for these rules, or null. Outdated and unreadable saves are removed with a warning. */
  restore(rules: Rules): SaveRecord | null {
    this.lastSaved = null;
    const storage = this.storage();
    if (storage === null || this.options.disabled()) return null;
    const slot = this.options.slot();
    try {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) keys.push(storage.key(i) ?? '');
      for (const key of outdatedKeys(keys, rules.id, rules.version, slot)) {
        storage.removeItem(key);
        this.options.warn(`Discarded a saved game from an older version of "${rules.id}" (${key}).`);
      }
      const key = saveKey(rules.id, rules.version, slot);
      const text = storage.getItem(key);
      if (text === null) return null;
      const parsed = parseSave(text, rules);
      if (!parsed.ok) {
        storage.removeItem(key);
        this.options.warn(`Discarded an unreadable saved game for "${rules.id}": ${parsed.reason}.`);
        return null;
      }
      this.lastSaved = { state: parsed.save.state, keepPlaying: parsed.save.keepPlaying };
      return parsed.save;
    } catch (e) {
      this.options.warn(`Could not read saved games: ${e instanceof Error ? e.message : String(e)}.`);
      return null;
    }
  }

  /** Best score of the variant (this slot), including the game in play. */
  best(rules: Rules): number {
    return this.bestRecord(rules).score;
  }

  private bestRecord(rules: Rules): { id: string; slot: string; score: number } {
    const slot = this.options.slot();
    if (this.bestFor?.id !== rules.id || this.bestFor.slot !== slot) {
      let score = 0;
      if (!this.options.disabled()) {
        try {
          const stored = Number(this.storage()?.getItem(bestKey(rules.id, slot)));
          if (Number.isSafeInteger(stored) && stored > 0) score = stored;
        } catch {
          // Unreadable storage: start from 0.
        }
      }
      this.bestFor = { id: rules.id, slot, score };
    }
    return this.bestFor;
  }

  private noteScore(rules: Rules, score: number): void {
    const best = this.bestRecord(rules);
    if (score <= best.score) return;
    best.score = score;
    if (!this.options.disabled()) this.write(bestKey(rules.id, best.slot), String(score));
  }

  private write(key: string, value: string): void {
    try {
      this.storage()?.setItem(key, value);
      this.writeFailed = false;
    } catch (e) {
      if (!this.writeFailed) this.options.warn(`Could not save the game: ${e instanceof Error ? e.message : String(e)}.`);
      this.writeFailed = true;
    }
  }
}
