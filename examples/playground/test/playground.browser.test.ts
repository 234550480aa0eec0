// The playground in real Chromium: typing errors, fixing them, templates, share links, bad input.
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { forEachDiagnostic } from '@codemirror/lint';
import { builtinVariantIds } from '@2048kit/core';
import '@2048kit/element';
import lz from 'lz-string';
import { templateText, type Playground, type PlaygroundOptions } from '../src/playground.ts';
import { mountInHost } from './mount.ts';
import { decodeShareHash, encodeShareHash } from '../src/share.ts';
import { STORAGE_KEY } from '../src/storage.ts';
import '../src/styles.css';

class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

function mount(options: PlaygroundOptions = {}): Playground {
  let n = 0;
  return mountInHost({ storage: new MemoryStorage(), randomSeed: () => 1000 + n++, copy: async () => {}, ...options });
}

const doc = (pg: Playground) => pg.view.state.doc.toString();
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
const diagnostics = (pg: Playground) => {
  const found: { line: number; message: string }[] = [];
  forEachDiagnostic(pg.view.state, (d, from) => found.push({ line: pg.view.state.doc.lineAt(from).number, message: d.message }));
  return found;
};
const definitionOf = (pg: Playground) => pg.game.definition as { id: string; rules: { board: { width?: number; type: string } } };
const text = (pg: Playground, selector: string) => pg.root.querySelector(selector)?.textContent ?? '';

/** Plays one move through the element's API and checks that the element reported it. */
async function playsAMove(pg: Playground) {
  await pg.game.updateComplete;
  const rules = pg.game.rules!;
  expect(pg.game.state!.moves).toBe(0);
  const moves: string[] = [];
  const onMove = (e: Event) => moves.push((e as CustomEvent<{ direction: string }>).detail.direction);
  pg.root.addEventListener('game-move', onMove);
  for (const direction of rules.shape.directions) if (pg.game.move(direction)?.ok) break;
  pg.root.removeEventListener('game-move', onMove);
  expect(moves.length).toBe(1);
  expect(pg.game.state!.moves).toBe(1);
}

