// The built-in variants, loadable by id.
import classic from '../variants/classic.json' with { type: 'json' };
import type { VariantDefinition } from './variant/schema.ts';
import { loadVariantOrThrow } from './variant/load.ts';
import type { Rules } from './engine.ts';

/** Built-in variant definitions (JSON, as a designer would write them), by id. */
export const builtinVariants: Readonly<Record<string, unknown>> = {
  classic,
};

/** Ids of the built-in variants, in display order. */
export const builtinVariantIds: readonly string[] = Object.keys(builtinVariants);

const compiled = new Map<string, { definition: VariantDefinition; rules: Rules }>();

/** The compiled rules and parsed definition of a built-in variant. Throws on an unknown id. */
export function builtinVariant(id: string): { definition: VariantDefinition; rules: Rules } {
  let v = compiled.get(id);
  if (!v) {
    const json = builtinVariants[id];
    if (json === undefined) throw new Error(`unknown variant "${id}" (built-in: ${builtinVariantIds.join(', ')})`);
    v = loadVariantOrThrow(json);
    compiled.set(id, v);
  }
  return v;
}
