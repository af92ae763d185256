// <docs-code-multifile path="…" preview hideCode hideCopy> with <docs-code> children → one
// <docs-code-example multifile> with a figure per file; each figcaption is the file name.
import type { TokenizerAndRendererExtension } from 'marked';
import { checkAttributes, flagAttr, stringAttr, type DocsTagToken, type RenderContext } from '../context.ts';
import { renderCodeExample } from '../code/markup.ts';
import { containerChildren, docsTagExtension } from '../docs-tag.ts';
import { codeFileOf, renderOrFail } from './docs-code.ts';

export function docsCodeMultifileExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return docsTagExtension('docs-code-multifile', 'markdown', function (token) {
    checkAttributes(ctx, token, ['path', 'preview', 'hideCode', 'hideCopy']);
    const children = containerChildren(ctx, token) as unknown as DocsTagToken[];
    if (children.length === 0) ctx.fail(token, '<docs-code-multifile> needs <docs-code> children');
    const files = children.map((child) => {
      const file = codeFileOf(ctx, child, false);
      const name = file.header ?? (file.file ? file.file.split('/').pop() : undefined);
      if (!name) ctx.fail(child, '<docs-code> inside <docs-code-multifile> needs header="…" or path="…" (it names the tab)');
      return { ...file, header: name };
    });
    return renderOrFail(ctx, children, () =>
      renderCodeExample({
        files,
        multifile: true,
        path: stringAttr(token, 'path'),
        preview: flagAttr(token, 'preview'),
        hideCode: flagAttr(token, 'hideCode'),
        hideCopy: flagAttr(token, 'hideCopy'),
      }),
    );
  });
}
