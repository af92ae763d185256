// The paired-tag validator: runs over the whole source before lexing, so every tag problem is
// reported with the exact line of the tag concerned.
import { ContentError } from '../errors.ts';
import { LineIndex } from './line-index.ts';
import { DOCS_TAGS, REQUIRED_PARENT, isDocsTag, scanDocsTags } from './tags.ts';

interface Open {
  name: string;
  line: number;
}

/**
 * Throws a ContentError for the first problem: an unknown `<docs-*>` tag, a malformed tag, a tag
 * that is not closed (reported at its opening line), a closing tag without an opening one, or a
 * child tag outside the container it belongs in.
 */
export function validateDocsTags(source: string, file: string): void {
  const lines = new LineIndex(source);
  const stack: Open[] = [];
  const fail = (offset: number, reason: string): never => {
    throw new ContentError(file, lines.lineAt(offset), reason);
  };

  for (const event of scanDocsTags(source)) {
    const line = lines.lineAt(event.start);
    if (!isDocsTag(event.name)) {
      fail(event.start, `unknown tag <${event.name}>; the dialect has ${DOCS_TAGS.map((t) => `<${t}>`).join(', ')}`);
    }
    if (event.kind === 'malformed') {
      fail(event.start, `malformed <${event.name}> tag (check the quotes around its attribute values)`);
    }
    if (event.kind === 'close') {
      const top = stack.at(-1);
      if (top?.name === event.name) {
        stack.pop();
        continue;
      }
      if (top && stack.some((o) => o.name === event.name)) {
        throw new ContentError(file, top.line, `<${top.name}> is not closed: add </${top.name}> before </${event.name}> (line ${line})`);
      }
      fail(event.start, `</${event.name}> has no matching <${event.name}>`);
    }
    const name = event.name as keyof typeof REQUIRED_PARENT;
    const parent = REQUIRED_PARENT[name];
    if (parent && stack.at(-1)?.name !== parent) {
      fail(event.start, `<${event.name}> must be placed directly inside <${parent}>`);
    }
    if (event.kind === 'open') stack.push({ name: event.name, line });
  }

  const unclosed = stack.at(-1);
  if (unclosed) {
    throw new ContentError(file, unclosed.line, `<${unclosed.name}> is not closed: add </${unclosed.name}> (or end the tag with "/>" when it has no body)`);
  }
}
