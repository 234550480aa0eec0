// The JSON path -> text range locator and the syntax-error finder.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findNode, locateKey, locatePath, scanJson } from '../src/json-locate.ts';
import { checkVariantText, lineIndex } from '../src/validate.ts';
import { formatJson } from '../src/format-json.ts';
import { templateText } from '../src/playground.ts';

const at = (text: string, r: { from: number; to: number }) => text.slice(r.from, r.to);

describe('scanJson + locatePath', () => {
  const text = `{
  "id": "x",
  "rules": {
    "spawn": { "table": [ { "value": 2, "weight": 9 }, { "value": 4, "weight": -1 } ] },
    "board": { "type": "grid" }
  },
  "list": [[1, 2], [3]]
}`;
  const { root, error } = scanJson(text);

  it('finds primitives, keys of containers, and array items', () => {
    expect(error).toBeNull();
    expect(at(text, locatePath(root!, ['rules', 'spawn', 'table', 1, 'weight']))).toBe('-1');
    expect(at(text, locatePath(root!, ['id']))).toBe('"x"');
    expect(at(text, locatePath(root!, ['rules', 'board']))).toBe('"board"');
    expect(at(text, locatePath(root!, ['rules', 'spawn', 'table', 0]))).toBe('{');
    expect(at(text, locatePath(root!, ['list', 1, 0]))).toBe('3');
    expect(at(text, locatePath(root!, []))).toBe('{');
  });

  it('points a missing member at its nearest ancestor', () => {
    const r = locatePath(root!, ['rules', 'board', 'width']);
    expect(r.exact).toBe(false);
    expect(at(text, r)).toBe('"board"');
    expect(at(text, locatePath(root!, ['rules', 'spawn', 'table', 7, 'value']))).toBe('"table"');
  });

  it('locates a key by name, and the last duplicate wins like JSON.parse', () => {
    expect(at(text, locateKey(root!, ['rules'], 'board')!)).toBe('"board"');
    expect(locateKey(root!, ['rules'], 'nope')).toBeNull();
    const dup = '{"a": 1, "a": 2}';
    expect(at(dup, locatePath(scanJson(dup).root!, ['a']))).toBe('2');
  });

  it('decodes escaped keys', () => {
    const t = '{"a\\u0062": true}';
    expect(at(t, locatePath(scanJson(t).root!, ['ab']))).toBe('true');
  });
});

describe('scanJson syntax errors', () => {
  const cases: [string, string, RegExp][] = [
    ['{"a": 1,}', '}', /property name/],
    ['{"a": 1 "b": 2}', '"', /expected "," or "}"/],
    ['[1, 2,]', ']', /expected a value/],
    ["{'a': 1}", "'", /property name/],
    ['{"a": 01}', '01', /invalid number/],
    ['{"a": tru}', 't', /expected a value/],
    ['{"a": "x\ny"}', '\n', /control characters/],
    ['{"a": [1, 2}', '}', /expected "," or "]"/],
    ['{"a": 1} x', 'x', /after the end/],
    ['', '', /end of the text/],
  ];
  for (const [text, where, message] of cases) {
    it(`reports ${JSON.stringify(text)} at ${JSON.stringify(where)}`, () => {
      const { error } = scanJson(text);
      expect(error).not.toBeNull();
      expect(error!.message).toMatch(message);
      expect(text.slice(error!.from, error!.to)).toBe(where);
      expect(() => JSON.parse(text)).toThrow();
    });
  }

  it('reports an unclosed document at its end', () => {
    const text = '{"a": [1, 2';
    expect(scanJson(text).error!.from).toBe(text.length);
  });

  it('survives deep nesting without recursion', () => {
    const depth = 200_000;
    const deep = '['.repeat(depth) + ']'.repeat(depth);
    const { root, error } = scanJson(deep);
    expect(error).toBeNull();
    expect(root!.kind).toBe('array');
    expect(scanJson('['.repeat(depth)).error!.from).toBe(depth);
  });
});

