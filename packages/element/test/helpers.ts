// Shared helpers for the element's browser tests: mounting boards and reading what they show.
import { builtinVariant, move, newGame, type GameState, type Rules } from '@2048kit/core';
import '../src/index.ts';
import type { Game2048 } from '../src/index.ts';

export async function mount(attributes: Record<string, string> = {}, properties: Partial<Game2048> = {}, parent: HTMLElement = document.body): Promise<Game2048> {
  const el = document.createElement('game-2048');
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  Object.assign(el, properties);
  parent.append(el);
  await el.updateComplete;
  return el;
}

export function shadow(el: Game2048): ShadowRoot {
  return el.shadowRoot!;
}

export function boardOf(el: Game2048): HTMLElement {
  return shadow(el).querySelector<HTMLElement>('[part~="board"]')!;
}

/** What the DOM shows: cell -> label of each tile on the board (tiles on their way out excluded). */
export function shownValues(el: Game2048): Map<number, number> {
  const out = new Map<number, number>();
  for (const t of shadow(el).querySelectorAll<HTMLElement>('.tile:not([data-ghost])')) {
    out.set(Number(t.dataset.cell), Number(t.dataset.value));
  }
  return out;
}

/** What the engine's board holds: cell -> value. */
export function stateValues(state: GameState): Map<number, number> {
  const out = new Map<number, number>();
  state.board.forEach((t, cell) => {
    if (t) out.set(cell, t.value);
  });
  return out;
}

/** Plays directions with the engine alone, skipping rejected ones, as the element should. */
export function playWithEngine(rules: Rules, seed: number, directions: readonly string[]): GameState {
  let state = newGame(rules, seed);
  for (const d of directions) {
    const r = move(rules, state, d);
    if (r.ok) state = r.state;
  }
  return state;
}

export function rulesOf(id: string): Rules {
  return builtinVariant(id).rules;
}

export function liveText(el: Game2048): string {
  return shadow(el).querySelector('[aria-live="polite"]')!.textContent ?? '';
}

/** Collects the events of the given types fired on `target`. */
export function record(target: EventTarget, ...types: string[]): CustomEvent[] {
  const seen: CustomEvent[] = [];
  for (const type of types) target.addEventListener(type, (e) => seen.push(e as CustomEvent));
  return seen;
}

export function pointer(target: Element, type: string, x: number, y: number): void {
  target.dispatchEvent(
    new PointerEvent(type, { clientX: x, clientY: y, pointerId: 7, isPrimary: true, button: 0, bubbles: true, composed: true, pointerType: 'touch' }),
  );
}

/** A swipe on the board from its centre by (dx, dy) pixels. */
export function swipe(el: Game2048, dx: number, dy: number): void {
  const board = boardOf(el);
  const r = board.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  pointer(board, 'pointerdown', x, y);
  pointer(board, 'pointerup', x + dx, y + dy);
}
