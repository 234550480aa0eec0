// The element's pure parts, in Node: geometry, colours and themes, keys, transitions, save checks.
import { describe, expect, it } from 'vitest';
import { applyEvents, builtinVariant, canMove, move, newGame, undo, type GameState, type MoveEvent } from '@2048kit/core';
import { directionForVector, enclosingHexagon, layoutBoard } from '../src/layout.ts';
import { fontScaleFor, mergeThemes, sanitizeTheme, scaleColours, tileLook, valueScale } from '../src/look.ts';
import { keyAction } from '../src/keys.ts';
import { transitionFor } from '../src/transition.ts';
import { bestKey, outdatedKeys, parseSave, saveKey, saveRecord } from '../src/save.ts';
import { describeMove } from '../src/announce.ts';

const deg = (d: number) => (d * Math.PI) / 180;

describe('layout', () => {
  it('grid directions point where tiles travel (y down)', () => {
    const { angles } = layoutBoard(builtinVariant('classic').rules.shape);
    const byDir = Object.fromEntries(angles.map((a) => [a.direction, Math.round((a.angle * 180) / Math.PI)]));
    expect(byDir).toEqual({ up: -90, right: 0, down: 90, left: 180 });
  });

  it('hex directions are 60° apart, as the axial steps say', () => {
    const { angles, kind } = layoutBoard(builtinVariant('hex').rules.shape);
    expect(kind).toBe('hex');
    const byDir = Object.fromEntries(angles.map((a) => [a.direction, Math.round((a.angle * 180) / Math.PI)]));
    expect(byDir).toEqual({ n: -90, ne: -30, se: 30, s: 90, sw: 150, nw: -150 });
  });

  it('a swipe maps to the nearest direction; nothing past 60° away', () => {
    const { angles } = layoutBoard(builtinVariant('hex').rules.shape);
    expect(directionForVector(Math.cos(deg(-40)), Math.sin(deg(-40)), angles)).toBe('ne');
    expect(directionForVector(-1, 0.1, angles)).toMatch(/^(sw|nw)$/);
    expect(directionForVector(1, 0, [{ direction: 'up', angle: deg(-90) }])).toBeNull();
  });

  it('hex cells sit at x = 1.5 q s, y = √3 (r + q/2) s, inside the plate', () => {
    const { rules } = builtinVariant('hex');
    const layout = layoutBoard(rules.shape);
    const at = (q: number, r: number) => layout.centres[rules.shape.coords.findIndex(([a, b]) => a === q && b === r)];
    const [x0, y0] = at(0, 0);
    const [x1, y1] = at(1, 0);
    const [x2, y2] = at(0, 1);
    const s = (y2 - y0) / Math.sqrt(3);
    expect(x2).toBeCloseTo(x0);
    expect(x1 - x0).toBeCloseTo(1.5 * s);
    expect(y1 - y0).toBeCloseTo((Math.sqrt(3) / 2) * s);
    expect(layout.outline).toHaveLength(6);
    for (const [x, y] of layout.centres) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(layout.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(layout.height);
    }
  });

  it('enclosingHexagon contains every point', () => {
    const pts: [number, number][] = [[0, 0], [3, 1], [-2, 4], [1, -3], [0.5, 0.5]];
    const hexagon = enclosingHexagon(pts, 0.1);
    const inside = ([px, py]: [number, number], poly: readonly (readonly [number, number])[]) =>
      poly.every(([ax, ay], i) => {
        const [bx, by] = poly[(i + 1) % poly.length];
        return (bx - ax) * (py - ay) - (by - ay) * (px - ax) >= -1e-9;
      });
    for (const p of pts) expect(inside(p, hexagon)).toBe(true);
    expect(inside([4, 4], hexagon)).toBe(false);
  });

  it('holes keep a slot in a grid layout', () => {
    const { rules } = builtinVariant('holes');
    const layout = layoutBoard(rules.shape);
    expect(layout.origins).toHaveLength(rules.shape.size);
    expect(layout.width).toBeCloseTo(layout.height);
  });
});

