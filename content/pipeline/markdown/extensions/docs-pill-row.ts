// <docs-pill-row> → <div class="docs-pill-row">pills</div>
import type { TokenizerAndRendererExtension } from 'marked';
import { checkAttributes, type RenderContext } from '../context.ts';
import { containerChildren, docsTagExtension } from '../docs-tag.ts';

export function pillRowExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return docsTagExtension('docs-pill-row', 'markdown', function (token) {
    checkAttributes(ctx, token, []);
    return `<div class="docs-pill-row">${this.parser.parse(containerChildren(ctx, token)).trim()}</div>\n`;
  });
}
