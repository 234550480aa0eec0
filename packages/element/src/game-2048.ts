// <game-2048>: renders a game snapshot and forwards input to the engine. No rules live here: moves,
// undo and new games are the core's; keyboard, swipe, saving and animation are controllers.
import { LitElement, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { keyed } from 'lit/directives/keyed.js';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
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
  type Tile,
  type VariantDefinition,
  type VariantIssue,
} from '@2048kit/core';
import { describeMove } from './announce.ts';
import { AnimationController } from './controllers/animation-controller.ts';
import { KeyboardController } from './controllers/keyboard-controller.ts';
import { PersistenceController } from './controllers/persistence-controller.ts';
import { SwipeController } from './controllers/swipe-controller.ts';
import { gameEvent, type GameErrorDetail } from './events.ts';
import type { KeyAction } from './keys.ts';
import { layoutBoard, type BoardLayout, type Point } from './layout.ts';
import { badgeColours, mergeThemes, sanitizeTheme, tileLook, valueScale, type Theme, type ValueScale } from './look.ts';
import { styles } from './styles.ts';
import { transitionFor, type Ghost } from './transition.ts';

interface Loaded {
  readonly rules: Rules;
  readonly definition: VariantDefinition;
  readonly layout: BoardLayout;
  readonly scale: ValueScale;
}

interface Sprite {
  readonly tile: Tile;
  readonly cell: number;
  readonly ghost: Ghost['reason'] | null;
}

type Overlay = 'won' | 'won-final' | 'over' | null;

/** A bomb, drawn rather than an emoji so it looks the same on every system. */
const BOMB_ICON = html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true">
  ${svg`<circle cx="10" cy="14.5" r="7.5" fill="currentColor"></circle>
  <rect x="12.2" y="4.6" width="4.6" height="4.2" rx="1" transform="rotate(45 14.5 6.7)" fill="currentColor"></rect>
  <path d="M16.5 4.5 Q18 1.8 20.6 3" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"></path>
  <circle cx="21" cy="3.2" r="2" fill="#f67c5f"></circle>
  <circle cx="7.2" cy="11.5" r="1.8" fill="#ffffff" opacity="0.45"></circle>`}
