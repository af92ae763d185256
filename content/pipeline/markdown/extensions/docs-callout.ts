// <docs-callout title="…" important>body</docs-callout>
// → <div class="docs-callout docs-callout-{helpful|important|critical}" role="note"><p class="docs-callout-title">…</p>body</div>
import type { TokenizerAndRendererExtension } from 'marked';
import { checkAttributes, flagAttr, stringAttr, type RenderContext } from '../context.ts';
import { docsTagExtension } from '../docs-tag.ts';
import { attrToText } from '../escape.ts';

const SEVERITIES = ['helpful', 'important', 'critical'] as const;

export function calloutExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return docsTagExtension('docs-callout', 'markdown', function (token) {
    checkAttributes(ctx, token, ['title', ...SEVERITIES]);
    const chosen = SEVERITIES.filter((s) => flagAttr(token, s));
    if (chosen.length > 1) ctx.fail(token, `<docs-callout> takes one severity, got ${chosen.join(' and ')}`);
    const level = chosen[0] ?? 'helpful';
    const title = stringAttr(token, 'title');
    const heading = title ? `<p class="docs-callout-title">${attrToText(title)}</p>` : '';
    return `<div class="docs-callout docs-callout-${level}" role="note">${heading}${this.parser.parse(token.tokens)}</div>\n`;
  });
}
