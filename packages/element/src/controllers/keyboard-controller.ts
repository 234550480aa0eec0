// Keyboard input as a reactive controller: listens on the host (so it works while the board or one
// of its buttons has focus), maps keys to actions and keeps mapped keys from scrolling the page.
import type { ReactiveController } from 'lit';
import type { Rules } from '@2048kit/core';
import { keyAction, type KeyAction } from '../keys.ts';
import { Controller, type Host } from './controller.ts';

export class KeyboardController extends Controller implements ReactiveController {
  /** `rules`: the variant being played, or null when there is none (loading, error). */
  constructor(
    host: Host,
    private readonly rules: () => Rules | null,
    private readonly onAction: (action: KeyAction) => void,
  ) {
    super(host);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this);
  }

  /** The keydown listener. */
  handleEvent(e: KeyboardEvent): void {
    const rules = this.rules();
    if (e.defaultPrevented || e.isComposing || !rules) return;
    const action = keyAction(e, rules.shape.type, rules.shape.directions);
    if (action === null || (action.type === 'undo' && !rules.undoLimit)) return;
    e.preventDefault();
    this.onAction(action);
  }
}
