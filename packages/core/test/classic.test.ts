// Classic 2048, the hand cases of VARIANTS.md: line resolution, score, spawn, start, goal, game over.
import { describe, expect, it } from 'vitest';
import { builtinVariant, canMove, isStuck, move, newGame, slideBoard, type GameState } from '../src/index.ts';
import { gridOf, moveLine, rowsOut, variant } from './helpers.ts';

const classic = builtinVariant('classic').rules;

/** A game of `rules` whose board is set by hand. */
function gameWith(rules: typeof classic, board: ReturnType<typeof gridOf>, seed = 1): GameState {
  const g = newGame(rules, seed);
  return { ...g, board, nextId: 100, over: isStuck(rules, board) };
}

describe('classic lines', () => {
  it.each([
    [[2, 2, 2, 2], [4, 4, 0, 0]],
    [[2, 2, 4, 0], [4, 4, 0, 0]],
    [[4, 4, 8, 8], [8, 16, 0, 0]],
    [[2, 2, 2, 0], [4, 2, 0, 0]],
    [[0, 0, 0, 2], [2, 0, 0, 0]],
    [[2, 0, 0, 2], [4, 0, 0, 0]],
    [[4, 2, 2, 4], [4, 4, 4, 0]],
    [[8, 4, 2, 2], [8, 4, 4, 0]],
  ])('%j left gives %j', (line, expected) => {
    expect(moveLine({}, line, 'left').line).toEqual(expected);
  });

  it('resolves front first toward the right too', () => {
    expect(moveLine({}, [0, 2, 2, 2], 'right').line).toEqual([0, 0, 2, 4]);
    expect(moveLine({}, [2, 2, 2, 2], 'right').line).toEqual([0, 0, 4, 4]);
  });

  it('column [0,2,2,4] moved down gives [0,0,4,4]', () => {
    expect(moveLine({}, [0, 2, 2, 4], 'down').line).toEqual([0, 0, 4, 4]);
    expect(moveLine({}, [0, 2, 2, 4], 'up').line).toEqual([4, 4, 0, 0]);
  });

  it('a line that cannot move does not change', () => {
    expect(moveLine({}, [2, 4, 8, 16], 'left')).toEqual({ line: [2, 4, 8, 16], gained: 0, moved: false });
  });

  it('works on a whole board in all four directions', () => {
    const board = gridOf(classic, [
      [2, 0, 2, 4],
      [0, 0, 0, 0],
      [2, 4, 0, 4],
      [4, 4, 8, 8],
    ]);
    expect(rowsOut(classic, slideBoard(classic, board, 'left')!.board)).toEqual([
      [4, 4, 0, 0],
      [0, 0, 0, 0],
      [2, 8, 0, 0],
      [8, 16, 0, 0],
    ]);
    expect(rowsOut(classic, slideBoard(classic, board, 'up')!.board)).toEqual([
      [4, 8, 2, 8],
      [4, 0, 8, 8],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(rowsOut(classic, slideBoard(classic, board, 'down')!.board)).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [4, 0, 2, 8],
      [4, 8, 8, 8],
    ]);
  });
});

