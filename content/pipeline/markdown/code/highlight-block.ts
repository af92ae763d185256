// A code block outside Markdown (generated pages: API signatures, CLI usage), in the same markup as
// fenced code (see ../README.md "Code"), highlighted with Prism at build time.
import { resolveLanguage } from '../../../../isomorphic/code/language.ts';
import { hasGrammar } from '../highlight/prism.ts';
import { renderCodeExample } from './block-markup.ts';

export interface CodeBlockOptions {
  /** Caption shown above the code (file name by convention). */
  header?: string;
  hideCopy?: boolean;
}

/** `<docs-code-example class="docs-code">` with one highlighted figure for `code` in `language`. */
export function renderCodeBlock(code: string, language: string, options: CodeBlockOptions = {}): string {
  return renderCodeExample({
    files: [
      {
        code,
        language: resolveLanguage(language, hasGrammar),
        header: options.header,
        linenums: false,
        highlight: [],
        hideDollar: false,
      },
    ],
    multifile: false,
    preview: false,
    hideCode: false,
    hideCopy: options.hideCopy ?? false,
  });
}
