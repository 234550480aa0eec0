// The library build (dist/game-2048.js: minified, its templates and styles minified by the build)
// against the same behaviour the other tests check on the source: built in memory, run in Chromium.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { build, type Rolldown } from 'vite';
import { expect, it } from 'vitest';

const config = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];

let built: Promise<string> | undefined;

/** Builds once for all the tests of this file. */
function bundle(): Promise<string> {
  built ??= build({ configFile: config, logLevel: 'silent', build: { write: false } }).then((out) => {
    const [first] = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
    return first.output.find((o): o is Rolldown.OutputChunk => o.type === 'chunk' && o.isEntry)!.code;
  });
  return built;
}

it('fits the page budget: lit + core + schema + element <= 35 KB gzip (scripts/bundle-size.mjs has the parts)', async () => {
  expect(gzipSync(await bundle(), { level: 9 }).length).toBeLessThanOrEqual(35 * 1024);
});

it('the minified library build renders, styles, plays and reports errors like the source', async () => {
  const code = await bundle();
  expect(code).not.toMatch(/\n\s{4,}</); // templates lost their indentation
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<game-2048 variant="classic" seed="42" no-save></game-2048><game-2048 variant="hex" seed="3" no-save></game-2048><game-2048 variant="nope"></game-2048>');
    await page.addScriptTag({ content: code, type: 'module' });
    const seen = await page.evaluate(async () => {
      type Board = HTMLElement & { updateComplete: Promise<boolean>; state: { board: ({ value: number } | null)[] } | null };
      const [classic, hex, broken] = [...document.querySelectorAll<Board>('game-2048')];
      await customElements.whenDefined('game-2048');
      for (const el of [classic, hex, broken]) await el.updateComplete;
      const root = classic.shadowRoot!;
      const board = root.querySelector<HTMLElement>('.board')!;
      for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft']) {
        board.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
      }
      await classic.updateComplete;
      const shown = [...root.querySelectorAll<HTMLElement>('.tile:not([data-ghost])')].map((t) => [Number(t.dataset.cell), Number(t.dataset.value)]);
      const expected = classic.state!.board.flatMap((t, cell) => (t ? [[cell, t.value]] : []));
      const face = root.querySelector('.tile .face')!;
      const hexCell = hex.shadowRoot!.querySelector('[part="cell"]')!;
      return {
        moves: (classic.state as unknown as { moves: number }).moves,
        shown: shown.sort((a, b) => a[0] - b[0]),
        expected,
        cells: root.querySelectorAll('[part="cell"]').length,
        hexCells: hex.shadowRoot!.querySelectorAll('[part="cell"]').length,
        title: root.querySelector('[part="title"]')!.textContent,
        goal: root.querySelector('.goal')!.textContent!.trim(),
        help: root.querySelector('#help')!.textContent!.trim(),
        buttons: [...root.querySelectorAll('button')].map((b) => b.textContent!.trim()),
        boardBackground: getComputedStyle(board).backgroundColor,
        faceRadius: getComputedStyle(face).borderRadius,
        slide: getComputedStyle(root.querySelector('.tile')!).transitionDuration,
        hexClip: getComputedStyle(hexCell).clipPath,
        error: broken.shadowRoot!.querySelector<HTMLElement>('[part="error"]')!.innerText.replace(/\s+/g, ' ').trim(),
      };
    });
    expect(seen.moves).toBeGreaterThan(0);
    expect(seen.shown).toEqual(seen.expected);
    expect(seen.cells).toBe(16);
    expect(seen.hexCells).toBe(19);
    expect(seen.title).toBe('Classic 2048');
    expect(seen.goal).toBe('Join the tiles, get to 2048!');
    expect(seen.help).toBe('Arrow keys, W A S D or H J K L move the tiles. R starts a new game.');
    expect(seen.buttons).toEqual(['New game']);
    expect(seen.boardBackground).toBe('rgb(187, 173, 160)');
    expect(seen.faceRadius).toBe('4px');
    expect(seen.slide).toBe('0.1s');
    expect(seen.hexClip).toMatch(/^polygon/);
    expect(seen.error).toMatch(/^This variant cannot be played The variant \("nope"\) has a problem: variant: unknown variant "nope"/);
  } finally {
    await browser.close();
  }
});
