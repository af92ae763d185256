// Turns a Prism token stream into one HTML string per source line. Token spans never cross a line
// break: a token that spans lines (block comment, template string) is closed at the end of each
// line and reopened on the next, so every line's markup is balanced on its own. Used by the build
// (every highlighted code block) and by <docs-code-example>'s raw mode; each side runs Prism its
// own way and hands the tokens in.
import { escapeText } from '../html.ts';

/** The shape of a Prism token (structurally: no Prism import needed). */
export interface TokenLike {
  readonly type: string;
  readonly alias?: string | readonly string[] | undefined;
  readonly content: TokenContent;
}
export type TokenContent = string | TokenLike | readonly (string | TokenLike)[];

interface Open {
  className: string;
  /** Whether the opening tag was written on the current line. */
  written: boolean;
}

function classOf(token: TokenLike): string {
  const aliases = token.alias == null ? [] : typeof token.alias === 'string' ? [token.alias] : [...token.alias];
  return ['token', token.type, ...aliases].join(' ').replace(/[^\w\s-]/g, '');
}

/**
 * Per-line inner HTML of a token stream (`<span class="token keyword">…</span>`); text escaped, no
 * empty spans. An empty code string gives one empty line.
 */
export function tokensToLines(stream: TokenContent): string[] {
  const lines: string[] = [''];
  const open: Open[] = [];

  const write = (text: string): void => {
    const parts = text.split('\n');
    parts.forEach((part, i) => {
      if (i > 0) {
        for (let k = open.length - 1; k >= 0; k--) {
          if (open[k].written) lines[lines.length - 1] += '</span>';
          open[k].written = false;
        }
        lines.push('');
      }
      if (part === '') return;
      for (const o of open) {
        if (!o.written) {
          lines[lines.length - 1] += `<span class="${o.className}">`;
          o.written = true;
        }
      }
      lines[lines.length - 1] += escapeText(part);
    });
  };

  const walk = (content: TokenContent): void => {
    if (typeof content === 'string') {
      write(content);
      return;
    }
    if (Array.isArray(content)) {
      for (const item of content as readonly (string | TokenLike)[]) walk(item);
      return;
    }
    const token = content as TokenLike;
    open.push({ className: classOf(token), written: false });
    walk(token.content);
    const done = open.pop()!;
    if (done.written) lines[lines.length - 1] += '</span>';
  };

  walk(stream);
  return lines;
}

/** Per-line escaped text, for code that is not highlighted. */
export function plainLines(code: string): string[] {
  return code.split('\n').map(escapeText);
}
