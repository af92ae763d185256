/** The shape of a Prism token (structurally; no Prism import needed). */
export interface TokenLike {
  readonly type: string;
  readonly alias?: string | readonly string[] | undefined;
  readonly content: TokenContent;
}
export type TokenContent = string | TokenLike | readonly (string | TokenLike)[];

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

function tokenClass(token: TokenLike): string {
  const aliases = token.alias == null ? [] : typeof token.alias === 'string' ? [token.alias] : [...token.alias];
  return ['token', token.type, ...aliases].join(' ');
}

/**
 * Turns a Prism token stream into one HTML string per source line. Token spans never cross a
 * line: a token that contains a newline is closed at the end of the line and reopened on the next,
 * so every line is balanced markup (`<span class="token keyword">…</span>`).
 */
export function tokensToLines(tokens: TokenContent): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';

  const text = (value: string) => {
    const parts = value.split('\n');
    parts.forEach((part, i) => {
      if (i > 0) {
        current += '</span>'.repeat(open.length);
        lines.push(current);
        current = open.map((cls) => `<span class="${escapeHtml(cls)}">`).join('');
      }
      current += escapeHtml(part);
    });
  };

  const walk = (content: TokenContent) => {
    if (typeof content === 'string') {
      text(content);
    } else if (Array.isArray(content)) {
      for (const item of content as readonly (string | TokenLike)[]) walk(item);
    } else {
      const token = content as TokenLike;
      const cls = tokenClass(token);
      open.push(cls);
      current += `<span class="${escapeHtml(cls)}">`;
      walk(token.content);
      open.pop();
      current += '</span>';
    }
  };

  walk(tokens);
  lines.push(current);
  // Drop spans left empty by a split at the start or end of a token ('<span …></span>').
  return lines.map((line) => line.replace(/<span class="[^"]*"><\/span>/g, ''));
}

/** Plain (unhighlighted) lines: escaped text split at '\n'. */
export function plainLines(code: string): string[] {
  return code.split('\n').map(escapeHtml);
}

/**
 * Normalises raw code text written inside the element: CRLF → LF, blank lines at both ends
 * trimmed, the common indentation removed, trailing white space of the whole block dropped.
 */
export function normalizeRawCode(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && lines[0].trim() === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)![0].length);
  const indent = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(indent).replace(/\s+$/, '')).join('\n');
}

/** Shell-like languages: a leading '$ ' on a line is a prompt (shown by CSS, never copied). */
export function isShellLanguage(language: string): boolean {
  return ['shell', 'bash', 'sh', 'zsh', 'console'].includes(language);
}
