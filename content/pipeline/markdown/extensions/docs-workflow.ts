// <docs-workflow> → <ol class="docs-workflow">steps</ol> (CSS counters number the steps)
import type { TokenizerAndRendererExtension } from 'marked';
import { checkAttributes, type RenderContext } from '../context.ts';
import { containerChildren, docsTagExtension } from '../docs-tag.ts';

export function workflowExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return docsTagExtension('docs-workflow', 'markdown', function (token) {
    checkAttributes(ctx, token, []);
    return `<ol class="docs-workflow">\n${this.parser.parse(containerChildren(ctx, token))}</ol>\n`;
  });
}
