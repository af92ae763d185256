// A small parser for the option lists of the dialect: fenced-code metadata
// (`{header: "a.ts", linenums, highlight: [[3, 5], 9]}`), image attributes
// (`{loading: 'lazy'}`) and list-valued tag attributes (`highlight="[2, [4, 6]]"`).

export type OptionValue = string | number | boolean | OptionValue[];

class Reader {
  readonly text: string;
  pos = 0;

  constructor(text: string) {
    this.text = text;
  }

  skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos += 1;
  }

  peek(): string {
    this.skipSpace();
    return this.text[this.pos] ?? '';
  }

  expect(c: string): void {
    if (this.peek() !== c) throw new Error(`expected "${c}" at "${this.text.slice(this.pos, this.pos + 12) || 'end'}"`);
    this.pos += 1;
  }

  value(): OptionValue {
    const c = this.peek();
    if (c === '[') {
      this.pos += 1;
      const items: OptionValue[] = [];
      while (this.peek() !== ']') {
        items.push(this.value());
        if (this.peek() === ',') this.pos += 1;
        else if (this.peek() !== ']') throw new Error(`expected "," or "]" in a list`);
      }
      this.pos += 1;
      return items;
    }
    if (c === '"' || c === "'") {
      this.pos += 1;
      let out = '';
      while (this.pos < this.text.length && this.text[this.pos] !== c) {
        if (this.text[this.pos] === '\\' && this.pos + 1 < this.text.length) this.pos += 1;
        out += this.text[this.pos];
        this.pos += 1;
      }
      if (this.pos >= this.text.length) throw new Error('a quoted value is not closed');
      this.pos += 1;
      return out;
    }
    const m = /^-?\d+(?:\.\d+)?|^true\b|^false\b/.exec(this.text.slice(this.pos));
    if (!m) throw new Error(`unexpected "${this.text.slice(this.pos, this.pos + 12) || 'end'}"`);
    this.pos += m[0].length;
    return m[0] === 'true' ? true : m[0] === 'false' ? false : Number(m[0]);
  }
}

/** Parses one value: a list, a quoted string, a number, true or false. Throws Error with a reason. */
export function parseOptionValue(text: string): OptionValue {
  const reader = new Reader(text);
  const value = reader.value();
  if (reader.peek() !== '') throw new Error(`unexpected "${reader.text.slice(reader.pos, reader.pos + 12)}" after the value`);
  return value;
}

/**
 * Parses `{key: value, flag, …}` (braces optional). Keys keep their spelling; a key without a
 * value is `true`. Throws Error with a reason.
 */
export function parseOptionList(text: string): Map<string, OptionValue> {
  const reader = new Reader(text.trim());
  const out = new Map<string, OptionValue>();
  const braced = reader.peek() === '{';
  if (braced) reader.pos += 1;
  while (reader.peek() !== '' && reader.peek() !== '}') {
    reader.skipSpace();
    const key = /^[A-Za-z_$][\w$-]*/.exec(reader.text.slice(reader.pos));
    if (!key) throw new Error(`expected an option name at "${reader.text.slice(reader.pos, reader.pos + 12)}"`);
    reader.pos += key[0].length;
    if (out.has(key[0])) throw new Error(`option "${key[0]}" is given twice`);
    if (reader.peek() === ':' || reader.peek() === '=') {
      reader.pos += 1;
      out.set(key[0], reader.value());
    } else {
      out.set(key[0], true);
    }
    if (reader.peek() === ',') reader.pos += 1;
    else if (reader.peek() !== '}' && reader.peek() !== '') throw new Error(`expected "," between options`);
  }
  if (braced) reader.expect('}');
  if (reader.peek() !== '') throw new Error(`unexpected "${reader.text.slice(reader.pos, reader.pos + 12)}" after the options`);
  return out;
}

/** A line range, 1-based and inclusive. */
export type LineRange = [number, number];

/**
 * Line ranges from a value such as `[2, [4, 6]]` (line 2, lines 4–6) or `3`. Throws Error with a
 * reason when it is not a list of positive integers and [start, end] pairs.
 */
export function toLineRanges(value: OptionValue): LineRange[] {
  const items = Array.isArray(value) ? value : [value];
  const isLine = (v: OptionValue): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
  return items.map((item) => {
    if (isLine(item)) return [item, item];
    if (Array.isArray(item) && item.length === 2 && isLine(item[0]) && isLine(item[1]) && item[0] <= item[1]) {
      return [item[0], item[1]];
    }
    throw new Error(`expected line numbers and [start, end] ranges, got ${JSON.stringify(item)}`);
  });
}
