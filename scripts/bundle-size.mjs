// Prints the gzip size of what one page downloads to play: lit + core + schema (zod) + element,
// i.e. the element's library build, minified. Also what each part adds, by building again with
// that part left out. Exits 1 when the total is over the budget.
// Usage: node scripts/bundle-size.mjs [--budget-kb=35] [--no-fail]
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const config = fileURLToPath(new URL('../packages/element/vite.config.ts', import.meta.url));
const args = process.argv.slice(2);
const budgetKb = Number(args.find((a) => a.startsWith('--budget-kb='))?.split('=')[1] ?? 35);
const noFail = args.includes('--no-fail');

async function gzipOf(external) {
  const out = await build({
    configFile: config,
    logLevel: 'silent',
    build: { write: false, rolldownOptions: { external, output: { minify: true } } },
  });
  const chunk = (Array.isArray(out) ? out[0] : out).output.find((o) => o.type === 'chunk' && o.isEntry);
  return { raw: chunk.code.length, gzip: gzipSync(chunk.code, { level: 9 }).length };
}

const zod = /^zod($|\/)/;
const lit = /^(lit|lit-html|lit-element|@lit\/)($|\/)/;
const core = /^(@2048kit\/core|pure-rand)($|\/)/;

const all = await gzipOf([]);
const noZod = await gzipOf([zod]);
const noLit = await gzipOf([zod, lit]);
const elementOnly = await gzipOf([zod, lit, core]);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [
  ['zod (schema validation)', all.gzip - noZod.gzip],
  ['lit', noZod.gzip - noLit.gzip],
  ['@2048kit/core (engine, plugins, schema, built-in variants)', noLit.gzip - elementOnly.gzip],
  ['@2048kit/element', elementOnly.gzip],
];
console.log('One page with <game-2048> (lit + core + schema + element), minified:');
for (const [name, size] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size).padStart(9)}  ${name}`);
console.log(`  ${'-'.repeat(9)}`);
console.log(`  ${kb(all.gzip).padStart(9)}  total gzip (${all.gzip} bytes; ${kb(all.raw)} minified)`);
const over = all.gzip > budgetKb * 1024;
console.log(`bundle-size: ${kb(all.gzip)} gzip, budget ${budgetKb} KB: ${over ? 'OVER BUDGET' : 'ok'}`);
if (over && !noFail) process.exitCode = 1;
