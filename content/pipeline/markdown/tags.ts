// The custom `<docs-*>` tags of the dialect: which exist, how they nest, and a scanner that finds
// them in Markdown source while skipping code (fences, code spans, `<docs-code>` bodies) and comments.

/** Every custom tag the dialect knows. */
export const DOCS_TAGS = [
  'docs-callout',
  'docs-card-container',
  'docs-card',
  'docs-pill-row',
  'docs-pill',
  'docs-workflow',
  'docs-step',
  'docs-tab-group',
  'docs-tab',
  'docs-video',
  'docs-decorative-header',
  'docs-code',
  'docs-code-multifile',
] as const;

export type DocsTagName = (typeof DOCS_TAGS)[number];

const KNOWN = new Set<string>(DOCS_TAGS);

export function isDocsTag(name: string): name is DocsTagName {
  return KNOWN.has(name);
}

/** Tags that must sit directly inside another one. */
export const REQUIRED_PARENT: Partial<Record<DocsTagName, DocsTagName>> = {
  'docs-card': 'docs-card-container',
  'docs-pill': 'docs-pill-row',
  'docs-step': 'docs-workflow',
  'docs-tab': 'docs-tab-group',
};

/** Containers whose body may hold only these child tags (and white space). */
export const ONLY_CHILDREN: Partial<Record<DocsTagName, DocsTagName>> = {
  'docs-card-container': 'docs-card',
  'docs-pill-row': 'docs-pill',
  'docs-workflow': 'docs-step',
  'docs-tab-group': 'docs-tab',
  'docs-code-multifile': 'docs-code',
};

export type Attributes = Map<string, string | true>;

export interface TagEvent {
  kind: 'open' | 'close' | 'self-closing' | 'malformed';
  /** Lower-cased tag name, e.g. `docs-card`. */
  name: string;
  /** Offsets of the tag text in the scanned string. */
  start: number;
  end: number;
  /** Attribute source text (open and self-closing tags). */
  attributes: string;
}

const OPEN_TAG = /<(docs-[a-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/iy;
const CLOSE_TAG = /<\/(docs-[a-z0-9-]*)\s*>/iy;
const FENCE_OPEN = /[ \t]*(`{3,}|~{3,})[^\n]*/y;

/**
 * Yields the `<docs-*>` tags of `source` in order. Skips fenced code blocks, code spans, HTML
 * comments, backslash-escaped `<`, and the raw body of a `<docs-code>` (which is code).
 */
export function* scanDocsTags(source: string, from = 0): Generator<TagEvent> {
  let i = from;
  const n = source.length;
  while (i < n) {
    const atLineStart = i === 0 || source[i - 1] === '\n';
    if (atLineStart) {
      FENCE_OPEN.lastIndex = i;
      const fence = FENCE_OPEN.exec(source);
      if (fence && !(fence[1][0] === '`' && fence[0].slice(fence[0].indexOf('`') + fence[1].length).includes('`'))) {
        i = skipFence(source, i + fence[0].length, fence[1]);
        continue;
      }
    }
    const c = source[i];
    if (c === '`') {
      i = skipCodeSpan(source, i);
      continue;
    }
    if (c === '<' && source[i - 1] !== '\\') {
      if (source.startsWith('<!--', i)) {
        const close = source.indexOf('-->', i + 4);
        i = close < 0 ? n : close + 3;
        continue;
      }
      if (/^<\/?docs-/i.test(source.slice(i, i + 7))) {
        const event = readTag(source, i);
        yield event;
        i = event.end;
        if (event.kind === 'open' && event.name === 'docs-code') {
          const close = source.toLowerCase().indexOf('</docs-code>', i);
          if (close < 0) return; // unclosed: the validator reports the opening tag
          yield { kind: 'close', name: 'docs-code', start: close, end: close + 12, attributes: '' };
          i = close + 12;
        }
        continue;
      }
    }
    i += 1;
  }
}

function readTag(source: string, at: number): TagEvent {
  if (source[at + 1] === '/') {
    CLOSE_TAG.lastIndex = at;
    const m = CLOSE_TAG.exec(source);
    if (m) return { kind: 'close', name: m[1].toLowerCase(), start: at, end: at + m[0].length, attributes: '' };
  } else {
    OPEN_TAG.lastIndex = at;
    const m = OPEN_TAG.exec(source);
    if (m) {
      return {
        kind: m[3] ? 'self-closing' : 'open',
        name: m[1].toLowerCase(),
        start: at,
        end: at + m[0].length,
        attributes: m[2],
      };
    }
  }
  const name = /^<\/?(docs-[a-z0-9-]*)/i.exec(source.slice(at, at + 80))?.[1].toLowerCase() ?? 'docs-';
  const lineEnd = source.indexOf('\n', at);
  return { kind: 'malformed', name, start: at, end: lineEnd < 0 ? source.length : lineEnd, attributes: '' };
}

