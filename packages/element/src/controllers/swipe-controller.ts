// Touch and mouse swipes (pointer events) as a reactive controller. A swipe is a press on the board
// surface and a release at least 16 pixels away; its direction is the nearest of the board's
// directions by angle (four on a grid, six on a hexagon).
import type { ReactiveController } from 'lit';
import type { Direction } from '@2048kit/core';
import { directionForVector, type BoardLayout } from '../layout.ts';
import { Controller, type Host } from './controller.ts';

/** Minimum travel of a swipe, in CSS pixels. */
const THRESHOLD = 16;
const TYPES = ['pointerdown', 'pointerup', 'pointercancel'];

export class SwipeController extends Controller implements ReactiveController {
  /** The press a swipe started with. */
  #start: PointerEvent | null = null;

  /** `surface`: the element a swipe must start on; `angles`: the board's directions. */
  constructor(
    host: Host,
    private readonly surface: () => HTMLElement | null,
    private readonly angles: () => BoardLayout['angles'],
    private readonly onSwipe: (direction: Direction) => void,
  ) {
    super(host);
  }

  hostConnected(): void {
    for (const type of TYPES) this.host.addEventListener(type, this);
  }

  hostDisconnected(): void {
    for (const type of TYPES) this.host.removeEventListener(type, this);
    this.#start = null;
  }

  /** The pointer listener. */
  handleEvent(e: PointerEvent): void {
    const start = this.#start;
    if (e.type === 'pointerdown') {
      const surface = this.surface();
      if (!e.isPrimary || e.button > 0 || !surface || !e.composedPath().includes(surface)) return;
      this.#start = e;
      try {
        // Keep receiving the pointer when it leaves the board mid-swipe.
        surface.setPointerCapture(e.pointerId);
      } catch {
        // Synthetic or already released pointers cannot be captured; the swipe still works.
      }
    } else if (start?.pointerId === e.pointerId) {
      this.#start = null;
      const dx = e.clientX - start.clientX;
      const dy = e.clientY - start.clientY;
      const direction = directionForVector(dx, dy, this.angles());
      if (e.type === 'pointerup' && direction && Math.hypot(dx, dy) >= THRESHOLD) this.onSwipe(direction);
    }
  }
}
