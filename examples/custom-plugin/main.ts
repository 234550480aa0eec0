// Loads a variant that names a custom plugin, then plays it: `npx tsx examples/custom-plugin/main.ts`.
import { readFileSync } from 'node:fs';
import { boardToRows, builtinRegistry, formatIssue, loadVariant, move, newGame } from '@2048kit/core';
import { times } from './times-plugin.ts';

const registry = builtinRegistry.with(times);
const text = readFileSync(new URL('./powers-of-three.json', import.meta.url), 'utf8');
const loaded = loadVariant(text, registry);
if (!loaded.ok) {
  for (const issue of loaded.issues) console.error(formatIssue(issue));
  process.exit(1);
}
const { rules } = loaded;
let game = newGame(rules, 2048);
for (const dir of ['left', 'up', 'right', 'down', 'left', 'up']) {
  const result = move(rules, game, dir);
  if (result.ok) game = result.state;
}
console.log(`${rules.name}: score ${game.score} after ${game.moves} moves`);
console.log(boardToRows(rules.shape, game.board).map((row) => row.join('\t')).join('\n'));
