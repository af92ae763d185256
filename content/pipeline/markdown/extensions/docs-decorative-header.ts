// <docs-decorative-header title="…" [imgSrc="…"]>intro</docs-decorative-header>: the page header of
// landing pages. <header class="docs-page-header docs-decorative-header"><h1 tabindex="-1">title</h1>
// <div class="docs-decorative-header-intro">intro</div>[<img class="docs-decorative-header-image" alt="">][edit link]</header>
import type { TokenizerAndRendererExtension } from 'marked';
import { checkAttributes, stringAttr, type RenderContext } from '../context.ts';
import { docsTagExtension } from '../docs-tag.ts';
import { attrToText, decodeEntities, encodeHref, escapeAttr } from '../escape.ts';
import { claimTitle, pageHeader } from './heading.ts';

export function decorativeHeaderExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return docsTagExtension('docs-decorative-header', 'markdown', function (token) {
    checkAttributes(ctx, token, ['title', 'imgSrc'], ['title']);
    const line = ctx.positions.lineOf(token);
    const title = stringAttr(token, 'title')!;
    const text = decodeEntities(title).trim();
    claimTitle(ctx, text, line);
    ctx.headings.push({ id: '', level: 1, text, line });
    ctx.sectionLevel = 1;
    const imgSrc = stringAttr(token, 'imgSrc');
    const intro = token.tokens.length ? `<div class="docs-decorative-header-intro">${this.parser.parse(token.tokens)}</div>` : '';
    const image = imgSrc ? `<img class="docs-decorative-header-image" src="${escapeAttr(encodeHref(imgSrc))}" alt="">` : '';
    return pageHeader(ctx, attrToText(title.trim()), ' docs-decorative-header', intro + image);
  });
}
