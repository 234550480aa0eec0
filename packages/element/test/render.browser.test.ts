// <game-2048> renders every built-in variant: cells, holes, hexagons, special tiles, themes.
import { afterEach, describe, expect, it } from 'vitest';
import { builtinVariantIds, builtinVariants } from '@2048kit/core';
import { boardOf, mount, rulesOf, shadow, shownValues, stateValues } from './helpers.ts';

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('rendering every built-in variant', () => {
  for (const id of builtinVariantIds) {
    it(`${id}: one cell per cell of the shape, holes apart, tiles where the engine put them`, async () => {
      const el = await mount({ variant: id, seed: '7', 'no-save': '' });
      const rules = rulesOf(id);
      const root = shadow(el);
      expect(root.querySelectorAll('[part="cell"]')).toHaveLength(rules.shape.cells.length);
      expect(root.querySelectorAll('[part="hole"]')).toHaveLength(rules.shape.size - rules.shape.cells.length);
      expect(shownValues(el)).toEqual(stateValues(el.state!));
      expect(root.querySelector('[part="title"]')!.textContent).toBe(rules.name);
    });
  }

  it('lays hexagons out flat-top: a column per q, neighbours at 1.5 and √3/2 steps', async () => {
    const el = await mount({ variant: 'hex', seed: '1', 'no-save': '' });
    const rules = el.rules!;
    const cells = [...shadow(el).querySelectorAll<HTMLElement>('[part="cell"]')];
    const centre = (i: number) => {
      const r = cells[i].getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height };
    };
    const at = (q: number, r: number) => rules.shape.coords.findIndex(([a, b]) => a === q && b === r);
    const origin = centre(at(0, 0));
    // Flat-top hexagon boxes are wider than tall (2 : √3).
    expect(origin.w / origin.h).toBeCloseTo(2 / Math.sqrt(3), 2);
    const se = centre(at(1, 0));
    const s = centre(at(0, 1));
    expect(s.x).toBeCloseTo(origin.x, 1);
    expect(s.y).toBeGreaterThan(origin.y);
    // Axial (1, 0): x = 1.5 size, y = √3/2 size, with size the distance centre to corner.
    const size = (s.y - origin.y) / Math.sqrt(3);
    expect(se.x - origin.x).toBeCloseTo(1.5 * size, 0);
    expect(se.y - origin.y).toBeCloseTo((Math.sqrt(3) / 2) * size, 0);
    expect(shadow(el).querySelector('.plate polygon')).not.toBeNull();
  });

  it('draws walls, blocks, bombs and multipliers distinctly, with accessible names', async () => {
    const definition = {
      format: 1,
      id: 'specials',
      name: 'Specials',
      rules: {
        board: { type: 'grid', width: 4, height: 4 },
        spawn: {
          type: 'table',
          table: [{ value: 2, weight: 1 }],
          start: 0,
          layout: [
            { at: [0, 0], kind: 'wall', life: 5 },
            { at: [1, 0], kind: 'block' },
            { at: [2, 0], value: 2, bomb: true },
            { at: [3, 0], value: 4, factor: 3 },
          ],
        },
        plugins: [{ type: 'bombs' }, { type: 'multipliers' }, { type: 'lifetimes' }],
      },
    };
    const el = await mount({ 'no-save': '', seed: '1' }, { definition });
    const tile = (cell: number) => shadow(el).querySelector<HTMLElement>(`.tile[data-cell="${cell}"]`)!;
    expect(tile(0).classList.contains('wall')).toBe(true);
    expect(tile(0).getAttribute('aria-label')).toBe('wall, 5 moves left');
    expect(tile(1).classList.contains('block')).toBe(true);
    expect(tile(2).querySelector('.badge.bomb svg')).not.toBeNull();
    expect(tile(2).getAttribute('aria-label')).toBe('2, bomb');
    expect(tile(3).querySelector('.badge.factor')!.textContent).toBe('×3');
    expect(tile(3).getAttribute('aria-label')).toContain('4');
    const bg = (cell: number) => getComputedStyle(tile(cell).querySelector('.face')!).backgroundColor;
    expect(new Set([bg(0), bg(1)]).size).toBe(2);
    expect(bg(1)).not.toBe(bg(2));
  });

  it('uses the original colours and a smaller font for longer numbers', async () => {
    const el = await mount({ variant: 'classic', seed: '3', 'no-save': '' });
    const face = shadow(el).querySelector<HTMLElement>('.tile[data-value="2"] .face, .tile[data-value="4"] .face')!;
    const expected = face.closest<HTMLElement>('.tile')!.dataset.value === '2' ? 'rgb(238, 228, 218)' : 'rgb(237, 224, 200)';
    expect(getComputedStyle(face).backgroundColor).toBe(expected);
    expect(getComputedStyle(face).color).toBe('rgb(119, 110, 101)');
    expect(getComputedStyle(boardOf(el)).backgroundColor).toBe('rgb(187, 173, 160)');
    const cell = shadow(el).querySelector('[part="cell"]')!;
    expect(getComputedStyle(cell).backgroundColor).toBe('rgb(205, 193, 180)');
  });

  it('shows Threes\' next tile, and its themed 1 and 2', async () => {
    const el = await mount({ variant: 'threes', seed: '5', 'no-save': '' });
    const preview = shadow(el).querySelector('[part="preview"] .mini')!;
    const next = el.state!.spawn.next!;
    expect(preview.textContent!.trim()).toBe(el.state!.spawn.nextIsBonus ? '+' : String(next.value));
    expect(preview.getAttribute('aria-label')).toContain('Next tile');
    const one = shadow(el).querySelector('.tile[data-value="1"] .face');
    if (one) expect(getComputedStyle(one).backgroundColor).toBe('rgb(102, 204, 255)');
  });

  it('renders theme labels as text, never as HTML, and keeps the number in the name', async () => {
    const definition = structuredClone(builtinVariants.classic) as Record<string, unknown>;
    definition.theme = { tiles: { '2': { label: '<b>x</b>', background: '#123456' }, '4': { label: '<b>y</b>' } } };
    const el = await mount({ 'no-save': '', seed: '9' }, { definition });
    const tile = shadow(el).querySelector<HTMLElement>('.tile[data-value="2"], .tile[data-value="4"]')!;
    expect(tile.querySelector('b')).toBeNull();
    expect(tile.querySelector('.label')!.textContent).toMatch(/^<b>[xy]<\/b>$/);
    expect(tile.getAttribute('aria-label')).toMatch(/^[24] \(<b>[xy]<\/b>\)$/);
  });

  it('lays the theme property over the variant and ignores invalid colours with a warning', async () => {
    const warnings: string[] = [];
    const el = document.createElement('game-2048');
    el.addEventListener('game-warning', (e) => warnings.push(e.detail.message));
    el.setAttribute('no-save', '');
    el.seed = 3;
    el.theme = { tiles: { '2': { background: '#ff0000' }, '4': { background: 'url(javascript:alert(1))' } } };
    document.body.append(el);
    await el.updateComplete;
    expect(warnings.some((w) => w.includes('theme.tiles.4.background'))).toBe(true);
    const two = shadow(el).querySelector('.tile[data-value="2"] .face');
    if (two) expect(getComputedStyle(two).backgroundColor).toBe('rgb(255, 0, 0)');
    const four = shadow(el).querySelector('.tile[data-value="4"] .face');
    if (four) expect(getComputedStyle(four).backgroundColor).toBe('rgb(237, 224, 200)');
    expect(two ?? four).not.toBeNull();
  });
});
