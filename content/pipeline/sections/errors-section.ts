// The reference section's Markdown pages: the error encyclopedia, the extended diagnostics and their
// overviews (with the generated lists appended), and the generated tables (versions, …).
import { codeRedirects } from '../reference/error-pages.ts';
import { REFERENCE_CATEGORY } from '../search/reference-pages.ts';
import { renderMarkdownPages } from './markdown-pages.ts';
import type { Section } from './section.ts';

export const errorsSection: Section = {
  name: 'errors',
  async build(ctx) {
    const { reference } = ctx;
    const output = await renderMarkdownPages(reference.markdownPages, ctx.paths, ctx.errors, {
      category: REFERENCE_CATEGORY,
      appendix: reference.appendix,
    });
    output.redirects.push(...reference.sections.flatMap(codeRedirects));
    output.stats = reference.sections.map((s) => `${s.label}: ${s.pages.length} pages${s.overview ? ' + overview' : ''}`);
    return output;
  },
};
