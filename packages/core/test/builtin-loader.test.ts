import { describe, expect, it } from 'vitest';
import { builtinVariantIds, builtinVariants, importBuiltinVariant } from '../src/index.ts';

describe('importBuiltinVariant', () => {
  it('lists exactly the built-in variants, in the same order', () => {
    expect(Object.keys(builtinVariants)).toEqual([...builtinVariantIds]);
  });

  it('loads each built-in definition on demand, equal to the bundled one', async () => {
    for (const id of builtinVariantIds) expect(await importBuiltinVariant(id)).toEqual(builtinVariants[id]);
  });

  it('gives undefined for an unknown id, including Object.prototype names', async () => {
    expect(await importBuiltinVariant('nope')).toBeUndefined();
    expect(await importBuiltinVariant('constructor')).toBeUndefined();
  });
});
