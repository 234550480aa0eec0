// The element's styles. Everything themable is a `--game-2048-*` custom property with the original
// game's value as its fallback; tile colours come from the variant's theme through `--tile-*`.
import { css } from 'lit';
import { TIMINGS } from './controllers/animation-controller.ts';

export const styles = css`
  :host {
    display: inline-block;
    vertical-align: top;
    box-sizing: border-box;
    width: var(--game-2048-width, 500px);
    max-width: 100%;
    font-family: var(--game-2048-font-family, 'Clear Sans', 'Helvetica Neue', Arial, sans-serif);
    color: var(--game-2048-text-color, #776e65);
    -webkit-tap-highlight-color: transparent;
    /* Shorthands for themable values used in several places. */
    --radius: var(--game-2048-radius, 4px);
    --board-radius: var(--game-2048-board-radius, 6px);
    --board-bg: var(--game-2048-board-background, #bbada0);
    --ring: 3px solid var(--game-2048-focus-ring, #3d7dd8);
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  /* Header: name, scores, buttons, next tile. */
  .header,
  .controls {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin-bottom: 10px;
  }
  .title {
    font-size: 30px;
    line-height: 1.1;
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .scores,
  .buttons {
    display: flex;
    gap: 5px;
    flex: none;
  }
  .score-box {
    position: relative;
    min-width: 72px;
    padding: 6px 14px 5px;
    border-radius: var(--radius);
    background: var(--game-2048-score-background, #bbada0);
    color: var(--game-2048-score-color, #fff);
    text-align: center;
  }
  .title,
  .score-box,
  .gain,
  button,
  .next,
  .face,
  .overlay-title,
  .message code {
    font-weight: bold;
  }
  .score-label {
    display: block;
    font-size: 12px;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: var(--game-2048-score-label-color, #eee4da);
  }
  .score-value {
    display: block;
    font-size: 22px;
    line-height: 1.15;
  }
  .gain {
    position: absolute;
    right: 10px;
    bottom: 100%;
    font-size: 22px;
    color: var(--game-2048-gain-color, rgba(119, 110, 101, 0.9));
    pointer-events: none;
    animation: rise ${TIMINGS.gain}ms ease-in both;
  }
  @keyframes rise {
    from { transform: translateY(30px); }
    to { transform: translateY(-20px); opacity: 0; }
  }
  .controls {
    min-height: 40px;
    margin-bottom: 12px;
  }
  .goal {
    flex: 1 1 auto;
    min-width: 0;
    margin: 0;
    font-size: 16px;
    line-height: 1.3;
  }
  .buttons {
    gap: 6px;
    margin-left: auto;
  }
  button {
    font: inherit;
    font-weight: bold;
    font-size: 16px;
    padding: 0 18px;
    height: 40px;
    border: none;
    border-radius: var(--radius);
    background: var(--game-2048-button-background, #8f7a66);
    color: var(--game-2048-button-color, #f9f6f2);
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.45;
    cursor: default;
  }
  button:focus-visible {
    outline: var(--ring);
    outline-offset: 2px;
  }
  .next {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 14px;
    text-transform: uppercase;
  }
  .mini {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: var(--radius);
    background: var(--tile-bg);
    color: var(--tile-fg);
    font-size: var(--mini-font);
    box-shadow: 0 0 0 4px var(--board-bg);
  }

  /* The board. Positions are percentages of the board; fonts scale with its width (cqw). */
  .board {
    position: relative;
    width: 100%;
    container-type: inline-size;
    touch-action: none;
    user-select: none;
    -webkit-user-select: none;
    border-radius: var(--board-radius);
    outline: none;
    /* One hundredth of a tile's width, for sizes inside tiles. */
    --u: calc(var(--tile-w) * 1cqw);
  }
  .grid {
    background: var(--board-bg);
  }
  .board:focus-visible {
    outline: var(--ring);
    outline-offset: 4px;
  }
  .plate {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    overflow: visible;
    fill: var(--board-bg);
    stroke: var(--board-bg);
    stroke-linejoin: round;
  }
  .cell,
  .hole,
  .tile {
    position: absolute;
    left: 0;
    top: 0;
    width: calc(var(--tile-w) * 1%);
    height: calc(var(--tile-h) * 1%);
    border-radius: var(--radius);
  }
  .cell {
    background: var(--game-2048-cell-background, #cdc1b4);
  }
  .hole {
    background: var(--game-2048-hole-background, #faf8ef);
    /* Sunken: a hole in the board, not a cell and not a tile. */
    box-shadow:
      inset 0 calc(var(--u) * 0.05) calc(var(--u) * 0.12) rgba(60, 50, 40, 0.45),
      inset 0 0 0 calc(var(--u) * 0.02) rgba(60, 50, 40, 0.25);
  }
  .hex .cell,
  .hex .face,
  .hex .face::before {
    border-radius: 0;
    clip-path: polygon(25% 0, 75% 0, 100% 50%, 75% 100%, 25% 100%, 0 50%);
  }

  /* Tiles: the outer box slides (transform), the face pops and appears (its own transform). */
  .tile {
    z-index: 2;
    transition: transform ${TIMINGS.slide}ms ease-in-out;
  }
  .merged {
    z-index: 3;
  }
  .ghost {
    z-index: 1;
  }
  .face {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    border-radius: inherit;
    background: var(--tile-bg);
    color: var(--tile-fg);
    line-height: 1;
    font-size: calc(var(--u) * var(--font-scale) * var(--shape-font, 1));
    box-shadow:
      0 0 calc(var(--u) * 0.22) calc(var(--u) * 0.04) rgba(243, 215, 116, calc(var(--glow) * 0.5)),
      inset 0 0 0 1px rgba(255, 255, 255, calc(var(--glow) * 0.3));
  }
  .hex .tile {
    --shape-font: 0.72;
  }
  .hex .glow {
    filter: drop-shadow(0 0 calc(var(--u) * 0.12) rgba(243, 215, 116, calc(var(--glow) * 0.9)));
  }
  .label {
    position: relative;
    white-space: nowrap;
  }
  .spawned .face {
    animation: appear ${TIMINGS.appear}ms ease ${TIMINGS.slide}ms backwards;
  }
  .merged .face {
    animation: pop ${TIMINGS.pop}ms ease ${TIMINGS.slide}ms backwards;
  }
  .removed .face {
    animation: vanish ${TIMINGS.pop}ms ease ${TIMINGS.slide}ms forwards;
  }
  @keyframes appear {
    from { opacity: 0; transform: scale(0); }
  }
  @keyframes pop {
    from { transform: scale(0); }
    50% { transform: scale(1.2); }
  }
  @keyframes vanish {
    to { opacity: 0; transform: scale(0.2); }
  }

  /* Special tiles. */
  .wall .face {
    background: linear-gradient(rgba(255, 255, 255, 0.12), rgba(0, 0, 0, 0.18)), var(--tile-bg);
    box-shadow:
      inset 0 calc(var(--u) * -0.05) 0 rgba(0, 0, 0, 0.35),
      inset 0 calc(var(--u) * 0.03) 0 rgba(255, 255, 255, 0.15);
  }
  .block .face {
    background: repeating-linear-gradient(45deg, rgba(255, 255, 255, 0.3) 0 7%, transparent 7% 16%), var(--tile-bg);
    box-shadow: inset 0 0 0 calc(var(--u) * 0.04) rgba(0, 0, 0, 0.22);
  }
  .bomb .face {
    box-shadow: inset 0 0 0 calc(var(--u) * 0.05) rgba(60, 58, 50, 0.55);
  }
  .multiplier .face {
    box-shadow: inset 0 0 0 calc(var(--u) * 0.05) #3d7dd8;
  }
  /* A clipped hexagon loses an inset shadow's sides: draw the rim as a hexagon behind the face. */
  .hex .bomb .face {
    box-shadow: none;
    background: rgba(60, 58, 50, 0.7);
  }
  .hex .multiplier .face {
    box-shadow: none;
    background: #3d7dd8;
  }
  .hex .bomb .face::before,
  .hex .multiplier .face::before {
    content: '';
    position: absolute;
    inset: 4.5% 3.9%;
    background: var(--tile-bg);
  }
  /* Badge colours: the theme's bomb and multiplier entries set --bomb-bg, --bomb-fg, --factor-bg, --factor-fg. */
  .badge {
    position: absolute;
    display: grid;
    place-items: center;
    min-width: 34%;
    height: 30%;
    padding: 0 4%;
    border-radius: 999px;
    font-size: calc(var(--u) * 0.17 * var(--shape-font, 1));
    line-height: 1;
    right: 4%;
    bottom: 4%;
  }
  .badge.bomb {
    top: 4%;
    background: var(--bomb-bg, rgba(60, 58, 50, 0.85));
    color: var(--bomb-fg, #f9f6f2);
  }
  .icon {
    width: 1.35em;
    height: 1.35em;
  }
  .badge.factor {
    background: var(--factor-bg, #3d7dd8);
    color: var(--factor-fg, #fff);
  }
  .badge.life {
    left: 4%;
    right: auto;
    background: rgba(0, 0, 0, 0.3);
    color: #f9f6f2;
  }
  /* On a hexagon the corners are cut off: badges sit at the top and bottom middle. */
  .hex .badge {
    height: 24%;
    min-width: 26%;
    left: 50%;
    right: auto;
    bottom: 3%;
    transform: translateX(-50%);
  }
  .hex .badge.bomb {
    top: 3%;
  }

  /* Win and game-over overlays. */
  .overlay {
    position: absolute;
    inset: 0;
    z-index: 10;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 4cqw;
    border-radius: var(--board-radius);
    background: var(--game-2048-overlay-background, rgba(238, 228, 218, 0.73));
    animation: fade-in 600ms ease 300ms backwards;
  }
  .won {
    background: var(--game-2048-won-overlay-background, rgba(237, 194, 46, 0.5));
    color: var(--game-2048-won-overlay-color, #f9f6f2);
  }
  .overlay-title {
    margin: 0;
    font-size: 12cqw;
    line-height: 1;
    text-align: center;
  }
  .overlay-buttons {
    display: flex;
    gap: 10px;
  }
  @keyframes fade-in {
    from { opacity: 0; }
  }

  /* Loading and error states keep the element's size: never a blank box. */
  .message {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-height: 200px;
    padding: 20px 24px;
    border-radius: var(--board-radius);
    background: var(--board-bg);
    color: var(--game-2048-button-color, #f9f6f2);
  }
  .error {
    background: var(--game-2048-error-background, #fdf0ed);
    color: var(--game-2048-error-color, #8a1f11);
    border: 3px solid var(--game-2048-error-border, #e0533d);
  }
  .message h2 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  .message p {
    margin: 0 0 8px;
  }
  .message ul {
    margin: 0;
    padding-left: 20px;
  }
  .message li {
    margin: 4px 0;
    overflow-wrap: anywhere;
  }
  .message code {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  }

  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  @media (prefers-reduced-motion: reduce) {
    .tile {
      transition: none;
    }
    .face,
    .overlay {
      animation: none !important;
    }
    .gain {
      animation-name: fade-out;
    }
    @keyframes fade-out {
      to { opacity: 0; }
    }
  }
`;