/** Offset just after the fence that closes the block opened with `marker` (or the end of the source). */
function skipFence(source: string, from: number, marker: string): number {
  const close = new RegExp(`\\n[ \\t]*${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*(?=\\n|$)`, 'g');
  close.lastIndex = from;
  const m = close.exec(source);
  return m ? m.index + m[0].length : source.length;
}

/** Offset after the code span starting at `at`, or after the backtick run when it is not closed. */
function skipCodeSpan(source: string, at: number): number {
  let len = 0;
  while (source[at + len] === '`') len += 1;
  const run = '`'.repeat(len);
  let search = at + len;
  for (;;) {
    const next = source.indexOf(run, search);
    if (next < 0) return at + len;
    // A code span does not cross a blank line.
    if (/\n[ \t]*\n/.test(source.slice(at + len, next))) return at + len;
    if (source[next + len] === '`') {
      search = next + len;
      while (source[search] === '`') search += 1;
      continue;
    }
    return next + len;
  }
}

/**
 * Parses attribute source text (`title="A" important href='/x' n=3`). Names are lower-cased;
 * a name without a value is `true`. Throws a plain Error with a reason on a repeated attribute.
 */
export function parseAttributes(text: string): Attributes {
  const attrs: Attributes = new Map();
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of text.matchAll(re)) {
    const name = m[1].toLowerCase();
    if (attrs.has(name)) throw new Error(`attribute "${m[1]}" is given twice`);
    const value = m[2] ?? m[3] ?? m[4];
    attrs.set(name, value === undefined ? true : value);
  }
  return attrs;
}

export interface DocsTagMatch {
  /** Source text from the start of `src` to the end of the closing tag and its line. */
  raw: string;
  attributes: Attributes;
  /** Attribute parse problem, reported when the token is rendered. */
  attributeError?: string;
  /** Text between the tags; null for a self-closing tag. */
  body: string | null;
  /** Offset of `body` within `raw`. */
  bodyOffset: number;
}

/**
 * Matches a `<docs-name …>` block at the start of `src` (after optional indentation) and its
 * matching `</docs-name>` (same-name nesting counted). Undefined when `src` does not start with
 * the tag or the tag is not closed (the tag validator reports that before lexing).
 */
export function matchDocsTag(src: string, name: DocsTagName): DocsTagMatch | undefined {
  const lead = /^[ \t]*/.exec(src)![0].length;
  if (src.slice(lead, lead + name.length + 1).toLowerCase() !== `<${name}`) return undefined;
  const after = src[lead + name.length + 1];
  if (after !== undefined && !/[\s/>]/.test(after)) return undefined;
  const events = scanDocsTags(src, lead);
  const first = events.next().value;
  if (!first || first.start !== lead || first.name !== name || (first.kind !== 'open' && first.kind !== 'self-closing')) {
    return undefined;
  }
  let attributes: Attributes = new Map();
  let attributeError: string | undefined;
  try {
    attributes = parseAttributes(first.attributes);
  } catch (error) {
    attributeError = (error as Error).message;
  }
  if (first.kind === 'self-closing') {
    const end = lineEnd(src, first.end);
    return { raw: src.slice(0, end), attributes, attributeError, body: null, bodyOffset: first.end };
  }
  let depth = 1;
  for (const event of events) {
    if (event.name !== name) continue;
    if (event.kind === 'open') depth += 1;
    else if (event.kind === 'close') depth -= 1;
    if (depth === 0) {
      const end = lineEnd(src, event.end);
      return {
        raw: src.slice(0, end),
        attributes,
        attributeError,
        body: src.slice(first.end, event.start),
        bodyOffset: first.end,
      };
    }
  }
  return undefined;
}

/** Extends `at` over trailing blanks and one newline, so the block ends at a line end. */
function lineEnd(src: string, at: number): number {
  const m = /^[ \t]*(?:\n|$)/.exec(src.slice(at));
  return m ? at + m[0].length : at;
}
