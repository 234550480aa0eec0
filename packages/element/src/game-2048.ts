// <game-2048>: renders a game snapshot and forwards input to the engine. No rules live here: moves,
// undo and new games are the core's; keyboard, swipe, saving and animation are controllers.
import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import {
  builtinVariant,
  builtinVariantIds,
  builtinVariants,
  formatIssue,
  formatPath,
  loadVariant,
  move as playMove,
  newGame as dealGame,
  undo as undoMove,
  type GameState,
  type LoadResult,
  type MoveResult,
  type PluginRegistry,
  type Rules,
  type VariantDefinition,
  type VariantIssue,
} from '@2048kit/core';
import { describeMove } from './announce.ts';
import { AnimationController } from './controllers/animation-controller.ts';
import { KeyboardController } from './controllers/keyboard-controller.ts';
import { PersistenceController } from './controllers/persistence-controller.ts';
import { SwipeController } from './controllers/swipe-controller.ts';
import { fire, type GameErrorDetail } from './events.ts';
import { layoutBoard, type BoardLayout } from './layout.ts';
import { badgeStyle, mergeThemes, sanitizeTheme, tileLook, valueScale, type Theme, type ValueScale } from './look.ts';
import { styles } from './styles.ts';
import { transitionFor, type Ghost } from './transition.ts';

interface Loaded {
  readonly rules: Rules;
  readonly definition: VariantDefinition;
  readonly layout: BoardLayout;
  readonly scale: ValueScale;
  /** Each slot's position as a style (`transform: translate(...)` in percent of a tile). */
  readonly places: readonly string[];
}

/** A tile to draw: one on the board (`reason` null) or a ghost on its way out. */
type Sprite = Omit<Ghost, 'reason'> & { readonly reason: Ghost['reason'] | null };

type Source = GameErrorDetail['source'];

type Overlay = 'won' | 'won-final' | 'over' | null;

/** A bomb (body, cap, fuse, spark, shine), drawn rather than an emoji so it looks the same on every system. */
const BOMB_ICON = html`<svg class="icon" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
  <circle cx="10" cy="14.5" r="7.5" />
  <rect x="12.2" y="4.6" width="4.6" height="4.2" rx="1" transform="rotate(45 14.5 6.7)" />
  <path d="M16.5 4.5Q18 1.8 20.6 3" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" />
  <circle cx="21" cy="3.2" r="2" fill="#f67c5f" />
  <circle cx="7.2" cy="11.5" r="1.8" fill="#fff" opacity=".45" />
</svg>`;

const randomSeed = (): number => Math.floor(Math.random() * 2 ** 31);

const failure = (code: string, at: string, message: string): LoadResult => ({ ok: false, issues: [{ code, path: [at], message }] });

