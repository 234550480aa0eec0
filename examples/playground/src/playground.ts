// The variant playground: a JSON editor on the left, <game-2048> playing it on the right.
// Mountable anywhere (the page and the browser tests both call `mountPlayground`); storage,
// location and side effects are passed in, so nothing here reaches for globals it was not given.
import { LIMITS, builtinVariantIds, builtinVariants, variantJsonSchema, type VariantDefinition } from '@2048kit/core';
import type { Game2048 } from '@2048kit/element';
import type { Diagnostic } from '@codemirror/lint';
import { EditorSelection } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { createEditor, replaceText, showDiagnostics } from './editor.ts';
import { formatJson } from './format-json.ts';
import { decodeShareHash, isSeed, shareUrl } from './share.ts';
import { BACKUP_KEY, loadWork, saveWork, type SavedWork, type StorageLike } from './storage.ts';
import { checkVariantText, type CheckResult, type Problem } from './validate.ts';

/** The editor refuses to grow past this; variant files themselves are limited to LIMITS.textMax. */
export const EDITOR_MAX_LENGTH = 2_000_000;

export interface PlaygroundOptions {
  /** Where work is kept between visits (default: none). */
  readonly storage?: StorageLike | null;
  /** The page address; its hash may hold a shared game. */
  readonly location?: { readonly href: string; readonly hash: string };
  /** Replaces the address bar's URL without navigating (the page passes history.replaceState). */
  readonly replaceUrl?: (url: string) => void;
  /** Link to the examples gallery; omitted when null. */
  readonly galleryHref?: string | null;
  /** Source of new seeds (default: crypto). */
  readonly randomSeed?: () => number;
  /** Saves a file for the user (default: a temporary download link). */
  readonly download?: (filename: string, text: string) => void;
  /** Copies text (default: navigator.clipboard). */
  readonly copy?: (text: string) => Promise<void>;
}

export interface Playground {
  readonly root: HTMLElement;
  readonly view: EditorView;
  /** The <game-2048> element (the page must import '@2048kit/element' to define it). */
  readonly game: Game2048;
  /** Runs any pending validation now (it is otherwise debounced while typing). */
  settle(): void;
  /** The latest check of the editor's text. */
  readonly check: CheckResult;
  /** The version that is playing and its seed. */
  readonly playing: { readonly text: string; readonly definition: VariantDefinition; readonly seed: number };
  readonly seed: number;
  /** Link to the playing version and seed. */
  shareLink(): string;
  loadTemplate(id: string): void;
  /** Replaces the editor's text (one undoable step) and validates it. */
  setText(text: string): void;
  setSeed(seed: number): void;
  restart(): void;
  /** Opens a shared game from a location hash; false (with a message) when it cannot. */
  openHash(hash: string): boolean;
  destroy(): void;
}

type NoticeLevel = 'info' | 'error';

interface Playing {
  text: string;
  definition: VariantDefinition;
  value: unknown;
  canonical: string;
  seed: number;
}

const defaultRandomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0]! & 0x7fffffff;

function defaultDownload(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string | boolean | number>> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === false) continue;
    if (k === 'class') el.className = String(v);
    else if (k === 'text') el.textContent = String(v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  el.append(...children);
  return el;
}

/** The built-in variants, pretty-printed as a designer would write them (no "$schema" path). */
export function templateText(id: string): string {
  const json = builtinVariants[id];
  if (json === undefined) throw new Error(`unknown template "${id}"`);
  const { $schema: _schema, ...rest } = json as Record<string, unknown>;
  return formatJson(rest) + '\n';
}

function kb(chars: number): string {
  return chars >= 1024 * 1024 ? `${(chars / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(chars / 1024)} KB`;
}

function fileName(text: string, fallback: string): string {
  try {
    const id = (JSON.parse(text) as { id?: unknown }).id;
    if (typeof id === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(id)) return `${id}.json`;
  } catch {
    // an invalid text still downloads, under the fallback name
  }
  return `${fallback}.json`;
}

