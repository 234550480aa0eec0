// Validation issues are data (a code and a JSON path) before they are text.
import type { $ZodRawIssue } from 'zod/v4/core';

export type IssuePath = readonly (string | number)[];

export interface VariantIssue {
  /** zod's issue code, or one of ours: `json`, `too-large`, `layout`, `spawn`, `goal`, `plugin`. */
  readonly code: string;
  readonly path: IssuePath;
  readonly message: string;
}

/** `rules.spawn.table[1].weight`; `(root)` for the whole document. */
export function formatPath(path: IssuePath): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`;
  return out === '' ? '(root)' : out;
}

/** `rules.spawn.table[1].weight: must be greater than 0` */
export function formatIssue(issue: VariantIssue): string {
  return `${formatPath(issue.path)}: ${issue.message}`;
}

function typeOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && !Number.isFinite(input)) return String(input); // NaN, Infinity
  return typeof input;
}

function quote(v: unknown): string {
  return typeof v === 'string' ? `"${v}"` : String(v);
}

/** `got 4.5`, `got "1"`, or the type when the value itself would not read well. */
function got(input: unknown): string {
  if (typeof input === 'number' && Number.isFinite(input)) return `got ${input}`;
  if (typeof input === 'string' && input.length <= 40) return `got "${input}"`;
  return `got ${typeOf(input)}`;
}

/** Readable messages for zod's issues (used as the per-parse error map). */
export function issueMessage(iss: $ZodRawIssue): string {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return `is required (${iss.expected})`;
      if (iss.expected === 'int' && typeof iss.input === 'number' && Number.isFinite(iss.input)) {
        return `must be a whole number, got ${iss.input}`;
      }
      if (typeof iss.input === 'number' && (iss.expected === 'number' || iss.expected === 'int')) {
        return `must be a finite number, got ${iss.input}`; // NaN or Infinity (e.g. 1e400 in JSON)
      }
      return `expected ${iss.expected}, got ${typeOf(iss.input)}`;
    case 'too_small': {
      const min = Number(iss.minimum);
      if (iss.origin === 'array' && iss.exact) return `must have exactly ${min} items`;
      if (iss.origin === 'array') return `must have at least ${min} item${min === 1 ? '' : 's'}`;
      if (iss.origin === 'string') return min === 1 ? 'must not be empty' : `must be at least ${min} characters long`;
      return iss.inclusive ? `must be at least ${min}` : `must be greater than ${min}`;
    }
    case 'too_big': {
      const max = Number(iss.maximum);
      if (iss.origin === 'array' && iss.exact) return `must have exactly ${max} items`;
      if (iss.origin === 'array') return `must have at most ${max} items`;
      if (iss.origin === 'string') return `must be at most ${max} characters long`;
      return iss.inclusive ? `must be at most ${max}` : `must be less than ${max}`;
    }
    case 'invalid_value': {
      const allowed = iss.values.length === 1 ? quote(iss.values[0]) : `one of ${iss.values.map(quote).join(', ')}`;
      if (iss.input === undefined) return `is required (${allowed})`;
      return `must be ${allowed}, ${got(iss.input)}`;
    }
    case 'unrecognized_keys':
      return `unknown key${iss.keys.length > 1 ? 's' : ''} ${iss.keys.map(quote).join(', ')}`;
    case 'invalid_format':
      return iss.message ?? `invalid ${iss.format}`;
    case 'invalid_key':
      return `is not an allowed key: ${iss.issues.map((i) => i.message).join('; ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${iss.divisor}`;
    case 'invalid_union':
      if (iss.note === 'No matching discriminator') {
        const type = (iss.input as { type?: unknown } | undefined)?.type;
        const options = Array.isArray(iss.options) ? ` (expected one of ${iss.options.map(quote).join(', ')})` : '';
        return type === undefined ? `is required${options}` : `unknown type ${quote(type)}${options}`;
      }
      return 'does not match any allowed form';
    default:
      return iss.message ?? 'is invalid';
  }
}
