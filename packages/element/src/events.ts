// The events <game-2048> fires. All bubble and are composed (they cross shadow roots).
import type { GameState, MoveEvent, VariantIssue } from '@2048kit/core';

export interface GameMoveDetail {
  /** The direction played, or `undo`. */
  readonly direction: string;
  /** Score gained by the move (negative after an undo). */
  readonly gained: number;
  /** The engine's events for the move, in order (empty for an undo). */
  readonly events: readonly MoveEvent[];
  /** Score after the move. */
  readonly score: number;
  readonly state: GameState;
}

export interface GameOutcomeDetail {
  readonly score: number;
  readonly state: GameState;
}

export interface GameErrorDetail {
  /** Where the definition came from. */
  readonly source: 'variant' | 'src' | 'definition';
  readonly issues: readonly VariantIssue[];
  /** The issues as text: `rules.spawn.table[1].weight: must be greater than 0`. */
  readonly messages: readonly string[];
}

export interface GameWarningDetail {
  readonly message: string;
}

export interface GameReadyDetail {
  readonly variant: { readonly id: string; readonly version: number; readonly name: string };
  readonly state: GameState;
  /** The game came from a save rather than a new deal. */
  readonly restored: boolean;
}

export interface Game2048EventMap {
  'game-move': CustomEvent<GameMoveDetail>;
  'game-won': CustomEvent<GameOutcomeDetail>;
  'game-over': CustomEvent<GameOutcomeDetail>;
  'game-error': CustomEvent<GameErrorDetail>;
  'game-warning': CustomEvent<GameWarningDetail>;
  'game-ready': CustomEvent<GameReadyDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends Game2048EventMap {}
}

/** Fires one of the events above from `target`. */
export function fire<K extends keyof Game2048EventMap>(target: EventTarget, type: K, detail: Game2048EventMap[K]['detail']): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