export function mountPlayground(container: HTMLElement, options: PlaygroundOptions = {}): Playground {
  const storage = options.storage ?? null;
  const location = options.location ?? { href: 'about:blank', hash: '' };
  const randomSeed = options.randomSeed ?? defaultRandomSeed;
  const download = options.download ?? defaultDownload;
  const copy = options.copy ?? ((text: string) => navigator.clipboard.writeText(text));
  let href = location.href;

  // ---- DOM -------------------------------------------------------------------------------------
  const templatePicker = h('select', { class: 'template-picker', 'aria-label': 'Start from a built-in variant' }, [
    h('option', { value: '', text: 'Start from a template…' }),
    ...builtinVariantIds.map((id) => h('option', { value: id, text: `${(builtinVariants[id] as { name?: string }).name ?? id} (${id})` })),
  ]);
  const seedInput = h('input', { class: 'seed-input', type: 'number', min: 0, max: 0x7fffffff, step: 1, 'aria-label': 'Seed' });
  const newSeedButton = h('button', { type: 'button', class: 'new-seed', title: 'Restart with a random seed', text: 'New seed' });
  const restartButton = h('button', { type: 'button', class: 'restart', title: 'Restart with the same seed: the same first tiles', text: 'Restart' });
  const shareButton = h('button', { type: 'button', class: 'share primary', text: 'Share link' });
  const downloadButton = h('button', { type: 'button', class: 'download', text: 'Download JSON' });
  const fileInput = h('input', { type: 'file', accept: '.json,application/json', class: 'file-input' });
  const loadLabel = h('label', { class: 'button load-file', title: 'Open a variant JSON file' }, ['Open file…', fileInput]);
  const gallery = options.galleryHref ? h('a', { class: 'gallery-link', href: options.galleryHref, text: 'Gallery →' }) : null;

  const notices = h('div', { class: 'notices', 'aria-live': 'polite' });
  const shareRow = h('div', { class: 'share-row', hidden: true });
  const shareField = h('input', { class: 'share-field', readonly: true, 'aria-label': 'Share link' });
  const copyButton = h('button', { type: 'button', class: 'copy', text: 'Copy' });
  const shareInfo = h('span', { class: 'share-info' });
  shareRow.append(shareField, copyButton, shareInfo);

  const editorHost = h('div', { class: 'editor' });
  const problemsTitle = h('div', { class: 'problems-title' });
  const problemList = h('ol', { class: 'problem-list' });
  const problemsPanel = h('section', { class: 'problems', 'aria-label': 'Problems' }, [problemsTitle, problemList]);

  const staleBanner = h('div', { class: 'stale-banner', role: 'status', hidden: true });
  const gameMeta = h('div', { class: 'game-meta' });
  const gameMessage = h('div', { class: 'game-message', role: 'alert' });
  const game = document.createElement('game-2048');
  game.classList.add('game');
  // Each edit is a new rule set and a game is its seed: never restore a save made under other rules.
  game.noSave = true;
  const help = h('p', { class: 'help' });

  const root = h('div', { class: 'playground' }, [
    h('header', { class: 'topbar' }, [
      h('h1', { class: 'brand' }, [h('span', { class: 'brand-mark', text: '2048' }), h('span', { text: 'kit playground' })]),
      h('div', { class: 'controls' }, [
        templatePicker,
        h('label', { class: 'seed-label' }, ['Seed ', seedInput]),
        newSeedButton,
        restartButton,
        h('span', { class: 'divider' }),
        shareButton,
        downloadButton,
        loadLabel,
        ...(gallery ? [gallery] : []),
      ]),
    ]),
    notices,
    shareRow,
    h('main', { class: 'panes' }, [
      h('section', { class: 'edit-pane', 'aria-label': 'Variant definition' }, [editorHost, problemsPanel]),
      h('section', { class: 'play-pane', 'aria-label': 'Game' }, [
        staleBanner,
        gameMessage,
        game,
        h('div', { class: 'game-foot' }, [help, gameMeta]),
      ]),
    ]),
  ]);
  container.append(root);

  // ---- notices ---------------------------------------------------------------------------------
  const notice = (level: NoticeLevel, text: string, key = text, action?: { label: string; run: () => void }) => {
    notices.querySelector(`[data-key="${CSS.escape(key)}"]`)?.remove();
    const close = h('button', { type: 'button', class: 'notice-close', 'aria-label': 'Dismiss', text: '×' });
    const item = h('div', { class: `notice ${level}`, role: level === 'error' ? 'alert' : 'status', 'data-key': key }, [
      h('span', { class: 'notice-text', text }),
    ]);
    if (action) {
      const button = h('button', { type: 'button', class: 'notice-action', text: action.label });
      button.addEventListener('click', () => {
        item.remove();
        action.run();
      });
      item.append(button);
    }
    item.append(close);
    close.addEventListener('click', () => item.remove());
    notices.append(item);
  };
  const clearNotice = (key: string) => notices.querySelector(`[data-key="${CSS.escape(key)}"]`)?.remove();

  // ---- initial content: shared link, else saved work, else classic -----------------------------
  const saved = loadWork(storage);
  let text = templateText('classic');
  let playingText = text;
  let seed = randomSeed();
  let fromHash = false;
  const shared = readHash(location.hash);
  if (shared) {
    text = playingText = shared.text;
    seed = shared.seed;
    fromHash = true;
    announceShared(saved);
  } else if (saved) {
    text = saved.text;
    playingText = saved.playing;
    seed = saved.seed;
  }

  /** A shared game from a hash if it is sound, else null (after saying what was wrong). */
  function readHash(hash: string, fallback = saved ? 'your saved work is open instead' : 'Classic 2048 is open instead'): { text: string; seed: number } | null {
    const decoded = decodeShareHash(hash);
    if (decoded.ok === 'none') return null;
    if (!decoded.ok) {
      notice('error', `${decoded.message} ${capitalize(fallback)}.`, 'share');
      return null;
    }
    const check = checkVariantText(decoded.game.text, decoded.game.seed);
    if (!check.ok) {
      const first = check.problems[0]!;
      notice('error', `The shared link holds a variant that cannot be played (line ${first.line}, ${first.path}: ${first.message}); ${fallback}.`, 'share');
      return null;
    }
    return decoded.game;
  }

  /**
   * Says a shared game is open. The work it replaced is kept aside (editing the shared game
   * saves over the usual slot), and the notice offers to go back to it.
   */
  function announceShared(replaced: SavedWork | null) {
    const own = replaced && replaced.text !== text ? replaced : null;
    if (own) saveWork(storage, own, BACKUP_KEY);
    notice(
      'info',
      own ? 'Opened a shared variant. The work you had open is kept aside.' : 'Opened a shared variant.',
      'share',
      own ? { label: 'Back to my work', run: () => restoreOwnWork() } : undefined,
    );
  }

  function restoreOwnWork() {
    const own = loadWork(storage, BACKUP_KEY);
    if (!own) return;
    dropHash();
    seed = own.seed;
    setText(own.text);
  }

  // ---- game ------------------------------------------------------------------------------------
  let playing: Playing;
  const startGame = (next: Playing) => {
    playing = next;
    game.seed = next.seed;
    // A fresh object each time: setting `.definition` restarts the game.
    game.definition = structuredClone(next.value);
    gameMessage.textContent = '';
    renderMeta();
    renderHelp(next.definition);
  };
  const renderMeta = () => {
    gameMeta.textContent = `${playing.definition.id} · seed ${playing.seed}`;
    gameMeta.title = 'The same variant and seed always deal the same first tiles.';
    seedInput.value = String(seed);
  };
  const renderHelp = (def: VariantDefinition) => {
    const hex = def.rules.board.type === 'hex';
    help.textContent = hex
      ? 'Click the board, then move with Q W E / A S D, or swipe.'
      : 'Click the board, then move with the arrow keys or W A S D, or swipe.';
  };

  // The element deals games of its own (New game, Try again, R) with random seeds; each deal fires
  // game-ready with the seed, which the field and share links must show.
  game.addEventListener('game-ready', (e) => {
    const dealt = e.detail.state.seed;
    if (dealt === playing.seed) return;
    seed = playing.seed = dealt;
    renderMeta();
    persist();
  });
  game.addEventListener('game-error', (e) => {
    // The playground validates first, so this means the element and the page disagree.
    const first = e.detail.messages[0];
    gameMessage.textContent = `The board could not start this variant${first ? `: ${first}` : '.'}`;
  });
  game.addEventListener('game-warning', (e) => notice('info', e.detail.message, 'game-warning'));

  // ---- validation ------------------------------------------------------------------------------
  let check: CheckResult;
  let pending: ReturnType<typeof setTimeout> | null = null;
  // A shared game (even a broken one) sits in the address until the first edit.
  let dirtyHash = fromHash || decodeShareHash(location.hash).ok !== 'none';

  const validate = () => {
    if (pending !== null) {
      clearTimeout(pending);
      pending = null;
    }
    text = view.state.doc.toString();
    check = checkVariantText(text, seed);
    if (check.ok) {
      const canonical = JSON.stringify(check.definition);
      if (canonical !== playing.canonical || seed !== playing.seed) {
        startGame({ text, definition: check.definition, value: check.value, canonical, seed });
      } else {
        playing.text = text;
      }
    }
    render();
    persist();
  };

  const schedule = () => {
    if (pending !== null) clearTimeout(pending);
    // Longer pauses for long texts: validation is linear, but typing should never stutter.
    const delay = view.state.doc.length > 50_000 ? 700 : 250;
    pending = setTimeout(validate, delay);
    problemsTitle.dataset.pending = 'true';
  };

  const persist = () => {
    const problem = saveWork(storage, { text, playing: playing.text, seed });
    if (problem) notice('info', problem, 'storage');
    else clearNotice('storage');
  };

  const render = () => {
    delete problemsTitle.dataset.pending;
    const diagnostics: Diagnostic[] = [];
    problemList.replaceChildren();
    if (check.ok) {
      problemsTitle.textContent = '✓ No problems: this is the version playing.';
      problemsTitle.className = 'problems-title ok';
      staleBanner.hidden = true;
    } else {
      const n = check.problems.length;
      const what = check.kind === 'syntax' ? 'JSON syntax error' : check.kind === 'too-large' ? 'The text is too large' : check.kind === 'unplayable' ? 'Valid, but not playable' : `${n} problem${n === 1 ? '' : 's'}`;
      problemsTitle.textContent = what;
      problemsTitle.className = 'problems-title bad';
      for (const p of check.problems) {
        diagnostics.push({ from: p.from, to: p.to, severity: 'error', message: p.path === '(root)' ? p.message : `${p.path}: ${p.message}`, source: 'variant' });
        problemList.append(problemItem(p));
      }
      staleBanner.hidden = false;
      staleBanner.textContent =
        check.kind === 'unplayable'
          ? `This version validates but cannot be played, so the board keeps playing the last playable version (${playing.definition.name}).`
          : `The text has ${check.kind === 'schema' ? `${n} problem${n === 1 ? '' : 's'}` : check.kind === 'syntax' ? 'a JSON syntax error' : 'grown too large'}, so the board keeps playing the last valid version (${playing.definition.name}).`;
    }
    showDiagnostics(view, diagnostics);
  };

  const problemItem = (p: Problem) => {
    const where = h('button', { type: 'button', class: 'problem-line', text: `line ${p.line}` });
    where.addEventListener('click', () => {
      const max = view.state.doc.length;
      view.dispatch({ selection: EditorSelection.range(Math.min(p.from, max), Math.min(p.to, max)), scrollIntoView: true });
      view.focus();
    });
    return h('li', { class: `problem ${p.kind}`, 'data-line': p.line }, [
      where,
      h('code', { class: 'problem-path', text: p.path === '(root)' ? '' : p.path }),
      h('span', { class: 'problem-message', text: p.message }),
    ]);
  };

  function dropHash() {
    if (!dirtyHash) return;
    dirtyHash = false;
    href = href.split('#')[0]!;
    options.replaceUrl?.(href);
  }

  // ---- editor ----------------------------------------------------------------------------------
  const view = createEditor(editorHost, {
    doc: text,
    schema: variantJsonSchema(),
    maxLength: EDITOR_MAX_LENGTH,
    onChange: (user) => {
      // The address no longer describes what is on screen: drop the shared game from it.
      if (user) dropHash();
      shareRow.hidden = true;
      schedule();
    },
    onRefused: (length) =>
      notice(
        'error',
        `That change was not made: it would make the text ${kb(length)}. The editor holds at most ${kb(EDITOR_MAX_LENGTH)}, and a variant file at most ${kb(LIMITS.textMax)}.`,
        'refused',
      ),
  });

  // What plays first: the text if it is valid, else the last version that played, else classic.
  {
    const first = checkVariantText(text, seed);
    const fromSaved = first.ok ? null : checkVariantText(playingText, seed);
    const start = first.ok ? { t: text, c: first } : fromSaved?.ok ? { t: playingText, c: fromSaved } : null;
    const s = start ?? { t: templateText('classic'), c: checkVariantText(templateText('classic'), seed) };
    if (!s.c.ok) throw new Error('the classic template does not validate');
    playing = { text: s.t, definition: s.c.definition, value: s.c.value, canonical: JSON.stringify(s.c.definition), seed };
    check = first;
    startGame(playing);
    render();
  }

  // ---- controls --------------------------------------------------------------------------------
  const setSeed = (next: number) => {
    seed = next;
    validate();
    // validate() restarts only when something changed; a seed change always restarts.
    if (playing.seed !== seed) startGame({ ...playing, seed });
    renderMeta();
  };
  const restart = () => startGame({ ...playing, seed });

  const setText = (next: string) => {
    replaceText(view, next);
    validate();
  };

  const loadTemplate = (id: string) => {
    setText(templateText(id));
    clearNotice('share');
  };

  templatePicker.addEventListener('change', () => {
    const id = templatePicker.value;
    templatePicker.value = '';
    if (id) loadTemplate(id);
  });
  seedInput.addEventListener('change', () => {
    const n = Number(seedInput.value);
    if (seedInput.value.trim() !== '' && isSeed(n)) {
      clearNotice('seed');
      setSeed(n);
    } else {
      notice('error', 'A seed is a whole number from 0 to 2147483647.', 'seed');
      seedInput.value = String(seed);
    }
  });
  newSeedButton.addEventListener('click', () => setSeed(randomSeed()));
  restartButton.addEventListener('click', restart);

  const shareLink = () => shareUrl(href, { text: playing.text, seed: playing.seed });
  shareButton.addEventListener('click', () => {
    validate();
    shareField.value = shareLink();
    shareInfo.textContent = check.ok
      ? 'Opens this variant with the same seed: the same first tiles.'
      : 'The text has problems: this link shares the version that is playing.';
    shareRow.hidden = false;
    shareField.select();
  });
  copyButton.addEventListener('click', () => {
    copy(shareField.value).then(
      () => (shareInfo.textContent = 'Copied.'),
      () => {
        shareField.select();
        shareInfo.textContent = 'Could not copy automatically: press Ctrl+C (⌘C).';
      },
    );
  });
  downloadButton.addEventListener('click', () => {
    const current = view.state.doc.toString();
    download(fileName(current, 'variant'), current);
  });
  fileInput.addEventListener('change', async () => {
    const file = fileInput.files?.[0];
    fileInput.value = '';
    if (!file) return;
    if (file.size > LIMITS.textMax) {
      notice('error', `${file.name} is ${kb(file.size)}; a variant file may be at most ${kb(LIMITS.textMax)}. It was not opened.`, 'file');
      return;
    }
    try {
      setText(await file.text());
      notice('info', `Opened ${file.name}. Undo (Ctrl+Z) brings back what was there before.`, 'file');
    } catch (e) {
      notice('error', `Could not read ${file.name}: ${e instanceof Error ? e.message : String(e)}`, 'file');
    }
  });

  const openHash = (hash: string): boolean => {
    const game = readHash(hash, 'nothing was changed');
    if (!game) return false;
    const replaced: SavedWork = { text: view.state.doc.toString(), playing: playing.text, seed };
    seed = game.seed;
    setText(game.text);
    announceShared(replaced);
    href = href.split('#')[0] + hash;
    dirtyHash = true;
    return true;
  };

  return {
    root,
    view,
    game,
    settle: () => {
      if (pending !== null) validate();
    },
    get check() {
      return check;
    },
    get playing() {
      return { text: playing.text, definition: playing.definition, seed: playing.seed };
    },
    get seed() {
      return seed;
    },
    shareLink,
    loadTemplate,
    setText,
    setSeed,
    restart,
    openHash,
    destroy: () => {
      if (pending !== null) clearTimeout(pending);
      view.destroy();
      root.remove();
    },
  };
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
