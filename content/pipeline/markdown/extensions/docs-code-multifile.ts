// <docs-code-multifile path="…" preview hideCode hideCopy> with <docs-code> children → one
// <docs-code-example multifile> with a figure per file; each figcaption is the file name.
// With `preview`, the files are compiled here as the playground compiles them (a problem fails the
// build) and the result ships inside the element, so the live preview needs no TypeScript.
import type { TokenizerAndRendererExtension } from 'marked';
import ts from 'typescript';
import { compileProject } from '../../../../isomorphic/playground/compile.ts';
import { exampleProject } from '../../../../isomorphic/playground/example-project.ts';
import { checkAttributes, flagAttr, stringAttr, type DocsTagToken, type RenderContext } from '../context.ts';
import { renderCodeExample } from '../code/block-markup.ts';
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
    const preview = flagAttr(token, 'preview');
    let previewProject: string | undefined;
    if (preview) {
      let project: Record<string, string> = {};
      try {
        project = exampleProject(files.map((f) => ({ name: f.header ?? '', path: f.file ?? null, code: f.code })));
      } catch (error) {
        ctx.fail(token, `<docs-code-multifile preview>: ${(error as Error).message}`);
      }
      const { modules, entry, problems } = compileProject(ts, project);
      if (problems.length) ctx.fail(token, `<docs-code-multifile preview> does not compile: ${problems.join('; ')}`);
      previewProject = JSON.stringify({ modules, entry });
    }
    return renderOrFail(ctx, children, () =>
      renderCodeExample({
        files,
        multifile: true,
        path: stringAttr(token, 'path'),
        preview,
        previewProject,
        hideCode: flagAttr(token, 'hideCode'),
        hideCopy: flagAttr(token, 'hideCopy'),
      }),
    );
  });
}
