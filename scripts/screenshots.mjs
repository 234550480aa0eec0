// Screenshots of <game-2048> for the docs: classic, holes, hex and Threes, each a few dozen moves
// into a seeded game. Starts the examples' dev server, drives Debian's Chromium with Playwright (never a downloaded browser).
// Usage: node scripts/screenshots.mjs [outDir=docs/screenshots] [--all] [--bundle]
//   --all: every built-in variant; --bundle: the minified library build (dist/game-2048.js, built
//   first, shown through the embed page) instead of the source, to look at what pages get.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, createServer } from 'vite';
import { chromium } from 'playwright';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const all = args.includes('--all');
const bundle = args.includes('--bundle');
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
if (bundle) await build({ configFile: `${repo}packages/element/vite.config.ts`, logLevel: 'warn' });
const server = await createServer({ configFile: `${repo}examples/vite.config.ts`, server: { port: 5199, strictPort: false }, logLevel: 'warn' });
await server.listen();
const base = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
try {
  for (const shot of all ? [...SHOTS, ...EXTRA] : SHOTS) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 }, deviceScaleFactor: 1 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The dev server may reload the page once while it optimises dependencies: wait for quiet.
    await page.goto(bundle ? `${base}embed/` : `${base}?variant=${shot.id}`, { waitUntil: 'networkidle' });
    if (bundle) await page.evaluate((id) => (document.querySelector('game-2048').variant = id), shot.id);
    await page.waitForFunction((id) => document.querySelector('game-2048')?.rules?.id === id, shot.id);
    await page.evaluate(async ({ seed, moves, prefer }) => {
      const el = document.querySelector('game-2048');
      el.setAttribute('no-save', '');
      await el.updateComplete;
      // Plays n moves (fewer if the game ends); says whether it ended.
      const play = (n) => {
        el.newGame(seed);
        for (let i = 0; i < n && !el.state.over && !el.state.won; i++) prefer.some((d) => el.move(d)?.ok);
        return el.state.over || el.state.won;
      };
      // A board in play, not an overlay: when the game ends within `moves`, deal it again and stop earlier.
      for (let n = moves; play(n) && n > 0; n -= 5);
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