describe('scanJson agrees with JSON.parse', () => {
  it('on arbitrary JSON values, every path locates its own value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom<number | string>(0, 2, '\t', ' '), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const { root, error } = scanJson(text);
        expect(error).toBeNull();
        const walk = (v: unknown, path: (string | number)[]) => {
          const { node, exact } = findNode(root!, path);
          expect(exact).toBe(true);
          expect(JSON.parse(text.slice(node.from, node.to))).toEqual(v);
          if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
          else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
        };
        walk(JSON.parse(text), []);
      }),
      { numRuns: 150 },
    );
  });

  it('on mangled JSON, it fails exactly when JSON.parse fails', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), fc.constantFrom('', ',', '}', ']', '"', ':', '{', '[', '0', '-', 'e', '\\', ' '), (value, cut, insert) => {
        const text = JSON.stringify(value);
        const at = cut % (text.length + 1);
        const mangled = text.slice(0, at) + insert + text.slice(at + (cut % 2));
        let parses = true;
        try {
          JSON.parse(mangled);
        } catch {
          parses = false;
        }
        expect(scanJson(mangled).error === null).toBe(parses);
      }),
      { numRuns: 400 },
    );
  });
});

describe('checkVariantText', () => {
  const classic = templateText('classic');

  it('accepts every template', () => {
    expect(checkVariantText(classic, 1).ok).toBe(true);
  });

  it('places a zod issue on the line of the bad value', () => {
    const text = classic.replace('"weight": 9', '"weight": -9');
    const r = checkVariantText(text, 1);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.kind).toBe('schema');
    const p = r.problems[0]!;
    expect(p.path).toBe('rules.spawn.table[0].weight');
    expect(text.slice(p.from, p.to)).toBe('-9');
    expect(p.line).toBe(text.slice(0, text.indexOf('-9')).split('\n').length);
  });

  it('marks each unknown key by name', () => {
    const text = classic.replace('"undo": 0', '"undo": 0, "colour": 1, "sparkle": 2');
    const r = checkVariantText(text, 1);
    if (r.ok) throw new Error('expected problems');
    expect(r.problems.map((p) => at(text, p))).toEqual(['"colour"', '"sparkle"']);
  });

  it('reports syntax errors where they are', () => {
    const text = classic.replace('"merge": { "type": "equal" },', '"merge": { "type": "equal" }');
    const r = checkVariantText(text, 1);
    if (r.ok) throw new Error('expected a syntax error');
    expect(r.kind).toBe('syntax');
    expect(r.problems[0]!.line).toBe(text.slice(0, text.indexOf('"movement"')).split('\n').length);
  });

  it('refuses too-large text without parsing it', () => {
    const r = checkVariantText(' '.repeat(300 * 1024) + '{', 1);
    if (r.ok) throw new Error('expected too-large');
    expect(r.kind).toBe('too-large');
    expect(r.problems[0]!.message).toMatch(/limit/);
  });

  it('gives deeply nested junk a message, not a crash', () => {
    const junk = classic.replace('"Classic 2048"', '['.repeat(50_000) + ']'.repeat(50_000));
    const r = checkVariantText(junk, 1);
    if (r.ok) throw new Error('expected problems');
    expect(r.problems[0]!.path).toBe('name');
    expect(r.problems[0]!.message).toMatch(/expected string/);
  });

  it('calls a valid but unplayable variant unplayable', () => {
    const noStart = classic.replace('"start": 2', '"start": 0');
    const r = checkVariantText(noStart, 1);
    if (r.ok) throw new Error('expected unplayable');
    expect(r.kind).toBe('unplayable');
    expect(r.problems[0]!.message).toMatch(/unplayable/);
  });

  it('lineIndex maps offsets to lines', () => {
    const line = lineIndex('a\nbc\n\nd');
    expect([0, 1, 2, 4, 5, 6].map(line)).toEqual([1, 1, 2, 2, 3, 4]);
  });
});

describe('formatJson', () => {
  it('round-trips and keeps small things on one line', () => {
    const v = { a: [1, 2], b: { value: 2, weight: 9 }, c: 'x' };
    expect(formatJson(v)).toBe('{ "a": [1, 2], "b": { "value": 2, "weight": 9 }, "c": "x" }');
    for (const id of ['classic', 'obstacles', 'hex', 'threes']) {
      const t = templateText(id);
      expect(JSON.parse(t)).not.toHaveProperty('$schema');
      // Only a long string value may run past 80 columns.
      const long = t.split('\n').filter((l) => l.length > 80);
      expect(long.every((l) => /^\s*"\w+": "[^"]*",?$/.test(l))).toBe(true);
      expect(t).not.toMatch(/\}, \{/);
    }
    expect(templateText('obstacles')).toContain('{ "at": [1, 2], "kind": "wall" }');
  });
});
