// <docs-step title="…">body</docs-step>
// → <li class="docs-step"><h3 id="…"><a class="docs-anchor" href="#…">title</a></h3><div class="docs-step-body">body</div></li>
// The title is a real h3 with an id, so it is listed in the page's headings (TOC, link checks).
// A `{#custom-id}` at the end of the title chooses the id.
import type { TokenizerAndRendererExtension } from 'marked';
import { checkAttributes, stringAttr, type RenderContext } from '../context.ts';
import { docsTagExtension } from '../docs-tag.ts';
import { attrToText, decodeEntities } from '../escape.ts';
import { CUSTOM_ID } from '../slug.ts';
import { anchoredHeading, headingId } from './heading.ts';

export function stepExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return docsTagExtension('docs-step', 'markdown', function (token) {
    checkAttributes(ctx, token, ['title'], ['title']);
    const line = ctx.positions.lineOf(token);
    let title = stringAttr(token, 'title')!;
    const custom = CUSTOM_ID.exec(title);
    if (custom) title = title.slice(0, custom.index);
    const html = attrToText(title.trim());
    const id = headingId(ctx, html, custom?.[1], line);
    ctx.headings.push({ id, level: 3, text: decodeEntities(title.trim()), line });
    ctx.sectionLevel = 3;
    return `<li class="docs-step">${anchoredHeading(ctx, 3, id, html)}<div class="docs-step-body">${this.parser.parse(token.tokens)}</div></li>\n`;
  });
}
