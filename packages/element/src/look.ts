// How a tile looks: colours on the original game's scale, theme overrides, label and accessible
// name. Pure data in, plain strings out; colours from a theme are validated before use.
import { cssColor, type ThemeEntry, type Tile } from '@2048kit/core';

/** The original game's tile colours, from 2 up to 2048. */
const CLASSIC_COLOURS = 'eee4da ede0c8 f2b179 f59563 f67c5f f65e3b edcf72 edcc61 edc850 edc53f edc22e'.split(' ');
/** Tiles past the top of the scale (the original's "super" tile). */
const SUPER_COLOUR = '#3c3a32';
const DARK_TEXT = '#776e65';
const LIGHT_TEXT = '#f9f6f2';

/** A theme: per value (or `wall`, `block`, `bomb`, `multiplier`, `operator`, `default`). */
export interface Theme {
  readonly tiles?: Readonly<Record<string, ThemeEntry>>;
}

export interface TileLook {
  readonly background: string;
  readonly color: string;
  /** What the face shows (text only; never HTML). */
  readonly label: string;
  /** Font size as a fraction of the tile's width. */
  readonly fontScale: number;
  /** 0..1: how much the tile glows (high tiles, as in the original). */
  readonly glow: number;
  /** Corner badges; a bomb badge without text is drawn as an icon. */
  readonly badges: ReadonlyArray<{ readonly kind: 'bomb' | 'factor' | 'life'; readonly text: string }>;
  /** Accessible name: always contains the number of a numbered tile. */
  readonly name: string;
  /** Extra part names, e.g. `tile-8`, `tile-wall`, `tile-2 tile-bomb`. */
  readonly parts: string;
  /** Class names of its kind: `wall`, `block`, `bomb`, `multiplier`, `operator` (or none). */
  readonly kinds: string;
}

/** Turns a value into a position on the colour scale: 1 for the first tile, 11 for the goal. */
export type ValueScale = (value: number) => number;

const PHI = (1 + Math.sqrt(5)) / 2;

/** Rank of a value on its merge rule's ladder: 1 for the smallest value the rule builds on. */
export function valueRank(value: number, mergeRule: string): number {
  if (value <= 0) return 0;
  if (mergeRule === 'fibonacci') {
    // The n-th Fibonacci number is round(φ^n / √5); values off the ladder (a multiplier made them)
    // fall between their neighbours.
    const n = Math.log(value * Math.sqrt(5)) / Math.log(PHI);
    return (Math.abs(n - Math.round(n)) < 0.15 ? Math.round(n) : n) - 1;
  }
  // Threes: 1 and 2 are the odd ones out (themed by the variant); 3, 6, 12, ... climb the scale.
  if (mergeRule === 'threes') return value < 3 ? 0.5 : Math.log2(value / 3) + 1;
  return Math.log(value) / Math.log(mergeRule === 'triple' ? 3 : 2);
}

/** A scale where the variant's goal tile (if any) gets the 2048 colour and the first tile the 2 colour. */
export function valueScale(mergeRule: string, goalTile?: number): ValueScale {
  const top = goalTile !== undefined ? valueRank(goalTile, mergeRule) : CLASSIC_COLOURS.length;
  const span = top > 1 ? (CLASSIC_COLOURS.length - 1) / (top - 1) : 1;
  return (value) => 1 + (valueRank(value, mergeRule) - 1) * span;
}

