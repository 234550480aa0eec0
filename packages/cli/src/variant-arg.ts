// Resolves the `--variant NAME|FILE` argument: a built-in id first, then a definition file.
import { builtinVariant, builtinVariantIds, builtinVariants, formatIssue, type Rules, type VariantDefinition } from '@2048kit/core';
import { readDefinition } from './read.ts';

export type VariantResolution =
  | { readonly ok: true; readonly definition: VariantDefinition; readonly rules: Rules }
  | { readonly ok: false; readonly message: string };

export async function resolveVariant(nameOrFile: string): Promise<VariantResolution> {
  if (Object.hasOwn(builtinVariants, nameOrFile)) return { ok: true, ...builtinVariant(nameOrFile) };
  const loaded = await readDefinition(nameOrFile);
  if (loaded.ok) return loaded;
  if (loaded.notFound) {
    return {
      ok: false,
      message: `unknown variant "${nameOrFile}": not a built-in id (${builtinVariantIds.join(', ')}) and no such file`,
    };
  }
  return {
    ok: false,
    message: `invalid variant file ${nameOrFile}:\n${loaded.issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`,
  };
}
