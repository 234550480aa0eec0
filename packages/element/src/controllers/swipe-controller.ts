// Touch and mouse swipes (pointer events) as a reactive controller. A swipe is a press on the board
// surface and a release at least `threshold` pixels away; its direction is the nearest of the
// board's directions by angle (four on a grid, six on a hexagon).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Direction } from '@2048kit/core';
import { directionForVector, type BoardLayout } from '../layout.ts';

export interface SwipeOptions {
  /** The element a swipe must start on. */
  readonly surface: () => HTMLElement | null;
  readonly angles: () => BoardLayout['angles'];
  readonly onSwipe: (direction: Direction) => void;
  /** Minimum travel in CSS pixels. */
  readonly threshold?: number;
}

const TYPES = ['pointerdown', 'pointerup', 'pointercancel'];

export class SwipeController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: SwipeOptions;
  /** The press a swipe started with. */
  #start: PointerEvent | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, options: SwipeOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    for (const type of TYPES) this.#host.addEventListener(type, this);
  }

  hostDisconnected(): void {
    for (const type of TYPES) this.#host.removeEventListener(type, this);
    this.#start = null;
  }

  /** The pointer listener. */
  handleEvent(e: PointerEvent): void {
    const start = this.#start;
    if (e.type === 'pointerdown') {
      const surface = this.#options.surface();
      if (!e.isPrimary || e.button > 0 || surface === null || !e.composedPath().includes(surface)) return;
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
      const direction = directionForVector(dx, dy, this.#options.angles());
      if (e.type === 'pointerup' && direction && Math.hypot(dx, dy) >= (this.#options.threshold ?? 16)) this.#options.onSwipe(direction);
    }
  }
}
