// Links: recorded for the link checker; external ones open a new window. Inside something that is a
// link already (a heading's self-link, a card with href) a link is flattened to its text.
import type { RendererExtension, Tokens } from 'marked';
import type { RenderContext } from '../context.ts';
import { encodeHref, escapeAttr, externalLinkAttrs } from '../escape.ts';

/** Rejects hrefs no page should emit. */
export function checkHref(ctx: RenderContext, href: string, line: number): void {
  if (/^\s*(?:javascript|vbscript|data):/i.test(href)) ctx.fail(line, `unsafe link "${href}"`);
}

export function linkExtension(ctx: RenderContext): RendererExtension {
  return {
    name: 'link',
    renderer(token) {
      const link = token as unknown as Tokens.Link;
      const inner = this.parser.parseInline(link.tokens);
      if (ctx.flattenLinks > 0) return inner;
      const line = ctx.positions.lineOf(token);
      checkHref(ctx, link.href, line);
      ctx.addLink(link.href, line);
      const title = link.title ? ` title="${escapeAttr(link.title)}"` : '';
      return `<a href="${escapeAttr(encodeHref(link.href))}"${title}${externalLinkAttrs(link.href)}>${inner}</a>`;
    },
  };
}
