// The one markup every code block is emitted in (fenced code, <docs-code>, <docs-code-multifile>).
// See ../README.md for the contract.
import { codeFigureHtml, type CodeLine } from '../../../../isomorphic/code/markup.ts';
import type { Language } from '../../../../isomorphic/code/language.ts';
import { plainLines, tokensToLines } from '../../../../isomorphic/code/token-lines.ts';
import { escapeAttr } from '../escape.ts';
import { grammarFor, tokenize } from '../highlight/prism.ts';
import type { LineRange } from '../options.ts';
import { diffLines } from './diff.ts';

export interface CodeFile {
  code: string;
  language: Language;
  /** Text of the figcaption (file name by convention). */
  header?: string;
  /** Examples-relative path when the code was read from a file. */
  file?: string;
  linenums: boolean;
  highlight: LineRange[];
  visibleLines?: LineRange[];
  /** Shell blocks: no `$` prompt drawn. */
  hideDollar: boolean;
  /** Changed version of `code`: lines are shown merged and marked added/removed. */
  changed?: string;
  /** Style-guide verdict shown in the header. */
  verdict?: 'prefer' | 'avoid';
}

export interface CodeExample {
  files: CodeFile[];
  multifile: boolean;
  path?: string;
  preview: boolean;
  /** Build-time compile output of the preview project (JSON), shipped inside the element. */
  previewProject?: string;
  hideCode: boolean;
  hideCopy: boolean;
}

/** Problems in a code block's options, found while rendering it (the caller adds file and line). */
export class CodeOptionError extends Error {
  /** Index of the file (figure) concerned in a multi-file example. */
  fileIndex = 0;
}

function highlight(code: string, language: Language): string[] {
  const grammar = language.prism ? grammarFor(language.prism) : undefined;
  return grammar ? tokensToLines(tokenize(code, grammar)) : plainLines(code);
}

const PROMPT = /^\$(?:[ \t]|$)/;

/**
 * Shell sessions: a written `$ ` prompt is removed from the text (CSS draws it, so copying never
 * includes it). When some lines had one, exactly those get the prompt; otherwise every command
 * line does (not blank lines, `#` comments or continuations of a line ending in `\`).
 */
function shellPrompts(code: string, hideDollar: boolean): { code: string; prompts: boolean[] } {
  const lines = code.split('\n');
  const explicit = lines.some((l) => PROMPT.test(l));
  const prompts = lines.map((line, i) => {
    if (hideDollar) return false;
    if (explicit) return PROMPT.test(line);
    const continued = i > 0 && /\\\s*$/.test(lines[i - 1]);
    return line.trim() !== '' && !line.trimStart().startsWith('#') && !continued;
  });
  return { code: lines.map((l) => l.replace(PROMPT, '')).join('\n'), prompts };
}

function buildLines(file: CodeFile): CodeLine[] {
  if (file.changed === undefined) {
    let code = file.code;
    let prompts: boolean[] = [];
    if (file.language.shell) ({ code, prompts } = shellPrompts(code, file.hideDollar));
    return highlight(code, file.language).map((html, i) => ({ html, prompt: prompts[i] ?? false }));
  }
  const beforeRaw = file.code.split('\n');
  const afterRaw = file.changed.split('\n');
  const before = highlight(file.code, file.language);
  const after = highlight(file.changed, file.language);
  let diff: ReturnType<typeof diffLines>;
  try {
    diff = diffLines(beforeRaw, afterRaw);
  } catch (error) {
    throw new CodeOptionError((error as Error).message);
  }
  return diff.map((d) =>
    d.kind === 'same'
      ? { html: after[d.after], prompt: false }
      : d.kind === 'add'
        ? { html: after[d.after], kind: 'add', prompt: false }
        : { html: before[d.before], kind: 'remove', prompt: false },
  );
}

function checkRanges(ranges: readonly LineRange[] | undefined, count: number, option: string): void {
  for (const [, end] of ranges ?? []) {
    if (end > count) throw new CodeOptionError(`${option}: line ${end} is past the end of the code (${count} lines)`);
  }
}

/** One `<figure class="docs-code-file">`. Throws CodeOptionError for out-of-range lines. */
export function renderCodeFile(file: CodeFile): string {
  const lines = buildLines(file);
  checkRanges(file.highlight, lines.length, 'highlight');
  checkRanges(file.visibleLines, lines.length, 'visibleLines');
  return codeFigureHtml({
    language: file.language.id,
    lines,
    header: file.header,
    verdict: file.verdict,
    file: file.file,
    highlight: file.highlight,
    visibleLines: file.visibleLines,
    linenums: file.linenums,
  });
}

/** The `<docs-code-example>` element around the figures. Throws CodeOptionError. */
export function renderCodeExample(example: CodeExample): string {
  const figures = example.files.map((file, i) => {
    try {
      return renderCodeFile(file);
    } catch (error) {
      if (error instanceof CodeOptionError) error.fileIndex = i;
      throw error;
    }
  });
  const first = example.files[0];
  let attrs = ' class="docs-code"';
  if (example.multifile) attrs += ' multifile';
  if (example.path) attrs += ` path="${escapeAttr(example.path)}"`;
  if (example.preview) attrs += ' preview';
  if (example.hideCode) attrs += ' hide-code';
  if (example.files.length > 0 && example.files.every((f) => f.linenums)) attrs += ' linenums';
  if (example.hideCopy) attrs += ' hide-copy';
  if (example.files.some((f) => f.language.shell)) attrs += ' shell';
  if (example.files.some((f) => f.changed !== undefined)) attrs += ' diff';
  if (!example.multifile && first?.verdict) attrs += ` ${first.verdict}`;
  // `<` escaped so the JSON cannot close the script element.
  const project = example.previewProject
    ? `\n<script type="application/json" class="docs-code-preview-project">${example.previewProject.replace(/</g, '\\u003c')}</script>`
    : '';
  return `<docs-code-example${attrs}>\n${figures.join('\n')}${project}\n</docs-code-example>\n`;
}
