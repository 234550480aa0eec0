// Playing <game-2048>: keys, swipes, undo, overlays, events, live region, several boards.
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { canMove, type GameState } from '@2048kit/core';
import type { Game2048 } from '../src/index.ts';
import { boardOf, liveText, mount, playWithEngine, record, rulesOf, shadow, shownValues, stateValues, swipe } from './helpers.ts';

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

async function press(el: Game2048, keys: string): Promise<void> {
  boardOf(el).focus();
  await userEvent.keyboard(keys);
  await el.updateComplete;
}

describe('keyboard', () => {
  it('arrows, WASD and HJKL move the tiles; the DOM ends as the engine says', async () => {
    const el = await mount({ variant: 'classic', seed: '42', 'no-save': '' });
    const moves = record(el, 'game-move');
    await press(el, '{ArrowLeft}{ArrowUp}dskhjl{ArrowRight}{ArrowDown}');
    const expected = playWithEngine(rulesOf('classic'), 42, ['left', 'up', 'right', 'down', 'up', 'left', 'down', 'right', 'right', 'down']);
    expect(el.state!.board).toEqual(expected.board);
    expect(el.state!.score).toBe(expected.score);
    expect(shownValues(el)).toEqual(stateValues(expected));
    expect(moves.length).toBe(expected.moves);
    expect(shadow(el).querySelector('[part~="score"] .score-value')!.textContent).toBe(String(expected.score));
  });

  it('Q/W/E/A/S/D play the six hexagon directions', async () => {
    const el = await mount({ variant: 'hex', seed: '11', 'no-save': '' });
    await press(el, 'qweasdqweasd');
    const expected = playWithEngine(rulesOf('hex'), 11, ['nw', 'n', 'ne', 'sw', 's', 'se', 'nw', 'n', 'ne', 'sw', 's', 'se']);
    expect(el.state!.log).toEqual(expected.log);
    expect(shownValues(el)).toEqual(stateValues(expected));
  });

  it('rapid input is neither lost nor doubled', async () => {
    const el = await mount({ variant: 'classic', seed: '5', 'no-save': '' });
    const keys = ['left', 'down', 'right', 'up', 'left', 'down', 'right', 'up', 'left', 'down'];
    boardOf(el).focus();
    // Synchronous key events: no frame, no animation end in between.
    for (const k of keys) {
      boardOf(el).dispatchEvent(new KeyboardEvent('keydown', { key: `Arrow${k[0].toUpperCase()}${k.slice(1)}`, bubbles: true, composed: true, cancelable: true }));
    }
    await el.updateComplete;
    const expected = playWithEngine(rulesOf('classic'), 5, keys);
    expect(el.state!.log).toEqual(expected.log);
    expect(shownValues(el)).toEqual(stateValues(expected));
  });

  it('ignores keys with Ctrl, Alt or Meta, and keeps mapped keys from scrolling', async () => {
    const el = await mount({ variant: 'classic', seed: '42', 'no-save': '' });
    const key = (init: KeyboardEventInit) => {
      const e = new KeyboardEvent('keydown', { bubbles: true, composed: true, cancelable: true, ...init });
      boardOf(el).dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(key({ key: 'ArrowLeft', altKey: true })).toBe(false);
    expect(key({ key: 'a', ctrlKey: true })).toBe(false);
    expect(key({ key: 'ArrowUp', metaKey: true })).toBe(false);
    expect(key({ key: 'x' })).toBe(false);
    expect(key({ key: 'z', ctrlKey: true })).toBe(false); // classic has no undo: Ctrl+Z is the page's
    expect(el.state!.moves).toBe(0);
    expect(key({ key: 'ArrowLeft' }) && key({ key: 'ArrowRight' })).toBe(true);
  });

  it('R starts a new game', async () => {
    const el = await mount({ variant: 'classic', seed: '42', 'no-save': '' });
    await press(el, '{ArrowLeft}{ArrowUp}');
    expect(el.state!.moves).toBeGreaterThan(0);
    await press(el, 'r');
    expect(el.state!.moves).toBe(0);
    expect(el.state!.score).toBe(0);
  });
});

describe('swipe', () => {
  it('a swipe plays the direction nearest its angle (grid)', async () => {
    const el = await mount({ variant: 'classic', seed: '42', 'no-save': '' });
    const rules = el.rules!;
    const tries: [string, number, number][] = [['left', -80, 5], ['up', 4, -80], ['right', 80, -6], ['down', -3, 80]];
    const played: string[] = [];
    for (const [dir, dx, dy] of tries) {
      const before: GameState = el.state!;
      swipe(el, dx, dy);
      if (canMove(rules, before.board, dir)) played.push(dir);
    }
    await el.updateComplete;
    expect(played.length).toBeGreaterThan(0);
    expect(el.state!.log).toEqual(played);
    expect(shownValues(el)).toEqual(stateValues(el.state!));
  });

  it('a short drag is not a swipe', async () => {
    const el = await mount({ variant: 'classic', seed: '42', 'no-save': '' });
    swipe(el, -6, 0);
    swipe(el, 0, 8);
    expect(el.state!.moves).toBe(0);
  });

  it('on a hexagon, six directions by angle', async () => {
    const el = await mount({ variant: 'hex', seed: '3', 'no-save': '' });
    const rules = el.rules!;
    const angles: Record<string, number> = { ne: -30, se: 30, s: 90, sw: 150, nw: -150, n: -90 };
    const played: string[] = [];
    for (const [dir, deg] of Object.entries(angles)) {
      const a = (deg * Math.PI) / 180;
      const before = el.state!;
      swipe(el, 90 * Math.cos(a), 90 * Math.sin(a));
      if (canMove(rules, before.board, dir)) played.push(dir);
    }
    expect(played.length).toBeGreaterThan(1);
    expect(el.state!.log).toEqual(played);
  });
});

describe('undo, overlays and buttons', () => {
  it('undo takes back the last move, by button and by key; no undo button where undo is off', async () => {
    const el = await mount({ variant: 'chaos', seed: '8', 'no-save': '' });
    const start = el.state!;
    const undoButton = () => shadow(el).querySelector<HTMLButtonElement>('.buttons .undo')!;
    expect(undoButton().disabled).toBe(true);
    const rules = el.rules!;
    const dir = rules.shape.directions.find((d) => canMove(rules, start.board, d))!;
    el.move(dir);
    await el.updateComplete;
    const afterMove = el.state!;
    expect(undoButton().disabled).toBe(false);
    undoButton().click();
    await el.updateComplete;
    expect(el.state!.board).toEqual(start.board);
    expect(el.state!.score).toBe(start.score);
    expect(shownValues(el)).toEqual(stateValues(start));
    el.move(dir);
    await el.updateComplete;
    expect(el.state!.board).toEqual(afterMove.board); // same spawn again: undo cannot re-roll
    await press(el, 'u');
    expect(el.state!.board).toEqual(start.board);
    el.move(dir);
    await press(el, '{Control>}z{/Control}');
    expect(el.state!.board).toEqual(start.board);

    const classic = await mount({ variant: 'classic', 'no-save': '' });
    expect(shadow(classic).querySelector('.undo')).toBeNull();
  });

  it('win overlay with "Keep going"; game-won fires once', async () => {
    const definition = {
      format: 1,
      id: 'to-eight',
      name: 'To eight',
      rules: {
        board: { type: 'grid', width: 3, height: 3 },
        spawn: { type: 'table', table: [{ value: 2, weight: 1 }] },
        goal: { tile: 8, keepGoing: true },
      },
    };
    const el = await mount({ 'no-save': '', seed: '2' }, { definition });
    const won = record(el, 'game-won');
    for (let i = 0; i < 200 && !el.state!.won && !el.state!.over; i++) {
      const dir = ['left', 'down', 'right', 'up'].find((d) => canMove(el.rules!, el.state!.board, d))!;
      el.move(dir);
    }
    await el.updateComplete;
    expect(el.state!.won).toBe(true);
    expect(won).toHaveLength(1);
    const overlay = shadow(el).querySelector('[part="overlay"]')!;
    expect(overlay.textContent).toContain('You win!');
    expect(liveText(el)).toContain('You win!');
    const movesBefore = el.state!.moves;
    expect(el.move('left')).toBeNull(); // the overlay holds the board until the player decides
    expect(el.state!.moves).toBe(movesBefore);
    shadow(el).querySelector<HTMLButtonElement>('.keep-going')!.click();
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="overlay"]')).toBeNull();
    const dir = ['left', 'down', 'right', 'up'].find((d) => canMove(el.rules!, el.state!.board, d));
    if (dir) expect(el.move(dir)?.ok).toBe(true);
    expect(won).toHaveLength(1);
  });

  it('game-over overlay with "Try again"', async () => {
    // Triples never merge on a 2x2 board: it fills up after two moves.
    const definition = {
      format: 1,
      id: 'stuck',
      name: 'Stuck',
      rules: {
        board: { type: 'grid', width: 2, height: 2 },
        merge: { type: 'triple' },
        spawn: { type: 'table', table: [{ value: 3, weight: 1 }] },
      },
    };
    const el = await mount({ 'no-save': '', seed: '4' }, { definition });
    const over = record(el, 'game-over');
    for (let i = 0; i < 10 && !el.state!.over; i++) {
      el.move(['left', 'down', 'right', 'up'].find((d) => canMove(el.rules!, el.state!.board, d))!);
    }
    await el.updateComplete;
    expect(el.state!.over).toBe(true);
    expect(over).toHaveLength(1);
    expect(shadow(el).querySelector('[part="overlay"]')!.textContent).toContain('Game over');
    expect(liveText(el)).toContain('Game over');
    const ready = record(el, 'game-ready');
    shadow(el).querySelector<HTMLButtonElement>('.try-again')!.click();
    await el.updateComplete;
    expect(ready).toHaveLength(1);
    expect(ready[0].detail).toEqual({ variant: { id: 'stuck', version: 1, name: 'Stuck' }, state: el.state, restored: false });
    expect(el.state!.over).toBe(false);
    expect(el.state!.moves).toBe(0);
    expect(shadow(el).querySelector('[part="overlay"]')).toBeNull();
  });
});

