// The one markup of a code figure (`<figure class="docs-code-file">`), written by the build for every
// code block (content/pipeline/markdown/code/markup.ts, see content/pipeline/markdown/README.md
// "Code") and by <docs-code-example>'s raw mode in the browser. The lines come in as HTML (escaped
// text or tokensToLines output); everything else is escaped here.
import { escapeAttr, escapeText } from '../html.ts';

/** Inclusive 1-based line range. */
export type LineRange = readonly [start: number, end: number];

export interface CodeLine {
  /** The line's inner HTML (escaped text, or balanced token spans). */
  html: string;
  /** Diff examples: an added or removed line. */
  kind?: 'add' | 'remove';
  /** Shell sessions: the line gets a `$` prompt (drawn by CSS, never copied). */
  prompt?: boolean;
}

export interface CodeFigure {
  /** Emitted language id (`data-language`, `language-{id}`). */
  language: string;
  lines: readonly CodeLine[];
  /** Text of the figcaption (file name by convention). */
  header?: string;
  /** Style-guide verdict shown in the header. */
  verdict?: 'prefer' | 'avoid';
  /** Examples-relative path when the code was read from a file. */
  file?: string;
  /** Lines marked `highlighted`. */
  highlight?: readonly LineRange[];
  /** Lines shown while collapsed (the rest is hidden behind "Expand"). */
  visibleLines?: readonly LineRange[];
  linenums?: boolean;
}

function inRanges(line: number, ranges: readonly LineRange[]): boolean {
  return ranges.some(([a, b]) => line >= a && line <= b);
}

/**
 * How many lines the block shows at first: every line, or while collapsed the visible ones plus one
 * '...' marker per hidden run. The page's stylesheet sizes an off-screen block from it (`data-lines`,
 * the placeholder height of `content-visibility: auto`).
 */
export function shownLineCount(total: number, visibleLines?: readonly LineRange[]): number {
  if (!visibleLines?.length) return total;
  let shown = 0;
  let hiddenBefore = false;
  for (let n = 1; n <= total; n++) {
    if (inRanges(n, visibleLines)) {
      shown++;
      hiddenBefore = false;
    } else if (!hiddenBefore) {
      shown++;
      hiddenBefore = true;
    }
  }
  return shown;
}

/** One `<figure class="docs-code-file">`: optional caption, then `<pre><code>` with one `span.line` per line. */
export function codeFigureHtml(figure: CodeFigure): string {
  const body = figure.lines
    .map((line, i) => {
      const n = i + 1;
      const classes = ['line'];
      if (figure.highlight && inRanges(n, figure.highlight)) classes.push('highlighted');
      if (line.kind) classes.push(line.kind);
      if (line.prompt) classes.push('prompt');
      return `<span class="${classes.join(' ')}" data-line="${n}">${line.html}</span>`;
    })
    .join('\n');
  let attrs = ` data-language="${escapeAttr(figure.language)}"`;
  if (figure.file) attrs += ` data-file="${escapeAttr(figure.file)}"`;
  if (figure.visibleLines?.length) attrs += ` data-visible-lines="${escapeAttr(JSON.stringify(figure.visibleLines))}"`;
  if (figure.linenums) attrs += ' data-linenums';
  const verdict = figure.verdict
    ? `<span class="docs-code-verdict docs-code-verdict-${figure.verdict}">${figure.verdict === 'prefer' ? 'Prefer' : 'Avoid'}</span>`
    : '';
  const caption =
    figure.header || verdict
      ? `<figcaption class="docs-code-header">${verdict}${verdict && figure.header ? ' ' : ''}${escapeText(figure.header ?? '')}</figcaption>`
      : '';
  return (
    `<figure class="docs-code-file"${attrs}>${caption}` +
    `<pre class="docs-code-pre" tabindex="0" data-lines="${shownLineCount(figure.lines.length, figure.visibleLines)}"><code class="language-${escapeAttr(figure.language)}">${body}</code></pre></figure>`
  );
}
