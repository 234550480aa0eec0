// Threes: one-step movement, the threes merge rule, the deck, the preview, back-edge spawns, score.
import { describe, expect, it } from 'vitest';
import { builtinVariant, isStuck, move, newGame, threesBoardScore, type GameState, type MoveEvent } from '../src/index.ts';
import { gridOf, moveLine, variant } from './helpers.ts';

const threes = builtinVariant('threes').rules;
const threesLine = { merge: { type: 'threes' }, movement: { type: 'one-step' }, spawn: { type: 'table', table: [{ value: 3, weight: 1 }] } };

function gameWith(board: GameState['board'], seed = 1): GameState {
  const g = newGame(threes, seed);
  return { ...g, board, nextId: 100, over: isStuck(threes, board), score: threesBoardScore(board) };
}

/** Plays `count` moves, cycling through directions that are accepted. */
function play(state: GameState, count: number): { state: GameState; events: MoveEvent[][] } {
  const all: MoveEvent[][] = [];
  const dirs = ['left', 'up', 'right', 'down'];
  for (let k = 0; k < count && !state.over; k++) {
    for (let d = 0; d < 4; d++) {
      const r = move(threes, state, dirs[(k + d) % 4]);
      if (r.ok) {
        state = r.state;
        all.push([...r.events]);
        break;
      }
    }
  }
  return { state, events: all };
}

describe('threes one-step lines', () => {
  it.each([
    [[0, 0, 0, 3], 'left', [0, 0, 3, 0]],
    [[1, 1, 2, 2], 'left', [1, 3, 2, 0]],
    [[3, 3, 3, 3], 'left', [6, 3, 3, 0]],
    [[0, 1, 2, 0], 'left', [1, 2, 0, 0]],
    [[2, 1, 0, 0], 'left', [3, 0, 0, 0]],
    [[1, 1, 0, 3], 'left', [1, 1, 3, 0]],
    [[2, 2, 1, 1], 'left', [2, 3, 1, 0]],
    [[3, 6, 6, 0], 'right', [0, 3, 6, 6]],
    [[3, 6, 6, 12], 'right', [0, 3, 12, 12]],
    [[12, 6, 6, 3], 'up', [12, 12, 3, 0]],
  ] as const)('%j %s gives %j', (line, dir, expected) => {
    expect(moveLine(threesLine, [...line], dir).line).toEqual(expected);
  });

  it('never merges 1+1 or 2+2, and a full line without a fold does not move', () => {
    expect(moveLine(threesLine, [1, 1, 2, 2].reverse(), 'left').moved).toBe(true); // 2,1 folds
    expect(moveLine(threesLine, [1, 1, 3, 1], 'left').moved).toBe(false);
    expect(moveLine(threesLine, [2, 2, 6, 2], 'left').moved).toBe(false);
  });
});

