// Example files for <docs-code path="…">: read from the examples folder with region markers and
// ESLint directive comments removed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';

// Region markers may be written in any comment form: `// x`, `# x`, `/* x */`, `<!-- x -->`.
// ESLint directives (`eslint-disable…`, `eslint-enable…`, `/* eslint rule: … */`, `/* global … */`)
// only in JavaScript and HTML comment forms.
const MARKER = String.raw`#(?:end)?docregion\b`;
const ESLINT = String.raw`eslint(?:-disable|-enable)?(?:-next-line|-line)?\b`;

/** A line that holds nothing but a marker or ESLint comment. */
const WHOLE_LINE = new RegExp(
  String.raw`^\s*(?:(?:\/\/|#)\s*${MARKER}.*|\/\/\s*${ESLINT}.*|\/\*\s*(?:${MARKER}|${ESLINT}|global\s).*?\*\/|<!--\s*(?:${MARKER}|${ESLINT}).*?-->)\s*$`,
);
/** A marker or ESLint comment after code on the same line. */
const TRAILING = [
  new RegExp(String.raw`\s*\/\/\s*(?:${MARKER}|${ESLINT}).*$`),
  new RegExp(String.raw`\s*\/\*\s*(?:${MARKER}|${ESLINT}).*?\*\/`, 'g'),
  new RegExp(String.raw`\s*<!--\s*(?:${MARKER}|${ESLINT}).*?-->`, 'g'),
];

/** Removes docregion markers and ESLint comments; trims blank lines at the start and end. */
export function stripMarkers(code: string): string {
  const lines: string[] = [];
  for (const line of code.replace(/\r\n?/g, '\n').split('\n')) {
    if (WHOLE_LINE.test(line)) continue;
    let kept = line;
    for (const re of TRAILING) kept = kept.replace(re, '');
    lines.push(kept === line ? line : kept.replace(/\s+$/, ''));
  }
  while (lines.length && lines[0].trim() === '') lines.shift();
  while (lines.length && lines.at(-1)!.trim() === '') lines.pop();
  return lines.join('\n');
}

/**
 * Reads `path` (relative to `examplesDir`) and strips its markers. Throws Error with a reason when
 * the path leaves the folder or the file does not exist.
 */
export function readExample(examplesDir: string, path: string): string {
  const full = resolve(examplesDir, path);
  const rel = relative(examplesDir, full);
  if (rel.startsWith('..') || isAbsolute(rel) || path.trim() === '') {
    throw new Error(`example path "${path}" must be a file under the examples folder`);
  }
  if (!existsSync(full) || !statSync(full).isFile()) {
    throw new Error(`example file not found: ${path} (looked in ${relative(process.cwd(), examplesDir) || '.'})`);
  }
  return stripMarkers(readFileSync(full, 'utf8'));
}
