// Shared tokenizer for the `<docs-*>` block tags: one marked extension per tag is built with it.
import type { RendererThis, Token, TokenizerAndRendererExtension, TokenizerExtension } from 'marked';
import type { DocsTagToken, RenderContext } from './context.ts';
import { dedent } from './escape.ts';
import { ONLY_CHILDREN, matchDocsTag, type DocsTagName } from './tags.ts';

export type BodyMode = 'markdown' | 'raw';

/**
 * A block extension for `<tag …>body</tag>` (or `<tag … />`). With body 'markdown' the body is
 * dedented and lexed as Markdown into `token.tokens`; with 'raw' it is kept as written in `body`.
 */
export function docsTagExtension(tag: DocsTagName, body: BodyMode, render: (this: RendererThis, token: DocsTagToken) => string): TokenizerAndRendererExtension {
  return {
    name: tag,
    level: 'block',
    tokenizer(src: string) {
      const match = matchDocsTag(src, tag);
      if (!match) return undefined;
      const token: DocsTagToken = {
        type: tag,
        raw: match.raw,
        tag,
        attributes: match.attributes,
        attributeError: match.attributeError,
        bodyOffset: match.bodyOffset,
        body: match.body,
        tokens: [],
      };
      if (body === 'markdown' && match.body !== null && match.body.trim() !== '') {
        token.tokens = this.lexer.blockTokens(dedent(match.body), []);
      }
      return token;
    },
    renderer(token) {
      return render.call(this, token as unknown as DocsTagToken);
    },
  };
}

/**
 * Lets a `<docs-*>` line end the paragraph before it, so a tag needs no blank line above it.
 * Registered once; its tokenizer never matches.
 */
export const docsTagStart: TokenizerExtension = {
  name: 'docs-tag-start',
  level: 'block',
  start(src: string) {
    // Only the paragraph being read can be cut, and it ends at the first blank line.
    const blank = /\n[ \t]*\n/.exec(src);
    const m = /^[ \t]*<docs-/m.exec(blank ? src.slice(0, blank.index) : src);
    return m ? m.index : undefined;
  },
  tokenizer() {
    return undefined;
  },
};

/** The child tokens of a container that may hold only `ONLY_CHILDREN[tag]`; anything else fails. */
export function containerChildren(ctx: RenderContext, token: DocsTagToken): Token[] {
  const allowed = ONLY_CHILDREN[token.tag as DocsTagName];
  const children = token.tokens.filter((t) => t.type !== 'space');
  if (allowed) {
    for (const child of children) {
      if (child.type !== allowed) {
        ctx.fail(child, `only <${allowed}> elements may be placed inside <${token.tag}>`);
      }
    }
  }
  return children;
}