describe('threes spawn', () => {
  it('starts with 9 tiles from the deck and shows the next one', () => {
    for (let seed = 0; seed < 20; seed++) {
      const g = newGame(threes, seed);
      expect(g.board.filter((t) => t !== null)).toHaveLength(9);
      expect([1, 2, 3]).toContain(g.spawn.next?.value);
      expect(g.spawn.nextIsBonus).toBe(false);
      // 9 on the board and 1 in the preview: 2 cards left in the first deck.
      expect(g.spawn.deck).toHaveLength(2);
    }
  });

  it('deals a deck of 12 (four each of 1, 2, 3) and refills it', () => {
    const g = newGame(threes, 7);
    const { state, events } = play(g, 30);
    expect(Math.max(...state.board.map((t) => t?.value ?? 0))).toBeLessThan(48); // no bonus draws yet
    const dealt = [
      ...g.board.filter((t) => t !== null).map((t) => t.value),
      ...events.map((es) => es.filter((e) => e.type === 'spawn').map((e) => e.tile.value)).flat(),
    ];
    expect(dealt.length).toBeGreaterThanOrEqual(36);
    for (let deck = 0; deck < 3; deck++) {
      const cards = dealt.slice(deck * 12, deck * 12 + 12).sort((a, b) => a - b);
      expect(cards).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    }
  });

  it('spawns the previewed tile', () => {
    let state = newGame(threes, 3);
    for (let k = 0; k < 10; k++) {
      const preview = state.spawn.next;
      const next = play(state, 1);
      const spawn = next.events[0].find((e) => e.type === 'spawn');
      expect(spawn?.type === 'spawn' && spawn.tile.value).toBe(preview?.value);
      state = next.state;
    }
  });

  it('enters on the back edge of a line that moved', () => {
    const board = gridOf(threes, [
      [1, 2, 3, 3],
      [0, 3, 0, 0],
      [3, 6, 12, 24],
      [0, 0, 0, 1],
    ]);
    // Moving left, rows 0, 1 and 3 move (row 2 cannot): the tile comes in at column 3 of one of them.
    const cells = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const r = move(threes, gameWith(board, seed), 'left');
      if (!r.ok) throw new Error(r.message);
      const spawn = r.events.find((e) => e.type === 'spawn');
      if (spawn?.type !== 'spawn') throw new Error('no spawn');
      cells.add(spawn.cell);
    }
    expect([...cells].sort((a, b) => a - b)).toEqual([3, 7, 15]);
    // Moving up: columns 0 and 3 move... and the tile comes in on the bottom row.
    const up = move(threes, gameWith(board, 5), 'up');
    const spawn = up.ok ? up.events.find((e) => e.type === 'spawn') : undefined;
    expect(spawn?.type === 'spawn' && spawn.cell >= 12).toBe(true);
  });

  it('draws bonus tiles only when the highest tile is 48 or more', () => {
    const low = gridOf(threes, [[24, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    const high = gridOf(threes, [[96, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    let lowBonus = 0;
    let highBonus = 0;
    const bonusValues = new Set<number>();
    const runs = 1000;
    for (let seed = 0; seed < runs; seed++) {
      const a = move(threes, gameWith(low, seed), 'right');
      const b = move(threes, gameWith(high, seed), 'right');
      if (a.state.spawn.nextIsBonus) lowBonus++;
      if (b.state.spawn.nextIsBonus) {
        highBonus++;
        bonusValues.add(b.state.spawn.next!.value);
      }
    }
    expect(lowBonus).toBe(0);
    // 1/21 of draws: about 48 in 1000.
    expect(highBonus).toBeGreaterThan(25);
    expect(highBonus).toBeLessThan(75);
    // From 6 up to highest / 8 = 12.
    expect([...bonusValues].sort((a, b) => a - b)).toEqual([6, 12]);
  });
});

describe('threes score', () => {
  it('counts 3^(log2(v/3)+1) for each tile of 3 or more', () => {
    const board = gridOf(threes, [[1, 2, 3, 6], [12, 24, 0, 0], [0, 0, 0, 0], [0, 0, 0, 48]]);
    expect(threesBoardScore(board)).toBe(3 + 9 + 27 + 81 + 243);
  });

  it('is the score of the board after each move', () => {
    const board = gridOf(threes, [[1, 2, 0, 0], [3, 3, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    const g = gameWith(board);
    expect(g.score).toBe(6);
    const r = move(threes, g, 'left');
    if (!r.ok) throw new Error(r.message);
    expect(r.state.score).toBe(threesBoardScore(r.state.board));
    expect(r.gained).toBe(r.state.score - 6);
  });

  it('has no goal tile and keeps going', () => {
    expect(threes.goal.tile).toBeUndefined();
    expect(threes.keepGoing).toBe(true);
  });
});

describe('threes preview when nothing can spawn', () => {
  it('keeps the shown tile for the next move instead of drawing another', () => {
    // Walls along the right edge: moving left, every moved line's back edge is a wall, so no spawn.
    const walled = variant({
      merge: { type: 'threes' },
      movement: { type: 'one-step' },
      scoring: { type: 'threes' },
      spawn: {
        type: 'table',
        deck: { cards: [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3] },
        start: 3,
        placement: 'back-edge-of-moved-line',
        preview: true,
        layout: [0, 1, 2, 3].map((y) => ({ at: [3, y], kind: 'wall' })),
      },
    });
    let state = newGame(walled, 1);
    for (let k = 0; k < 20; k++) {
      const shown = state.spawn;
      const r = move(walled, state, 'left');
      if (!r.ok) break;
      expect(r.events.some((e) => e.type === 'spawn')).toBe(false);
      expect(r.state.spawn).toEqual(shown);
      state = r.state;
    }
    expect(state.moves).toBeGreaterThan(0);
  });
});
