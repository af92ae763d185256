// Entry point: renders one Markdown page of the content dialect (docs/content-dialect.md) to an HTML
// fragment, with its title, headings and links. The emitted markup is described in README.md.
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';
import { apiLinkOptOuts, linkFirstApiMentions } from './api-links.ts';
import { createContext, type Heading, type LinkRef } from './context.ts';
import { docsTagStart } from './docs-tag.ts';
import { alertExtension } from './extensions/docs-alert.ts';
import { calloutExtension } from './extensions/docs-callout.ts';
import { cardContainerExtension } from './extensions/docs-card-container.ts';
import { cardExtension } from './extensions/docs-card.ts';
import { docsCodeMultifileExtension } from './extensions/docs-code-multifile.ts';
import { docsCodeExtension } from './extensions/docs-code.ts';
import { decorativeHeaderExtension } from './extensions/docs-decorative-header.ts';
import { pillRowExtension } from './extensions/docs-pill-row.ts';
import { pillExtension } from './extensions/docs-pill.ts';
import { stepExtension } from './extensions/docs-step.ts';
import { tabGroupExtension } from './extensions/docs-tab-group.ts';
import { tabExtension } from './extensions/docs-tab.ts';
import { videoExtension } from './extensions/docs-video.ts';
import { workflowExtension } from './extensions/docs-workflow.ts';
import { fencedCodeExtension } from './extensions/fenced-code.ts';
import { headingExtension } from './extensions/heading.ts';
import { htmlExtension } from './extensions/html.ts';
import { imageAttributesExtension, imageExtension } from './extensions/image.ts';
import { linkExtension } from './extensions/link.ts';
import { TokenPositions } from './positions.ts';
import { validateDocsTags } from './validate-tags.ts';

export type { Heading, LinkRef } from './context.ts';
export { slugify } from './slug.ts';

export interface RenderOptions {
  /** Repo-relative path of the source, e.g. 'content/docs/installation.md' (used in errors). */
  file: string;
  /** Full URL of the 'Edit this page' link; omitted → no edit link. */
  editUrl?: string;
  /** Site URL of the page's plain-Markdown version (`/<path>.md`); omitted → no 'View as Markdown'. */
  markdownUrl?: string;
  /** Absolute folder `<docs-code path="…">` is resolved against; default `<repo>/content/examples`. */
  examplesDir?: string;
  /** API name → entry route: the first inline-code mention of each links there (guides; see api-links.ts). */
  apiLinks?: Readonly<Record<string, string>>;
}

export interface RenderResult {
  html: string;
  /** Text of the h1 (or of the decorative header); null when the page has none. */
  title: string | null;
  /** h1–h6 and step titles in document order; the h1 has id ''. */
  headings: Heading[];
  /** Every href emitted, in document order. */
  links: LinkRef[];
}

export const DEFAULT_EXAMPLES_DIR = fileURLToPath(new URL('../../examples/', import.meta.url));

/**
 * Renders a page. Throws a ContentError (`file:line: reason`) on broken content: an unknown or
 * unclosed `<docs-*>` tag, a bad attribute or code option, a missing example file, …
 * Each call has its own marked instance and state, so calls are independent.
 */
export function renderMarkdown(source: string, options: RenderOptions): RenderResult {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  validateDocsTags(text, options.file);

  const positions = new TokenPositions(text);
  const ctx = createContext({
    file: options.file,
    editUrl: options.editUrl,
    markdownUrl: options.markdownUrl,
    examplesDir: options.examplesDir ?? DEFAULT_EXAMPLES_DIR,
    positions,
  });
  const marked = new Marked({
    gfm: true,
    async: false,
    extensions: [
      docsTagStart,
      alertExtension(),
      calloutExtension(ctx),
      cardContainerExtension(ctx),
      cardExtension(ctx),
      pillRowExtension(ctx),
      pillExtension(ctx),
      workflowExtension(ctx),
      stepExtension(ctx),
      tabGroupExtension(ctx),
      tabExtension(ctx),
      videoExtension(ctx),
      decorativeHeaderExtension(ctx),
      docsCodeExtension(ctx),
      docsCodeMultifileExtension(ctx),
      fencedCodeExtension(ctx),
      headingExtension(ctx),
      linkExtension(ctx),
      imageAttributesExtension(ctx),
      imageExtension(ctx),
      htmlExtension(ctx),
    ],
  });

  const tokens = marked.lexer(text);
  positions.assign(tokens);
  if (options.apiLinks) linkFirstApiMentions(tokens, options.apiLinks, apiLinkOptOuts(text));
  const html = marked.parser(tokens);
  return { html, title: ctx.title, headings: ctx.headings, links: ctx.links };
}
