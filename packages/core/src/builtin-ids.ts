// Ids of the built-in variants, and a loader that fetches one definition on demand: a page that
// plays one variant downloads only that variant's JSON (bundlers split each into its own chunk).

/** Ids of the built-in variants, in display order. */
export const builtinVariantIds: readonly string[] = [
  'classic', '3x3', '5x5', '6x4', 'holes', 'hex', 'fibonacci', 'threes', 'triple', 'obstacles', 'bombs', 'multipliers', 'chaos',
];

const loaders: Readonly<Record<string, () => Promise<{ default: unknown }>>> = {
  classic: () => import('../variants/classic.json', { with: { type: 'json' } }),
  '3x3': () => import('../variants/3x3.json', { with: { type: 'json' } }),
  '5x5': () => import('../variants/5x5.json', { with: { type: 'json' } }),
  '6x4': () => import('../variants/6x4.json', { with: { type: 'json' } }),
  holes: () => import('../variants/holes.json', { with: { type: 'json' } }),
  hex: () => import('../variants/hex.json', { with: { type: 'json' } }),
  fibonacci: () => import('../variants/fibonacci.json', { with: { type: 'json' } }),
  threes: () => import('../variants/threes.json', { with: { type: 'json' } }),
  triple: () => import('../variants/triple.json', { with: { type: 'json' } }),
  obstacles: () => import('../variants/obstacles.json', { with: { type: 'json' } }),
  bombs: () => import('../variants/bombs.json', { with: { type: 'json' } }),
  multipliers: () => import('../variants/multipliers.json', { with: { type: 'json' } }),
  chaos: () => import('../variants/chaos.json', { with: { type: 'json' } }),
};

/** The JSON definition of a built-in variant, loaded on demand; `undefined` for an unknown id. */
export async function importBuiltinVariant(id: string): Promise<unknown> {
  const load = Object.hasOwn(loaders, id) ? loaders[id] : undefined;
  return load ? (await load()).default : undefined;
}
