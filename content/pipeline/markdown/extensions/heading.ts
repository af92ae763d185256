// Headings: h1 becomes the page header (focusable title + 'Edit this page' link); h2–h6 get a
// unique id and are a self-link (a.docs-anchor) whose text is the heading text.
import type { RendererExtension, Token, Tokens } from 'marked';
import type { RenderContext } from '../context.ts';
import { escapeAttr } from '../escape.ts';
import { plainText } from '../inline-text.ts';
import { CUSTOM_ID, VALID_CUSTOM_ID, slugify } from '../slug.ts';

/** The page header markup around a rendered h1 (shared with docs-decorative-header). */
export function pageHeader(ctx: RenderContext, titleHtml: string, extraClass = '', inner = ''): string {
  const edit = ctx.editUrl ? `<a class="docs-edit-link" href="${escapeAttr(ctx.editUrl)}" target="_blank" rel="noopener">Edit this page</a>` : '';
  // The page as Markdown (for people who paste docs into other tools): a plain link that works
  // without JavaScript, and a copy button the shell reveals and wires up (content-fragment.tsx).
  const actions = ctx.markdownUrl
    ? `<span class="docs-page-actions">${edit}<a class="docs-markdown-link" href="${escapeAttr(ctx.markdownUrl)}" type="text/markdown">View as Markdown</a>` +
      `<button type="button" class="docs-copy-markdown" data-markdown="${escapeAttr(ctx.markdownUrl)}" hidden>Copy page as Markdown</button></span>`
    : edit;
  return `<header class="docs-page-header${extraClass}"><h1 tabindex="-1">${titleHtml}</h1>${inner}${actions}</header>\n`;
}

/** Records the page title; a second one fails the build. */
export function claimTitle(ctx: RenderContext, text: string, line: number): void {
  if (ctx.title !== null) {
    ctx.fail(line, `a page has one title; this level-1 heading repeats the one at line ${ctx.titleLine}`);
  }
  ctx.title = text;
  ctx.titleLine = line;
}

/**
 * Allocates the id of an h2–h6 (or step title): the custom id when given (it must be unique),
 * else the slug of the rendered text made unique on the page.
 */
export function headingId(ctx: RenderContext, html: string, customId: string | undefined, line: number): string {
  if (customId === undefined) return ctx.ids.unique(slugify(html));
  if (!VALID_CUSTOM_ID.test(customId)) {
    ctx.fail(line, `heading id "${customId}" may use only letters, digits, "-", "_", ":" and "."`);
  }
  if (!ctx.ids.claim(customId)) ctx.fail(line, `heading id "${customId}" is already used on this page`);
  return customId;
}

/**
 * `<hN id><a class="docs-anchor" href="#id">html</a></hN>`; without the self-link when the heading
 * sits inside a link already (a card with href), since anchors cannot nest.
 */
export function anchoredHeading(ctx: RenderContext, level: number, id: string, html: string): string {
  const inner = ctx.flattenLinks > 0 ? html : `<a class="docs-anchor" href="#${escapeAttr(id)}">${html}</a>`;
  return `<h${level} id="${escapeAttr(id)}">${inner}</h${level}>\n`;
}

/** Splits a `{#custom-id}` suffix off a heading's inline tokens. */
function splitCustomId(tokens: Token[]): { tokens: Token[]; customId?: string } {
  const last = tokens.at(-1);
  if (last?.type !== 'text') return { tokens };
  const m = CUSTOM_ID.exec(last.text as string);
  if (!m) return { tokens };
  const text = (last.text as string).slice(0, m.index);
  const raw = (last.raw as string).replace(CUSTOM_ID, '');
  const rest = tokens.slice(0, -1);
  if (text !== '') rest.push({ ...last, text, raw, tokens: undefined } as Token);
  return { tokens: rest, customId: m[1] };
}

export function headingExtension(ctx: RenderContext): RendererExtension {
  return {
    name: 'heading',
    renderer(token) {
      const heading = token as unknown as Tokens.Heading;
      const line = ctx.positions.lineOf(token);
      const { tokens, customId } = splitCustomId(heading.tokens);
      ctx.flattenLinks += 1;
      let html: string;
      try {
        html = this.parser.parseInline(tokens).trim();
      } finally {
        ctx.flattenLinks -= 1;
      }
      const text = plainText(tokens).trim();
      if (text === '') ctx.fail(token, 'a heading needs text');
      if (heading.depth === 1) {
        claimTitle(ctx, text, line);
        ctx.headings.push({ id: '', level: 1, text, line });
        ctx.sectionLevel = 1;
        if (customId !== undefined) ctx.fail(line, 'the page title (level-1 heading) takes no {#id}');
        return pageHeader(ctx, html);
      }
      const id = headingId(ctx, html, customId, line);
      ctx.headings.push({ id, level: heading.depth, text, line });
      ctx.sectionLevel = heading.depth;
      return anchoredHeading(ctx, heading.depth, id, html);
    },
  };
}
