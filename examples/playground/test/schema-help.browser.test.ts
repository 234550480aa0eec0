// Autocompletion and hover docs from the variant JSON Schema, wired into the playground's editor.
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { CompletionContext, type Completion, type CompletionResult, type CompletionSource } from '@codemirror/autocomplete';
import '@2048kit/element';
import { templateText, type Playground } from '../src/playground.ts';
import { mountInHost } from './mount.ts';
import { decodeShareHash } from '../src/share.ts';
import '../src/styles.css';

function mount(): Playground {
  return mountInHost({ randomSeed: () => 7, location: { href: 'http://x/playground/', hash: '' } });
}

/** Asks the editor's own completion sources (as the autocomplete popup does) at `marker`. */
async function completionsAt(pg: Playground, text: string, marker = '|'): Promise<Completion[]> {
  const pos = text.indexOf(marker);
  pg.setText(text.replace(marker, ''));
  const state = pg.view.state;
  const sources = state.languageDataAt<CompletionSource>('autocomplete', pos);
  expect(sources.length).toBeGreaterThan(0);
  const options: Completion[] = [];
  for (const source of sources) {
    const result = (await source(new CompletionContext(state, pos, true))) as CompletionResult | null;
    if (result) options.push(...result.options);
  }
  return options;
}
const labels = (options: Completion[]) => options.map((o) => o.label.replace(/^"|"$/g, ''));

describe('autocompletion from the schema', () => {
  it('offers every merge rule for "type"', async () => {
    const pg = mount();
    const text = templateText('classic').replace('"merge": { "type": "equal" }', '"merge": { "type": "|" }');
    expect(labels(await completionsAt(pg, text))).toEqual(expect.arrayContaining(['equal', 'fibonacci', 'threes', 'triple']));
  });

  it('offers the options of the chosen board plugin', async () => {
    const pg = mount();
    const text = templateText('classic').replace('"board": { "type": "grid", "width": 4, "height": 4 }', '"board": { "type": "grid", "|" }');
    expect(labels(await completionsAt(pg, text))).toEqual(expect.arrayContaining(['width', 'height', 'mask']));
  });

  it('offers special-tile plugins and tile kinds', async () => {
    const pg = mount();
    const plugins = templateText('classic').replace('"undo": 0', '"undo": 0, "plugins": [{ "type": "|" }]');
    expect(labels(await completionsAt(pg, plugins))).toEqual(expect.arrayContaining(['bombs', 'multipliers', 'lifetimes']));
    const kind = templateText('obstacles').replace('"kind": "wall" }', '"kind": "|" }');
    expect(labels(await completionsAt(pg, kind))).toEqual(expect.arrayContaining(['wall', 'block']));
  });

  it('offers top-level keys', async () => {
    const pg = mount();
    const text = templateText('classic').replace('"format": 1,', '"format": 1, "|"');
    expect(labels(await completionsAt(pg, text))).toEqual(expect.arrayContaining(['theme', 'version']));
  });
});

describe('hover docs from the schema', () => {
  it('explains a property under the mouse', async () => {
    const pg = mount();
    const pos = pg.view.state.doc.toString().indexOf('"perMove"') + 3;
    const coords = pg.view.coordsAtPos(pos)!;
    await userEvent.hover(pg.view.contentDOM, { position: { x: coords.left - pg.view.contentDOM.getBoundingClientRect().left + 2, y: coords.top - pg.view.contentDOM.getBoundingClientRect().top + 4 } });
    await expect.poll(() => pg.root.querySelector('.cm-tooltip-hover')?.textContent ?? '').toMatch(/Tiles spawned after each changing move/);
  });
});

describe('the issue\'s story', () => {
  it('turns classic into a 5x5 Fibonacci board with two walls, plays it and shares it', async () => {
    const pg = mount();
    let text = pg.view.state.doc.toString();
    // Pick the merge rule from the completions, as a designer would.
    const merge = (await completionsAt(pg, text.replace('"type": "equal"', '"type": "|"'))).find((o) => o.label.includes('fibonacci'))!;
    expect(merge).toBeDefined();
    text = text
      .replace('"type": "equal"', '"type": "fibonacci"')
      .replace('"width": 4, "height": 4', '"width": 5, "height": 5')
      .replace('{ "value": 2, "weight": 9 }', '{ "value": 1, "weight": 9 }')
      .replace('{ "value": 4, "weight": 1 }', '{ "value": 2, "weight": 1 }')
      .replace('"start": 2', '"start": 2,\n      "layout": [{ "at": [1, 2], "kind": "wall" }, { "at": [3, 2], "kind": "wall" }]')
      .replace('"tile": 2048', '"tile": 2584')
      .replace('"id": "classic"', '"id": "fib-walls"');
    pg.setText(text);
    expect(pg.check.ok).toBe(true);
    await pg.game.updateComplete;
    const game = pg.game.state!;
    expect(game.board.length).toBe(25);
    expect(game.board.filter((t) => t?.kind === 'wall').length).toBe(2);
    expect(game.board.filter((t) => t && !t.kind).every((t) => t!.value === 1 || t!.value === 2)).toBe(true);
    for (const d of pg.game.rules!.shape.directions) if (pg.game.move(d)?.ok) break;
    expect(pg.game.state!.moves).toBe(1);

    const link = decodeShareHash(new URL(pg.shareLink()).hash);
    expect(link.ok === true && link.game).toEqual({ text, seed: 7 });
  });
});
