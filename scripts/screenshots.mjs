// Screenshots of <game-2048> for the docs: classic, holes, hex and Threes, each a few dozen moves
// into a seeded game. Starts the examples' dev server, drives Debian's Chromium with Playwright (never a downloaded browser).
// Usage: node scripts/screenshots.mjs [outDir=docs/screenshots] [--all]  (--all: every built-in variant)
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { chromium } from 'playwright';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const all = args.includes('--all');
const outDir = args.find((a) => !a.startsWith('--')) ?? `${repo}docs/screenshots`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Which board, which seed, how many moves, and the order in which directions are tried.
const SHOTS = [
  { id: 'classic', seed: 2048, moves: 160, prefer: ['down', 'left', 'right', 'up'] },
  { id: 'holes', seed: 7, moves: 50, prefer: ['down', 'left', 'right', 'up'] },
  { id: 'hex', seed: 12, moves: 70, prefer: ['s', 'sw', 'se', 'nw', 'ne', 'n'] },
  { id: 'threes', seed: 3, moves: 60, prefer: ['down', 'left', 'right', 'up'] },
];
const GRID = ['down', 'left', 'right', 'up'];
const EXTRA = ['3x3', '5x5', '6x4', 'fibonacci', 'triple', 'obstacles', 'bombs', 'multipliers', 'chaos'].map((id) => ({ id, seed: 5, moves: 40, prefer: GRID }));

mkdirSync(outDir, { recursive: true });
const server = await createServer({ configFile: `${repo}examples/vite.config.ts`, server: { port: 5199, strictPort: false }, logLevel: 'warn' });
await server.listen();
const base = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
try {
  for (const shot of all ? [...SHOTS, ...EXTRA] : SHOTS) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 }, deviceScaleFactor: 1 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The dev server may reload the page once while it optimises dependencies: wait for quiet.
    await page.goto(`${base}?variant=${shot.id}`, { waitUntil: 'networkidle' });
    await page.waitForFunction((id) => document.querySelector('game-2048')?.rules?.id === id, shot.id);
    await page.evaluate(async ({ seed, moves, prefer }) => {
      const el = document.querySelector('game-2048');
      el.setAttribute('no-save', '');
      await el.updateComplete;
      el.newGame(seed);
      for (let i = 0; i < moves; i++) {
        for (const d of prefer) if (el.move(d)?.ok) break;
        // Stop before the end: a board in play, not an overlay.
        if (el.state.over || el.state.won) break;
      }
      await el.updateComplete;
    }, shot);
    const file = `${outDir}/${shot.id}.png`;
    await page.locator('game-2048').screenshot({ path: file });
    console.log(`wrote ${file}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
