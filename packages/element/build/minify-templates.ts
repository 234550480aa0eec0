// Build-time minifier for lit's tagged templates (css`...`, html`...`, svg`...`): the library build
// ships the element's styles and markup without the indentation, comments and line breaks that keep
// the source readable. Only the static parts of a template change; expressions are left alone.
import { parseSync, type Plugin } from 'vite';

/** CSS: drops comments, collapses whitespace, and removes it where CSS never needs it. Quoted strings are kept. */
export function minifyCss(text: string, first = true, last = true): string {
  let out = '';
  // Comments and strings are found in one pass (an apostrophe in a comment starts no string).
  // Strings stay as written, comments go, and everything between them is minified.
  for (const [i, part] of text.split(/('[^']*'|"[^"]*"|\/\*[\s\S]*?\*\/)/).entries()) {
    if (i % 2 === 1) {
      if (!part.startsWith('/*')) out += part;
      continue;
    }
    out += part
      .replace(/\s+/g, ' ')
      // A space before `:` can be a descendant selector (`a :hover`), so only the one after goes.
      .replace(/ ?([{};,>]) ?/g, '$1')
      .replace(/: /g, ':')
      .replace(/;}/g, '}');
  }
  if (first) out = out.trimStart();
  if (last) out = out.trimEnd();
  return out;
}

/**
 * HTML: a run of whitespace that spans lines is layout in the source. It goes entirely next to a
 * tag (`>` before it or `<` after it) and becomes one space elsewhere (between words, or between a
 * word and an expression). Whitespace within a line is kept as written.
 */
export function minifyHtml(text: string, first = true, last = true): string {
  let out = text.replace(/\s*\n\s*/g, (run, offset: number) => {
    const before = text[offset - 1];
    const after = text[offset + run.length];
    if ((offset === 0 && first) || (offset + run.length === text.length && last)) return '';
    return before === '>' || after === '<' ? '' : ' ';
  });
  if (first) out = out.trimStart();
  if (last) out = out.trimEnd();
  return out;
}

interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

const MINIFIERS: Record<string, typeof minifyCss> = { css: minifyCss, html: minifyHtml, svg: minifyHtml };

/** Minifies every css/html/svg tagged template in a module's source. Returns the source unchanged when there are none. */
export function minifyTemplates(code: string, filename: string): string {
  const { program } = parseSync(filename, code, { lang: filename.endsWith('.ts') ? 'ts' : 'js' });
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const n = node as Node;
    const tag = n.tag as Node | undefined;
    const minify = n.type === 'TaggedTemplateExpression' && tag?.type === 'Identifier' ? MINIFIERS[tag.name as string] : undefined;
    if (minify) {
      const quasis = (n.quasi as { quasis: (Node & { tail: boolean })[] }).quasis;
      quasis.forEach((q, i) => {
        // A quasi's span includes its delimiters: "`" or "}" before, "`" or "${" after.
        const start = q.start + 1;
        const end = q.end - (q.tail ? 1 : 2);
        edits.push({ start, end, text: minify(code.slice(start, end), i === 0, q.tail) });
      });
    }
    for (const key in n) if (key !== 'type') visit(n[key]);
  };
  visit(program);
  edits.sort((a, b) => b.start - a.start);
  let out = code;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** The Vite plugin: minifies the element's own modules before TypeScript is stripped. */
export function minifyTemplatesPlugin(): Plugin {
  return {
    name: 'game-2048:minify-templates',
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { id: /\/packages\/element\/src\/.*\.ts$/ },
      handler(code, id) {
        return { code: minifyTemplates(code, id), map: null };
      },
    },
  };
}
