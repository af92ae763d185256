// <docs-card title="…" [href="…"] [link="CTA text"] [imgSrc="…"]>body</docs-card>
// Without href: <div class="docs-card">…</div>. With href the whole card is the link:
// <a class="docs-card docs-card-link" href="…">…<span class="docs-card-cta">Learn more</span></a>,
// and links inside the body are flattened to text (anchors cannot nest).
import type { TokenizerAndRendererExtension } from 'marked';
import { checkAttributes, stringAttr, type RenderContext } from '../context.ts';
import { docsTagExtension } from '../docs-tag.ts';
import { attrToText, encodeHref, escapeAttr, externalLinkAttrs } from '../escape.ts';
import { checkHref } from './link.ts';

export function cardExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return docsTagExtension('docs-card', 'markdown', function (token) {
    checkAttributes(ctx, token, ['title', 'href', 'link', 'imgSrc'], ['title']);
    const line = ctx.positions.lineOf(token);
    const href = stringAttr(token, 'href');
    const imgSrc = stringAttr(token, 'imgSrc');
    const level = Math.min(6, ctx.sectionLevel + 1);
    const title = `<p class="docs-card-title" role="heading" aria-level="${level}">${attrToText(stringAttr(token, 'title')!)}</p>`;
    const image = imgSrc ? `<img class="docs-card-image" src="${escapeAttr(encodeHref(imgSrc))}" alt="" loading="lazy">` : '';
    if (href === undefined && stringAttr(token, 'link') !== undefined) ctx.fail(token, '<docs-card link="…"> needs an href');
    // Inside another link (a card in a linked card) the card cannot be a link itself.
    if (!href || ctx.flattenLinks > 0) {
      return `<div class="docs-card">${image}<div class="docs-card-body">${title}\n${this.parser.parse(token.tokens)}</div></div>\n`;
    }
    checkHref(ctx, href, line);
    ctx.addLink(href, line);
    ctx.flattenLinks += 1;
    let body: string;
    try {
      body = this.parser.parse(token.tokens);
    } finally {
      ctx.flattenLinks -= 1;
    }
    const cta = `<span class="docs-card-cta">${attrToText(stringAttr(token, 'link') ?? 'Learn more')}</span>`;
    return `<a class="docs-card docs-card-link" href="${escapeAttr(encodeHref(href))}"${externalLinkAttrs(href)}>${image}<div class="docs-card-body">${title}\n${body}${cta}</div></a>\n`;
  });
}
