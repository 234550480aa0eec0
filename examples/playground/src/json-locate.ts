// Maps JSON paths (as in validation issues) back to text ranges, and finds where JSON syntax breaks.
// A small iterative scanner: no recursion, so deeply nested junk cannot overflow the stack.

export type JsonKind = 'object' | 'array' | 'string' | 'number' | 'literal';

export interface JsonNode {
  readonly kind: JsonKind;
  /** Offset of the value's first character. */
  readonly from: number;
  /** Offset just past the value (for containers: past the closing bracket, or the end of text). */
  to: number;
  /** The property name's range (quotes included), when the value belongs to an object. */
  readonly key?: { readonly name: string; readonly from: number; readonly to: number };
  /** Object members by name (the last one wins, as in JSON.parse). */
  readonly props?: Map<string, JsonNode>;
  /** Array items in order. */
  readonly items?: JsonNode[];
}

export interface JsonSyntaxError {
  readonly from: number;
  readonly to: number;
  readonly message: string;
}

export interface ScanResult {
  /** The top-level value; partial (containers left open) when there is an error. */
  readonly root: JsonNode | null;
  readonly error: JsonSyntaxError | null;
}

export interface Range {
  readonly from: number;
  readonly to: number;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX4 = /^[0-9a-fA-F]{4}$/;

const isJsonSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

type Want = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'after';

/** Scans JSON text (strict RFC 8259, like JSON.parse), recording where every value and key is. */
export function scanJson(text: string): ScanResult {
  const n = text.length;
  let i = 0;
  let root: JsonNode | null = null;
  const stack: JsonNode[] = [];
  let pendingKey: JsonNode['key'] | undefined;
  let want: Want = 'value';

  const fail = (from: number, to: number, message: string): ScanResult => ({
    root,
    error: { from: Math.min(from, n), to: Math.min(Math.max(to, from), n), message },
  });
  const describe = (at: number) => (at >= n ? 'the end of the text' : `"${text[at]}"`);

  // Reads a string starting at the opening quote; returns the offset past the closing quote.
  const readString = (start: number): number | JsonSyntaxError => {
    let j = start + 1;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === 34) return j + 1;
      if (c < 0x20) return { from: j, to: j + 1, message: 'line breaks and control characters must be escaped inside a string' };
      if (c === 92) {
        const e = text[j + 1];
        if (e === 'u') {
          if (!HEX4.test(text.slice(j + 2, j + 6))) return { from: j, to: Math.min(j + 6, n), message: 'invalid \\u escape: needs 4 hex digits' };
          j += 6;
        } else if (e !== undefined && ESCAPES.has(e)) {
          j += 2;
        } else {
          return { from: j, to: Math.min(j + 2, n), message: `invalid escape "\\${e ?? ''}" in a string` };
        }
        continue;
      }
      j++;
    }
    return { from: start, to: n, message: 'unterminated string: missing the closing "' };
  };

  const place = (node: JsonNode) => {
    const parent = stack[stack.length - 1];
    if (!parent) root = node;
    else if (parent.props) parent.props.set(node.key!.name, node);
    else parent.items!.push(node);
  };

  for (;;) {
    while (i < n && isJsonSpace(text.charCodeAt(i))) i++;
    const top = stack[stack.length - 1];
    const ch = text[i];

    if (want === 'after') {
      if (!top) {
        if (i < n) return fail(i, i + 1, `unexpected ${describe(i)} after the end of the JSON value`);
        return { root, error: null };
      }
      const close = top.kind === 'object' ? '}' : ']';
      if (ch === ',') {
        i++;
        want = top.kind === 'object' ? 'key' : 'value';
        continue;
      }
      if (ch === close) {
        i++;
        top.to = i;
        stack.pop();
        continue;
      }
      const what = top.kind === 'object' ? 'a property' : 'an array item';
      return fail(i, i + 1, `expected "," or "${close}" after ${what}, found ${describe(i)}`);
    }

    if (want === 'key' || want === 'key-or-close') {
      if (want === 'key-or-close' && ch === '}') {
        i++;
        top!.to = i;
        stack.pop();
        want = 'after';
        continue;
      }
      if (ch !== '"') {
        const extra = want === 'key' && ch === '}' ? ' (no comma before a closing "}")' : '';
        return fail(i, i + 1, `expected a property name in double quotes, found ${describe(i)}${extra}`);
      }
      const end = readString(i);
      if (typeof end !== 'number') return { root, error: end };
      const raw = text.slice(i, end);
      const name = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
      pendingKey = { name, from: i, to: end };
      i = end;
      while (i < n && isJsonSpace(text.charCodeAt(i))) i++;
      if (text[i] !== ':') return fail(i, i + 1, `expected ":" after the property name, found ${describe(i)}`);
      i++;
      want = 'value';
      continue;
    }

    // want === 'value' | 'value-or-close'
    if (want === 'value-or-close' && ch === ']') {
      i++;
      top!.to = i;
      stack.pop();
      want = 'after';
      continue;
    }
    const key = top?.kind === 'object' ? pendingKey : undefined;
    pendingKey = undefined;
    if (ch === '{' || ch === '[') {
      const node: JsonNode =
        ch === '{' ? { kind: 'object', from: i, to: n, key, props: new Map() } : { kind: 'array', from: i, to: n, key, items: [] };
      place(node);
      stack.push(node);
      i++;
      want = ch === '{' ? 'key-or-close' : 'value-or-close';
      continue;
    }
    let end: number;
    let kind: JsonKind;
    if (ch === '"') {
      const r = readString(i);
      if (typeof r !== 'number') return { root, error: r };
      end = r;
      kind = 'string';
    } else if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m) return fail(i, i + 1, 'invalid number');
      end = i + m[0].length;
      kind = 'number';
      if (end < n && /[0-9.eE+-]/.test(text[end]!)) return fail(i, end + 1, 'invalid number (no leading zeros, a digit after "." and "e")');
    } else if (text.startsWith('true', i) || text.startsWith('null', i)) {
      end = i + 4;
      kind = 'literal';
    } else if (text.startsWith('false', i)) {
      end = i + 5;
      kind = 'literal';
    } else {
      const hint = ch === "'" ? ' (strings need double quotes)' : ch === ']' || ch === '}' ? ' (no comma before a closing bracket)' : '';
      return fail(i, i + 1, `expected a value, found ${describe(i)}${hint}`);
    }
    place({ kind, from: i, to: end, key });
    i = end;
    want = 'after';
  }
}

