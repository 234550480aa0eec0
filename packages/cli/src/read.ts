// Reads a variant definition file for `validate` and `--variant FILE`. Never throws: an unreadable
// or oversized file comes back as an issue like any other.
import { readFile, stat } from 'node:fs/promises';
import { LIMITS, loadVariant, type Rules, type VariantDefinition, type VariantIssue } from '@2048kit/core';

export type ReadResult =
  | { readonly ok: true; readonly definition: VariantDefinition; readonly rules: Rules }
  | { readonly ok: false; readonly notFound: boolean; readonly issues: readonly VariantIssue[] };

// UTF-8 takes at most 4 bytes per character: anything larger is over the core's character limit
// for sure, and is rejected before it is read into memory.
const BYTE_LIMIT = LIMITS.textMax * 4;

export async function readDefinition(file: string): Promise<ReadResult> {
  let text: string;
  try {
    const info = await stat(file);
    if (info.isDirectory()) return fail('io', 'is a directory, not a file');
    if (info.size > BYTE_LIMIT) {
      return fail('too-large', `file is ${info.size} bytes; the limit is ${LIMITS.textMax} characters`);
    }
    text = await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    return { ok: false, notFound: code === 'ENOENT', issues: [{ code: 'io', path: [], message: `cannot read: ${reason}` }] };
  }
  // Editors on some systems save a byte-order mark, which JSON.parse rejects.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const result = loadVariant(text);
  return result.ok ? result : { ok: false, notFound: false, issues: result.issues };
}

function fail(code: string, message: string): ReadResult {
  return { ok: false, notFound: false, issues: [{ code, path: [], message }] };
}
