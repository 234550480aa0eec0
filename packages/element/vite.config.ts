// Library build of <game-2048> for pages without a bundler: one ES module with lit, the core and
// zod inside (dist/game-2048.js). Packages that bundle themselves import `src/index.ts` instead.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { minifyTemplatesPlugin } from './build/minify-templates.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  plugins: [minifyTemplatesPlugin()],
  // The library build always ships production code (lit's dev build warns and is larger), whatever
  // NODE_ENV the calling process has (vitest sets it to `test`).
  resolve: { conditions: ['module', 'browser', 'production'] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'game-2048.js' },
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    // Vite keeps whitespace in ES library builds for later bundlers; this file goes straight to pages.
    // Nothing tree-shakes it further either, so its pure annotations go too.
    rolldownOptions: { output: { minify: true, comments: { legal: true, annotation: false, jsdoc: false } } },
  },
});
