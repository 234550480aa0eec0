// The CodeMirror 6 editor: JSON language, completion and hover docs from the variant JSON Schema,
// and a size guard. Validation is not done here: the playground pushes diagnostics in.
import { basicSetup } from 'codemirror';
import { Annotation, EditorState, type Extension } from '@codemirror/state';
import { EditorView, hoverTooltip, keymap } from '@codemirror/view';
import { indentWithTab } from '@codemirror/commands';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { syntaxTree } from '@codemirror/language';
import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';

type SchemaObject = NonNullable<Parameters<typeof stateExtensions>[0]>;

export interface EditorOptions {
  readonly doc: string;
  readonly schema: Record<string, unknown>;
  /** Changes that would make the document longer than this are refused (the editor stays responsive). */
  readonly maxLength: number;
  /** Called after every document change. `user` is false for changes made with `replaceText`. */
  readonly onChange: (user: boolean) => void;
  /** Called (after the refusal) when a change was refused for size. */
  readonly onRefused: (length: number) => void;
}

const PROGRAMMATIC = 'playground.replace';
const programmatic = Annotation.define<string>();

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: '#fffdf8', color: '#4b443d' },
  '.cm-scroller': { fontFamily: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace", lineHeight: '1.5' },
  '.cm-gutters': { backgroundColor: '#f3eee2', color: '#a39587', border: 'none' },
  '.cm-activeLine': { backgroundColor: '#f7f1e3' },
  '.cm-activeLineGutter': { backgroundColor: '#ebe3d1' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: '#eadfc6 !important' },
  '.cm-tooltip': { border: '1px solid #d8cfc0', backgroundColor: '#fffdf8', borderRadius: '4px' },
  '.cm-tooltip-hover': { maxWidth: '420px', padding: '6px 10px', lineHeight: '1.4' },
  '.cm6-json-schema-hover--code': { fontFamily: 'ui-monospace, Menlo, monospace', fontSize: '12px', color: '#8f7a66' },
  '.cm6-json-schema-hover--code p, .cm6-json-schema-hover--description p': { margin: '2px 0' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { backgroundColor: '#8f7a66', color: '#f9f6f2' },
  '.cm-diagnostic-error': { borderLeftColor: '#c2452d' },
});

/**
 * codemirror-json-schema's completions, minus one quirk: inside a string (`"type": "|"`) it also
 * offers the parent object's default (`{"type":"equal"}`), which cannot go there.
 */
function schemaCompletion() {
  const complete = jsonCompletion();
  return (ctx: CompletionContext): CompletionResult | null => {
    const result = complete(ctx);
    if (!result || Array.isArray(result)) return null;
    const inString = syntaxTree(ctx.state).resolveInner(ctx.pos, -1).name === 'String';
    if (!inString) return result;
    return { ...result, options: result.options.filter((o) => !/^[[{]/.test(o.label)) };
  };
}

export function createEditor(parent: HTMLElement, options: EditorOptions): EditorView {
  const extensions: Extension[] = [
    basicSetup,
    keymap.of([indentWithTab]),
    json(),
    jsonLanguage.data.of({ autocomplete: schemaCompletion() }),
    hoverTooltip(jsonSchemaHover()),
    stateExtensions(options.schema as SchemaObject),
    lintGutter(),
    theme,
    EditorState.transactionFilter.of((tr) => {
      if (tr.docChanged && tr.newDoc.length > options.maxLength) {
        const length = tr.newDoc.length;
        queueMicrotask(() => options.onRefused(length));
        return [];
      }
      return tr;
    }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) {
        const user = !update.transactions.some((tr) => tr.annotation(programmatic));
        options.onChange(user);
      }
    }),
  ];
  return new EditorView({ parent, state: EditorState.create({ doc: options.doc, extensions }) });
}

/** Replaces the whole document as one undoable step, marked as not typed by the user. */
export function replaceText(view: EditorView, text: string): void {
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: text },
    selection: { anchor: 0 },
    scrollIntoView: true,
    annotations: programmatic.of(PROGRAMMATIC),
  });
}

export function showDiagnostics(view: EditorView, diagnostics: readonly Diagnostic[]): void {
  view.dispatch(setDiagnostics(view.state, diagnostics));
}
