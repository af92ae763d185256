// <docs-code path="…" header="…" language="…" linenums highlight="[2, [4, 6]]" diff="…"
//   visibleLines="[[1, 4]]" preview hideCode hideCopy hideDollar prefer|avoid/>
// or <docs-code language="html">inline code</docs-code>. Rendered in the shared code-example markup.
import type { TokenizerAndRendererExtension } from 'marked';
import { checkAttributes, flagAttr, stringAttr, type DocsTagToken, type RenderContext } from '../context.ts';
import { readExample } from '../code/example-file.ts';
import { languageForPath, resolveLanguage } from '../../../../isomorphic/code/language.ts';
import { hasGrammar } from '../highlight/prism.ts';
import { CodeOptionError, renderCodeExample, type CodeFile } from '../code/block-markup.ts';
import { docsTagExtension } from '../docs-tag.ts';
import { dedent } from '../escape.ts';
import { parseOptionValue, toLineRanges } from '../options.ts';

/** Attributes of a <docs-code> inside <docs-code-multifile> (the example-level ones go on the container). */
// `fragment` marks a deliberately partial sample: the code-sample check (npm run check:code) skips it.
const FILE_ATTRIBUTES = ['path', 'header', 'language', 'linenums', 'highlight', 'diff', 'visibleLines', 'hideDollar', 'prefer', 'avoid', 'fragment'];
const EXAMPLE_ATTRIBUTES = ['preview', 'hideCode', 'hideCopy'];

/** Inline code as written between the tags, without the blank first/last lines and common indentation. */
function inlineCode(body: string): string {
  const lines = dedent(body).split('\n');
  while (lines.length && lines[0].trim() === '') lines.shift();
  while (lines.length && lines.at(-1)!.trim() === '') lines.pop();
  return lines.join('\n');
}

/** The code file a <docs-code> token describes. Fails the build on bad attributes or a missing file. */
export function codeFileOf(ctx: RenderContext, token: DocsTagToken, standalone: boolean): CodeFile {
  checkAttributes(ctx, token, standalone ? [...FILE_ATTRIBUTES, ...EXAMPLE_ATTRIBUTES] : FILE_ATTRIBUTES);
  const path = stringAttr(token, 'path');
  const body = token.body ?? '';
  const hasBody = body.trim() !== '';
  if (path && hasBody) ctx.fail(token, '<docs-code> takes either path="…" or inline code, not both');
  if (!path && !hasBody) ctx.fail(token, '<docs-code> needs path="…" or inline code');

  const read = (p: string): string => {
    try {
      return readExample(ctx.examplesDir, p);
    } catch (error) {
      return ctx.fail(token, (error as Error).message);
    }
  };
  const ranges = (name: string) => {
    const value = stringAttr(token, name);
    if (value === undefined) {
      if (token.attributes.has(name.toLowerCase())) ctx.fail(token, `<docs-code> ${name} needs a value such as "[1, [3, 5]]"`);
      return undefined;
    }
    try {
      return toLineRanges(parseOptionValue(value));
    } catch (error) {
      return ctx.fail(token, `<docs-code> ${name}="${value}": ${(error as Error).message}`);
    }
  };

  const diff = stringAttr(token, 'diff');
  if (diff && !path) ctx.fail(token, '<docs-code diff="…"> needs path="…" (the version the diff starts from)');
  const language = stringAttr(token, 'language');
  if (flagAttr(token, 'prefer') && flagAttr(token, 'avoid')) ctx.fail(token, '<docs-code> is either prefer or avoid, not both');
  return {
    code: path ? read(path) : inlineCode(body),
    changed: diff ? read(diff) : undefined,
    language: language ? resolveLanguage(language, hasGrammar) : path ? languageForPath(path) : resolveLanguage('text'),
    header: stringAttr(token, 'header'),
    file: path,
    linenums: flagAttr(token, 'linenums'),
    highlight: ranges('highlight') ?? [],
    visibleLines: ranges('visibleLines'),
    hideDollar: flagAttr(token, 'hideDollar'),
    verdict: flagAttr(token, 'prefer') ? 'prefer' : flagAttr(token, 'avoid') ? 'avoid' : undefined,
  };
}

/**
 * Renders, turning option errors into build errors at the line of the token concerned
 * (`tokens[i]` for the i-th file of a multi-file example).
 */
export function renderOrFail(ctx: RenderContext, tokens: readonly object[], render: () => string): string {
  try {
    return render();
  } catch (error) {
    if (error instanceof CodeOptionError) ctx.fail(tokens[error.fileIndex] ?? tokens[0], error.message);
    throw error;
  }
}

export function docsCodeExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return docsTagExtension('docs-code', 'raw', function (token) {
    const file = codeFileOf(ctx, token, true);
    return renderOrFail(ctx, [token], () =>
      renderCodeExample({
        files: [file],
        multifile: false,
        path: file.file,
        preview: flagAttr(token, 'preview'),
        hideCode: flagAttr(token, 'hideCode'),
        hideCopy: flagAttr(token, 'hideCopy'),
      }),
    );
  });
}
