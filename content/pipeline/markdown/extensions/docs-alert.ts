// Alerts: a paragraph starting with `NOTE:`, `TIP:`, … (up to the blank line) becomes
// <div class="docs-alert docs-alert-{level}" role="note"><p><strong class="docs-alert-label">NOTE:</strong> …</p></div>.
import type { TokenizerAndRendererExtension, Token } from 'marked';

/** Label written in the source → label shown. */
export const ALERT_LABELS: Record<string, string> = {
  NOTE: 'NOTE',
  TIP: 'TIP',
  TODO: 'TODO',
  QUESTION: 'QUESTION',
  SUMMARY: 'SUMMARY',
  TLDR: 'TL;DR',
  CRITICAL: 'CRITICAL',
  IMPORTANT: 'IMPORTANT',
  HELPFUL: 'HELPFUL',
};

export function alertExtension(): TokenizerAndRendererExtension {
  return {
    name: 'docs-alert',
    level: 'block',
    tokenizer(src: string) {
      const m = /^[ \t]{0,3}([A-Z]+):(?:[ \t]|\n|$)/.exec(src);
      if (!m || !(m[1] in ALERT_LABELS)) return undefined;
      const end = /\n[ \t]*(?:\n|$)/.exec(src);
      const raw = end ? src.slice(0, end.index + 1) : src;
      const text = raw.slice(m[0].length).trim();
      const tokens: Token[] = [];
      this.lexer.inline(text, tokens);
      return { type: 'docs-alert', raw, level: m[1].toLowerCase(), label: ALERT_LABELS[m[1]], tokens };
    },
    renderer(token) {
      const body = this.parser.parseInline(token.tokens ?? []);
      return `<div class="docs-alert docs-alert-${token.level as string}" role="note"><p><strong class="docs-alert-label">${token.label as string}:</strong> ${body}</p></div>\n`;
    },
  };
}
