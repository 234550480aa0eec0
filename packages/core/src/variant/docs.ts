// Descriptions of the built-in format and plugins for the JSON Schema (editors' completion and
// hover docs). Kept out of the validation code so that a page that only plays does not download
// them: `variantJsonSchema` adds them to the generated schema by path.
import type { PluginRegistry } from './registry.ts';

/** Path inside a node (`''` the node itself; `a.b`, `list[]` items, `map{}` values) -> text. */
type Docs = Readonly<Record<string, string>>;

const TILE: Docs = {
  value: 'The tile\'s number. Required except for walls and blocks.',
  kind: 'wall: fixed obstacle; block: movable obstacle that never merges.',
  bomb: 'Carries a bomb (true: the bombs plugin\'s radius, or its own blast radius). Needs the "bombs" plugin.',
  factor: 'Multiplier tile: a merge with it makes factor x the value. Needs the "multipliers" plugin.',
  operator: 'Operator tile: merges with any numbered tile into the product. Needs the "multipliers" plugin.',
  life: 'Moves before the tile disappears. Needs the "lifetimes" plugin.',
};

const under = (prefix: string, docs: Docs): Docs =>
  Object.fromEntries(Object.entries(docs).map(([k, v]) => [`${prefix}.${k}`, v]));

const ROOT: Docs = {
  '': 'A 2048kit variant definition.',
  $schema: 'Path or URL of the JSON Schema, for editors.',
  format: 'Definition format version; this is format 1.',
  id: 'Stable identifier, e.g. "classic". Saved games and best scores are kept per id.',
  name: 'Display name.',
  description: 'One or two sentences for players.',
  version: 'Bump when the rules change: old saves are then discarded.',
  rules: 'The rules, as plugins and their options.',
  'rules.board': 'Board shape.',
  'rules.merge': 'Which tiles merge and what they make.',
  'rules.movement': 'How tiles move.',
  'rules.spawn': 'What appears after each move, and where.',
  'rules.scoring': 'How the score is kept.',
  'rules.goal': 'When the game is won.',
  'rules.goal.tile': 'Won when a tile of this value appears.',
  'rules.goal.score': 'Won when the score reaches this.',
  'rules.goal.keepGoing': 'Whether play may continue after winning.',
  'rules.undo': 'How many moves may be undone in a row (0: none).',
  'rules.plugins': 'Extra plugins: special tiles, effects, your own.',
  theme: 'How tiles look: per value background, text colour and label.',
  'theme.tiles{}.label': 'Text or emoji shown instead of the number.',
};

/** Docs of the built-in plugins, by `slot:name`. */
const PLUGINS: Readonly<Record<string, Docs>> = {
  'board:grid': {
    '': 'A rectangle of width x height cells (2..16 each), with an optional mask of holes.',
    width: 'Columns (2..16).',
    height: 'Rows (2..16).',
    mask: 'One string per row: # a cell, . a hole.',
  },
  'board:hex': {
    '': 'A flat-top hexagon of the given radius (1..6), six directions n/ne/se/s/sw/nw.',
    radius: 'Cells from the centre to an edge (1..6).',
  },
  'merge:equal': { '': 'Classic: two equal tiles merge into their sum.' },
  'merge:fibonacci': { '': 'Consecutive Fibonacci numbers merge into their sum (1+1, 1+2, 2+3...).' },
  'merge:threes': { '': 'Threes: 1+2 make 3; equal tiles of 3 or more double.' },
  'merge:triple': { '': 'Three equal adjacent tiles merge into 3x their value.' },
  'movement:slide-all': { '': 'Every tile slides as far as it can (classic).' },
  'movement:one-step': { '': 'At most one fold per line; everything behind it moves one cell (Threes).' },
  'spawn:table': {
    '': 'Spawns tiles from a weighted table (or a deck) after each move that changed the board.',
    table: 'Weighted entries: values or special tiles.',
    ...under('table[]', TILE),
    'table[].weight': 'Relative chance (finite, > 0).',
    'table[].minHighest': 'Only offered while the highest tile is at least this.',
    deck: 'Draw from a deck instead of the table.',
    'deck.cards': 'One full deck, drawn without replacement and refilled.',
    'deck.bonus': 'Bonus draws: from, 2*from, ... up to highest / divisor.',
    perMove: 'Tiles spawned after each changing move.',
    start: 'Random tiles on a new board.',
    layout: 'Fixed tiles on a new board.',
    ...under('layout[]', TILE),
    'layout[].at': 'Cell coordinates: [column, row] on a grid, [q, r] on a hexagon.',
    placement: 'Where spawned tiles go.',
    preview: 'Draw the next tile in advance and show it.',
  },
  'scoring:merge-sum': { '': 'Each merge scores the value it makes.' },
  'scoring:threes': { '': 'Threes: each tile v >= 3 is worth 3^(log2(v/3)+1); the score is the board\'s worth.' },
  'plugins:bombs': {
    '': 'Bomb tiles: a merge involving one clears every tile within its blast radius.',
    radius: 'Default blast radius (1: the 8 neighbours on a grid, 6 on a hexagon).',
    clearsWalls: 'Whether the blast clears walls too.',
  },
  'plugins:lifetimes': { '': 'Tiles with a `life` lose one per move and disappear at 0.' },
  'plugins:multipliers': { '': 'Multiplier (factor) and operator tiles change what a merge makes.' },
};

type Node = { [key: string]: unknown };

function child(node: Node | undefined, segment: string): Node | undefined {
  const [, name, suffix] = /^(.*?)(\[\]|\{\})?$/.exec(segment)!;
  let next = (node?.properties as Record<string, Node> | undefined)?.[name];
  if (suffix === '[]') next = next?.items as Node | undefined;
  if (suffix === '{}') next = next?.additionalProperties as Node | undefined;
  return next;
}

function describe(node: Node, docs: Docs): void {
  for (const [path, text] of Object.entries(docs)) {
    let target: Node | undefined = node;
    for (const segment of path === '' ? [] : path.split('.')) target = child(target, segment);
    if (target && target.description === undefined) target.description = text;
  }
}

const SLOTS = { board: 'rules.board', merge: 'rules.merge', movement: 'rules.movement', spawn: 'rules.spawn', scoring: 'rules.scoring', plugins: 'rules.plugins[]' } as const;

/** Adds the descriptions of the format and of every plugin of `registry` to a generated schema. */
export function addDocs(schema: Node, registry: PluginRegistry): void {
  describe(schema, ROOT);
  for (const [slot, path] of Object.entries(SLOTS) as [keyof typeof SLOTS, string][]) {
    let node: Node | undefined = schema;
    for (const segment of path.split('.')) node = child(node, segment);
    const options = (node?.oneOf ?? node?.anyOf ?? (node ? [node] : [])) as Node[];
    for (const option of options) {
      const type = (option.properties as Record<string, Node> | undefined)?.type;
      const name = type?.const;
      if (typeof name !== 'string') continue;
      const docs = PLUGINS[`${slot}:${name}`] ?? { '': registry.get(slot, name)?.description ?? '' };
      if (docs[''] && type) type.description ??= docs[''];
      describe(option, docs);
    }
  }
}
