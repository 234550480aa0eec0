// Takes docs/screenshots/playground.png against the `pnpm start` dev server, in Chromium (CHROMIUM_PATH,
// default /usr/bin/chromium): a 5x5 Fibonacci design with walls, a few moves, the completion popup open.
// Run: npx tsx examples/playground/scripts/screenshot.ts [out.png]
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { createServer } from 'vite';
import { chromium } from 'playwright';
import { STORAGE_KEY } from '../src/storage.ts';

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(process.argv[2] ?? resolve(here, '../../../docs/screenshots/playground.png'));
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const DESIGN = `{
  "format": 1,
  "id": "fib-walls",
  "name": "Fibonacci with walls",
  "description": "5x5, Fibonacci merges, two walls in the middle row.",
  "rules": {
    "board": { "type": "grid", "width": 5, "height": 5 },
    "merge": { "type": "fibonacci" },
    "movement": { "type": "slide-all" },
    "spawn": {
      "type": "table",
      "table": [
        { "value": 1, "weight": 9 },
        { "value": 2, "weight": 1 }
      ],
      "perMove": 1,
      "start": 2,
      "layout": [
        { "at": [1, 2], "kind": "wall" },
        { "at": [3, 2], "kind": "wall" }
      ]
    },
    "scoring": { "type": "merge-sum" },
    "goal": { "tile": 2584, "keepGoing": true },
    "undo": 0
  }
}
`;

// The same dev server as `pnpm start` (examples/playground/vite.config.ts).
const server = await createServer({ configFile: resolve(here, '../vite.config.ts'), logLevel: 'warn', server: { port: 0, open: false } });
await server.listen();
const url = new URL('playground/', server.resolvedUrls!.local[0]!).href;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1360, height: 860 }, deviceScaleFactor: 1 });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.error('console:', m.text(), m.location().url); });
  // Saved work, as if a designer had turned classic into a 5x5 Fibonacci board with two walls.
  await page.addInitScript(([key, work]) => localStorage.setItem(key, work), [STORAGE_KEY, JSON.stringify({ text: DESIGN, playing: DESIGN, seed: 2048 })]);
  await page.goto(url);
  await page.waitForSelector('game-2048 .tile');
  // Play a few moves.
  await page.locator('game-2048 .board').focus();
  for (const key of ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowLeft', 'ArrowDown']) {
    await page.keyboard.press(key);
  }
  await page.waitForTimeout(400); // let the last slide animation finish before the picture
  // Ask for completions on the merge rule: empty the value and press Ctrl+Space.
  const word = page.locator('.cm-line', { hasText: '"merge"' }).getByText('fibonacci');
  await word.dblclick();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Control+Space');
  await page.waitForSelector('.cm-tooltip-autocomplete');
  await page.mouse.move(1000, 820); // no hover tooltip in the picture
  await page.waitForSelector('.problems-title.bad').catch(async (e) => { await page.screenshot({ path: out }); throw e; });
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await server.close();
}
