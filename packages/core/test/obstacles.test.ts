// Holes, walls, blocks and lifetimes: what splits lines, what moves, what merges, what expires.
import { describe, expect, it } from 'vitest';
import { applyEvents, builtinVariant, gridShape, isStuck, move, newGame, slideBoard, type GameState } from '../src/index.ts';
import { cellOut, gridOf, moveLine, rowsOut, variant } from './helpers.ts';

describe('holes', () => {
  const holed = { board: { type: 'grid', width: 4, height: 2, mask: ['#.##', '####'] } };

  it('split lines: a hole is not a cell of any line', () => {
    const shape = gridShape({ width: 4, height: 2, mask: ['#.##', '####'] });
    expect(shape.cells).toEqual([0, 2, 3, 4, 5, 6, 7]);
    expect(shape.lines.left).toEqual([[0], [2, 3], [4, 5, 6, 7]]);
    expect(shape.lines.up).toEqual([[0, 4], [2, 6], [3, 7], [5]]);
    expect(shape.lines.right).toEqual([[0], [3, 2], [7, 6, 5, 4]]);
  });

  it('are never entered or crossed', () => {
    const rules = variant(holed);
    const board = gridOf(rules, [[2, 0, 2, 2], [0, 0, 0, 0]]);
    expect(rowsOut(rules, slideBoard(rules, board, 'left')!.board)).toEqual([[2, 0, 4, 0], [0, 0, 0, 0]]);
    const lone = gridOf(rules, [[0, 0, 0, 2], [0, 0, 0, 0]]);
    expect(rowsOut(rules, slideBoard(rules, lone, 'left')!.board)).toEqual([[0, 0, 2, 0], [0, 0, 0, 0]]);
    const below = gridOf(rules, [[0, 0, 0, 0], [0, 4, 0, 0]]);
    expect(slideBoard(rules, below, 'up')).toBeNull();
  });

  it('never receive a spawn in the built-in holes variant', () => {
    const { rules } = builtinVariant('holes');
    let state: GameState = newGame(rules, 11);
    const dirs = ['left', 'up', 'right', 'down'];
    for (let k = 0; k < 200 && !state.over; k++) {
      const r = move(rules, state, dirs[k % 4]);
      if (r.ok) state = r.state;
      for (const [i, t] of state.board.entries()) if (!rules.shape.isCell[i]) expect(t).toBeNull();
    }
  });
});

describe('walls', () => {
  it.each([
    [[2, 'W', 2, 2], 'left', [2, 'W', 4, 0]],
    [[0, 'W', 0, 2], 'left', [0, 'W', 2, 0]],
    [[2, 2, 'W', 0], 'right', [0, 4, 'W', 0]],
    [['W', 0, 2, 'W', 2], 'left', ['W', 2, 0, 'W', 2]],
    [[0, 0, 'W', 4], 'down', [0, 0, 'W', 4]],
  ] as const)('%j %s gives %j', (line, dir, expected) => {
    expect(moveLine({}, [...line], dir).line).toEqual(expected);
  });

  it('never move: a line of walls and packed tiles does not change', () => {
    expect(moveLine({}, ['W', 2, 'W', 4], 'left').moved).toBe(false);
    expect(moveLine({}, ['W', 'W', 0, 0], 'right').moved).toBe(false);
  });

  it('make a board stuck when nothing else can move', () => {
    const rules = variant();
    const board = gridOf(rules, [['W', 2, 'W', 4], [8, 'W', 16, 'W'], ['W', 32, 'W', 64], [2, 'W', 4, 'W']]);
    expect(isStuck(rules, board)).toBe(true);
  });
});

describe('blocks', () => {
  it.each([
    [[0, 'B', 'B', 2], 'left', ['B', 'B', 2, 0]],
    [[2, 'B', 2, 0], 'left', [2, 'B', 2, 0]],
    [['B', 2, 2, 0], 'left', ['B', 4, 0, 0]],
    [[2, 2, 'B', 0], 'right', [0, 0, 4, 'B']],
  ] as const)('%j %s gives %j', (line, dir, expected) => {
    expect(moveLine({}, [...line], dir).line).toEqual(expected);
  });

  it('slide but never merge, also in one-step mode', () => {
    expect(moveLine({}, ['B', 'B', 0, 0], 'left').moved).toBe(false);
    const oneStep = { merge: { type: 'threes' }, movement: { type: 'one-step' }, spawn: { type: 'table', table: [{ value: 3, weight: 1 }] } };
    expect(moveLine(oneStep, [3, 'B', 0, 3], 'left').line).toEqual([3, 'B', 3, 0]);
    expect(moveLine(oneStep, [0, 'B', 3, 3], 'left').line).toEqual(['B', 3, 3, 0]);
    expect(moveLine(oneStep, ['B', 'B', 3, 3], 'left').line).toEqual(['B', 'B', 6, 0]);
  });
});

describe('lifetimes', () => {
  const rules = variant({ plugins: [{ type: 'lifetimes' }] });

  function gameWith(board: GameState['board']): GameState {
    return { ...newGame(rules, 1), board, nextId: 100, over: false };
  }

  it('count down on every accepted move and remove the tile at 0', () => {
    const board = gridOf(rules, [
      [{ kind: 'wall', life: 2 }, 0, 0, 2],
      [{ kind: 'block', life: 1 }, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    const first = move(rules, gameWith(board), 'right');
    if (!first.ok) throw new Error(first.message);
    // The block slid right and then expired; the wall has one move left.
    expect(cellOut(first.state.board[0])).toEqual({ value: 0, kind: 'wall', life: 1 });
    expect(first.state.board.some((t) => t?.kind === 'block')).toBe(false);
    // The block ran out (`expire`); the wall counted down and stays (`age`).
    const effects = first.events.flatMap((e) => (e.type === 'effect' ? [[e.effect, e.tile === null]] : []));
    expect(effects).toEqual(expect.arrayContaining([['expire', true], ['age', false]]));
    expect(effects).toHaveLength(2);
    expect(applyEvents(board, first.events)).toEqual(first.state.board);

    const second = move(rules, first.state, 'left');
    if (!second.ok) throw new Error(second.message);
    expect(second.state.board.some((t) => t?.kind === 'wall')).toBe(false);
  });

  it('do not tick on a rejected move', () => {
    const board = gridOf(rules, [[{ kind: 'wall', life: 1 }, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    const g = gameWith(board);
    const r = move(rules, g, 'up');
    expect(r).toMatchObject({ ok: false, code: 'no-change' });
    expect(r.state).toBe(g);
  });

  it('work in the built-in obstacles variant: two fixed walls split the middle row', () => {
    const { rules: obstacles } = builtinVariant('obstacles');
    const g = newGame(obstacles, 5);
    expect(g.board[2 * 5 + 1]?.kind).toBe('wall');
    expect(g.board[2 * 5 + 3]?.kind).toBe('wall');
  });
});