/** Colour `t` of the way from `a` to `b` (both `rrggbb`). */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, k: number) => Number.parseInt(hex.slice(2 * k, 2 * k + 2), 16);
  return `#${[0, 1, 2].map((k) => Math.round(channel(a, k) + (channel(b, k) - channel(a, k)) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** Colours at a position on the scale; between two steps the colours are blended. */
export function scaleColours(position: number): { background: string; color: string; glow: number } {
  const last = CLASSIC_COLOURS.length;
  if (position > last + 0.5) return { background: SUPER_COLOUR, color: LIGHT_TEXT, glow: 0 };
  const p = Math.min(Math.max(position, 1), last);
  const i = Math.floor(p);
  return {
    background: mix(CLASSIC_COLOURS[i - 1], CLASSIC_COLOURS[Math.min(i, last - 1)], p - i),
    // The original switches to light text at 8; blends just below 8 are still too pale for it.
    color: p < 2.8 ? DARK_TEXT : LIGHT_TEXT,
    // The original glows from 128 (position 7) to 2048.
    glow: p < 7 ? 0 : Math.min(1, (p - 6) / (last - 6)),
  };
}

/** Font size for a label of this length, as a fraction of the tile's width (the original's steps). */
export function fontScaleFor(label: string): number {
  const n = [...label].length;
  return [0.5, 0.5, 0.5, 0.42, 0.33, 0.27][n] ?? Math.max(0.12, 1.35 / n);
}

/** The colour if it is a valid CSS colour (core's `cssColor`), else undefined. */
export const validColour = (value: string | undefined): string | undefined => (cssColor.safeParse(value).success ? value : undefined);

/**
 * The look of a tile. Precedence: the tile's kind (`wall`, `block`) or `operator` entry, then its
 * value's entry, then `default`, then the colour scale. `bomb` and `multiplier` entries label badges.
 */
export function tileLook(tile: Tile, scale: ValueScale, theme?: Theme): TileLook {
  const { value, kind, bomb, factor, operator, life } = tile;
  const entry = (key: string | number): ThemeEntry => theme?.tiles?.[key] ?? {};
  const own = entry(kind ?? (operator !== undefined ? 'operator' : value));
  const fallback = kind ? {} : entry('default');
  const scaled = kind ? { background: kind === 'wall' ? '#5d544b' : '#a39789', color: LIGHT_TEXT, glow: 0 } : scaleColours(scale(value));
  const label = own.label ?? (operator !== undefined ? `×${operator}` : kind && !value ? '' : String(value));
  let name = kind
    ? `${kind}${value ? ` ${value}` : ''}`
    : operator !== undefined
      ? `times ${operator} operator`
      : label === String(value)
        ? label
        : `${value} (${label})`;
  const badges: { kind: 'bomb' | 'factor' | 'life'; text: string }[] = [];
  const kinds = [kind ?? ''];
  if (bomb !== undefined) {
    badges.push({ kind: 'bomb', text: entry('bomb').label ?? '' });
    kinds.push('bomb');
    name += ', bomb';
  }
  if (factor !== undefined) {
    badges.push({ kind: 'factor', text: entry('multiplier').label ?? `×${factor}` });
    kinds.push('multiplier');
    name += `, times ${factor} multiplier`;
  }
  if (operator !== undefined) kinds.push('operator');
  if (life !== undefined) {
    badges.push({ kind: 'life', text: String(life) });
    name += `, ${life} move${life === 1 ? '' : 's'} left`;
  }
  return {
    background: validColour(own.background) ?? validColour(fallback.background) ?? scaled.background,
    color: validColour(own.color) ?? validColour(fallback.color) ?? scaled.color,
    label,
    fontScale: fontScaleFor(label),
    glow: own.background ? 0 : scaled.glow,
    badges,
    name,
    parts: [`tile-${kind ?? value}`, ...kinds.slice(1).map((k) => `tile-${k}`)].join(' '),
    kinds: kinds.join(' ').trim(),
  };
}

/** Badge colours from the theme's `bomb` and `multiplier` entries, as custom properties (`--bomb-bg`, `--factor-fg`, ...). */
export function badgeStyle(theme?: Theme): string {
  return [['bomb', 'bomb'], ['factor', 'multiplier']]
    .flatMap(([badge, key]) => {
      const { background, color } = theme?.tiles?.[key] ?? {};
      return [['bg', validColour(background)], ['fg', validColour(color)]].map(([p, c]) => (c ? `--${badge}-${p}:${c};` : ''));
    })
    .join('');
}

/** Keeps only well-formed theme entries; reports the others so the host can warn. */
export function sanitizeTheme(input: unknown): { theme: Theme; problems: string[] } {
  const problems: string[] = [];
  const tiles: Record<string, Record<string, string>> = {};
  const raw = (input as { tiles?: unknown } | null | undefined)?.tiles ?? {};
  if (input != null && (typeof input !== 'object' || typeof raw !== 'object' || raw === null)) {
    problems.push('theme: expected { tiles: { [value]: { background, color, label } } }');
  } else {
    for (const [key, value] of Object.entries(raw as Record<string, Record<string, unknown> | null>)) {
      const at = `theme.tiles.${key}`;
      if (!/^(\d{1,16}|wall|block|bomb|multiplier|operator|default)$/.test(key)) {
        problems.push(`${at}: not a tile value or wall, block, bomb, multiplier, operator, default`);
      } else if (typeof value !== 'object' || value === null) {
        problems.push(`${at}: expected an object`);
      } else {
        const entry: Record<string, string> = (tiles[key] = {});
        for (const field of ['background', 'color', 'label']) {
          const v = value[field];
          const label = field === 'label';
          if (typeof v === 'string' && (label ? v.length <= 12 : validColour(v))) entry[field] = v;
          else if (v !== undefined) problems.push(`${at}.${field}: ${label ? 'must be text of at most 12 characters' : 'not a colour'}`);
        }
      }
    }
  }
  return { theme: { tiles }, problems };
}

/** The variant's theme with the element's theme property laid over it, entry by entry. */
export function mergeThemes(base: Theme | undefined, over: Theme | undefined): Theme {
  const tiles: Record<string, ThemeEntry> = { ...base?.tiles };
  for (const [k, v] of Object.entries(over?.tiles ?? {})) tiles[k] = { ...tiles[k], ...v };
  return { tiles };
}