/** Follows a path as far as the document goes. `exact` is false when a step is missing. */
export function findNode(root: JsonNode, path: readonly (string | number)[]): { node: JsonNode; exact: boolean; depth: number } {
  let node = root;
  for (let d = 0; d < path.length; d++) {
    const step = path[d]!;
    let next: JsonNode | undefined;
    if (node.props && typeof step === 'string') next = node.props.get(step);
    else if (node.items && typeof step === 'number') next = node.items[step];
    if (!next) return { node, exact: false, depth: d };
    node = next;
  }
  return { node, exact: true, depth: path.length };
}

/**
 * The range to underline for a path: a primitive value itself; for an object or array, its
 * property name (or its opening bracket), so a problem with a big block marks one line, not fifty.
 * A path that runs past the document (a missing property) points at the nearest ancestor.
 */
export function locatePath(root: JsonNode, path: readonly (string | number)[]): Range & { exact: boolean } {
  const { node, exact } = findNode(root, path);
  return { ...headOf(node), exact };
}

/** Where a named property of the object at `path` is written (its name), if it is. */
export function locateKey(root: JsonNode, path: readonly (string | number)[], name: string): Range | null {
  const { node, exact } = findNode(root, path);
  const member = exact ? node.props?.get(name) : undefined;
  return member?.key ? { from: member.key.from, to: member.key.to } : null;
}

function headOf(node: JsonNode): Range {
  if (node.kind !== 'object' && node.kind !== 'array') return { from: node.from, to: node.to };
  if (node.key) return { from: node.key.from, to: node.key.to };
  return { from: node.from, to: node.from + 1 };
}
