// <docs-tab label="…">body</docs-tab>
// → <section class="docs-tab" data-label="…"><p class="docs-tab-label" role="heading" aria-level="N">label</p><div class="docs-tab-body">body</div></section>
// The label is heading-like for assistive technology but not an h2/h3, so it stays out of the TOC.
import type { TokenizerAndRendererExtension } from 'marked';
import { checkAttributes, stringAttr, type RenderContext } from '../context.ts';
import { docsTagExtension } from '../docs-tag.ts';
import { attrToText, decodeEntities, escapeAttr } from '../escape.ts';

export function tabExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return docsTagExtension('docs-tab', 'markdown', function (token) {
    checkAttributes(ctx, token, ['label'], ['label']);
    const label = stringAttr(token, 'label')!;
    const level = Math.min(6, ctx.sectionLevel + 1);
    return (
      `<section class="docs-tab" data-label="${escapeAttr(decodeEntities(label))}">` +
      `<p class="docs-tab-label" role="heading" aria-level="${level}">${attrToText(label)}</p>` +
      `<div class="docs-tab-body">${this.parser.parse(token.tokens)}</div></section>\n`
    );
  });
}