describe('look', () => {
  const classic = valueScale('equal', 2048);

  it('classic values get the original colours, dark text on 2 and 4 only', () => {
    expect(scaleColours(classic(2))).toMatchObject({ background: '#eee4da', color: '#776e65' });
    expect(scaleColours(classic(4))).toMatchObject({ background: '#ede0c8', color: '#776e65' });
    expect(scaleColours(classic(8))).toMatchObject({ background: '#f2b179', color: '#f9f6f2' });
    expect(scaleColours(classic(2048)).background).toBe('#edc22e');
    expect(scaleColours(classic(4096)).background).toBe('#3c3a32');
  });

  it('other ladders climb the same scale, the goal tile gold', () => {
    const fib = valueScale('fibonacci', 2584);
    expect(scaleColours(fib(2584)).background).toBe('#edc22e');
    const shades = [1, 2, 3, 5, 8, 13].map((v) => scaleColours(fib(v)).background);
    expect(new Set(shades).size).toBe(shades.length);
    const triple = valueScale('triple', 6561);
    expect(scaleColours(triple(3)).background).toBe('#eee4da');
    expect(scaleColours(triple(6561)).background).toBe('#edc22e');
    const threes = valueScale('threes');
    expect(scaleColours(threes(3)).background).toBe('#eee4da');
    // A multiplier's 6 on a classic board sits between 4 and 8.
    const six = scaleColours(classic(6)).background;
    expect(six).not.toBe('#ede0c8');
    expect(six).not.toBe('#f2b179');
  });

  it('longer numbers get smaller fonts', () => {
    const sizes = ['8', '128', '2048', '16384', '131072'].map(fontScaleFor);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThan(sizes[i - 1]);
  });

  it('theme entries override colours and labels; names keep the number', () => {
    const theme = { tiles: { '8': { background: '#000000', color: '#ffffff', label: '🍒' }, wall: { background: 'red' } } };
    const eight = tileLook({ id: 1, value: 8 }, classic, theme);
    expect(eight).toMatchObject({ background: '#000000', color: '#ffffff', label: '🍒', name: '8 (🍒)' });
    expect(tileLook({ id: 2, value: 0, kind: 'wall' }, classic, theme).background).toBe('red');
    expect(tileLook({ id: 3, value: 2, bomb: 1, factor: 3 }, classic).name).toBe('2, bomb, times 3 multiplier');
    expect(tileLook({ id: 4, value: 0, operator: 2 }, classic).label).toBe('×2');
  });

  it('invalid theme colours never reach a style', () => {
    const { theme, problems } = sanitizeTheme({ tiles: { '2': { background: 'red;background:url(x)' }, nope: {}, '4': { label: 'a'.repeat(20) } } });
    expect(problems).toHaveLength(3);
    expect(theme.tiles!['2']).toEqual({});
    expect(tileLook({ id: 1, value: 2 }, classic, { tiles: { '2': { background: 'expression(x)' } } }).background).toBe('#eee4da');
    expect(mergeThemes({ tiles: { '2': { color: '#111' } } }, { tiles: { '2': { label: 'two' } } }).tiles!['2']).toEqual({ color: '#111', label: 'two' });
  });
});

