// The build's template minifier: lit's css/html/svg templates lose only what never mattered.
import { describe, expect, it } from 'vitest';
import { minifyCss, minifyHtml, minifyTemplates } from '../build/minify-templates.ts';

describe('css', () => {
  it('drops comments and layout whitespace, keeps strings, calc() operators and descendant selectors', () => {
    const source = `
      /* The board's "host". */
      :host {
        font-family: 'Clear Sans', "Helvetica  Neue", Arial;
        width: calc(var(--w) * 1% + 2px);
      }
      .hex .cell,
      .board :focus-visible > span {
        box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.5);
        content: ' , ';
      }
      @media (prefers-reduced-motion: reduce) {
        .tile { animation: none !important; }
      }
    `;
    expect(minifyCss(source)).toBe(
      `:host{font-family:'Clear Sans',"Helvetica  Neue",Arial;width:calc(var(--w) * 1% + 2px)}` +
        `.hex .cell,.board :focus-visible>span{box-shadow:inset 0 0 0 1px rgba(0,0,0,0.5);content:' , '}` +
        `@media (prefers-reduced-motion:reduce){.tile{animation:none !important}}`,
    );
  });

  it('keeps the space that separates a value from an expression', () => {
    expect(minifyCss('\n  animation: rise ', true, false)).toBe('animation:rise ');
    expect(minifyCss('ms ease-in both;\n  }\n', false, true)).toBe('ms ease-in both}');
  });
});

describe('html', () => {
  it('drops whitespace that spans lines next to tags, keeps one space between words', () => {
    const source = `
      <div
        class="a"
        part="b"
      >
        <p>The file has
          two problems:</p>
        <button>
          Undo
        </button> <span>x</span>
      </div>
    `;
    expect(minifyHtml(source)).toBe('<div class="a" part="b" ><p>The file has two problems:</p><button>Undo</button> <span>x</span></div>');
  });

  it('keeps a space between text and an expression, and whitespace within a line', () => {
    expect(minifyHtml('<p>\n  ', true, false)).toBe('<p>');
    expect(minifyHtml(' R starts a new game.', false, false)).toBe(' R starts a new game.');
    expect(minifyHtml(' has\n    ', false, false)).toBe(' has ');
    expect(minifyHtml('\n  </p>\n', false, true)).toBe('</p>');
  });
});

describe('modules', () => {
  it('rewrites only the static parts of css, html and svg templates, nested ones too', () => {
    const code = [
      "const s = css`\n  .a {\n    width: ${w}px;\n  }\n`;",
      'const t = html`<ul>\n  ${items.map((i) => html`\n    <li>${i}</li>\n  `)}\n</ul>`;',
      'const u = other`\n  keep   me\n`;',
      "const v = `plain\n  ${'string'}`;",
    ].join('\n');
    const out = minifyTemplates(code, 'x.ts');
    expect(out).toContain('const s = css`.a{width:${w}px}`;');
    expect(out).toContain('const t = html`<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>`;');
    expect(out).toContain('const u = other`\n  keep   me\n`;');
    expect(out).toContain("const v = `plain\n  ${'string'}`;");
  });
});
