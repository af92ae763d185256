// <docs-card-container> → <div class="docs-card-container">cards</div>
import type { TokenizerAndRendererExtension } from 'marked';
import { checkAttributes, type RenderContext } from '../context.ts';
import { containerChildren, docsTagExtension } from '../docs-tag.ts';

export function cardContainerExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return docsTagExtension('docs-card-container', 'markdown', function (token) {
    checkAttributes(ctx, token, []);
    return `<div class="docs-card-container">\n${this.parser.parse(containerChildren(ctx, token))}</div>\n`;
  });
}