describe('keys', () => {
  const grid = ['up', 'right', 'down', 'left'];
  const hex = ['n', 'ne', 'se', 's', 'sw', 'nw'];
  const k = (key: string, mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({ key, altKey: false, ctrlKey: false, metaKey: false, ...mods });

  it('arrows, WASD and HJKL on grids; QWEASD on hexagons', () => {
    const dirs = ['ArrowUp', 'W', 'k', 'd', 'L', 'ArrowDown', 'j', 'h'].map((key) => keyAction(k(key), 'grid', grid));
    expect(dirs.map((a) => (a?.type === 'move' ? a.direction : a?.type))).toEqual(['up', 'up', 'up', 'right', 'right', 'down', 'down', 'left']);
    const hexDirs = ['q', 'w', 'e', 'a', 's', 'd'].map((key) => keyAction(k(key), 'hex', hex));
    expect(hexDirs.map((a) => (a?.type === 'move' ? a.direction : null))).toEqual(['nw', 'n', 'ne', 'sw', 's', 'se']);
  });

  it('R, U and Ctrl/Cmd+Z; other modifiers leave keys to the browser', () => {
    expect(keyAction(k('r'), 'grid', grid)).toEqual({ type: 'new-game' });
    expect(keyAction(k('u'), 'grid', grid)).toEqual({ type: 'undo' });
    expect(keyAction(k('z', { ctrlKey: true }), 'grid', grid)).toEqual({ type: 'undo' });
    expect(keyAction(k('z', { metaKey: true }), 'grid', grid)).toEqual({ type: 'undo' });
    expect(keyAction(k('ArrowLeft', { altKey: true }), 'grid', grid)).toBeNull();
    expect(keyAction(k('r', { ctrlKey: true }), 'grid', grid)).toBeNull();
    expect(keyAction(k('x'), 'grid', grid)).toBeNull();
  });
});

describe('transitions', () => {
  it('slides, merges and spawns from a real move; merged-away tiles linger as ghosts', () => {
    const { rules } = builtinVariant('classic');
    let state: GameState = newGame(rules, 1);
    let found: { before: GameState; events: readonly MoveEvent[]; after: GameState } | null = null;
    for (let i = 0; i < 200 && !found; i++) {
      const d = ['left', 'up', 'right', 'down'].find((x) => move(rules, state, x).ok)!;
      const r = move(rules, state, d);
      if (!r.ok) break;
      if (r.events.some((e) => e.type === 'merge')) found = { before: state, events: r.events, after: r.state };
      state = r.state;
    }
    expect(found).not.toBeNull();
    const { before, events, after } = found!;
    const t = transitionFor(before.board, events, after.board);
    const merges = events.filter((e) => e.type === 'merge');
    expect(t.merged.size).toBe(merges.length);
    expect(t.ghosts).toHaveLength(merges.length * 2);
    expect(t.ghosts.every((g) => g.reason === 'merged')).toBe(true);
    expect(t.spawned.size).toBe(1);
    expect(applyEvents(before.board, events)).toEqual(after.board);
  });

  it('a tile cleared by an effect is a "removed" ghost', () => {
    const before = [{ id: 1, value: 2 }, { id: 2, value: 4 }, null, null];
    const events: MoveEvent[] = [{ type: 'effect', effect: 'bomb', cell: 1, tile: null, id: 2 }];
    const t = transitionFor(before, events, [before[0], null, null, null]);
    expect(t.ghosts).toEqual([{ tile: { id: 2, value: 4 }, cell: 1, reason: 'removed' }]);
  });
});

describe('saves', () => {
  it('keys per variant id, version and slot; older versions are found', () => {
    expect(saveKey('classic', 1)).toBe('2048kit:classic:1');
    expect(saveKey('classic', 2, 'left')).toBe('2048kit:classic:2#left');
    expect(bestKey('hex')).toBe('2048kit:hex:best');
    const keys = ['2048kit:classic:1', '2048kit:classic:0', '2048kit:classic:best', '2048kit:classic:0#left', '2048kit:classical:0'];
    expect(outdatedKeys(keys, 'classic', 1)).toEqual(['2048kit:classic:0']);
    expect(outdatedKeys(keys, 'classic', 1, 'left')).toEqual(['2048kit:classic:0#left']);
  });

  it('a save is the seed and the log: replaying it gives the same game, undos and history included', () => {
    const { rules } = builtinVariant('chaos');
    let state = newGame(rules, 8);
    for (let i = 0; i < 40; i++) {
      const d = rules.shape.directions.find((x) => move(rules, state, x).ok);
      const r = i % 7 === 6 ? undo(rules, state) : d ? move(rules, state, d) : null;
      if (r?.ok) state = r.state;
    }
    expect(state.log).toContain('undo');
    const text = saveRecord(state, true);
    expect(JSON.parse(text)).toEqual({ format: 2, seed: 8, log: state.log, board: state.board, keepPlaying: true });
    expect(parseSave(text, rules)).toEqual({ ok: true, state, keepPlaying: true });
  });

  it('refuses damaged saves with a reason', () => {
    const { rules } = builtinVariant('classic');
    const reason = (record: unknown) => {
      const r = parseSave(typeof record === 'string' ? record : JSON.stringify(record), rules);
      return r.ok ? 'accepted' : r.reason;
    };
    const board = newGame(rules, 3).board;
    expect(reason({ format: 2, seed: 3, log: [], board })).toBe('accepted');
    // The board is checked against the replay: another seed, or an engine that deals differently.
    expect(reason({ format: 2, seed: 4, log: [], board })).toContain('no longer lead to the saved board');
    expect(reason({ format: 2, seed: 3, log: [], board: board.map((t) => t && { ...t, value: t.value * 2 }) })).toContain('no longer lead');
    expect(reason('{')).toMatch(/JSON/);
    expect(reason('null')).not.toBe('accepted');
    expect(reason({ format: 1, state: newGame(rules, 3) })).toContain('not a game of format 2');
    expect(reason({ format: 2, seed: '3', log: [] })).toContain('not a game of format 2');
    expect(reason({ format: 2, seed: 3, log: 'left' })).toContain('not a game of format 2');
    expect(reason({ format: 2, seed: 3, log: ['sideways'] })).toContain('entry 0 ("sideways") was rejected');
    // A move that changes nothing was never played: the log is not this game's.
    const stuckIn = (seed: number) => rules.shape.directions.find((d) => !canMove(rules, newGame(rules, seed).board, d));
    const seed = [...Array(100).keys()].find((n) => stuckIn(n) !== undefined)!;
    expect(reason({ format: 2, seed, log: [stuckIn(seed)] })).toContain(`entry 0 ("${stuckIn(seed)}") was rejected`);
    expect(reason({ format: 2, seed: 3, log: ['undo'] })).toContain('rejected');
  });
});

describe('announcements', () => {
  it('say the direction, merges, score and outcome', () => {
    const events: MoveEvent[] = [{ type: 'merge', from: [1, 2], cell: 0, tile: { id: 3, value: 8 } }];
    expect(describeMove('left', events, 12, null)).toBe('Moved left. Merged into 8. Score 12.');
    expect(describeMove('up', [], 12, 'over')).toBe('Moved up. Score 12. Game over. Final score 12.');
    // Tiles past Number.MAX_SAFE_INTEGER do not merge, and the player is told (VARIANTS.md).
    expect(describeMove('left', [], 12, null, true)).toBe('Moved left. Some tiles are too large to merge. Score 12.');
  });
});
