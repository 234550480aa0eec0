// The variant definition format (format 1), composed from a plugin registry.
import * as z from 'zod/mini';
import { addDocs } from './docs.ts';
import type { PluginSlot } from '../plugin.ts';
import { builtinRegistry, type PluginRegistry } from './registry.ts';

/** A plugin use in a definition: `{ "type": name, ...its options }`. */
export interface PluginUse {
  readonly type: string;
  readonly [option: string]: unknown;
}

export interface ThemeEntry {
  readonly background?: string;
  readonly color?: string;
  readonly label?: string;
}

/** A parsed, valid variant definition (defaults filled in). */
export interface VariantDefinition {
  readonly $schema?: string;
  readonly format: 1;
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly version: number;
  readonly rules: {
    readonly board: PluginUse;
    readonly merge: PluginUse;
    readonly movement: PluginUse;
    readonly spawn: PluginUse;
    readonly scoring: PluginUse;
    readonly goal: { readonly tile?: number; readonly score?: number; readonly keepGoing: boolean };
    readonly undo: number;
    readonly plugins: readonly PluginUse[];
  };
  readonly theme?: { readonly tiles?: Readonly<Record<string, ThemeEntry>> };
}

/** CSS colours: hex, rgb()/hsl() with plain numbers, or a named colour. Never arbitrary CSS. */
export const cssColor = z.string().check(
  z.maxLength(64),
  z.regex(
    /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)|[a-zA-Z]{3,30})$/,
    'must be a colour: #rgb, #rrggbb, rgb(...), hsl(...) or a colour name',
  ),
);

const themeSchema = z.strictObject({
  tiles: z.optional(
    z.record(
      z.string().check(
        z.regex(
          /^(\d{1,16}|wall|block|bomb|multiplier|operator|default)$/,
          'must be a tile value or wall, block, bomb, multiplier, operator, default',
        ),
      ),
      z.strictObject({
        background: z.optional(cssColor),
        color: z.optional(cssColor),
        label: z.optional(z.string().check(z.maxLength(12))),
      }),
    ),
  ),
});

type Slot = z.ZodMiniType<PluginUse, PluginUse>;

function slotSchema(registry: PluginRegistry, slot: PluginSlot): Slot {
  const options = registry
    .inSlot(slot)
    .map((f) => z.strictObject({ type: z.literal(f.name), ...f.options._zod.def.shape }));
  if (options.length === 0) return z.never() as unknown as Slot;
  if (options.length === 1) return options[0] as unknown as Slot;
  return z.discriminatedUnion('type', options as [(typeof options)[0], ...typeof options]) as unknown as Slot;
}

const positiveValue = z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const withDefault = <T extends z.ZodMiniType>(schema: T, fallback: unknown) => z._default(schema, fallback as never);

/** The zod schema of a variant definition, for the plugins of `registry`. */
export function variantSchema(registry: PluginRegistry = builtinRegistry) {
  return z.strictObject({
    $schema: z.optional(z.string().check(z.maxLength(2048))),
    format: z.literal(1),
    id: z.string().check(
      z.minLength(1),
      z.maxLength(64),
      z.regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes'),
    ),
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    description: withDefault(z.string().check(z.maxLength(2000)), ''),
    version: withDefault(z.int().check(z.minimum(1), z.maximum(1_000_000)), 1),
    rules: z.strictObject({
      board: slotSchema(registry, 'board'),
      merge: withDefault(slotSchema(registry, 'merge'), { type: 'equal' }),
      movement: withDefault(slotSchema(registry, 'movement'), { type: 'slide-all' }),
      spawn: slotSchema(registry, 'spawn'),
      scoring: withDefault(slotSchema(registry, 'scoring'), { type: 'merge-sum' }),
      goal: withDefault(
        z.strictObject({
          tile: z.optional(positiveValue),
          score: z.optional(positiveValue),
          keepGoing: withDefault(z.boolean(), true),
        }),
        { keepGoing: true },
      ),
      undo: withDefault(z.int().check(z.minimum(0), z.maximum(1000)), 0),
      plugins: withDefault(z.array(slotSchema(registry, 'plugins')).check(z.maxLength(32)), []),
    }),
    theme: z.optional(themeSchema),
  });
}

/** JSON Schema for variant files (reference it with "$schema" for editor autocompletion). */
export function variantJsonSchema(registry: PluginRegistry = builtinRegistry): Record<string, unknown> {
  const schema = z.toJSONSchema(variantSchema(registry), { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  addDocs(schema, registry);
  return { ...schema, title: '2048kit variant definition' };
}
