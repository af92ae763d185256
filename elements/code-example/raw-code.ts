// Raw mode of <docs-code-example>: the code written inside the element, before it is built into
// the shared figure markup (isomorphic/code/markup.ts).

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
