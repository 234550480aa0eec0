// The built-in variants, loadable by id.
import classic from '../variants/classic.json' with { type: 'json' };
import threeByThree from '../variants/3x3.json' with { type: 'json' };
import fiveByFive from '../variants/5x5.json' with { type: 'json' };
import sixByFour from '../variants/6x4.json' with { type: 'json' };
import holes from '../variants/holes.json' with { type: 'json' };
import hex from '../variants/hex.json' with { type: 'json' };
import fibonacci from '../variants/fibonacci.json' with { type: 'json' };
import threes from '../variants/threes.json' with { type: 'json' };
import triple from '../variants/triple.json' with { type: 'json' };
import obstacles from '../variants/obstacles.json' with { type: 'json' };
import bombs from '../variants/bombs.json' with { type: 'json' };
import multipliers from '../variants/multipliers.json' with { type: 'json' };
import chaos from '../variants/chaos.json' with { type: 'json' };
import type { VariantDefinition } from './variant/schema.ts';
import { loadVariantOrThrow } from './variant/load.ts';
import type { Rules } from './engine.ts';
import { builtinVariantIds } from './builtin-ids.ts';

/** Built-in variant definitions (JSON, as a designer would write them), by id. */
export const builtinVariants: Readonly<Record<string, unknown>> = {
  classic,
  '3x3': threeByThree,
  '5x5': fiveByFive,
  '6x4': sixByFour,
  holes,
  hex,
  fibonacci,
  threes,
  triple,
  obstacles,
  bombs,
  multipliers,
  chaos,
};


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
