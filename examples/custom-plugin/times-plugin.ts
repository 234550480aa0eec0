// A third-party merge rule, registered in TypeScript and then usable from JSON by name:
// two equal tiles merge into `factor` times their value (factor 2 is classic).
import { definePlugin, type MergeRule } from '@2048kit/core';
import { z } from 'zod';

export const times = definePlugin({
  name: 'times',
  slot: 'merge',
  description: 'Two equal tiles merge into factor x their value.',
  options: z.strictObject({
    factor: z.number().int().min(2).max(10).describe('What a merge multiplies by (2..10).'),
  }),
  create({ factor }) {
    const rule: MergeRule = {
      name: `times-${factor}`,
      arity: 2,
      merge: (a, b) => (a.value === b.value && a.value * factor <= Number.MAX_SAFE_INTEGER ? a.value * factor : 0),
    };
    return { name: 'times', mergeRule: () => rule };
  },
});
