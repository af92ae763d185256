// <docs-tab-group> → <docs-tab-group class="docs-tab-group">tabs</docs-tab-group>
// The static markup shows every tab as a section; a custom element may upgrade it into tabs.
import type { TokenizerAndRendererExtension } from 'marked';
import { checkAttributes, type RenderContext } from '../context.ts';
import { containerChildren, docsTagExtension } from '../docs-tag.ts';

export function tabGroupExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return docsTagExtension('docs-tab-group', 'markdown', function (token) {
    checkAttributes(ctx, token, []);
    return `<docs-tab-group class="docs-tab-group">\n${this.parser.parse(containerChildren(ctx, token))}</docs-tab-group>\n`;
  });
}
