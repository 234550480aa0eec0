// How a tile looks: colours on the original game's scale, theme overrides, label and accessible
// name. Pure data in, plain strings out; colours from a theme are validated before use.
import { cssColor, type ThemeEntry, type Tile } from '@2048kit/core';

/** The original game's tile colours, from 2 up to 2048. */
export const CLASSIC_COLOURS = [
  '#eee4da', '#ede0c8', '#f2b179', '#f59563', '#f67c5f', '#f65e3b',
  '#edcf72', '#edcc61', '#edc850', '#edc53f', '#edc22e',
] as const;
/** Tiles past the top of the scale (the original's "super" tile). */
export const SUPER_COLOUR = '#3c3a32';
export const DARK_TEXT = '#776e65';
export const LIGHT_TEXT = '#f9f6f2';

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
  /** Extra part names, e.g. `tile-8`, `tile-wall`. */
  readonly parts: string;
}

/** Turns a value into a position on the colour scale: 1 for the first tile, 11 for the goal. */
export type ValueScale = (value: number) => number;

const FIBONACCI: number[] = (() => {
  const out = [1, 2];
  while (out[out.length - 1] < Number.MAX_SAFE_INTEGER / 2) out.push(out[out.length - 1] + out[out.length - 2]);
  return out;
})();

/** Rank of a value on its merge rule's ladder: 1 for the smallest value the rule builds on. */
export function valueRank(value: number, mergeRule: string): number {
  if (value <= 0) return 0;
  switch (mergeRule) {
    case 'fibonacci': {
      const i = FIBONACCI.indexOf(value);
      // Off the ladder (a multiplier made it): place it by size between its neighbours.
      return i >= 0 ? i + 1 : Math.log(value * Math.sqrt(5)) / Math.log((1 + Math.sqrt(5)) / 2) - 2;
    }
    case 'threes':
      // 1 and 2 are the odd ones out (themed by the variant); 3, 6, 12, ... climb the scale.
      return value < 3 ? 0.5 : Math.log2(value / 3) + 1;
    case 'triple':
      return Math.log(value) / Math.log(3);
    default:
      return Math.log2(value);
  }
}

