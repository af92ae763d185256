// Fenced code: ```lang {header: "…", linenums, highlight: [2, [4, 6]], hideCopy, hideDollar,
// visibleLines: [[1, 4]], prefer | avoid}. Rendered in the shared code-example markup.
// Indented code blocks use the same markup as plain text.
import type { RendererExtension, Tokens } from 'marked';
import type { RenderContext } from '../context.ts';
import { resolveLanguage } from '../../../../isomorphic/code/language.ts';
import { hasGrammar } from '../highlight/prism.ts';
import { CodeOptionError, renderCodeExample, type CodeFile } from '../code/block-markup.ts';
import { parseOptionList, toLineRanges, type OptionValue } from '../options.ts';

// `fragment` marks a deliberately partial sample: the code-sample check (npm run check:code) skips it.
const OPTIONS = ['header', 'linenums', 'highlight', 'hideCopy', 'hideDollar', 'visibleLines', 'prefer', 'avoid', 'fragment'];

export function fencedCodeExtension(ctx: RenderContext): RendererExtension {
  return {
    name: 'code',
    renderer(token) {
      const code = token as unknown as Tokens.Code;
      const line = ctx.positions.lineOf(token);
      const info = code.codeBlockStyle === 'indented' ? '' : (code.lang ?? '').trim();
      const [, name, meta] = /^([^\s{]*)\s*([\s\S]*)$/.exec(info)!;
      let options = new Map<string, OptionValue>();
      try {
        if (meta) options = parseOptionList(meta);
      } catch (error) {
        ctx.fail(line, `code block options: ${(error as Error).message}`);
      }
      const byName = new Map<string, OptionValue>();
      for (const [key, value] of options) {
        const known = OPTIONS.find((o) => o.toLowerCase() === key.toLowerCase());
        if (!known) ctx.fail(line, `code block option "${key}" is not supported (use ${OPTIONS.join(', ')})`);
        byName.set(known, value);
      }
      const flag = (key: string): boolean => {
        const value = byName.get(key);
        if (value !== undefined && typeof value !== 'boolean') ctx.fail(line, `code block option ${key} is a flag: write it without a value`);
        return value === true;
      };
      const ranges = (key: string) => {
        const value = byName.get(key);
        if (value === undefined) return undefined;
        try {
          return toLineRanges(value);
        } catch (error) {
          return ctx.fail(line, `code block option ${key}: ${(error as Error).message}`);
        }
      };
      const header = byName.get('header');
      if (header !== undefined && typeof header !== 'string') ctx.fail(line, 'code block option header must be a quoted string');
      if (flag('prefer') && flag('avoid')) ctx.fail(line, 'a code block is either prefer or avoid, not both');
      const file: CodeFile = {
        code: code.text.replace(/\n+$/, ''),
        language: resolveLanguage(name, hasGrammar),
        header: header as string | undefined,
        linenums: flag('linenums'),
        highlight: ranges('highlight') ?? [],
        visibleLines: ranges('visibleLines'),
        hideDollar: flag('hideDollar'),
        verdict: flag('prefer') ? 'prefer' : flag('avoid') ? 'avoid' : undefined,
      };
      try {
        return renderCodeExample({
          files: [file],
          multifile: false,
          preview: false,
          hideCode: false,
          hideCopy: flag('hideCopy'),
        });
      } catch (error) {
        if (error instanceof CodeOptionError) ctx.fail(line, error.message);
        throw error;
      }
    },
  };
}