describe('events, live region, several boards', () => {
  it('game-move bubbles out of shadow roots with the direction, gain, events and score', async () => {
    const wrapper = document.createElement('div');
    const inner = wrapper.attachShadow({ mode: 'open' });
    document.body.append(wrapper);
    const el = await mount({ variant: 'classic', seed: '42', 'no-save': '' }, {}, inner as unknown as HTMLElement);
    const seen = record(document, 'game-move');
    const result = el.move(el.rules!.shape.directions.find((d) => canMove(el.rules!, el.state!.board, d))!)!;
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(1);
    const detail = seen[0].detail;
    expect(detail.direction).toBe(el.state!.log[0]);
    expect(detail.score).toBe(el.state!.score);
    expect(detail.events.length).toBeGreaterThan(0);
    expect(typeof detail.gained).toBe('number');
  });

  it('game-ready tells of each game put on the board: on load and on every new deal, with its seed', async () => {
    const el = document.createElement('game-2048');
    const ready = record(document, 'game-ready');
    el.setAttribute('no-save', '');
    el.seed = 42;
    document.body.append(el);
    await el.updateComplete;
    const variant = { id: 'classic', version: 1, name: el.rules!.name };
    expect(ready.map((e) => e.detail)).toEqual([{ variant, state: el.state, restored: false }]);
    expect(el.state!.seed).toBe(42);

    el.move(el.rules!.shape.directions.find((d) => canMove(el.rules!, el.state!.board, d))!);
    shadow(el).querySelector<HTMLButtonElement>('.new-game')!.click();
    await el.updateComplete;
    expect(ready).toHaveLength(2);
    expect(ready[1].target).toBe(el);
    expect(ready[1].detail).toEqual({ variant, state: el.state, restored: false });
    expect(el.state!.moves).toBe(0);

    await press(el, 'r');
    expect(ready).toHaveLength(3);
    expect(ready[2].detail.state).toBe(el.state);

    el.newGame(7);
    expect(ready).toHaveLength(4);
    expect(ready[3].detail.state.seed).toBe(7);
    expect(ready[3].detail.state).toBe(el.state);
  });

  it('announces moves, merges and score politely', async () => {
    const el = await mount({ variant: 'classic', seed: '42', 'no-save': '' });
    const live = shadow(el).querySelector('[aria-live="polite"]')!;
    expect(live.getAttribute('role')).toBe('status');
    const dir = el.rules!.shape.directions.find((d) => canMove(el.rules!, el.state!.board, d))!;
    el.move(dir);
    await el.updateComplete;
    expect(liveText(el)).toContain(`Moved ${dir}.`);
    expect(liveText(el)).toContain(`Score ${el.state!.score}.`);
    // Find a merge and check it is announced.
    for (let i = 0; i < 50; i++) {
      const d = ['left', 'up', 'right', 'down'].find((x) => canMove(el.rules!, el.state!.board, x))!;
      const r = el.move(d)!;
      if (r.ok && r.events.some((e) => e.type === 'merge')) break;
    }
    await el.updateComplete;
    expect(liveText(el)).toMatch(/Merged into \d+/);
  });

  it('the board is focusable, labelled and its tiles are named by their numbers', async () => {
    const el = await mount({ variant: 'classic', seed: '42', 'no-save': '' });
    const board = boardOf(el);
    expect(board.tabIndex).toBe(0);
    expect(board.getAttribute('aria-label')).toBe(`${el.rules!.name} board`);
    board.focus();
    expect(el.shadowRoot!.activeElement).toBe(board);
    for (const tile of shadow(el).querySelectorAll<HTMLElement>('.tile')) {
      expect(tile.getAttribute('aria-label')).toBe(tile.dataset.value);
    }
  });

  it('two boards on one page play independently', async () => {
    const a = await mount({ variant: 'classic', seed: '1', 'save-slot': 'a' });
    const b = await mount({ variant: 'classic', seed: '1', 'save-slot': 'b' });
    const bMoves = record(b, 'game-move');
    const bBefore = b.state!;
    await press(a, '{ArrowLeft}{ArrowUp}{ArrowRight}');
    expect(a.state!.moves).toBeGreaterThan(0);
    expect(b.state).toBe(bBefore);
    expect(bMoves).toHaveLength(0);
    const dir = ['down', 'left', 'up', 'right'].find((d) => canMove(b.rules!, b.state!.board, d))!;
    const aLog = a.state!.log;
    await press(b, `{Arrow${dir[0].toUpperCase()}${dir.slice(1)}}`);
    expect(b.state!.log).toEqual([dir]);
    expect(a.state!.log).toBe(aLog);
    expect(shownValues(a)).toEqual(stateValues(a.state!));
    expect(shownValues(b)).toEqual(stateValues(b.state!));
  });
});
