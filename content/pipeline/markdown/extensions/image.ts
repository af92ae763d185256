// Images: `![alt](url {loading: 'lazy'} "title")`; `#small` / `#medium` at the end of the URL picks
// a size class. Plain Markdown images go through the same renderer.
import type { RendererExtension, TokenizerAndRendererExtension, Tokens } from 'marked';
import type { RenderContext } from '../context.ts';
import { encodeHref, escapeAttr } from '../escape.ts';
import { parseOptionList, type OptionValue } from '../options.ts';

const IMAGE_WITH_ATTRIBUTES =
  /^!\[((?:\\[\s\S]|[^\\\]])*)\]\(\s*(<[^>\n]*>|[^\s()<>]+)\s+(\{[^}\n]*\})(?:\s+("(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*'))?\s*\)/;

const ALLOWED: Record<string, (v: OptionValue) => boolean> = {
  loading: (v) => v === 'lazy' || v === 'eager',
  decoding: (v) => v === 'async' || v === 'sync' || v === 'auto',
  fetchpriority: (v) => v === 'high' || v === 'low' || v === 'auto',
  width: (v) => typeof v === 'number' && v > 0,
  height: (v) => typeof v === 'number' && v > 0,
};

interface ImageData {
  href: string;
  alt: string;
  title: string | null;
  attributes: Map<string, OptionValue>;
}

function unescapeMarkdown(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

function renderImage(ctx: RenderContext, image: ImageData, line: number): string {
  let href = image.href;
  let size = '';
  const sized = /#(small|medium)$/.exec(href);
  if (sized) {
    size = ` docs-image-${sized[1]}`;
    href = href.slice(0, sized.index);
  }
  if (/^\s*(?:javascript|vbscript):/i.test(href)) ctx.fail(line, `unsafe image source "${href}"`);
  let attrs = '';
  for (const [name, value] of image.attributes) {
    const check = ALLOWED[name.toLowerCase()];
    if (!check) ctx.fail(line, `image attribute "${name}" is not supported (use ${Object.keys(ALLOWED).join(', ')})`);
    if (!check(value)) ctx.fail(line, `image attribute ${name}: ${JSON.stringify(value)} is not a valid value`);
    attrs += ` ${name.toLowerCase()}="${escapeAttr(String(value))}"`;
  }
  const title = image.title ? ` title="${escapeAttr(image.title)}"` : '';
  return `<img src="${escapeAttr(encodeHref(href))}" alt="${escapeAttr(image.alt)}"${title} class="docs-image${size}"${attrs}>`;
}

/** The `{…}` attribute syntax (an inline tokenizer) with its renderer. */
export function imageAttributesExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return {
    name: 'docs-image',
    level: 'inline',
    start(src: string) {
      const at = src.indexOf('![');
      return at < 0 ? undefined : at;
    },
    tokenizer(src: string) {
      const m = IMAGE_WITH_ATTRIBUTES.exec(src);
      if (!m) return undefined;
      let attributes = new Map<string, OptionValue>();
      let error: string | undefined;
      try {
        attributes = parseOptionList(m[3]);
      } catch (e) {
        error = (e as Error).message;
      }
      const href = m[2].startsWith('<') ? m[2].slice(1, -1) : m[2];
      return {
        type: 'docs-image',
        raw: m[0],
        href: unescapeMarkdown(href),
        text: unescapeMarkdown(m[1]),
        title: m[4] ? unescapeMarkdown(m[4].slice(1, -1)) : null,
        attributes,
        error,
      };
    },
    renderer(token) {
      const line = ctx.positions.lineOf(token);
      if (token.error) ctx.fail(line, `image attributes: ${token.error as string}`);
      return renderImage(
        ctx,
        {
          href: token.href as string,
          alt: token.text as string,
          title: token.title as string | null,
          attributes: token.attributes as Map<string, OptionValue>,
        },
        line,
      );
    },
  };
}

/** Plain Markdown images. */
export function imageExtension(ctx: RenderContext): RendererExtension {
  return {
    name: 'image',
    renderer(token) {
      const image = token as unknown as Tokens.Image;
      return renderImage(ctx, { href: image.href, alt: image.text, title: image.title ?? null, attributes: new Map() }, ctx.positions.lineOf(token));
    },
  };
}
