// Animation follows the engine's events: ghosts for merged-away tiles, pop and appear classes;
// a new move fast-forwards the previous one; prefers-reduced-motion turns it all off.
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import type { Game2048 } from '../src/index.ts';
import { mount, shadow, shownValues, stateValues } from './helpers.ts';

afterEach(async () => {
  document.body.replaceChildren();
  localStorage.clear();
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'no-preference' }] });
});

/** Plays until a move merges something; returns that move's events. */
async function playUntilMerge(el: Game2048) {
  for (let i = 0; i < 300; i++) {
    const dir = ['left', 'down', 'right', 'up'].find((d) => el.rules!.shape.lines[d] && el.move(d)?.ok);
    await el.updateComplete;
    if (!dir) break;
    const last = el.state!.log.length;
    const merged = [...shadow(el).querySelectorAll('.tile.merged')];
    if (merged.length > 0) return { merged, last };
  }
  throw new Error('no merge happened');
}

describe('animation', () => {
  it('a merge leaves its sources as ghosts under a popping tile; spawns appear', async () => {
    const el = await mount({ variant: 'classic', seed: '21', 'no-save': '' });
    const { merged } = await playUntilMerge(el);
    const ghosts = shadow(el).querySelectorAll('.tile[data-ghost]');
    expect(ghosts.length).toBe(merged.length * 2);
    for (const g of ghosts) expect(g.getAttribute('aria-hidden')).toBe('true');
    expect(shadow(el).querySelectorAll('.tile.spawned')).toHaveLength(1);
    expect(getComputedStyle(merged[0].querySelector('.face')!).animationName).toBe('pop');
    expect(getComputedStyle(merged[0]).transitionDuration).toBe('0.1s');
    // The next move fast-forwards: the old ghosts go at once, only the state's tiles and new ghosts stay.
    const before = new Set([...ghosts].map((g) => (g as HTMLElement).dataset.id));
    el.move(['left', 'down', 'right', 'up'].find((d) => el.move(d)?.ok) ?? 'left');
    await el.updateComplete;
    const after = [...shadow(el).querySelectorAll<HTMLElement>('.tile[data-ghost]')].map((g) => g.dataset.id);
    expect(after.filter((id) => before.has(id))).toEqual([]);
    expect(shownValues(el)).toEqual(stateValues(el.state!));
  });

  it('the "+N" shows the score gained', async () => {
    const el = await mount({ variant: 'classic', seed: '21', 'no-save': '' });
    await playUntilMerge(el);
    const gain = shadow(el).querySelector('[part="gain"]')!;
    expect(gain.textContent).toMatch(/^\+\d+$/);
  });

  it('with prefers-reduced-motion there are no ghosts, no pops, no slides', async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'reduce' }] });
    const el = await mount({ variant: 'classic', seed: '21', 'no-save': '' });
    for (let i = 0; i < 30; i++) el.move(['left', 'down', 'right', 'up'][i % 4]);
    await el.updateComplete;
    expect(shadow(el).querySelectorAll('.tile[data-ghost], .tile.merged, .tile.spawned')).toHaveLength(0);
    const tile = shadow(el).querySelector('.tile')!;
    expect(getComputedStyle(tile).transitionProperty === 'none' || getComputedStyle(tile).transitionDuration === '0s').toBe(true);
    expect(shownValues(el)).toEqual(stateValues(el.state!));
  });
});
