// Move animation as a reactive controller. It holds the current move's transition (what slides,
// pops, appears and lingers) for as long as the animation runs. A new move fast-forwards the
// running one first, so rapid input is never lost or doubled: the game state is always current and
// only the picture catches up. With prefers-reduced-motion there is no transition at all.
import type { ReactiveController } from 'lit';
import type { Transition } from '../transition.ts';
import { Controller } from './controller.ts';

/** The original game's timings, in milliseconds. */
export const TIMINGS = { slide: 100, appear: 200, pop: 200, gain: 600 } as const;

export class AnimationController extends Controller implements ReactiveController {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #media: MediaQueryList | undefined;
  /** The move being animated, or null when the board is at rest. */
  current: Transition | null = null;

  hostConnected(): void {
    this.#media = matchMedia('(prefers-reduced-motion: reduce)');
    this.#media.addEventListener('change', this);
  }

  hostDisconnected(): void {
    this.#media?.removeEventListener('change', this);
    this.#settle();
  }

  /** The reduced-motion listener: a change to reduce ends the running animation. */
  handleEvent(): void {
    if (this.#media?.matches) this.fastForward();
  }

  /** Starts animating a move, after fast-forwarding any move still animating. */
  begin(transition: Transition): void {
    this.fastForward();
    if (this.#media?.matches) return;
    this.current = transition;
    this.#timer = setTimeout(() => {
      this.#settle();
      this.host.requestUpdate();
    }, TIMINGS.slide + Math.max(TIMINGS.appear, TIMINGS.pop));
  }

  /** Jumps every running animation to its end and drops the lingering tiles. */
  fastForward(): void {
    for (const animation of this.host.shadowRoot?.getAnimations() ?? []) {
      try {
        animation.finish();
      } catch {
        // An infinite animation cannot finish; none of ours is, but a themed page might add one.
      }
    }
    if (this.current) this.host.requestUpdate();
    this.#settle();
  }

  #settle(): void {
    clearTimeout(this.#timer);
    this.current = null;
  }
}