/** Puts the cursor on `needle` (selecting it) and types `typed` with the keyboard. */
async function typeOver(pg: Playground, needle: string, typed: string) {
  const from = doc(pg).indexOf(needle);
  expect(from).toBeGreaterThanOrEqual(0);
  pg.view.focus();
  pg.view.dispatch({ selection: { anchor: from, head: from + needle.length } });
  // Delete first: typing a quote over a selection would wrap it in quotes (closeBrackets).
  await userEvent.keyboard('{Backspace}');
  // user-event's keyboard syntax treats { and [ as key names; doubled they are typed as is.
  await userEvent.keyboard(typed.replace(/[{[]/g, (c) => c + c));
  expect(doc(pg).slice(from, from + typed.length)).toBe(typed);
}

describe('editing', () => {
  it('starts on classic, valid and playing', () => {
    const pg = mount();
    expect(doc(pg)).toBe(templateText('classic'));
    expect(pg.check.ok).toBe(true);
    expect(definitionOf(pg).id).toBe('classic');
    expect(pg.root.querySelector('.cm-editor')).not.toBeNull();
    expect(pg.root.querySelector<HTMLElement>('.stale-banner')!.hidden).toBe(true);
  });

  it('shows a typed error at the right line, keeps playing, and resumes with the fix', async () => {
    const pg = mount();
    const before = pg.game.definition;
    await typeOver(pg, '"width": 4', '"width": 44');
    pg.settle();
    const line = lineOf(doc(pg), '"width": 44');
    expect(diagnostics(pg)).toEqual([{ line, message: 'rules.board.width: must be at most 16' }]);
    // The list and the inline marks agree, and the underline is on that line.
    expect(pg.root.querySelector('.problem')!.getAttribute('data-line')).toBe(String(line));
    expect(text(pg, '.problem-message')).toBe('must be at most 16');
    const underline = pg.root.querySelector('.cm-lintRange-error');
    expect(underline?.textContent).toBe('44');
    // The last valid variant keeps playing, and the page says so.
    expect(pg.game.definition).toBe(before);
    const banner = pg.root.querySelector<HTMLElement>('.stale-banner')!;
    expect(banner.hidden).toBe(false);
    expect(banner.textContent).toMatch(/keeps playing the last valid version \(Classic 2048\)/);

    await typeOver(pg, '44', '5');
    pg.settle();
    expect(diagnostics(pg)).toEqual([]);
    expect(banner.hidden).toBe(true);
    expect(definitionOf(pg).rules.board.width).toBe(5);
    expect(pg.playing.definition.rules.board).toEqual({ type: 'grid', width: 5, height: 4 });
    await pg.game.updateComplete;
    expect(pg.game.rules!.shape.width).toBe(5);
    expect(pg.game.state!.board.length).toBe(20);

    // And it plays, from the keyboard.
    const board = pg.game.shadowRoot!.querySelector<HTMLElement>('.board')!;
    board.focus();
    const moved: string[] = [];
    pg.game.addEventListener('game-move', (e) => moved.push(e.detail.direction));
    for (const key of ['{ArrowLeft}', '{ArrowRight}', '{ArrowUp}', '{ArrowDown}']) {
      await userEvent.keyboard(key);
      if (moved.length > 0) break;
    }
    expect(moved.length).toBe(1);
    expect(pg.game.state!.moves).toBe(1);
  });

  it('reports a JSON syntax error where it is, and a problem count in the list', async () => {
    const pg = mount();
    await typeOver(pg, '"merge": { "type": "equal" },', '"merge": { "type": "equal" }');
    pg.settle();
    expect(pg.check.ok).toBe(false);
    expect(diagnostics(pg)[0]!.line).toBe(lineOf(doc(pg), '"movement"'));
    expect(diagnostics(pg)[0]!.message).toMatch(/^JSON: expected "," or "}"/);
    expect(text(pg, '.problems-title')).toBe('JSON syntax error');
    expect(text(pg, '.stale-banner')).toMatch(/JSON syntax error/);
  });

  it('says when a valid definition cannot be played', () => {
    const pg = mount();
    pg.setText(templateText('classic').replace('"start": 2', '"start": 0'));
    expect(pg.check.ok).toBe(false);
    expect(text(pg, '.problems-title')).toBe('Valid, but not playable');
    expect(text(pg, '.problem-message')).toMatch(/unplayable/);
    expect(text(pg, '.stale-banner')).toMatch(/cannot be played/);
    expect(definitionOf(pg).id).toBe('classic');
  });

  it('keeps edits in storage across a reload', async () => {
    const storage = new MemoryStorage();
    const first = mount({ storage });
    await typeOver(first, '"Classic 2048"', '"My 2048"');
    first.settle();
    first.setSeed(77);
    expect(JSON.parse(storage.getItem(STORAGE_KEY)!)).toMatchObject({ seed: 77 });
    const again = mount({ storage });
    expect(doc(again)).toContain('"My 2048"');
    expect(again.seed).toBe(77);
    await again.game.updateComplete;
    expect(again.game.rules?.name).toBe('My 2048');
  });

  it('reloads broken saved work into the editor but plays the last valid version', () => {
    const storage = new MemoryStorage();
    const broken = templateText('hex').replace('"radius": 2', '"radius": 9');
    storage.setItem(STORAGE_KEY, JSON.stringify({ text: broken, playing: templateText('triple'), seed: 5 }));
    const pg = mount({ storage });
    expect(doc(pg)).toBe(broken);
    expect(definitionOf(pg).id).toBe('triple');
    expect(text(pg, '.stale-banner')).toMatch(/Triple/);
  });

  it('ignores junk in storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, '{"text": 5');
    const pg = mount({ storage });
    expect(definitionOf(pg).id).toBe('classic');
  });
});

describe('templates and seeds', () => {
  it('loads and plays every built-in variant from the picker', async () => {
    const pg = mount();
    const picker = pg.root.querySelector<HTMLSelectElement>('.template-picker')!;
    expect([...picker.options].map((o) => o.value).filter(Boolean)).toEqual([...builtinVariantIds]);
    for (const id of builtinVariantIds) {
      picker.value = id;
      picker.dispatchEvent(new Event('change'));
      expect(doc(pg)).toBe(templateText(id));
      expect(pg.check.ok, id).toBe(true);
      expect(definitionOf(pg).id).toBe(id);
      expect(pg.root.querySelector<HTMLElement>('.stale-banner')!.hidden).toBe(true);
      await playsAMove(pg);
      expect(pg.game.rules!.id).toBe(id);
    }
  });

  it('New seed, Restart and the seed field restart the game', async () => {
    const pg = mount();
    await pg.game.updateComplete;
    const firstBoard = pg.game.state!.board;
    const seedInput = pg.root.querySelector<HTMLInputElement>('.seed-input')!;
    const start = pg.seed;
    expect(seedInput.value).toBe(String(start));
    pg.root.querySelector<HTMLButtonElement>('.new-seed')!.click();
    expect(pg.seed).not.toBe(start);
    expect(pg.game.seed).toBe(pg.seed);
    await pg.game.updateComplete;
    expect(pg.game.state!.seed).toBe(pg.seed);
    expect(pg.game.state!.board).not.toEqual(firstBoard);
    seedInput.value = '4242';
    seedInput.dispatchEvent(new Event('change'));
    expect(pg.game.seed).toBe(4242);
    await pg.game.updateComplete;
    const dealt = pg.game.state!.board;
    await playsAMove(pg);
    pg.root.querySelector<HTMLButtonElement>('.restart')!.click();
    await pg.game.updateComplete;
    expect(pg.game.state!.moves).toBe(0);
    expect(pg.game.state!.seed).toBe(4242);
    expect(pg.game.state!.board).toEqual(dealt);
    seedInput.value = '-3';
    seedInput.dispatchEvent(new Event('change'));
    expect(pg.seed).toBe(4242);
    expect(text(pg, '.notice.error')).toMatch(/whole number/);
  });

  it("follows the element's own New game button to its new seed", async () => {
    const pg = mount();
    pg.setSeed(5);
    await pg.game.updateComplete;
    pg.game.shadowRoot!.querySelector<HTMLButtonElement>('.new-game')!.click();
    await pg.game.updateComplete;
    await playsAMove(pg);
    const dealt = pg.game.state!.seed;
    expect(pg.seed).toBe(dealt);
    expect(pg.root.querySelector<HTMLInputElement>('.seed-input')!.value).toBe(String(dealt));
    const shared = decodeShareHash(new URL(pg.shareLink()).hash);
    expect(shared.ok === true && shared.game.seed).toBe(dealt);
  });
});

describe('sharing', () => {
  it('a share link opens the same variant and seed in a fresh playground', async () => {
    const author = mount({ location: { href: 'http://play.example/playground/', hash: '' } });
    author.loadTemplate('fibonacci');
    author.setSeed(1234);
    author.root.querySelector<HTMLButtonElement>('.share')!.click();
    const link = author.root.querySelector<HTMLInputElement>('.share-field')!.value;
    expect(link).toBe(author.shareLink());
    expect(link).toMatch(/^http:\/\/play\.example\/playground\/#play=/);

    const url = new URL(link);
    const friend = mount({ location: { href: url.href, hash: url.hash } });
    expect(doc(friend)).toBe(doc(author));
    expect(friend.seed).toBe(1234);
    expect(friend.game.seed).toBe(1234);
    expect(friend.game.definition).toEqual(author.game.definition);
    await Promise.all([author.game.updateComplete, friend.game.updateComplete]);
    expect(friend.game.state!.seed).toBe(1234);
    expect(friend.game.state!.board).toEqual(author.game.state!.board);
    expect(friend.game.state!.board.some((t) => t !== null)).toBe(true);
    expect(text(friend, '.notice')).toMatch(/Opened a shared variant/);
  });

  it('a cut or tampered link gives a message and falls back to saved work or classic', () => {
    const good = encodeShareHash({ text: templateText('hex'), seed: 9 });
    const cut = good.slice(0, Math.floor(good.length / 2));
    const tampered = good.slice(0, 20) + '!!' + good.slice(22);
    const flipped = good.slice(0, 30) + (good[30] === 'A' ? 'B' : 'A') + good.slice(31);
    const invalid = encodeShareHash({ text: '{"format": 1, "id": "x"}', seed: 9 });
    const badSeed = '#play=' + lz.compressToEncodedURIComponent(JSON.stringify({ v: 1, seed: -5, text: templateText('hex') }));
    for (const hash of [cut, tampered, flipped, invalid, badSeed, '#play=', '#play=%%%']) {
      const pg = mount({ location: { href: `http://x/${hash}`, hash } });
      expect(text(pg, '.notice.error'), hash).toMatch(/damaged|cannot be played/);
      expect(definitionOf(pg).id).toBe('classic');
      expect(pg.check.ok).toBe(true);
    }
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, JSON.stringify({ text: templateText('3x3'), playing: templateText('3x3'), seed: 3 }));
    const urls: string[] = [];
    const pg = mount({ storage, location: { href: `http://x/${cut}`, hash: cut }, replaceUrl: (u) => urls.push(u) });
    expect(text(pg, '.notice.error')).toMatch(/saved work is open instead/);
    expect(definitionOf(pg).id).toBe('3x3');
    pg.view.dispatch({ changes: { from: 0, insert: ' ' }, userEvent: 'input.type' });
    expect(urls).toEqual(['http://x/']);
  });

  it('keeps the work a shared link replaced, and can go back to it', () => {
    const storage = new MemoryStorage();
    const own = templateText('bombs').replace('"Bombs"', '"My bombs"');
    storage.setItem(STORAGE_KEY, JSON.stringify({ text: own, playing: own, seed: 31 }));
    const hash = encodeShareHash({ text: templateText('hex'), seed: 9 });
    const urls: string[] = [];
    const pg = mount({ storage, location: { href: `http://x/p/${hash}`, hash }, replaceUrl: (u) => urls.push(u) });
    expect(definitionOf(pg).id).toBe('hex');
    pg.setSeed(10); // saves over the usual slot
    expect(JSON.parse(storage.getItem(STORAGE_KEY)!).text).toBe(templateText('hex'));
    const back = pg.root.querySelector<HTMLButtonElement>('.notice-action')!;
    expect(back.textContent).toBe('Back to my work');
    back.click();
    expect(doc(pg)).toBe(own);
    expect(pg.seed).toBe(31);
    expect(definitionOf(pg).id).toBe('bombs');
    expect(urls).toEqual(['http://x/p/']);
    expect(JSON.parse(storage.getItem(STORAGE_KEY)!).text).toBe(own);
  });

  it('opens a link pasted into the address bar of an open playground', () => {
    const pg = mount({ location: { href: 'http://x/p/', hash: '' } });
    const before = doc(pg);
    expect(pg.openHash(encodeShareHash({ text: templateText('threes'), seed: 4 }))).toBe(true);
    expect(definitionOf(pg).id).toBe('threes');
    expect(pg.seed).toBe(4);
    expect(pg.openHash('#play=broken')).toBe(false);
    expect(text(pg, '.notice.error')).toMatch(/damaged.*Nothing was changed/);
    expect(definitionOf(pg).id).toBe('threes');
    expect(pg.openHash(encodeShareHash({ text: templateText('triple'), seed: 4 }))).toBe(true);
    pg.root.querySelector<HTMLButtonElement>('.notice-action')!.click();
    expect(doc(pg)).toBe(templateText('threes'));
    expect(doc(pg)).not.toBe(before);
  });

  it('editing a shared game takes the share hash out of the address', async () => {
    const hash = encodeShareHash({ text: templateText('hex'), seed: 9 });
    const urls: string[] = [];
    const pg = mount({ location: { href: `http://x/p/${hash}`, hash }, replaceUrl: (u) => urls.push(u) });
    expect(definitionOf(pg).id).toBe('hex');
    await typeOver(pg, '"Hex"', '"Hex too"');
    expect(urls).toEqual(['http://x/p/']);
  });
});

describe('files', () => {
  it('downloads the text under the variant id', () => {
    const saved: [string, string][] = [];
    const pg = mount({ download: (name, body) => saved.push([name, body]) });
    pg.loadTemplate('holes');
    pg.root.querySelector<HTMLButtonElement>('.download')!.click();
    expect(saved).toEqual([['holes.json', templateText('holes')]]);
  });

  const choose = (pg: Playground, file: File) => {
    const input = pg.root.querySelector<HTMLInputElement>('.file-input')!;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change'));
  };

  it('opens a JSON file, and refuses one over the size limit', async () => {
    const pg = mount();
    choose(pg, new File([templateText('triple')], 'mine.json', { type: 'application/json' }));
    await expect.poll(() => doc(pg)).toBe(templateText('triple'));
    expect(definitionOf(pg).id).toBe('triple');
    expect(text(pg, '.notice')).toMatch(/Opened mine\.json/);
    choose(pg, new File(['x'.repeat(300 * 1024)], 'big.json'));
    expect(text(pg, '.notice.error')).toMatch(/big\.json is 300 KB.*not opened/);
    expect(doc(pg)).toBe(templateText('triple'));
  });
});

describe('bad input', () => {
  it('a huge paste gives a message, keeps playing, and the page recovers', () => {
    const pg = mount();
    const huge = `{"name": "${'x'.repeat(300 * 1024)}"}`;
    pg.view.dispatch({ changes: { from: 0, to: pg.view.state.doc.length, insert: huge }, userEvent: 'input.paste' });
    pg.settle();
    expect(text(pg, '.problems-title')).toBe('The text is too large');
    expect(text(pg, '.problem-message')).toMatch(/limit is 262144/);
    expect(definitionOf(pg).id).toBe('classic');
    pg.loadTemplate('5x5');
    expect(pg.check.ok).toBe(true);
    expect(definitionOf(pg).id).toBe('5x5');
  });

  it('refuses a paste that would freeze the editor, with a message', async () => {
    const pg = mount();
    const before = doc(pg);
    pg.view.dispatch({ changes: { from: 0, insert: 'x'.repeat(3_000_000) }, userEvent: 'input.paste' });
    await Promise.resolve();
    expect(doc(pg)).toBe(before);
    expect(text(pg, '.notice.error')).toMatch(/was not made.*2\.9 MB/);
  });

  it('deeply nested junk gives a message', () => {
    const pg = mount();
    pg.setText('{"format": 1, "id": "deep", "name": ' + '['.repeat(100_000) + ']'.repeat(100_000) + '}');
    expect(pg.check.ok).toBe(false);
    expect(text(pg, '.problem-list')).toMatch(/name.*expected string, got array/);
    expect(diagnostics(pg).map((d) => d.message)).toContain('name: expected string, got array');
  });
});
