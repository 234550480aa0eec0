// The published JSON Schema (packages/core/schema/variant.schema.json): it must not drift from the
// zod schemas, every built-in variant must satisfy it, and it must reject what zod rejects on shape.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadVariant, parseJson, variantJsonSchema } from '../src/index.ts';

const schemaFile = fileURLToPath(new URL('../schema/variant.schema.json', import.meta.url));
const variantsDir = fileURLToPath(new URL('../variants/', import.meta.url));
const corpusDir = fileURLToPath(new URL('../../../test/malformed/', import.meta.url));
const REGENERATE = 'regenerate it with `npx -y pnpm@12.4.2 --filter @2048kit/cli schema`';

type Schema = Record<string, unknown>;

/**
 * A small JSON Schema (2020-12) checker for the keywords zod emits; it refuses any other keyword,
 * so a new kind of output fails loudly here instead of being skipped. Returns the errors, as
 * `path: problem`.
 */
export function checkJsonSchema(schema: Schema, value: unknown, path = '$'): string[] {
  const errors: string[] = [];
  const fail = (problem: string) => errors.push(`${path}: ${problem}`);
  for (const [keyword, arg] of Object.entries(schema)) {
    switch (keyword) {
      case '$schema':
      case 'title':
      case 'description':
      case 'default':
        break;
      case 'type': {
        const types = Array.isArray(arg) ? (arg as string[]) : [arg as string];
        const ok = types.some((t) =>
          t === 'object' ? typeof value === 'object' && value !== null && !Array.isArray(value)
          : t === 'array' ? Array.isArray(value)
          : t === 'integer' ? Number.isInteger(value)
          : t === 'null' ? value === null
          : typeof value === t,
        );
        if (!ok) fail(`not of type ${types.join('|')}`);
        break;
      }
      case 'const':
        if (value !== arg) fail(`not ${JSON.stringify(arg)}`);
        break;
      case 'enum':
        if (!(arg as unknown[]).includes(value)) fail(`not one of ${JSON.stringify(arg)}`);
        break;
      case 'minimum':
        if (typeof value === 'number' && !(value >= (arg as number))) fail(`below ${arg}`);
        break;
      case 'maximum':
        if (typeof value === 'number' && !(value <= (arg as number))) fail(`above ${arg}`);
        break;
      case 'exclusiveMinimum':
        if (typeof value === 'number' && !(value > (arg as number))) fail(`not above ${arg}`);
        break;
      case 'exclusiveMaximum':
        if (typeof value === 'number' && !(value < (arg as number))) fail(`not below ${arg}`);
        break;
      case 'minLength':
        if (typeof value === 'string' && [...value].length < (arg as number)) fail(`shorter than ${arg}`);
        break;
      case 'maxLength':
        if (typeof value === 'string' && [...value].length > (arg as number)) fail(`longer than ${arg}`);
        break;
      case 'pattern':
        if (typeof value === 'string' && !new RegExp(arg as string, 'u').test(value)) fail(`does not match ${arg}`);
        break;
      case 'minItems':
        if (Array.isArray(value) && value.length < (arg as number)) fail(`fewer than ${arg} items`);
        break;
      case 'maxItems':
        if (Array.isArray(value) && value.length > (arg as number)) fail(`more than ${arg} items`);
        break;
      case 'prefixItems':
        if (Array.isArray(value)) {
          (arg as Schema[]).forEach((s, i) => {
            if (i < value.length) errors.push(...checkJsonSchema(s, value[i], `${path}[${i}]`));
          });
        }
        break;
      case 'items':
        if (Array.isArray(value)) {
          const from = Array.isArray(schema.prefixItems) ? schema.prefixItems.length : 0;
          for (let i = from; i < value.length; i++) {
            if (arg === false) fail(`unexpected item ${i}`);
            else errors.push(...checkJsonSchema(arg as Schema, value[i], `${path}[${i}]`));
          }
        }
        break;
      case 'required':
        if (isObject(value)) for (const k of arg as string[]) if (!Object.hasOwn(value, k)) fail(`missing "${k}"`);
        break;
      case 'properties':
        if (isObject(value)) {
          for (const [k, s] of Object.entries(arg as Record<string, Schema>)) {
            if (Object.hasOwn(value, k)) errors.push(...checkJsonSchema(s, value[k], `${path}.${k}`));
          }
        }
        break;
      case 'additionalProperties':
        if (isObject(value)) {
          const known = Object.keys((schema.properties as Schema | undefined) ?? {});
          for (const k of Object.keys(value)) {
            if (known.includes(k)) continue;
            if (arg === false) fail(`unknown key "${k}"`);
            else if (arg !== true) errors.push(...checkJsonSchema(arg as Schema, value[k], `${path}.${k}`));
          }
        }
        break;
      case 'propertyNames':
        if (isObject(value)) for (const k of Object.keys(value)) errors.push(...checkJsonSchema(arg as Schema, k, `${path}{${k}}`));
        break;
      case 'anyOf':
      case 'oneOf': {
        const passing = (arg as Schema[]).filter((s) => checkJsonSchema(s, value, path).length === 0).length;
        if (keyword === 'anyOf' ? passing === 0 : passing !== 1) fail(`matches ${passing} of the ${keyword} alternatives`);
        break;
      }
      default:
        throw new Error(`${path}: the test's JSON Schema checker does not know the keyword "${keyword}"`);
    }
  }
  return errors;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const published = JSON.parse(readFileSync(schemaFile, 'utf8')) as Schema;
const variantFiles = readdirSync(variantsDir).filter((f) => f.endsWith('.json')).sort();

describe('the published JSON Schema', () => {
  it(`matches variantJsonSchema() exactly (if not, ${REGENERATE})`, () => {
    expect(published, REGENERATE).toEqual(variantJsonSchema());
    expect(readFileSync(schemaFile, 'utf8'), REGENERATE).toBe(`${JSON.stringify(variantJsonSchema(), null, 2)}\n`);
  });

  it('offers every built-in plugin by name in its slot', () => {
    const rules = (published.properties as Record<string, Schema>).rules.properties as Record<string, Schema>;
    const names = (slot: Schema) => ((slot.oneOf ?? slot.anyOf ?? [slot]) as Schema[]).map((s) => (s.properties as Record<string, Schema>).type.const);
    expect(names(rules.board)).toEqual(['grid', 'hex']);
    expect(names(rules.merge)).toEqual(['equal', 'fibonacci', 'threes', 'triple']);
    expect(names(rules.movement)).toEqual(['slide-all', 'one-step']);
    expect(names(rules.plugins.items as Schema)).toEqual(['bombs', 'lifetimes', 'multipliers']);
  });
});

describe('the built-in variant files', () => {
  it('are all there', () => {
    expect(variantFiles.length).toBeGreaterThanOrEqual(13);
  });

  it.each(variantFiles)('%s references the schema file and satisfies it', (file) => {
    const definition = JSON.parse(readFileSync(`${variantsDir}${file}`, 'utf8')) as Schema;
    expect(definition.$schema).toBe('../schema/variant.schema.json');
    expect(checkJsonSchema(published, definition)).toEqual([]);
  });
});

// Issue codes that come from the shape of the document (what a JSON Schema can express), as opposed
// to checks that need the board or the merge rule (layout, goal, plugin dependencies...).
const SHAPE_CODES = new Set(['invalid_type', 'too_big', 'too_small', 'invalid_value', 'unrecognized_keys', 'invalid_union', 'invalid_format', 'invalid_key', 'not_multiple_of']);

describe('the JSON Schema and zod agree on the malformed corpus', () => {
  const cases = readdirSync(corpusDir).filter((f) => f.endsWith('.json')).sort().flatMap((file) => {
    const parsed = parseJson(readFileSync(`${corpusDir}${file}`, 'utf8'));
    if (!parsed.ok) return [];
    const result = loadVariant(parsed.value);
    if (result.ok || !result.issues.every((i) => SHAPE_CODES.has(i.code))) return [];
    return [[file, parsed.value] as const];
  });

  it('has many cases that are about the shape of the document', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('%s is rejected by the JSON Schema too', (_file, value) => {
    expect(checkJsonSchema(published, value).length).toBeGreaterThan(0);
  });
});
