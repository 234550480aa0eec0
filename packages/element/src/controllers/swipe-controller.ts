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

export class SwipeController implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly options: SwipeOptions;
  private start: { id: number; x: number; y: number } | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, options: SwipeOptions) {
    this.host = host;
    this.options = options;
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('pointerdown', this.onDown);
    this.host.addEventListener('pointerup', this.onUp);
    this.host.addEventListener('pointercancel', this.onCancel);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('pointerdown', this.onDown);
    this.host.removeEventListener('pointerup', this.onUp);
    this.host.removeEventListener('pointercancel', this.onCancel);
    this.start = null;
  }

  private readonly onDown = (e: PointerEvent): void => {
    if (!e.isPrimary || e.button > 0) return;
    const surface = this.options.surface();
    if (surface === null || !e.composedPath().includes(surface)) return;
    this.start = { id: e.pointerId, x: e.clientX, y: e.clientY };
    try {
      // Keep receiving the pointer when it leaves the board mid-swipe.
      surface.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic or already released pointers cannot be captured; the swipe still works.
    }
  };

  private readonly onUp = (e: PointerEvent): void => {
    const start = this.start;
    if (start === null || e.pointerId !== start.id) return;
    this.start = null;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.hypot(dx, dy) < (this.options.threshold ?? 16)) return;
    const direction = directionForVector(dx, dy, this.options.angles());
    if (direction !== null) this.options.onSwipe(direction);
  };

  private readonly onCancel = (e: PointerEvent): void => {
    if (this.start?.id === e.pointerId) this.start = null;
  };
}
