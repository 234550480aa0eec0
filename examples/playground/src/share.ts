// Share links: the definition text and the seed, compressed into the URL hash with lz-string.
// `#play=<compressed JSON {v, seed, text}>`. Everything about a link is checked before use.
// lz-string is CommonJS: its default export works under Vite and plain Node alike.
import lz from 'lz-string';
import { LIMITS } from '@2048kit/core';

export const SHARE_PARAM = 'play';
/** Longer hashes are refused before decompressing (a valid link is far shorter). */
export const MAX_HASH_LENGTH = 100_000;

export interface SharedGame {
  readonly text: string;
  readonly seed: number;
}

export type DecodeResult =
  | { readonly ok: true; readonly game: SharedGame }
  | { readonly ok: false; readonly message: string }
  | { readonly ok: 'none' };

export function isSeed(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 0x7fffffff;
}

/** The hash (with its `#`) for a game. */
export function encodeShareHash(game: SharedGame): string {
  const payload = JSON.stringify({ v: 1, seed: game.seed, text: game.text });
  return `#${SHARE_PARAM}=${lz.compressToEncodedURIComponent(payload)}`;
}

/** A full link: `base` without its hash, plus the share hash. */
export function shareUrl(base: string, game: SharedGame): string {
  const hashAt = base.indexOf('#');
  return (hashAt >= 0 ? base.slice(0, hashAt) : base) + encodeShareHash(game);
}

/** Reads a location hash. `{ ok: 'none' }` when it holds no shared game at all. */
export function decodeShareHash(hash: string): DecodeResult {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const prefix = `${SHARE_PARAM}=`;
  if (!body.startsWith(prefix)) return { ok: 'none' };
  const packed = body.slice(prefix.length);
  const broken = (why: string): DecodeResult => ({ ok: false, message: `This shared link is damaged (${why}). Was it cut off or changed?` });
  if (packed.length === 0) return broken('it holds no game');
  if (packed.length > MAX_HASH_LENGTH) return broken(`it is ${packed.length} characters long`);
  if (!/^[A-Za-z0-9+\-$]*$/.test(packed)) return broken('it contains characters a share link never has');
  let json: string | null;
  try {
    json = lz.decompressFromEncodedURIComponent(packed);
  } catch {
    json = null;
  }
  if (!json) return broken('it cannot be decompressed');
  if (json.length > LIMITS.textMax * 2) return broken('it unpacks to far more than a variant can be');
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return broken('its contents are not readable');
  }
  if (typeof payload !== 'object' || payload === null) return broken('its contents are not a game');
  const { v, seed, text } = payload as { v?: unknown; seed?: unknown; text?: unknown };
  if (v !== 1) return broken(`it has an unknown format ${JSON.stringify(v) ?? ''}`.trimEnd());
  if (typeof text !== 'string') return broken('it holds no variant text');
  if (!isSeed(seed)) return broken('its seed is not a whole number from 0 to 2147483647');
  return { ok: true, game: { text, seed } };
}