describe('classic score', () => {
  it('adds the value of each tile made by a merge', () => {
    expect(moveLine({}, [2, 2, 4, 4], 'left').gained).toBe(12);
    expect(moveLine({}, [4, 4, 8, 8], 'left').gained).toBe(24);
    expect(moveLine({}, [2, 2, 2, 0], 'left').gained).toBe(4);
    const g = gameWith(classic, gridOf(classic, [[2, 2, 4, 4], [8, 8, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]));
    const r = move(classic, { ...g, score: 10 }, 'left');
    expect(r.ok && r.gained).toBe(28);
    expect(r.state.score).toBe(38);
  });
});

describe('classic spawn', () => {
  it('starts with 2 tiles of 2 or 4', () => {
    for (let seed = 0; seed < 50; seed++) {
      const tiles = newGame(classic, seed).board.filter((t) => t !== null);
      expect(tiles).toHaveLength(2);
      for (const t of tiles) expect([2, 4]).toContain(t.value);
    }
  });

  it('spawns exactly one tile, in a cell left empty by the move, only after a changing move', () => {
    const g = gameWith(classic, gridOf(classic, [[2, 0, 0, 2], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]));
    const r = move(classic, g, 'left');
    if (!r.ok) throw new Error(r.message);
    const spawns = r.events.filter((e) => e.type === 'spawn');
    expect(spawns).toHaveLength(1);
    expect(spawns[0].cell).not.toBe(0); // the merged 4 is there
    expect(r.state.board.filter((t) => t !== null)).toHaveLength(2);
    expect(r.state.moves).toBe(1);

    const stuckLeft = gameWith(classic, gridOf(classic, [[2, 4, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]));
    const rejected = move(classic, stuckLeft, 'left');
    expect(rejected).toMatchObject({ ok: false, code: 'no-change' });
    expect(rejected.state).toBe(stuckLeft); // nothing else happens: no spawn, no move count, no log
  });

  it('draws 2 and 4 about 9:1 and uses every empty cell (deterministic over seeds)', () => {
    let twos = 0;
    let fours = 0;
    const cells = new Set<number>();
    for (let seed = 0; seed < 3000; seed++) {
      for (const [cell, t] of newGame(classic, seed).board.entries()) {
        if (t === null) continue;
        cells.add(cell);
        if (t.value === 2) twos++;
        else if (t.value === 4) fours++;
      }
    }
    expect(twos + fours).toBe(6000);
    const share = fours / 6000;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
    expect(cells.size).toBe(16);
  });

  it('draws the value before the cell, both from the game generator', () => {
    const a = newGame(classic, 42);
    const b = newGame(classic, 42);
    expect(b).toEqual(a);
    expect(newGame(classic, 43).rng).not.toEqual(a.rng);
  });
});

describe('classic goal', () => {
  const nearWin = gridOf(classic, [[1024, 1024, 0, 0], [2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);

  it('is won on the move that makes 2048, and play goes on', () => {
    const r = move(classic, gameWith(classic, nearWin), 'left');
    if (!r.ok) throw new Error(r.message);
    expect(r.won).toBe(true);
    expect(r.state.won).toBe(true);
    expect(r.state.over).toBe(false);
    const next = move(classic, r.state, 'right');
    expect(next.ok).toBe(true);
    expect(next.ok && next.won).toBe(false); // only the first time
    expect(next.state.won).toBe(true);
  });

  it('ends the game at the goal when keepGoing is false', () => {
    const strict = variant({ goal: { tile: 2048, keepGoing: false } });
    const r = move(strict, gameWith(strict, nearWin), 'left');
    expect(r.ok && r.won).toBe(true);
    expect(r.state.over).toBe(true);
    expect(move(strict, r.state, 'right')).toMatchObject({ ok: false, code: 'game-over' });
  });

  it('can be a score', () => {
    const byScore = variant({ goal: { score: 8 } });
    const g = gameWith(byScore, gridOf(byScore, [[4, 4, 0, 0], [2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]));
    const r = move(byScore, g, 'left');
    expect(r.ok && r.won).toBe(true);
  });
});

describe('classic game over', () => {
  it('is over when no direction changes the board', () => {
    const board = gridOf(classic, [
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 8],
      [8, 8, 32, 64],
    ]);
    const g = gameWith(classic, board);
    expect(g.over).toBe(false);
    const r = move(classic, g, 'left');
    if (!r.ok) throw new Error(r.message);
    // Whatever spawns in the last cell (2 or 4), nothing can move any more.
    expect(rowsOut(classic, r.state.board)[3].slice(0, 3)).toEqual([16, 32, 64]);
    expect(r.state.over).toBe(true);
    expect(move(classic, r.state, 'up')).toMatchObject({ ok: false, code: 'game-over' });
  });

  it('is not over on a full board with equal neighbours', () => {
    const board = gridOf(classic, [
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 4],
      [4, 2, 4, 4],
    ]);
    expect(isStuck(classic, board)).toBe(false);
  });

  it('is computed by trying the rule, not by an equal-neighbour test', () => {
    const fib = variant({ merge: { type: 'fibonacci' }, spawn: { type: 'table', table: [{ value: 1, weight: 1 }] } });
    const twos = gridOf(fib, [[2, 2, 2, 2], [2, 2, 2, 2], [2, 2, 2, 2], [2, 2, 2, 2]]);
    expect(isStuck(fib, twos)).toBe(true);
    expect(isStuck(classic, twos)).toBe(false);
  });

  it('rejects an unknown direction with a code', () => {
    const g = newGame(classic, 1);
    expect(move(classic, g, 'ne')).toMatchObject({ ok: false, code: 'unknown-direction' });
  });

  it('treats names of Object.prototype members as unknown directions, never crashing', () => {
    const g = newGame(classic, 1);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(move(classic, g, name)).toMatchObject({ ok: false, code: 'unknown-direction' });
      expect(slideBoard(classic, g.board, name)).toBeNull();
      expect(canMove(classic, g.board, name)).toBe(false);
    }
  });
});
