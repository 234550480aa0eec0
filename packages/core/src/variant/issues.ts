// Validation issues are data (a code and a JSON path) before they are text.
import type { z } from 'zod';

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
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return typeof input;
}

function quote(v: unknown): string {
  return typeof v === 'string' ? `"${v}"` : String(v);
}

/** Readable messages for zod's issues (used as the per-parse error map). */
export function issueMessage(iss: z.core.$ZodRawIssue): string {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return `is required (${iss.expected})`;
      return `expected ${iss.expected}, got ${typeOf(iss.input)}`;
    case 'too_small': {
      const min = Number(iss.minimum);
      if (iss.origin === 'array') return `must have at least ${min} item${min === 1 ? '' : 's'}`;
      if (iss.origin === 'string') return `must be at least ${min} characters long`;
      return iss.inclusive ? `must be at least ${min}` : `must be greater than ${min}`;
    }
    case 'too_big': {
      const max = Number(iss.maximum);
      if (iss.origin === 'array') return `must have at most ${max} items`;
      if (iss.origin === 'string') return `must be at most ${max} characters long`;
      return iss.inclusive ? `must be at most ${max}` : `must be less than ${max}`;
    }
    case 'invalid_value':
      return iss.values.length === 1
        ? `must be ${quote(iss.values[0])}`
        : `must be one of ${iss.values.map(quote).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown key${iss.keys.length > 1 ? 's' : ''} ${iss.keys.map(quote).join(', ')}`;
    case 'invalid_format':
      return iss.message ?? `invalid ${iss.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${iss.divisor}`;
    case 'invalid_union':
      if (iss.note === 'No matching discriminator') {
        return `unknown type ${quote((iss.input as { type?: unknown } | undefined)?.type)}`;
      }
      return 'does not match any allowed form';
    default:
      return iss.message ?? 'is invalid';
  }
}