/** A scale where the variant's goal tile (if any) gets the 2048 colour and the first tile the 2 colour. */
export function valueScale(mergeRule: string, goalTile?: number): ValueScale {
  const top = goalTile !== undefined ? valueRank(goalTile, mergeRule) : CLASSIC_COLOURS.length;
  const span = top > 1 ? (CLASSIC_COLOURS.length - 1) / (top - 1) : 1;
  return (value) => 1 + (valueRank(value, mergeRule) - 1) * span;
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  const c = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

/** Colours at a position on the scale; between two steps the colours are blended. */
export function scaleColours(position: number): { background: string; color: string; glow: number } {
  const last = CLASSIC_COLOURS.length;
  if (position > last + 0.5) return { background: SUPER_COLOUR, color: LIGHT_TEXT, glow: 0 };
  const p = Math.min(Math.max(position, 1), last);
  const i = Math.floor(p);
  const t = p - i;
  const background = t === 0 || i >= last ? CLASSIC_COLOURS[i - 1] : mix(CLASSIC_COLOURS[i - 1], CLASSIC_COLOURS[i], t);
  return {
    background,
    // The original switches to light text at 8; blends just below 8 are still too pale for it.
    color: p < 2.8 ? DARK_TEXT : LIGHT_TEXT,
    // The original glows from 128 (position 7) to 2048.
    glow: p < 7 ? 0 : Math.min(1, (p - 6) / (last - 6)),
  };
}

/** Font size for a label of this length, as a fraction of the tile's width (the original's steps). */
export function fontScaleFor(label: string): number {
  const n = [...label].length;
  if (n <= 2) return 0.5;
  if (n === 3) return 0.42;
  if (n === 4) return 0.33;
  if (n === 5) return 0.27;
  return Math.max(0.12, 1.35 / n);
}

function themeEntry(theme: Theme | undefined, key: string): ThemeEntry | undefined {
  return theme?.tiles?.[key];
}

function colourOr(value: string | undefined, fallback: string): string {
  return value !== undefined && cssColor.safeParse(value).success ? value : fallback;
}

/**
 * The look of a tile. Precedence: the tile's kind (`wall`, `block`) or `operator` entry, then its
 * value's entry, then `default`, then the colour scale. `bomb` and `multiplier` entries style badges.
 */
export function tileLook(tile: Tile, scale: ValueScale, theme?: Theme): TileLook {
  const badges: { kind: 'bomb' | 'factor' | 'life'; text: string }[] = [];
  const life = tile.life !== undefined ? `, ${tile.life} move${tile.life === 1 ? '' : 's'} left` : '';
  if (tile.kind === 'wall' || tile.kind === 'block') {
    const entry = themeEntry(theme, tile.kind);
    const label = entry?.label ?? (tile.value > 0 ? String(tile.value) : '');
    if (tile.life !== undefined) badges.push({ kind: 'life', text: String(tile.life) });
    const wall = tile.kind === 'wall';
    return {
      background: colourOr(entry?.background, wall ? '#5d544b' : '#a39789'),
      color: colourOr(entry?.color, LIGHT_TEXT),
      label,
      fontScale: fontScaleFor(label),
      glow: 0,
      badges,
      name: `${tile.kind}${tile.value > 0 ? ` ${tile.value}` : ''}${life}`,
      parts: `tile-${tile.kind}`,
    };
  }
  const valueEntry = themeEntry(theme, String(tile.value));
  const fallbackEntry = themeEntry(theme, 'default');
  const own = tile.operator !== undefined ? themeEntry(theme, 'operator') : undefined;
  const scaled = scaleColours(scale(tile.value));
  const background = colourOr(own?.background ?? valueEntry?.background ?? fallbackEntry?.background, scaled.background);
  const color = colourOr(own?.color ?? valueEntry?.color ?? fallbackEntry?.color, scaled.color);
  let label: string;
  let name: string;
  if (tile.operator !== undefined) {
    label = own?.label ?? `×${tile.operator}`;
    name = `times ${tile.operator} operator`;
  } else {
    label = valueEntry?.label ?? String(tile.value);
    name = label === String(tile.value) ? label : `${tile.value} (${label})`;
  }
  if (tile.bomb !== undefined) {
    badges.push({ kind: 'bomb', text: themeEntry(theme, 'bomb')?.label ?? '' });
    name += ', bomb';
  }
  if (tile.factor !== undefined) {
    badges.push({ kind: 'factor', text: themeEntry(theme, 'multiplier')?.label ?? `×${tile.factor}` });
    name += `, times ${tile.factor} multiplier`;
  }
  if (tile.life !== undefined) badges.push({ kind: 'life', text: String(tile.life) });
  const special = tile.bomb !== undefined ? ' tile-bomb' : tile.factor !== undefined ? ' tile-multiplier' : tile.operator !== undefined ? ' tile-operator' : '';
  return {
    background,
    color,
    label,
    fontScale: fontScaleFor(label),
    glow: valueEntry?.background || own?.background ? 0 : scaled.glow,
    badges,
    name: name + life,
    parts: `tile-${tile.value}${special}`,
  };
}

/** Badge colours from the theme's `bomb` / `multiplier` entries, validated; undefined keeps the CSS default. */
export function badgeColours(theme: Theme | undefined, kind: 'bomb' | 'factor'): { background?: string; color?: string } {
  const entry = themeEntry(theme, kind === 'bomb' ? 'bomb' : 'multiplier');
  const ok = (v: string | undefined) => (v !== undefined && cssColor.safeParse(v).success ? v : undefined);
  return { background: ok(entry?.background), color: ok(entry?.color) };
}

/** Keeps only well-formed theme entries; reports the others so the host can warn. */
export function sanitizeTheme(input: unknown): { theme: Theme; problems: string[] } {
  const problems: string[] = [];
  const tiles: Record<string, ThemeEntry> = {};
  if (input === null || input === undefined) return { theme: {}, problems };
  const raw = (input as { tiles?: unknown }).tiles;
  if (typeof input !== 'object' || (raw !== undefined && (typeof raw !== 'object' || raw === null))) {
    return { theme: {}, problems: ['theme: expected { tiles: { [value]: { background, color, label } } }'] };
  }
  for (const [key, value] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
    if (!/^(\d{1,16}|wall|block|bomb|multiplier|operator|default)$/.test(key)) {
      problems.push(`theme.tiles.${key}: not a tile value or wall, block, bomb, multiplier, operator, default`);
      continue;
    }
    if (typeof value !== 'object' || value === null) {
      problems.push(`theme.tiles.${key}: expected an object`);
      continue;
    }
    const v = value as Record<string, unknown>;
    const entry: { background?: string; color?: string; label?: string } = {};
    for (const field of ['background', 'color'] as const) {
      if (v[field] === undefined) continue;
      if (typeof v[field] === 'string' && cssColor.safeParse(v[field]).success) entry[field] = v[field] as string;
      else problems.push(`theme.tiles.${key}.${field}: not a colour`);
    }
    if (v.label !== undefined) {
      if (typeof v.label === 'string' && v.label.length <= 12) entry.label = v.label;
      else problems.push(`theme.tiles.${key}.label: must be text of at most 12 characters`);
    }
    tiles[key] = entry;
  }
  return { theme: { tiles }, problems };
}

/** The variant's theme with the element's theme property laid over it, entry by entry. */
export function mergeThemes(base: Theme | undefined, over: Theme | undefined): Theme {
  const tiles: Record<string, ThemeEntry> = { ...(base?.tiles ?? {}) };
  for (const [k, v] of Object.entries(over?.tiles ?? {})) tiles[k] = { ...(tiles[k] ?? {}), ...v };
  return { tiles };
}
