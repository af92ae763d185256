// Per-document render state shared by the extensions of one renderMarkdown() call.
import type { Token } from 'marked';
import { ContentError } from '../errors.ts';
import type { TokenPositions } from './positions.ts';
import { IdRegistry } from './slug.ts';
import type { Attributes } from './tags.ts';

/** A heading of the page. h1 is included with id '' (it gets no id). */
export interface Heading {
  id: string;
  level: number;
  /** Plain text, entities decoded. */
  text: string;
  line: number;
}

/** An href the page emits (markdown links, `<a>` in raw HTML, card and pill hrefs). */
export interface LinkRef {
  href: string;
  line: number;
}

export interface RenderContext {
  readonly file: string;
  readonly editUrl: string | undefined;
  /** Site URL of the page as plain Markdown ('View as Markdown'); undefined → no such link. */
  readonly markdownUrl: string | undefined;
  readonly examplesDir: string;
  readonly positions: TokenPositions;
  readonly ids: IdRegistry;
  readonly headings: Heading[];
  readonly links: LinkRef[];
  title: string | null;
  /** Line of the h1 (or decorative header) once seen. */
  titleLine: number | null;
  /** > 0 while rendering inside something that is a link already: nested links become text. */
  flattenLinks: number;
  /** Level of the last heading rendered, for the aria-level of heading-like labels. */
  sectionLevel: number;
  /** Throws a ContentError at the line where `token` starts (or at `line` when it is a number). */
  fail(at: object | number, reason: string): never;
  /** Records an emitted href. */
  addLink(href: string, line: number): void;
}

export function createContext(options: {
  file: string;
  editUrl: string | undefined;
  markdownUrl?: string;
  examplesDir: string;
  positions: TokenPositions;
}): RenderContext {
  return {
    file: options.file,
    editUrl: options.editUrl,
    markdownUrl: options.markdownUrl,
    examplesDir: options.examplesDir,
    positions: options.positions,
    ids: new IdRegistry(),
    headings: [],
    links: [],
    title: null,
    titleLine: null,
    flattenLinks: 0,
    sectionLevel: 1,
    fail(at, reason) {
      const line = typeof at === 'number' ? at : options.positions.lineOf(at);
      throw new ContentError(options.file, line, reason);
    },
    addLink(href, line) {
      this.links.push({ href, line });
    },
  };
}

/** The attributes a docs-* token carries (set by its tokenizer). */
export interface DocsTagToken {
  type: string;
  raw: string;
  tag: string;
  attributes: Attributes;
  attributeError?: string;
  bodyOffset: number;
  tokens: Token[];
  /** The body as written (null for a self-closing tag). */
  body: string | null;
}

/**
 * Checks a tag's attributes: a parse problem, an attribute not in `allowed`, or a missing
 * `required` one fails the build. Names are compared lower-cased.
 */
export function checkAttributes(ctx: RenderContext, token: DocsTagToken, allowed: readonly string[], required: readonly string[] = []): void {
  if (token.attributeError) ctx.fail(token, `<${token.tag}>: ${token.attributeError}`);
  const names = allowed.map((a) => a.toLowerCase());
  for (const name of token.attributes.keys()) {
    if (!names.includes(name)) {
      ctx.fail(token, `<${token.tag}> has no attribute "${name}" (it takes ${allowed.join(', ')})`);
    }
  }
  for (const name of required) {
    const value = token.attributes.get(name.toLowerCase());
    if (value === undefined || value === true || value.trim() === '') {
      ctx.fail(token, `<${token.tag}> needs a ${name}="…" attribute`);
    }
  }
}

/** A string attribute, or undefined (a bare flag counts as undefined). */
export function stringAttr(token: DocsTagToken, name: string): string | undefined {
  const value = token.attributes.get(name.toLowerCase());
  return typeof value === 'string' ? value : undefined;
}

/** Is a flag attribute present (`preview`, `preview=""`, `preview="true"`; not `preview="false"`)? */
export function flagAttr(token: DocsTagToken, name: string): boolean {
  const value = token.attributes.get(name.toLowerCase());
  return value === true || (value !== undefined && value !== 'false');
}
