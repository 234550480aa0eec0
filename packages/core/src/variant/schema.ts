// The variant definition format (format 1), composed from a plugin registry.
import { z } from 'zod';
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
export const cssColor = z
  .string()
  .max(64)
  .regex(
    /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)|[a-zA-Z]{3,30})$/,
    'must be a colour: #rgb, #rrggbb, rgb(...), hsl(...) or a colour name',
  );

const themeSchema = z
  .strictObject({
    tiles: z
      .record(
        z.string().regex(/^(\d{1,16}|wall|block|bomb|multiplier|operator|default)$/, 'must be a tile value or wall, block, bomb, multiplier, operator, default'),
        z.strictObject({
          background: cssColor.optional(),
          color: cssColor.optional(),
          label: z.string().max(12).optional().describe('Text or emoji shown instead of the number.'),
        }),
      )
      .optional(),
  })
  .describe('How tiles look: per value background, text colour and label.');

function slotSchema(registry: PluginRegistry, slot: PluginSlot): z.ZodType<PluginUse, PluginUse> {
  const options = registry.inSlot(slot).map((f) =>
    z.strictObject({ type: z.literal(f.name).describe(f.description), ...f.options.shape }).describe(f.description),
  );
  if (options.length === 0) return z.never() as unknown as z.ZodType<PluginUse, PluginUse>;
  if (options.length === 1) return options[0] as unknown as z.ZodType<PluginUse, PluginUse>;
  return z.discriminatedUnion('type', options as [(typeof options)[0], ...typeof options]) as unknown as z.ZodType<PluginUse, PluginUse>;
}

const positiveValue = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The zod schema of a variant definition, for the plugins of `registry`. */
export function variantSchema(registry: PluginRegistry = builtinRegistry) {
  return z
    .strictObject({
      $schema: z.string().max(2048).optional().describe('Path or URL of the JSON Schema, for editors.'),
      format: z.literal(1).describe('Definition format version; this is format 1.'),
      id: z
        .string()
        .min(1)
        .max(64)
        .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes')
        .describe('Stable identifier, e.g. "classic". Saved games and best scores are kept per id.'),
      name: z.string().min(1).max(100).describe('Display name.'),
      description: z.string().max(2000).default('').describe('One or two sentences for players.'),
      version: z.number().int().min(1).max(1_000_000).default(1).describe('Bump when the rules change: old saves are then discarded.'),
      rules: z
        .strictObject({
          board: slotSchema(registry, 'board').describe('Board shape.'),
          merge: slotSchema(registry, 'merge').default({ type: 'equal' }).describe('Which tiles merge and what they make.'),
          movement: slotSchema(registry, 'movement').default({ type: 'slide-all' }).describe('How tiles move.'),
          spawn: slotSchema(registry, 'spawn').describe('What appears after each move, and where.'),
          scoring: slotSchema(registry, 'scoring').default({ type: 'merge-sum' }).describe('How the score is kept.'),
          goal: z
            .strictObject({
              tile: positiveValue.optional().describe('Won when a tile of this value appears.'),
              score: positiveValue.optional().describe('Won when the score reaches this.'),
              keepGoing: z.boolean().default(true).describe('Whether play may continue after winning.'),
            })
            .default({ keepGoing: true })
            .describe('When the game is won.'),
          undo: z.number().int().min(0).max(1000).default(0).describe('How many moves may be undone in a row (0: none).'),
          plugins: z
            .array(slotSchema(registry, 'plugins'))
            .max(32)
            .default([])
            .describe('Extra plugins: special tiles, effects, your own.'),
        })
        .describe('The rules, as plugins and their options.'),
      theme: themeSchema.optional(),
    })
    .describe('A 2048kit variant definition.');
}

/** JSON Schema for variant files (reference it with "$schema" for editor autocompletion). */
export function variantJsonSchema(registry: PluginRegistry = builtinRegistry): Record<string, unknown> {
  const schema = z.toJSONSchema(variantSchema(registry), { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return { ...schema, title: '2048kit variant definition' };
}
