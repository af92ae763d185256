// Plain text of inline tokens (for heading text, titles and labels).
import type { Token } from 'marked';
import { decodeEntities } from './escape.ts';

/** The text a reader sees: markup dropped, entities decoded, images replaced by their alt text. */
export function plainText(tokens: readonly Token[] | undefined): string {
  let out = '';
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text':
        out += token.tokens ? plainText(token.tokens) : decodeEntities(token.text as string);
        break;
      case 'escape':
      case 'codespan':
        out += token.text as string;
        break;
      case 'br':
        out += ' ';
        break;
      case 'html':
        break;
      case 'image':
        out += token.text as string;
        break;
      default: {
        const generic = token as { tokens?: Token[]; text?: unknown };
        out += generic.tokens ? plainText(generic.tokens) : decodeEntities(String(generic.text ?? ''));
      }
    }
  }
  return out;
}
