// Dev server and build for the examples: the gallery (index.html), two boards side by side, the
// minimal embed page and the playground. The embed page loads the element's library build
// (packages/element/dist/game-2048.js), served here at /game-2048.js; `pnpm start` builds it first.
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Every page: index.html here and in each example folder. */
function pages(): Record<string, string> {
  const inputs: Record<string, string> = { main: join(root, 'index.html') };
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const page = join(root, entry.name, 'index.html');
    if (entry.isDirectory() && entry.name !== 'node_modules' && existsSync(page)) inputs[relative(root, join(root, entry.name))] = page;
  }
  return inputs;
}

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('../packages/element/dist', import.meta.url)),
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: fileURLToPath(new URL('../dist/examples', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { input: pages() },
  },
});
