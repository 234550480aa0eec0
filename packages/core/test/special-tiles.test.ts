// Bombs, multipliers, operators and the safe-integer limit on merges.
import { describe, expect, it } from 'vitest';
import { applyEvents, equalRule, fibonacciRule, move, newGame, slideBoard, threesRule, tripleRule, type Board, type GameState } from '../src/index.ts';
import { boardOf, cellOut, gridOf, listOut, moveLine, rowsOut, variant } from './helpers.ts';

const bomb = (value: number, radius = 1) => ({ value, bomb: radius });

describe('bombs', () => {
  const board5 = (rules: ReturnType<typeof variant>): Board =>
    gridOf(rules, [
      [8, 16, 32, 64, 128],
      [16, 32, 'W', 128, 256],
      [8, 4, bomb(2), 2, 0],
      [32, 64, 8, 16, 32],
      [2, 4, 8, 16, 32],
    ]);

  it('clear the 8 neighbours on a grid, walls included, and the merged tile stays without the bomb', () => {
    const rules = variant({ board: { type: 'grid', width: 5, height: 5 }, plugins: [{ type: 'bombs' }] });
    const r = slideBoard(rules, board5(rules), 'left')!;
    expect(rowsOut(rules, r.board)).toEqual([
      [8, 16, 32, 64, 128],
      [16, 0, 0, 0, 256],
      [8, 0, 4, 0, 0],
      [32, 0, 0, 0, 32],
      [2, 4, 8, 16, 32],
    ]);
    expect(r.gained).toBe(4); // cleared tiles score nothing
  });

  it('spare walls when clearsWalls is false', () => {
    const rules = variant({ board: { type: 'grid', width: 5, height: 5 }, plugins: [{ type: 'bombs', clearsWalls: false }] });
    const r = slideBoard(rules, board5(rules), 'left')!;
    expect(rowsOut(rules, r.board)[1]).toEqual([16, 0, 'W', 0, 256]);
  });

  it('clear the 6 neighbours on a hexagon and report each as an event', () => {
    const rules = variant({ board: { type: 'hex', radius: 1 }, plugins: [{ type: 'bombs' }] });
    const at = (q: number, r: number) => rules.shape.coords.findIndex(([a, b]) => a === q && b === r);
    const cells: (number | 'W' | { value: number; bomb: number })[] = new Array(7).fill(0);
    cells[at(1, 0)] = 'W'; // the se front of the middle line
    cells[at(0, 0)] = bomb(2);
    cells[at(-1, 0)] = 2; // merges into the centre
    cells[at(1, -1)] = 8;
    cells[at(0, -1)] = 16;
    cells[at(0, 1)] = 8;
    cells[at(-1, 1)] = 16;
    const board = boardOf(rules, cells);
    const g: GameState = { ...newGame(rules, 1), board, nextId: 100, over: false };
    const r = move(rules, g, 'se');
    if (!r.ok) throw new Error(r.message);
    const bombs = r.events.filter((e) => e.type === 'effect' && e.effect === 'bomb');
    expect(bombs).toHaveLength(5); // 4 tiles and the wall; the sixth neighbour was empty
    const afterBlast = applyEvents(board, r.events.filter((e) => e.type !== 'spawn'));
    expect(listOut(afterBlast).filter((v) => v !== 0)).toEqual([4]);
    expect(afterBlast[at(0, 0)]?.bomb).toBeUndefined();
    expect(r.gained).toBe(4);
  });

  it('do nothing when the bomb does not merge', () => {
    const rules = variant({ plugins: [{ type: 'bombs' }] });
    const board = gridOf(rules, [[0, bomb(2), 4, 8], [2, 2, 2, 2], [0, 0, 0, 0], [0, 0, 0, 0]]);
    const r = slideBoard(rules, board, 'left')!;
    expect(rowsOut(rules, r.board).slice(0, 2)).toEqual([[{ value: 2, bomb: 1 }, 4, 8, 0], [4, 4, 0, 0]]);
  });

  // Regression: `bomb: true` used to become radius 1, so the plugin's `radius` never applied.
  it('spawned with `bomb: true` use the plugin\'s default radius', () => {
    const rules = variant({
      board: { type: 'grid', width: 5, height: 5 },
      spawn: {
        type: 'table',
        table: [{ value: 2, weight: 1 }],
        start: 0,
        layout: [
          { at: [0, 0], value: 2 },
          { at: [1, 0], value: 4 },
          { at: [2, 0], value: 8 },
          { at: [0, 2], value: 2, bomb: true },
          { at: [1, 2], value: 2 },
        ],
      },
      plugins: [{ type: 'bombs', radius: 2 }],
    });
    const after = rowsOut(rules, slideBoard(rules, newGame(rules, 1).board, 'left')!.board);
    expect(after[0]).toEqual([0, 0, 0, 0, 0]);
  });

  it('use the tile\'s own radius', () => {
    const rules = variant({ board: { type: 'grid', width: 5, height: 5 }, plugins: [{ type: 'bombs' }] });
    const board = gridOf(rules, [[2, 4, 8, 16, 32], [0, 0, 0, 0, 0], [bomb(2, 2), 2, 0, 0, 0], [0, 0, 0, 0, 0], [2, 4, 8, 16, 32]]);
    const after = rowsOut(rules, slideBoard(rules, board, 'left')!.board);
    // Radius 2 reaches two columns and two rows away: only columns 3 and 4 survive.
    expect(after).toEqual([[0, 0, 0, 16, 32], [0, 0, 0, 0, 0], [4, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 16, 32]]);
  });
});

