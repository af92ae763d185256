// Shared helpers for the markdown pipeline tests.
import { fileURLToPath } from 'node:url';
import { ContentError } from '../../../../../content/pipeline/errors.ts';
import { renderMarkdown, type RenderOptions, type RenderResult } from '../../../../../content/pipeline/markdown/render.ts';

export const EXAMPLES_DIR = fileURLToPath(new URL('./fixtures/examples/', import.meta.url));
export const FILE = 'content/docs/test.md';

/** Markdown from lines, so line numbers in assertions are easy to read. */
export function md(...lines: string[]): string {
  return lines.join('\n') + '\n';
}

export function render(source: string, options: Partial<RenderOptions> = {}): RenderResult {
  return renderMarkdown(source, { file: FILE, examplesDir: EXAMPLES_DIR, ...options });
}

/** The ContentError rendering `source` throws (fails the test when it throws none or another error). */
export function renderError(source: string, options: Partial<RenderOptions> = {}): ContentError {
  try {
    render(source, options);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected renderMarkdown to throw a ContentError');
}

/** Inner HTML of every <code class="language-…"> of code blocks, in order. */
export function codeBlocks(html: string): string[] {
  return [...html.matchAll(/<pre class="docs-code-pre" tabindex="0" data-lines="\d+"><code class="language-[^"]*">([\s\S]*?)<\/code><\/pre>/g)].map(
    (m) => m[1],
  );
}

/** The `span.line` elements of a code block's inner HTML (one per source line). */
export function codeLines(code: string): string[] {
  return code.split('\n');
}

/** Text of an HTML fragment: tags dropped, the basic entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Whether the tags of an HTML fragment are balanced (void elements excepted), by a stack walk
 * over start and end tags.
 */
export function tagsBalanced(html: string): boolean {
  const VOID = new Set(['img', 'br', 'hr', 'input', 'meta', 'link', 'source', 'wbr', 'col', 'area', 'base', 'embed', 'track']);
  const stack: string[] = [];
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g)) {
    const name = m[2].toLowerCase();
    if (VOID.has(name) || m[3] === '/') continue;
    if (m[1] === '') stack.push(name);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}
