// Hexagonal boards: cells, the six directions' lines, and the classic line rule along each axis.
import { describe, expect, it } from 'vitest';
import { builtinVariant, hexCellCount, hexShape, slideBoard, type Board } from '../src/index.ts';
import { boardOf, listOut, variant } from './helpers.ts';

const STEPS: Record<string, [number, number]> = { n: [0, -1], ne: [1, -1], se: [1, 0], s: [0, 1], sw: [-1, 1], nw: [-1, 0] };

describe('hex shape', () => {
  it('has 3r^2+3r+1 cells with |q|, |r|, |q+r| <= r, in canonical order', () => {
    expect([1, 2, 3, 4, 5, 6].map(hexCellCount)).toEqual([7, 19, 37, 61, 91, 127]);
    for (let radius = 1; radius <= 6; radius++) {
      const shape = hexShape({ radius });
      expect(shape.size).toBe(hexCellCount(radius));
      expect(shape.cells).toHaveLength(shape.size);
      for (const [q, r] of shape.coords) expect(Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r))).toBeLessThanOrEqual(radius);
      const order = shape.coords.map(([q, r]) => q * 100 + r);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    expect(hexShape({ radius: 2 }).size).toBe(19);
  });

  it('gives each of the six directions lines that cover every cell once, front first', () => {
    const shape = hexShape({ radius: 2 });
    expect(shape.directions).toEqual(['n', 'ne', 'se', 's', 'sw', 'nw']);
    const key = (c: readonly number[]) => `${c[0]},${c[1]}`;
    const inside = new Set(shape.coords.map(key));
    for (const dir of shape.directions) {
      const lines = shape.lines[dir];
      expect(lines.map((l) => l.length).sort()).toEqual([3, 3, 4, 4, 5]);
      expect(lines.flat().sort((a, b) => a - b)).toEqual(shape.cells);
      const [dq, dr] = STEPS[dir];
      for (const line of lines) {
        const [q0, r0] = shape.coords[line[0]];
        expect(inside.has(key([q0 + dq, r0 + dr]))).toBe(false); // the front is at the edge
        for (let i = 1; i < line.length; i++) {
          const [q, r] = shape.coords[line[i]];
          const [pq, pr] = shape.coords[line[i - 1]];
          expect([q + dq, r + dr]).toEqual([pq, pr]); // each cell is one step behind the previous
        }
      }
    }
  });

  it('counts 6 neighbours at radius 1 and 18 at radius 2 around the centre', () => {
    const shape = hexShape({ radius: 2 });
    const centre = shape.coords.findIndex(([q, r]) => q === 0 && r === 0);
    expect(shape.neighbours(centre, 1)).toHaveLength(6);
    expect(shape.neighbours(centre, 2)).toHaveLength(18);
  });
});

describe('hex moves', () => {
  const hex = builtinVariant('hex').rules;
  const at = (q: number, r: number) => hex.shape.coords.findIndex(([a, b]) => a === q && b === r);
  function place(cells: [number, number, number][]): Board {
    const list: number[] = new Array(hex.shape.size).fill(0);
    for (const [q, r, v] of cells) list[at(q, r)] = v;
    return boardOf(hex, list);
  }

  it('resolves the middle se line [2,2,2,0,4] (back to front) like classic', () => {
    // The q axis through the centre, from (-2,0) at the back to (2,0) at the se front.
    const board = place([[-2, 0, 2], [-1, 0, 2], [0, 0, 2], [2, 0, 4]]);
    const r = slideBoard(hex, board, 'se')!;
    const after = listOut(r.board);
    expect([-2, -1, 0, 1, 2].map((q) => after[at(q, 0)])).toEqual([0, 0, 2, 4, 4]);
    expect(r.gained).toBe(4);
  });

  it('moves along the other axes too', () => {
    const board = place([[0, 2, 2], [0, 1, 2], [0, -1, 4], [1, -1, 8], [2, -2, 8]]);
    const n = listOut(slideBoard(hex, board, 'n')!.board);
    expect([n[at(0, -2)], n[at(0, -1)], n[at(0, 0)]]).toEqual([4, 4, 0]);
    const ne = listOut(slideBoard(hex, board, 'ne')!.board);
    expect([ne[at(2, -2)], ne[at(1, -1)]]).toEqual([16, 0]);
    const sw = listOut(slideBoard(hex, board, 'sw')!.board);
    expect([sw[at(0, 0)], sw[at(-1, 1)], sw[at(-2, 2)]]).toEqual([0, 0, 16]);
  });

  it('has six directions in the built-in variant and rejects grid directions', () => {
    expect(hex.shape.directions).toHaveLength(6);
    expect(slideBoard(hex, place([[0, 0, 2]]), 'left')).toBeNull();
  });

  it('works with other merge rules on a hexagon', () => {
    const fibHex = variant({ board: { type: 'hex', radius: 1 }, merge: { type: 'fibonacci' }, spawn: { type: 'table', table: [{ value: 1, weight: 1 }] } });
    const idx = (q: number, r: number) => fibHex.shape.coords.findIndex(([a, b]) => a === q && b === r);
    const list: number[] = new Array(7).fill(0);
    list[idx(0, -1)] = 2;
    list[idx(0, 0)] = 3;
    list[idx(0, 1)] = 5;
    const after = listOut(slideBoard(fibHex, boardOf(fibHex, list), 's')!.board);
    expect([after[idx(0, -1)], after[idx(0, 0)], after[idx(0, 1)]]).toEqual([0, 2, 8]);
  });
});