describe('multipliers', () => {
  const mult = { plugins: [{ type: 'multipliers' }] };

  it('4 and a x3 4 make 12, in either order, and the result carries no factor', () => {
    expect(moveLine(mult, [4, { value: 4, factor: 3 }, 0, 0], 'left')).toEqual({ line: [12, 0, 0, 0], gained: 12, moved: true });
    expect(moveLine(mult, [{ value: 4, factor: 3 }, 4, 0, 0], 'left').line).toEqual([12, 0, 0, 0]);
    expect(moveLine(mult, [{ value: 4, factor: 3 }, 4, 0, 0], 'right').line).toEqual([0, 0, 0, 12]);
  });

  it('compare values only: a x3 2 does not merge with a 4', () => {
    expect(moveLine(mult, [{ value: 2, factor: 3 }, 4, 0, 0], 'left').moved).toBe(false);
  });

  it('once per move, front first', () => {
    expect(moveLine(mult, [4, { value: 4, factor: 3 }, 12, 0], 'left').line).toEqual([12, 12, 0, 0]);
  });
});

describe('operators', () => {
  const mult = { plugins: [{ type: 'multipliers' }] };

  it('merge with any numbered tile into the product', () => {
    expect(moveLine(mult, [5, { value: 1, operator: 3 }, 0, 0], 'left').line).toEqual([15, 0, 0, 0]);
    expect(moveLine(mult, [{ value: 1, operator: 2 }, 7, 0, 0], 'left').line).toEqual([14, 0, 0, 0]);
  });

  it('do not merge with each other, with walls or with blocks', () => {
    expect(moveLine(mult, [{ value: 1, operator: 2 }, { value: 1, operator: 3 }], 'left').moved).toBe(false);
    expect(moveLine(mult, [{ value: 1, operator: 2 }, 'B', 0], 'left').moved).toBe(false);
  });
});

describe('values near Number.MAX_SAFE_INTEGER', () => {
  const big = 2 ** 52;
  const t = (value: number) => ({ id: 0, value });

  it('stop merging instead of losing precision', () => {
    expect(moveLine({}, [big, big, 0, 0], 'left')).toEqual({ line: [big, big, 0, 0], gained: 0, moved: false });
    expect(moveLine({}, [big / 2, big / 2, 0, 0], 'left').line).toEqual([big, 0, 0, 0]);
    // A negative answer: these may merge but the value would pass the limit (the move says so).
    expect(equalRule.merge(t(big), t(big))).toBeLessThan(0);
    expect(tripleRule.merge(t(3 ** 33), t(3 ** 33), t(3 ** 33))).toBeLessThan(0);
    expect(tripleRule.merge(t(3 ** 32), t(3 ** 32), t(3 ** 32))).toBe(3 ** 33);
    expect(threesRule.merge(t(big), t(big))).toBeLessThan(0);
    expect(fibonacciRule.merge(t(8944394323791464), t(5527939700884757))).toBeLessThan(0); // F79 + F78 > 2^53
    expect(fibonacciRule.merge(t(5527939700884757), t(3416454622906707))).toBe(8944394323791464);
  });

  it('stop merging when a multiplier or operator would pass the limit', () => {
    const mult = { plugins: [{ type: 'multipliers' }] };
    const v = 4e15; // 2v is safe, 3v is not
    expect(moveLine(mult, [v, v, 0, 0], 'left').line).toEqual([2 * v, 0, 0, 0]);
    expect(moveLine(mult, [v, { value: v, factor: 3 }, 0, 0], 'left').moved).toBe(false);
    expect(moveLine(mult, [v, { value: 1, operator: 3 }, 0, 0], 'left').moved).toBe(false);
  });

  it('and the move says so (MoveResult.limited)', () => {
    const rules = variant({});
    const board = gridOf(rules, [[big, big, 2, 2], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    const game = { ...newGame(rules, 1), board, nextId: 100 };
    const r = move(rules, game, 'left');
    if (!r.ok) throw new Error(r.message);
    expect(r.limited).toBe(true);
    expect(listOut(r.state.board).slice(0, 3)).toEqual([big, big, 4]);
    const plain = move(rules, { ...game, board: gridOf(rules, [[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]) }, 'left');
    expect(plain).toMatchObject({ ok: true, limited: false });
  });

  it('leaves such a board stuck rather than wrapping', () => {
    const rules = variant({ board: { type: 'grid', width: 2, height: 2 } });
    const board = boardOf(rules, [big, big, big, big]);
    expect(slideBoard(rules, board, 'left')).toBeNull();
    expect(listOut(board).map((v) => cellOut({ id: 0, value: v as number }))).toEqual([big, big, big, big]);
  });
});