</svg>`;

function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

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
@customElement('game-2048')
export class Game2048 extends LitElement {
  static override styles = styles;

  /** Id of a built-in variant (`classic`, `hex`, `threes`, ...). Used when neither `definition` nor `src` is set. */
  @property({ reflect: true }) variant = 'classic';

  /** URL of a JSON variant definition; validated before play. Takes precedence over `variant`. */
  @property() src = '';

  /** A variant definition object (or JSON text); validated before play. Takes precedence over `src` and `variant`. */
  @property({ attribute: false }) definition: unknown = undefined;

  /** Seed of the first game (a new game after that gets a random seed). Default: random. */
  @property({ type: Number }) seed?: number;

  /** Tile theme laid over the variant's own: `{ tiles: { "2": { background, color, label }, wall: {...} } }`. */
  @property({ attribute: false }) theme?: Theme;

  /** Plugin registry for definitions that use custom plugins (default: the built-in plugins). */
  @property({ attribute: false }) registry?: PluginRegistry;

  /** Keeps this board's save and best score apart from other boards of the same variant. */
  @property({ attribute: 'save-slot' }) saveSlot = '';

  /** Do not save or restore games. */
  @property({ type: Boolean, attribute: 'no-save' }) noSave = false;

  @state() private loaded: Loaded | null = null;
  @state() private issues: { source: GameErrorDetail['source']; list: readonly VariantIssue[] } | null = null;
  @state() private game: GameState | null = null;
  @state() private keepPlaying = false;
  @state() private announcement = '';
  @state() private gain: { value: number; key: number } | null = null;

  private sourceToken = 0;
  private moveCount = 0;
  private lookTheme: Theme = {};
  private lastOverlay: Overlay = null;

  private readonly animation = new AnimationController(this, () => this.shadowRoot);
  private readonly persistence = new PersistenceController(this, {
    snapshot: () => (this.loaded && this.game ? { rules: this.loaded.rules, state: this.game, keepPlaying: this.keepPlaying } : null),
    disabled: () => this.noSave,
    slot: () => this.saveSlot,
    warn: (message) => this.warn(message),
  });

  constructor() {
    super();
    new KeyboardController(this, {
      board: () =>
        this.loaded
          ? { type: this.loaded.rules.shape.type, directions: this.loaded.rules.shape.directions, canUndo: this.loaded.rules.undoLimit > 0 }
          : null,
      onAction: (action) => this.onKeyAction(action),
    });
    new SwipeController(this, {
      surface: () => this.renderRoot.querySelector<HTMLElement>('.board'),
      angles: () => this.loaded?.layout.angles ?? [],
      onSwipe: (direction) => this.move(direction),
    });
  }

  // ---- Public API --------------------------------------------------------------------------

  /** The game on the board (plain data), or null while loading or on error. */
  get state(): GameState | null {
    return this.game;
  }

  /** The compiled rules of the variant being played, or null. */
  get rules(): Rules | null {
    return this.loaded?.rules ?? null;
  }

  /** Plays a direction. Returns the engine's result, or null when there is no game or an overlay is up. */
  move(direction: string): MoveResult | null {
    const loaded = this.loaded;
    const before = this.game;
    if (!loaded || !before || this.overlay() === 'won') return null;
    const result = playMove(loaded.rules, before, direction);
    if (!result.ok) return result;
    this.animation.begin(transitionFor(before.board, result.events, result.state.board, result.gained));
    this.game = result.state;
    this.moveCount++;
    if (result.gained > 0) this.gain = { value: result.gained, key: this.moveCount };
    const outcome = result.won ? 'won' : result.state.over ? 'over' : null;
    this.announce(describeMove(direction, result.events, result.state.score, outcome));
    const { state: s } = result;
    this.dispatchEvent(gameEvent('game-move', { direction, gained: result.gained, events: result.events, score: s.score, state: s }));
    if (result.won) this.dispatchEvent(gameEvent('game-won', { score: s.score, state: s }));
    if (s.over) this.dispatchEvent(gameEvent('game-over', { score: s.score, state: s }));
    return result;
  }

  /** Takes back the last move when the variant allows undo. Returns the engine's result, or null. */
  undo(): MoveResult | null {
    const loaded = this.loaded;
    if (!loaded || !this.game || loaded.rules.undoLimit === 0) return null;
    const result = undoMove(loaded.rules, this.game);
    if (!result.ok) return result;
    this.animation.fastForward();
    this.game = result.state;
    this.moveCount++;
    this.gain = null;
    this.announce(`Undid the last move. Score ${result.state.score}.`);
    this.dispatchEvent(
      gameEvent('game-move', { direction: 'undo', gained: result.gained, events: [], score: result.state.score, state: result.state }),
    );
    return result;
  }

  /** Deals a new game (random seed unless one is given) and fires `game-ready` with it. */
  newGame(seed: number = randomSeed()): void {
    if (this.loaded) this.showGame(this.loaded, dealGame(this.loaded.rules, seed), false, false);
  }

  /** Dismisses the win overlay and carries on playing (when the variant allows it). */
  keepGoing(): void {
    if (!this.loaded?.rules.keepGoing || !this.game?.won) return;
    this.keepPlaying = true;
    this.announce('Keep going!');
    this.updateComplete.then(() => this.boardElement()?.focus());
  }

  // ---- Loading -----------------------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('definition') || changed.has('src') || changed.has('variant') || changed.has('registry')) {
      this.resolveSource();
    } else if (changed.has('seed') && this.loaded) {
      this.newGame(this.seed ?? randomSeed());
    } else if (changed.has('saveSlot') && this.loaded) {
      // Another slot: its saved game if it has one, else the game in play carries on there.
      const saved = this.persistence.restore(this.loaded.rules);
      if (saved) this.showGame(this.loaded, saved.state, saved.keepPlaying, true);
    }
    if (changed.has('theme')) this.refreshTheme(true);
  }

  private refreshTheme(warn: boolean): void {
    const { theme, problems } = sanitizeTheme(this.theme);
    if (warn) for (const p of problems) this.warn(`Ignored part of the theme property: ${p}.`);
    this.lookTheme = mergeThemes(this.loaded?.definition.theme, theme);
  }

  private resolveSource(): void {
    const token = ++this.sourceToken;
    this.animation.fastForward();
    if (this.definition !== undefined && this.definition !== null) {
      this.applyLoad(loadVariant(this.definition, this.registry), 'definition');
    } else if (this.src) {
      this.loaded = null;
      this.game = null;
      this.issues = null;
      const src = this.src;
      this.fetchDefinition(src).then((result) => {
        if (token === this.sourceToken) this.applyLoad(result, 'src');
      });
    } else {
      const id = this.variant || 'classic';
      if (!Object.hasOwn(builtinVariants, id)) {
        this.applyLoad(
          {
            ok: false,
            issues: [{ code: 'unknown-variant', path: ['variant'], message: `unknown variant "${id}" (built-in: ${builtinVariantIds.join(', ')})` }],
          },
          'variant',
        );
      } else {
        this.applyLoad(this.registry ? loadVariant(builtinVariants[id], this.registry) : { ok: true, ...builtinVariant(id) }, 'variant');
      }
    }
  }

  private async fetchDefinition(src: string): Promise<LoadResult> {
    try {
      const response = await fetch(new URL(src, document.baseURI));
      if (!response.ok) {
        return { ok: false, issues: [{ code: 'fetch', path: ['src'], message: `could not load ${src} (HTTP ${response.status})` }] };
      }
      return loadVariant(await response.text(), this.registry);
    } catch (e) {
      return { ok: false, issues: [{ code: 'fetch', path: ['src'], message: `could not load ${src}: ${e instanceof Error ? e.message : String(e)}` }] };
    }
  }

  private applyLoad(result: LoadResult, source: GameErrorDetail['source']): void {
    if (!result.ok) {
      this.loaded = null;
      this.game = null;
      this.issues = { source, list: result.issues };
      this.announce('This variant cannot be played.');
      this.dispatchEvent(gameEvent('game-error', { source, issues: result.issues, messages: result.issues.map(formatIssue) }));
      return;
    }
    const { rules, definition } = result;
    this.issues = null;
    this.loaded = { rules, definition, layout: layoutBoard(rules.shape), scale: valueScale(rules.merge.name, rules.goal.tile) };
    this.refreshTheme(false);
    this.startGame(this.loaded);
  }

  private startGame(loaded: Loaded): void {
    const saved = this.persistence.restore(loaded.rules);
    if (saved) this.showGame(loaded, saved.state, saved.keepPlaying, true);
    else this.showGame(loaded, dealGame(loaded.rules, this.seed ?? randomSeed()), false, false);
  }

  private showGame(loaded: Loaded, game: GameState, keepPlaying: boolean, restored: boolean): void {
    this.animation.fastForward();
    this.game = game;
    this.keepPlaying = keepPlaying;
    this.gain = null;
    this.lastOverlay = this.overlay();
    this.announce(restored ? `${loaded.rules.name}: saved game restored. Score ${game.score}.` : `New game of ${loaded.rules.name}.`);
    const { id, version, name } = loaded.rules;
    this.dispatchEvent(gameEvent('game-ready', { variant: { id, version, name }, state: game, restored }));
  }

  // ---- Input and helpers ---------------------------------------------------------------------

  private onKeyAction(action: KeyAction): void {
    if (action.type === 'move') this.move(action.direction);
    else if (action.type === 'undo') this.undo();
    else this.newGame();
  }

  private warn(message: string): void {
    this.dispatchEvent(gameEvent('game-warning', { message }));
  }

  private announce(text: string): void {
    // The same sentence twice in a row is not re-read by some screen readers: vary it invisibly.
    this.announcement = text === this.announcement.trimEnd() ? `${text}\u00a0` : text;
  }

  private overlay(): Overlay {
    const game = this.game;
    const rules = this.loaded?.rules;
    if (!game || !rules) return null;
    if (game.won && !this.keepPlaying) {
      if (!rules.keepGoing) return 'won-final';
      if (!game.over) return 'won';
    }
    return game.over ? 'over' : null;
  }

  private boardElement(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.board');
  }

  protected override updated(): void {
    // When an overlay appears while the player is on the board, move focus to its first button.
    const overlay = this.overlay();
    if (overlay !== this.lastOverlay) {
      this.lastOverlay = overlay;
      if (overlay !== null && this.matches(':focus-within')) {
        this.renderRoot.querySelector<HTMLElement>('.overlay button')?.focus();
      }
    }
  }

  // ---- Rendering -----------------------------------------------------------------------------

  protected override render(): TemplateResult {
    if (this.issues) return this.renderError(this.issues.source, this.issues.list);
    const loaded = this.loaded;
    const game = this.game;
    if (!loaded || !game) {
      return html`<div class="message" part="board" role="status">Loading variant…</div>`;
    }
    const { rules, layout } = loaded;
    const best = Math.max(this.persistence.best(rules), game.score);
    const hex = layout.kind === 'hex';
    const boardStyle = {
      aspectRatio: `${layout.width} / ${layout.height}`,
      '--tile-w': String((layout.tileWidth / layout.width) * 100),
      '--tile-h': String((layout.tileHeight / layout.height) * 100),
    };
    const help = hex
      ? 'Q, W, E, A, S and D move the tiles in the six directions.'
      : 'Arrow keys, W A S D or H J K L move the tiles.';
    return html`
      <div class="header">
        <h2 class="title" part="title">${rules.name}</h2>
        <div class="scores">
          <div class="score-box" part="score" aria-label="Score ${game.score}">
            <span class="score-label" aria-hidden="true">Score</span>
            <span class="score-value" aria-hidden="true">${game.score}</span>
            ${this.gain && this.gain.value > 0
              ? keyed(this.gain.key, html`<div class="gain" part="gain" aria-hidden="true">+${this.gain.value}</div>`)
              : nothing}
          </div>
          <div class="score-box" part="score best" aria-label="Best ${best}">
            <span class="score-label" aria-hidden="true">Best</span>
            <span class="score-value" aria-hidden="true">${best}</span>
          </div>
        </div>
      </div>
      <div class="controls">
        ${this.renderPreview(loaded, game)}
        <p class="goal">${this.goalText(rules)}</p>
        <div class="buttons">
          <button part="button" class="new-game" @click=${() => this.newGame()}>New game</button>
          ${rules.undoLimit > 0
            ? html`<button part="button" class="undo" ?disabled=${game.history.length === 0} @click=${() => this.undo()}>
                Undo
              </button>`
            : nothing}
        </div>
      </div>
      <div
        class=${classMap({ board: true, grid: !hex, hex })}
        part="board"
        tabindex="0"
        role="application"
        aria-roledescription="game board"
        aria-label="${rules.name} board"
        aria-describedby="help"
        style=${styleMap(boardStyle)}
      >
        ${layout.outline ? this.renderPlate(layout) : nothing}
        <div class="cells" aria-hidden="true">
          ${layout.origins.map((origin, slot) =>
            html`<div class=${rules.shape.isCell[slot] ? 'cell' : 'hole'} part=${rules.shape.isCell[slot] ? 'cell' : 'hole'} style=${styleMap({ transform: this.place(origin, layout) })}></div>`,
          )}
        </div>
        <div class="tiles">${repeat(this.sprites(game), (s) => s.tile.id, (s) => this.renderTile(s, loaded))}</div>
        ${this.renderOverlay(rules)}
      </div>
      <p id="help" class="sr-only">
        ${help} R starts a new game.${rules.undoLimit > 0 ? ' U or Control Z undoes the last move.' : ''}
      </p>
      <div class="sr-only live" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    `;
  }

  private goalText(rules: Rules): TemplateResult {
    if (rules.goal.tile !== undefined) return html`Join the tiles, get to <strong>${rules.goal.tile}</strong>!`;
    if (rules.goal.score !== undefined) return html`Score <strong>${rules.goal.score}</strong> to win!`;
    return html`Join the tiles, score as high as you can!`;
  }

  private renderError(source: GameErrorDetail['source'], issues: readonly VariantIssue[]): TemplateResult {
    const from = source === 'src' ? ` (${this.src})` : source === 'variant' ? ` ("${this.variant}")` : '';
    return html`
      <div class="message error" part="error" role="alert">
        <h2>This variant cannot be played</h2>
        <p>The ${source === 'definition' ? 'definition' : source === 'src' ? 'file' : 'variant'}${from} has
          ${issues.length === 1 ? 'a problem' : `${issues.length} problems`}:</p>
        <ul>
          ${issues.map((i) => html`<li data-path=${formatPath(i.path)}><code>${formatPath(i.path)}</code>: ${i.message}</li>`)}
        </ul>
      </div>
    `;
  }

  private renderPlate(layout: BoardLayout): TemplateResult {
    const points = layout.outline!.map(([x, y]) => `${x.toFixed(3)},${y.toFixed(3)}`).join(' ');
    return html`<svg class="plate" viewBox="0 0 ${layout.width} ${layout.height}" aria-hidden="true">
      ${svg`<polygon points=${points} stroke-width=${layout.outlineStroke}></polygon>`}
    </svg>`;
  }

  private renderPreview(loaded: Loaded, game: GameState): TemplateResult | typeof nothing {
    const next = game.spawn.next;
    if (!next) return nothing;
    const bonus = game.spawn.nextIsBonus === true;
    const look = tileLook({ id: 0, ...next }, loaded.scale, this.lookTheme);
    const style = bonus
      ? { '--tile-bg': '#ffffff', '--tile-fg': '#776e65', '--mini-font': '24px' }
      : { '--tile-bg': look.background, '--tile-fg': look.color, '--mini-font': `${Math.round(40 * look.fontScale)}px` };
    return html`<div class="next" part="preview">
      <span aria-hidden="true">Next</span>
      <div class="mini" role="img" aria-label=${bonus ? 'Next tile: a bonus tile' : `Next tile: ${look.name}`} style=${styleMap(style)}>
        ${bonus ? '+' : look.label}
      </div>
    </div>`;
  }

  /** Tiles on the board plus the ones leaving it, in id order so no DOM node is ever moved. */
  private sprites(game: GameState): Sprite[] {
    const sprites: Sprite[] = [];
    game.board.forEach((tile, cell) => {
      if (tile) sprites.push({ tile, cell, ghost: null });
    });
    for (const g of this.animation.current?.ghosts ?? []) sprites.push({ tile: g.tile, cell: g.cell, ghost: g.reason });
    return sprites.sort((a, b) => a.tile.id - b.tile.id);
  }

  private place([x, y]: Point, layout: BoardLayout): string {
    return `translate(${((x / layout.tileWidth) * 100).toFixed(3)}%, ${((y / layout.tileHeight) * 100).toFixed(3)}%)`;
  }

  private renderTile(sprite: Sprite, loaded: Loaded): TemplateResult {
    const { tile, cell, ghost } = sprite;
    const transition = this.animation.current;
    const look = tileLook(tile, loaded.scale, this.lookTheme);
    const classes = {
      tile: true,
      ghost: ghost !== null,
      removed: ghost === 'removed',
      spawned: ghost === null && (transition?.spawned.has(tile.id) ?? false),
      merged: ghost === null && (transition?.merged.has(tile.id) ?? false),
      wall: tile.kind === 'wall',
      block: tile.kind === 'block',
      bomb: tile.bomb !== undefined,
      multiplier: tile.factor !== undefined,
      glow: look.glow > 0,
    };
    const face = { '--tile-bg': look.background, '--tile-fg': look.color, '--font-scale': String(look.fontScale), '--glow': String(look.glow) };
    return html`<div
      class=${classMap(classes)}
      part="tile ${look.parts}"
      role="img"
      aria-label=${look.name}
      aria-hidden=${ghost !== null ? 'true' : nothing}
      data-id=${tile.id}
      data-cell=${cell}
      data-value=${tile.value}
      ?data-ghost=${ghost !== null}
      style=${styleMap({ transform: this.place(loaded.layout.origins[cell], loaded.layout) })}
    >
      <div class="face" style=${styleMap(face)}>
        <span class="label">${look.label}</span>
        ${look.badges.map((b) => {
          const colours = b.kind === 'life' ? {} : badgeColours(this.lookTheme, b.kind);
          const content = b.kind === 'bomb' && b.text === '' ? BOMB_ICON : b.text;
          return html`<span class="badge ${b.kind}" aria-hidden="true" style=${styleMap({ '--badge-bg': colours.background, '--badge-fg': colours.color })}>${content}</span>`;
        })}
      </div>
    </div>`;
  }

  private renderOverlay(rules: Rules): TemplateResult | typeof nothing {
    const overlay = this.overlay();
    if (overlay === null) return nothing;
    const again = html`<button part="button" class="try-again" @click=${() => this.newGame()}>
      ${overlay === 'over' ? 'Try again' : 'Play again'}
    </button>`;
    if (overlay === 'won') {
      return html`<div class="overlay won" part="overlay">
        <p class="overlay-title">You win!</p>
        <div class="overlay-buttons">
          <button part="button" class="keep-going" @click=${() => this.keepGoing()}>Keep going</button>
          <button part="button" class="try-again" @click=${() => this.newGame()}>New game</button>
        </div>
      </div>`;
    }
    return html`<div class="overlay ${overlay === 'over' ? 'over' : 'won'}" part="overlay">
      <p class="overlay-title">${overlay === 'over' ? 'Game over!' : 'You win!'}</p>
      <div class="overlay-buttons">
        ${again}
        ${overlay === 'over' && rules.undoLimit > 0 && (this.game?.history.length ?? 0) > 0
          ? html`<button part="button" class="undo" @click=${() => this.undo()}>Undo</button>`
          : nothing}
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'game-2048': Game2048;
  }
}
