// Which key does what: pure mapping from a key event to a game action. Letters by character, so
// the same keys work with Shift or Caps Lock held.
import type { Direction } from '@2048kit/core';

export type KeyAction =
  | { readonly type: 'move'; readonly direction: Direction }
  | { readonly type: 'new-game' }
  | { readonly type: 'undo' };

export interface KeyLike {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

/** Arrows, WASD and vim's HJKL on grids. */
export const GRID_KEYS: Readonly<Record<string, Direction>> = {
  arrowup: 'up', arrowright: 'right', arrowdown: 'down', arrowleft: 'left',
  w: 'up', d: 'right', s: 'down', a: 'left',
  k: 'up', l: 'right', j: 'down', h: 'left',
};

/** Q/W/E over A/S/D on hexagons (the keys sit like the six neighbours); arrows up and down too. */
export const HEX_KEYS: Readonly<Record<string, Direction>> = {
  q: 'nw', w: 'n', e: 'ne', a: 'sw', s: 's', d: 'se',
  arrowup: 'n', arrowdown: 's',
};

/**
 * The action for a key, or null when the key is not ours. Keys with Alt, Ctrl or Meta held belong to
 * the browser, except Ctrl+Z / Cmd+Z (undo).
 */
export function keyAction(e: KeyLike, boardType: string, directions: readonly Direction[]): KeyAction | null {
  const key = e.key.toLowerCase();
  if (e.ctrlKey || e.metaKey) {
    return key === 'z' && !e.altKey ? { type: 'undo' } : null;
  }
  if (e.altKey) return null;
  if (key === 'r') return { type: 'new-game' };
  if (key === 'u') return { type: 'undo' };
  const direction = (boardType === 'hex' ? HEX_KEYS : GRID_KEYS)[key];
  return direction !== undefined && directions.includes(direction) ? { type: 'move', direction } : null;
}
