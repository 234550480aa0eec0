// Move animation as a reactive controller. It holds the current move's transition (what slides,
// pops, appears and lingers) for as long as the animation runs. A new move fast-forwards the
// running one first, so rapid input is never lost or doubled: the game state is always current and
// only the picture catches up. With prefers-reduced-motion there is no transition at all.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Transition } from '../transition.ts';

/** The original game's timings, in milliseconds. */
export const TIMINGS = { slide: 100, appear: 200, pop: 200, gain: 600 } as const;

export class AnimationController implements ReactiveController {
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly root: () => { getAnimations(): Animation[] } | null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private media: MediaQueryList | null = null;
  /** The move being animated, or null when the board is at rest. */
  current: Transition | null = null;
  /** The user asked for reduced motion. */
  reduced = false;

  constructor(host: ReactiveControllerHost & HTMLElement, root: () => { getAnimations(): Animation[] } | null) {
    this.host = host;
    this.root = root;
    host.addController(this);
  }

  hostConnected(): void {
    this.media = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
    this.reduced = this.media?.matches ?? false;
    this.media?.addEventListener('change', this.onMediaChange);
  }

  hostDisconnected(): void {
    this.media?.removeEventListener('change', this.onMediaChange);
    this.settle();
  }

  /** Starts animating a move, after fast-forwarding any move still animating. */
  begin(transition: Transition): void {
    this.fastForward();
    if (this.reduced) return;
    this.current = transition;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.current = null;
      this.host.requestUpdate();
    }, TIMINGS.slide + Math.max(TIMINGS.appear, TIMINGS.pop));
  }

  /** Jumps every running animation to its end and drops the lingering tiles. */
  fastForward(): void {
    for (const animation of this.root()?.getAnimations() ?? []) {
      try {
        animation.finish();
      } catch {
        // An infinite animation cannot finish; none of ours is, but a themed page might add one.
      }
    }
    if (this.current !== null) this.host.requestUpdate();
    this.settle();
  }

  private settle(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.current = null;
  }

  private readonly onMediaChange = (e: MediaQueryListEvent): void => {
    this.reduced = e.matches;
    if (this.reduced) this.fastForward();
  };
}
