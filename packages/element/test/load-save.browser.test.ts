// Loading variants (id, URL, object) with readable errors, and saving games across reloads.
import { afterEach, describe, expect, it } from 'vitest';
import { builtinVariants, canMove } from '@2048kit/core';
import type { Game2048 } from '../src/index.ts';
import { mount, record, shadow, shownValues, stateValues } from './helpers.ts';

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

function playable(el: Game2048): string {
  return el.rules!.shape.directions.find((d) => canMove(el.rules!, el.state!.board, d))!;
}

function dataUrl(value: unknown): string {
  return `data:application/json,${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
}

describe('invalid variants show a readable error in place', () => {
  it('a definition object with bad fields lists every issue path and fires game-error', async () => {
    const definition = structuredClone(builtinVariants.classic) as { rules: { spawn: { table: { weight: number }[] }; board: { width: number } } };
    definition.rules.spawn.table[1].weight = 0;
    definition.rules.board.width = 40;
    const el = document.createElement('game-2048');
    const errors = record(el, 'game-error');
    el.definition = definition;
    document.body.append(el);
    await el.updateComplete;
    const box = shadow(el).querySelector('[part="error"]')!;
    expect(box.getAttribute('role')).toBe('alert');
    expect(box.textContent).toContain('rules.spawn.table[1].weight: must be greater than 0');
    expect(box.textContent).toContain('rules.board.width');
    expect(errors).toHaveLength(1);
    expect(errors[0].detail.source).toBe('definition');
    expect(errors[0].detail.messages).toContain('rules.spawn.table[1].weight: must be greater than 0');
    expect(el.getBoundingClientRect().height).toBeGreaterThan(100); // never a blank box
    expect(el.state).toBeNull();
  });

  it('an unknown built-in id is an error too', async () => {
    const el = await mount({ variant: 'nope' });
    expect(shadow(el).querySelector('[part="error"]')!.textContent).toContain('unknown variant "nope"');
  });

  it('src: loads a definition from a URL, and reports unreadable JSON', async () => {
    const good = { ...(builtinVariants['3x3'] as object), id: 'from-url', name: 'From a URL' };
    const el = await mount({ src: dataUrl(good), 'no-save': '' });
    await until(() => el.state !== null);
    expect(el.rules!.id).toBe('from-url');
    expect(shadow(el).querySelectorAll('[part="cell"]')).toHaveLength(9);

    const errors = record(el, 'game-error');
    el.src = dataUrl('{"format": 1,');
    await until(() => errors.length > 0);
    await el.updateComplete;
    expect(errors[0].detail.source).toBe('src');
    expect(shadow(el).querySelector('[part="error"]')!.textContent).toContain('not valid JSON');
  });

  it('a valid definition after an error brings the board back', async () => {
    const el = await mount({ variant: 'nope' });
    el.variant = 'hex';
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="error"]')).toBeNull();
    expect(shadow(el).querySelectorAll('[part="cell"]')).toHaveLength(19);
  });
});

describe('saving', () => {
  it('the game survives a reload (a new element), and the best score is kept', async () => {
    const first = await mount({ variant: 'classic', seed: '42' });
    for (let i = 0; i < 12; i++) first.move(playable(first));
    await first.updateComplete;
    const saved = first.state!;
    expect(localStorage.getItem('2048kit:classic:1')).not.toBeNull();
    first.remove();

    const again = await mount({ variant: 'classic' });
    expect(again.state).toEqual(saved);
    expect(shownValues(again)).toEqual(stateValues(saved));
    const best = shadow(again).querySelector('[part~="best"] .score-value')!.textContent;
    expect(Number(best)).toBe(saved.score);
    again.newGame(1);
    await again.updateComplete;
    expect(Number(shadow(again).querySelector('[part~="best"] .score-value')!.textContent)).toBe(saved.score);
  });

  it('a corrupt save is discarded with a warning, never a crash', async () => {
    localStorage.setItem('2048kit:classic:1', JSON.stringify({ format: 1, state: { variant: { id: 'classic', version: 1 }, board: [1, 2, 3] } }));
    const el = document.createElement('game-2048');
    const warnings = record(el, 'game-warning');
    el.setAttribute('variant', 'classic');
    document.body.append(el);
    await el.updateComplete;
    expect(warnings).toHaveLength(1);
    expect(warnings[0].detail.message).toContain('unreadable');
    expect(el.state!.moves).toBe(0);
    expect(shownValues(el)).toEqual(stateValues(el.state!));

    localStorage.setItem('2048kit:hex:1', 'not json');
    el.variant = 'hex';
    await el.updateComplete;
    expect(warnings).toHaveLength(2);
    expect(el.state!.board).toHaveLength(19);
  });

  it('a save whose moves do not replay is refused', async () => {
    const first = await mount({ variant: 'classic', seed: '42' });
    first.move(playable(first));
    await first.updateComplete;
    first.remove();
    const record0 = JSON.parse(localStorage.getItem('2048kit:classic:1')!);
    expect(record0).toEqual({ format: 2, seed: 42, log: first.state!.log, board: first.state!.board, keepPlaying: false });
    record0.log.push('sideways');
    localStorage.setItem('2048kit:classic:1', JSON.stringify(record0));
    const el = document.createElement('game-2048');
    const warnings = record(el, 'game-warning');
    el.variant = 'classic';
    document.body.append(el);
    await el.updateComplete;
    expect(warnings).toHaveLength(1);
    expect(warnings[0].detail.message).toContain('("sideways") was rejected');
    expect(el.state!.moves).toBe(0);
    expect(localStorage.getItem('2048kit:classic:1')).not.toContain('sideways');
  });

  it('a save from an older rule version is discarded with a warning', async () => {
    localStorage.setItem('2048kit:classic:0', '{}');
    const el = document.createElement('game-2048');
    const warnings = record(el, 'game-warning');
    el.variant = 'classic';
    document.body.append(el);
    await el.updateComplete;
    expect(warnings.map((w) => w.detail.message).join()).toContain('older version');
    expect(localStorage.getItem('2048kit:classic:0')).toBeNull();
  });

  it('no-save keeps storage untouched; save-slot keeps boards apart', async () => {
    const el = await mount({ variant: 'classic', seed: '3', 'no-save': '' });
    el.move(playable(el));
    await el.updateComplete;
    expect(localStorage.length).toBe(0);
    const a = await mount({ variant: 'classic', seed: '3', 'save-slot': 'left' });
    a.move(playable(a));
    await a.updateComplete;
    expect(localStorage.getItem('2048kit:classic:1#left')).not.toBeNull();
    expect(localStorage.getItem('2048kit:classic:1')).toBeNull();
  });

  it('a full or blocked storage is reported once and the game goes on', async () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    };
    try {
      const el = document.createElement('game-2048');
      const warnings = record(el, 'game-warning');
      el.variant = 'classic';
      el.seed = 4;
      document.body.append(el);
      await el.updateComplete;
      for (let i = 0; i < 5; i++) {
        el.move(playable(el));
        await el.updateComplete;
      }
      expect(el.state!.moves).toBe(5);
      expect(warnings).toHaveLength(1);
      expect(warnings[0].detail.message).toContain('Could not save');
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
