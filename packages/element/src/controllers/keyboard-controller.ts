// Keyboard input as a reactive controller: listens on the host (so it works while the board or one
// of its buttons has focus), maps keys to actions and keeps mapped keys from scrolling the page.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Direction } from '@2048kit/core';
import { keyAction, type KeyAction } from '../keys.ts';

export interface KeyboardOptions {
  /** The board being played, or null when there is none (loading, error). */
  readonly board: () => { readonly type: string; readonly directions: readonly Direction[]; readonly canUndo: boolean } | null;
  readonly onAction: (action: KeyAction) => void;
}

export class KeyboardController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: KeyboardOptions;

  constructor(host: ReactiveControllerHost & HTMLElement, options: KeyboardOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    this.#host.addEventListener('keydown', this);
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('keydown', this);
  }

  /** The keydown listener. */
  handleEvent(e: KeyboardEvent): void {
    const board = this.#options.board();
    if (e.defaultPrevented || e.isComposing || board === null) return;
    const action = keyAction(e, board.type, board.directions);
    if (action === null || (action.type === 'undo' && !board.canUndo)) return;
    e.preventDefault();
    this.#options.onAction(action);
  }
}
