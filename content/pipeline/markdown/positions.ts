// Source positions for marked tokens. marked keeps no offsets, so after lexing we find each
// token's `raw` text in the source, in order, starting inside its parent. Where the lexer changed
// the text (list items and container bodies lose their indentation, block quotes their `>`), the
// first line of `raw` is searched instead; failing that the token takes its parent's position.
import type { Token, Tokens } from 'marked';
import { LineIndex } from './line-index.ts';

/** Offsets of container token bodies within their `raw`, set by the docs-* tokenizers. */
export interface BodyOffset {
  bodyOffset?: number;
}

export class TokenPositions {
  readonly #source: string;
  readonly #lines: LineIndex;
  readonly #offsets = new WeakMap<object, number>();

  constructor(source: string) {
    this.#source = source;
    this.#lines = new LineIndex(source);
  }

  /** Assigns positions to `tokens` and all their descendants. */
  assign(tokens: readonly Token[]): void {
    this.#place(tokens, 0, this.#source.length);
  }

  /** 1-based line where `token` starts (1 when unknown). */
  lineOf(token: object): number {
    return this.#lines.lineAt(this.#offsets.get(token) ?? 0);
  }

  /** 1-based line of an offset inside `token`'s raw text. */
  lineWithin(token: object, rawOffset: number): number {
    return this.#lines.lineAt((this.#offsets.get(token) ?? 0) + rawOffset);
  }

  #place(tokens: readonly object[], from: number, to: number): void {
    let cursor = from;
    for (const token of tokens) {
      const raw = rawOf(token);
      const found = this.#locate(raw, cursor, to);
      const start = found?.start ?? cursor;
      this.#offsets.set(token, start);
      const end = found?.exact ? found.start + raw.length : to;
      this.#placeChildren(token, start + bodyOffsetOf(token), end);
      if (found) cursor = found.exact ? found.start + raw.length : found.start + found.length;
    }
  }

  #placeChildren(token: object, from: number, to: number): void {
    const t = token as Token;
    if (t.type === 'list') {
      this.#place((t as Tokens.List).items, from, to);
      return;
    }
    if (t.type === 'table') {
      const table = t as Tokens.Table;
      const cells = [...table.header, ...table.rows.flat()];
      let cursor = from;
      for (const cell of cells) {
        const found = this.#locate(cell.text, cursor, to);
        const start = found?.start ?? cursor;
        this.#offsets.set(cell, start);
        this.#place(cell.tokens, start, found?.exact ? start + cell.text.length : to);
        if (found) cursor = start + found.length;
      }
      return;
    }
    const children = (t as { tokens?: unknown }).tokens;
    if (Array.isArray(children)) this.#place(children as object[], from, to);
  }

  #locate(raw: string, from: number, to: number): { start: number; exact: boolean; length: number } | undefined {
    if (raw === '') return { start: from, exact: true, length: 0 };
    const exact = this.#source.indexOf(raw, from);
    if (exact >= 0 && exact + raw.length <= to) return { start: exact, exact: true, length: raw.length };
    const firstLine = raw
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim();
    if (!firstLine) return undefined;
    const at = this.#source.indexOf(firstLine, from);
    if (at >= 0 && at < to) return { start: at, exact: false, length: firstLine.length };
    return undefined;
  }
}

function rawOf(token: object): string {
  const raw = (token as { raw?: unknown }).raw;
  return typeof raw === 'string' ? raw : '';
}

function bodyOffsetOf(token: object): number {
  return (token as BodyOffset).bodyOffset ?? 0;
}