/**
 * Plays any 2048kit variant: a built-in one by id, a JSON definition by URL, or a definition object.
 *
 * The board is focusable: arrows, WASD or HJKL move on grids; Q/W/E/A/S/D on hexagons; R starts a
 * new game; U or Ctrl+Z undoes (when the variant allows it). Swipes work with touch and mouse.
 * Games are saved to localStorage after each move and restored on reload.
 *
 * @summary A 2048 board for any 2048kit variant.
 *
 * @fires game-move - A move (or undo) was played. Detail: `{ direction, gained, events, score, state }`.
 * @fires game-won - The goal was reached on this move. Detail: `{ score, state }`.
 * @fires game-over - No move is left (or the goal ended the game). Detail: `{ score, state }`.
 * @fires game-error - The variant could not be loaded or is invalid. Detail: `{ source, issues, messages }`.
 * @fires game-warning - Something was recovered from, e.g. a corrupt or outdated save was discarded. Detail: `{ message }`.
 * @fires game-ready - A game is on the board: a variant was loaded, or a new game was dealt. Detail: `{ variant, state, restored }`.
 *
 * @csspart board - The board (focusable; also the loading box).
 * @csspart cell - An empty cell slot.
 * @csspart hole - A slot of the board that is not a cell.
 * @csspart tile - A tile; also has `tile-<value>`, `tile-wall`, `tile-block`, `tile-bomb`, `tile-multiplier` or `tile-operator`.
 * @csspart score - The score and best-score boxes (the best one also has part `best`).
 * @csspart best - The best-score box.
 * @csspart gain - The "+N" that rises from the score.
 * @csspart overlay - The win and game-over overlays.
 * @csspart button - Every button (new game, undo, keep going, try again).
 * @csspart title - The variant's name.
 * @csspart preview - The next tile (Threes).
 * @csspart error - The error box shown for an invalid variant.
 *
 * @cssprop [--game-2048-width=500px] - Width of the element; the board keeps its aspect ratio.
 * @cssprop [--game-2048-font-family='Clear Sans', 'Helvetica Neue', Arial, sans-serif] - Font.
 * @cssprop [--game-2048-text-color=#776e65] - Text colour of the header.
 * @cssprop [--game-2048-board-background=#bbada0] - The board.
 * @cssprop [--game-2048-cell-background=#cdc1b4] - Empty cells.
 * @cssprop [--game-2048-hole-background=#faf8ef] - Holes (slots that are not cells).
 * @cssprop [--game-2048-radius=4px] - Corner radius of cells, tiles, buttons and score boxes.
 * @cssprop [--game-2048-board-radius=6px] - Corner radius of the board.
 * @cssprop [--game-2048-score-background=#bbada0] - Score boxes.
 * @cssprop [--game-2048-score-color=#ffffff] - Score numbers.
 * @cssprop [--game-2048-score-label-color=#eee4da] - "Score" and "Best" labels.
 * @cssprop [--game-2048-gain-color=rgba(119, 110, 101, 0.9)] - The rising "+N".
 * @cssprop [--game-2048-button-background=#8f7a66] - Buttons.
 * @cssprop [--game-2048-button-color=#f9f6f2] - Button text.
 * @cssprop [--game-2048-focus-ring=#3d7dd8] - Focus ring of the board and buttons.
 * @cssprop [--game-2048-overlay-background=rgba(238, 228, 218, 0.73)] - Game-over overlay.
 * @cssprop [--game-2048-won-overlay-background=rgba(237, 194, 46, 0.5)] - Win overlay.
 * @cssprop [--game-2048-won-overlay-color=#f9f6f2] - Win overlay text.
 * @cssprop [--game-2048-error-background=#fdf0ed] - Error box.
 * @cssprop [--game-2048-error-color=#8a1f11] - Error text.
 * @cssprop [--game-2048-error-border=#e0533d] - Error box border.
 */
export class Game2048 extends LitElement {
  static override styles = styles;

  static override properties: PropertyDeclarations = {
    variant: { reflect: true },
    src: {},
    definition: { attribute: false },
    seed: { type: Number },
    theme: { attribute: false },
    registry: { attribute: false },
    saveSlot: { attribute: 'save-slot' },
    noSave: { type: Boolean, attribute: 'no-save' },
  };

  /** Id of a built-in variant (`classic`, `hex`, `threes`, ...). Used when neither `definition` nor `src` is set. */
  variant = 'classic';

  /** URL of a JSON variant definition; validated before play. Takes precedence over `variant`. */
  src = '';

  /** A variant definition object (or JSON text); validated before play. Takes precedence over `src` and `variant`. */
  definition?: unknown;

  /** Seed of the first game (a new game after that gets a random seed). Default: random. */
  seed?: number;

  /** Tile theme laid over the variant's own: `{ tiles: { "2": { background, color, label }, wall: {...} } }`. */
  theme?: Theme;

  /** Plugin registry for definitions that use custom plugins (default: the built-in plugins). */
  registry?: PluginRegistry;

  /** Keeps this board's save and best score apart from other boards of the same variant. */
  saveSlot = '';

  /** Do not save or restore games. */
  noSave = false;

