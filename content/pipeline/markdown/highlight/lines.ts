// Turns a Prism token stream into one HTML string per source line. Token spans never cross a line
// break: a token that spans lines (block comment, template string) is closed at the end of each
// line and reopened on the next, so every line's markup is balanced on its own.
import type Prism from 'prismjs';
import { escapeText } from '../escape.ts';

interface Open {
  className: string;
  /** Whether the opening tag was written on the current line. */
  written: boolean;
}

function classOf(token: Prism.Token): string {
  const aliases = token.alias ? (Array.isArray(token.alias) ? token.alias : [token.alias]) : [];
  return ['token', token.type, ...aliases].join(' ').replace(/[^\w\s-]/g, '');
}

/** Per-line inner HTML of a token stream. An empty code string gives one empty line. */
export function tokensToLines(stream: Array<string | Prism.Token>): string[] {
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

  const walk = (content: Prism.TokenStream): void => {
    if (typeof content === 'string') {
      write(content);
      return;
    }
    if (Array.isArray(content)) {
      for (const item of content) walk(item);
      return;
    }
    open.push({ className: classOf(content), written: false });
    walk(content.content);
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