  // What is on screen. Every change to it is announced, and #announce requests the render.
  #loaded: Loaded | null = null;
  #issues: { source: Source; list: readonly VariantIssue[] } | null = null;
  #game: GameState | null = null;
  #keepPlaying = false;
  #announcement = '';
  /** The "+N" of the last move; its key restarts the animation. */
  #gain: { value: number; key: number } | null = null;

  #gains = 0;
  #sourceToken = 0;
  #theme: Theme = {};
  #lastOverlay: Overlay = null;

  readonly #animation = new AnimationController(this);
  readonly #persistence = new PersistenceController(this, () =>
    this.#loaded && this.#game ? { rules: this.#loaded.rules, state: this.#game, keepPlaying: this.#keepPlaying } : null,
  );

  constructor() {
    super();
    new KeyboardController(
      this,
      () => this.rules,
      (action) => (action.type === 'move' ? this.move(action.direction) : action.type === 'undo' ? this.undo() : this.newGame()),
    );
    new SwipeController(
      this,
      () => this.#board(),
      () => this.#loaded?.layout.angles ?? [],
      (direction) => this.move(direction),
    );
  }

  // ---- Public API --------------------------------------------------------------------------

  /** The game on the board (plain data), or null while loading or on error. */
  get state(): GameState | null {
    return this.#game;
  }

  /** The compiled rules of the variant being played, or null. */
  get rules(): Rules | null {
    return this.#loaded?.rules ?? null;
  }

  /** Plays a direction. Returns the engine's result, or null when there is no game or an overlay is up. */
  move(direction: string): MoveResult | null {
    const rules = this.rules;
    const before = this.#game;
    if (!rules || !before || this.#overlay() === 'won') return null;
    const result = playMove(rules, before, direction);
    if (result.ok) {
      const { state, events, won, limited } = result;
      this.#animation.begin(transitionFor(before.board, events, state.board));
      this.#played(result, direction, describeMove(direction, events, state.score, won ? 'won' : state.over ? 'over' : null, limited));
    }
    return result;
  }

  /** Takes back the last move when the variant allows undo. Returns the engine's result, or null. */
  undo(): MoveResult | null {
    const rules = this.rules;
    if (!rules?.undoLimit || !this.#game) return null;
    const result = undoMove(rules, this.#game);
    if (result.ok) {
      this.#animation.fastForward();
      this.#played(result, 'undo', `Undid the last move. Score ${result.state.score}.`);
    }
    return result;
  }

  /** Shows an accepted move or undo, says it and fires its events. */
  #played({ state, events, gained, won }: MoveResult & { ok: true }, direction: string, sentence: string): void {
    const { score, over } = state;
    this.#game = state;
    this.#gain = gained > 0 ? { value: gained, key: ++this.#gains } : null;
    this.#announce(sentence);
    fire(this, 'game-move', { direction, gained, events, score, state });
    if (won) fire(this, 'game-won', { score, state });
    if (over) fire(this, 'game-over', { score, state });
  }

  /** Deals a new game (random seed unless one is given) and fires `game-ready` with it. */
  newGame(seed: number = randomSeed()): void {
    const rules = this.rules;
    if (rules) this.#show(rules, dealGame(rules, seed), false, false);
  }

  /** Dismisses the win overlay and carries on playing (when the variant allows it). */
  keepGoing(): void {
    if (!this.rules?.keepGoing || !this.#game?.won) return;
    this.#keepPlaying = true;
    this.#announce('Keep going!');
    this.updateComplete.then(() => this.#board()?.focus());
  }

  // ---- Loading -----------------------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues): void {
    const rules = this.#loaded?.rules;
    if (['definition', 'src', 'variant', 'registry'].some((p) => changed.has(p))) {
      this.#resolveSource();
    } else if (changed.has('seed')) {
      this.newGame(this.seed ?? randomSeed());
    } else if (changed.has('saveSlot') && rules) {
      // Another slot: its saved game if it has one, else the game in play carries on there.
      const saved = this.#persistence.restore(rules);
      if (saved) this.#show(rules, saved.state, saved.keepPlaying, true);
    }
    if (changed.has('theme')) {
      const { theme, problems } = sanitizeTheme(this.theme);
      for (const p of problems) fire(this, 'game-warning', { message: `Ignored part of the theme property: ${p}.` });
      this.#theme = mergeThemes(this.#loaded?.definition.theme, theme);
    }
  }

  #resolveSource(): void {
    const token = ++this.#sourceToken;
    const { definition, src, registry } = this;
    const id = this.variant || 'classic';
    this.#animation.fastForward();
    if (definition != null) {
      this.#apply(loadVariant(definition, registry), 'definition');
    } else if (src) {
      this.#loaded = this.#game = this.#issues = null;
      this.#fetch(src).then((result) => token === this.#sourceToken && this.#apply(result, 'src'));
    } else {
      this.#apply(
        !Object.hasOwn(builtinVariants, id)
          ? failure('unknown-variant', 'variant', `unknown variant "${id}" (built-in: ${builtinVariantIds.join(', ')})`)
          : registry
            ? loadVariant(builtinVariants[id], registry)
            : { ok: true, ...builtinVariant(id) },
        'variant',
      );
    }
  }

  async #fetch(src: string): Promise<LoadResult> {
    try {
      const response = await fetch(new URL(src, document.baseURI));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return loadVariant(await response.text(), this.registry);
    } catch (e) {
      return failure('fetch', 'src', `could not load ${src}: ${e instanceof Error ? e.message : e}`);
    }
  }

  #apply(result: LoadResult, source: Source): void {
    if (!result.ok) {
      this.#loaded = this.#game = null;
      this.#issues = { source, list: result.issues };
      this.#announce('This variant cannot be played.');
      fire(this, 'game-error', { source, issues: result.issues, messages: result.issues.map(formatIssue) });
      return;
    }
    const { rules, definition } = result;
    const layout = layoutBoard(rules.shape);
    const percent = (n: number) => `${(n * 100).toFixed(3)}%`;
    this.#issues = null;
    this.#loaded = {
      rules,
      definition,
      layout,
      scale: valueScale(rules.merge.name, rules.goal.tile),
      places: layout.origins.map(([x, y]) => `transform:translate(${percent(x / layout.tileWidth)},${percent(y / layout.tileHeight)})`),
    };
    this.#theme = mergeThemes(definition.theme, sanitizeTheme(this.theme).theme);
    const saved = this.#persistence.restore(rules);
    this.#show(rules, saved?.state ?? dealGame(rules, this.seed ?? randomSeed()), saved?.keepPlaying ?? false, !!saved);
  }

  /** Puts a game on the board: restored from a save or newly dealt. */
  #show(rules: Rules, game: GameState, keepPlaying: boolean, restored: boolean): void {
    const { id, version, name } = rules;
    this.#animation.fastForward();
    this.#game = game;
    this.#keepPlaying = keepPlaying;
    this.#gain = null;
    this.#lastOverlay = this.#overlay();
    this.#announce(restored ? `${name}: saved game restored. Score ${game.score}.` : `New game of ${name}.`);
    fire(this, 'game-ready', { variant: { id, version, name }, state: game, restored });
  }

  // ---- Helpers -----------------------------------------------------------------------------

  /** Says what changed through the live region, and renders the change. */
  #announce(text: string): void {
    // The same sentence twice in a row is not re-read by some screen readers: vary it invisibly.
    this.#announcement = text === this.#announcement.trimEnd() ? `${text}\u00a0` : text;
    this.requestUpdate();
  }

  #overlay(): Overlay {
    const game = this.#game;
    const rules = this.#loaded?.rules;
    if (!game || !rules) return null;
    // The win overlay waits for an answer, unless the same move also ended the game.
    if (game.won && !this.#keepPlaying && (!rules.keepGoing || !game.over)) return rules.keepGoing ? 'won' : 'won-final';
    return game.over ? 'over' : null;
  }

  #board(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.board');
  }

  protected override updated(): void {
    // When an overlay appears while the player is on the board, move focus to its first button.
    const overlay = this.#overlay();
    if (overlay !== this.#lastOverlay) {
      this.#lastOverlay = overlay;
      if (overlay && this.matches(':focus-within')) this.renderRoot.querySelector<HTMLElement>('.overlay button')?.focus();
    }
  }

  // ---- Rendering -----------------------------------------------------------------------------

  protected override render(): TemplateResult {
    const loaded = this.#loaded;
    const game = this.#game;
    if (this.#issues) return this.#renderError(this.#issues.source, this.#issues.list);
    if (!loaded || !game) return html`<div class="message" part="board" role="status">Loading variant…</div>`;
    const { rules, layout, places } = loaded;
    const { shape, goal, name } = rules;
    const canUndo = rules.undoLimit > 0;
    const overlay = this.#overlay();
    const over = overlay === 'over';
    const scoreBox = (label: string, value: number, part: string, extra?: unknown) =>
      html`<div class="score-box" part=${part}>
        <span class="score-label">${label}</span>
        <span class="score-value">${value}</span>
        ${extra}
      </div>`;
    return html`
      <div class="header">
        <h2 class="title" part="title">${name}</h2>
        <div class="scores">
          ${scoreBox(
            'Score',
            game.score,
            'score',
            repeat(this.#gain ? [this.#gain] : [], (g) => g.key, (g) => html`<div class="gain" part="gain" aria-hidden="true">+${g.value}</div>`),
          )}
          ${scoreBox('Best', Math.max(this.#persistence.best(rules), game.score), 'score best')}
        </div>
      </div>
      <div class="controls">
        ${this.#renderPreview(loaded, game)}
        <p class="goal">
          ${goal.tile !== undefined
            ? html`Join the tiles, get to <strong>${goal.tile}</strong>!`
            : goal.score !== undefined
              ? html`Score <strong>${goal.score}</strong> to win!`
              : 'Join the tiles, score as high as you can!'}
        </p>
        <div class="buttons">
          ${this.#button('new-game', 'New game', () => this.newGame())}
          ${canUndo ? this.#button('undo', 'Undo', () => this.undo(), game.history.length === 0) : nothing}
        </div>
      </div>
      <div
        class="board ${layout.kind}"
        part="board"
        tabindex="0"
        role="application"
        aria-roledescription="game board"
        aria-label="${name} board"
        aria-describedby="help"
        .style=${`aspect-ratio:${layout.width}/${layout.height};--tile-w:${(layout.tileWidth / layout.width) * 100};--tile-h:${(layout.tileHeight / layout.height) * 100};${badgeStyle(this.#theme)}`}
      >
        ${layout.outline
          ? html`<svg class="plate" viewBox="0 0 ${layout.width} ${layout.height}" aria-hidden="true">
              <polygon points=${layout.outline.map((p) => p.map((n) => n.toFixed(3)).join()).join(' ')} stroke-width=${layout.outlineStroke} />
            </svg>`
          : nothing}
        <div class="cells" aria-hidden="true">
          ${places.map((place, slot) => {
            const kind = shape.isCell[slot] ? 'cell' : 'hole';
            return html`<div class=${kind} part=${kind} .style=${place}></div>`;
          })}
        </div>
        <div class="tiles">${repeat(this.#sprites(game), (s) => s.tile.id, (s) => this.#renderTile(s, loaded))}</div>
        ${overlay
          ? html`<div class="overlay ${over ? 'over' : 'won'}" part="overlay">
              <p class="overlay-title">${over ? 'Game over!' : 'You win!'}</p>
              <div class="overlay-buttons">
                ${overlay === 'won' ? this.#button('keep-going', 'Keep going', () => this.keepGoing()) : nothing}
                ${this.#button('try-again', over ? 'Try again' : overlay === 'won' ? 'New game' : 'Play again', () => this.newGame())}
                ${over && canUndo && game.history.length > 0 ? this.#button('undo', 'Undo', () => this.undo()) : nothing}
              </div>
            </div>`
          : nothing}
      </div>
      <p id="help" class="sr-only">
        ${layout.kind === 'hex' ? 'Q, W, E, A, S and D move the tiles in the six directions.' : 'Arrow keys, W A S D or H J K L move the tiles.'}
        R starts a new game.${canUndo ? ' U or Control Z undoes the last move.' : ''}
      </p>
      <div class="sr-only live" role="status" aria-live="polite" aria-atomic="true">${this.#announcement}</div>
    `;
  }

  #button(name: string, label: string, onClick: () => void, disabled = false): TemplateResult {
    return html`<button part="button" class=${name} ?disabled=${disabled} @click=${onClick}>${label}</button>`;
  }

  #renderError(source: Source, issues: readonly VariantIssue[]): TemplateResult {
    const what = source === 'src' ? `file (${this.src})` : source === 'variant' ? `variant ("${this.variant}")` : source;
    return html`
      <div class="message error" part="error" role="alert">
        <h2>This variant cannot be played</h2>
        <p>The ${what} has ${issues.length === 1 ? 'a problem' : `${issues.length} problems`}:</p>
        <ul>
          ${issues.map((issue) => {
            const path = formatPath(issue.path);
            return html`<li data-path=${path}><code>${path}</code>: ${issue.message}</li>`;
          })}
        </ul>
      </div>
    `;
  }

  #renderPreview(loaded: Loaded, game: GameState): TemplateResult | typeof nothing {
    const next = game.spawn.next;
    if (!next) return nothing;
    const bonus = game.spawn.nextIsBonus;
    const look = tileLook({ id: 0, ...next }, loaded.scale, this.#theme);
    const style = bonus
      ? '--tile-bg:#fff;--tile-fg:#776e65;--mini-font:24px'
      : `--tile-bg:${look.background};--tile-fg:${look.color};--mini-font:${Math.round(40 * look.fontScale)}px`;
    return html`<div class="next" part="preview">
      <span aria-hidden="true">Next</span>
      <div class="mini" role="img" aria-label="Next tile: ${bonus ? 'a bonus tile' : look.name}" .style=${style}>${bonus ? '+' : look.label}</div>
    </div>`;
  }

  /** Tiles on the board plus the ones leaving it, in id order so no DOM node is ever moved. */
  #sprites(game: GameState): Sprite[] {
    const sprites: Sprite[] = [...(this.#animation.current?.ghosts ?? [])];
    game.board.forEach((tile, cell) => tile && sprites.push({ tile, cell, reason: null }));
    return sprites.sort((a, b) => a.tile.id - b.tile.id);
  }

  #renderTile({ tile, cell, reason }: Sprite, loaded: Loaded): TemplateResult {
    const moving = this.#animation.current;
    const look = tileLook(tile, loaded.scale, this.#theme);
    // A ghost lingers under the tile that replaced it; a new tile appears, a merged one pops.
    const moment = reason ? `ghost ${reason === 'removed' ? reason : ''}` : moving?.spawned.has(tile.id) ? 'spawned' : moving?.merged.has(tile.id) ? 'merged' : '';
    const style = `${loaded.places[cell]};--tile-bg:${look.background};--tile-fg:${look.color};--font-scale:${look.fontScale};--glow:${look.glow}`;
    return html`<div
      class="tile ${look.kinds} ${moment} ${look.glow > 0 ? 'glow' : ''}"
      part="tile ${look.parts}"
      role="img"
      aria-label=${look.name}
      aria-hidden=${reason ? 'true' : nothing}
      data-id=${tile.id}
      data-cell=${cell}
      data-value=${tile.value}
      ?data-ghost=${!!reason}
      .style=${style}
    >
      <div class="face">
        <span class="label">${look.label}</span>
        ${look.badges.map((b) => html`<span class="badge ${b.kind}" aria-hidden="true">${b.kind === 'bomb' && !b.text ? BOMB_ICON : b.text}</span>`)}
      </div>
    </div>`;
  }
}

customElements.define('game-2048', Game2048);

declare global {
  interface HTMLElementTagNameMap {
    'game-2048': Game2048;
  }
}
