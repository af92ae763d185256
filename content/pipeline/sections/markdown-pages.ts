// Renders a list of Markdown pages (guides, the reference's error and diagnostic pages): the fragment
// and the plain-Markdown copy on disk, and the section output from the render result itself.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PageRecord } from '../../../isomorphic/navigation-types.ts';
import { tocContentPath } from '../../../isomorphic/paths.ts';
import { editUrlFor, siteConfig } from '../../../isomorphic/site.config.ts';
import { ContentError } from '../errors.ts';
import { renderMarkdown } from '../markdown/render.ts';
import { tocHtml } from '../markdown/toc.ts';
import { plainMarkdown } from '../plain-markdown.ts';
import { mergeGenerated } from '../reference/generated-tables.ts';
import { emptyOutput, type SectionOutput, type SectionPaths } from './section.ts';

/** Site URL of a page's plain-Markdown version (written by scripts/machine-readable.ts). */
export function markdownUrlFor(path: string): string {
  return `/${path}.md`;
}

/** Repo-relative Markdown source of a content path. */
export function sourceFileFor(contentPath: string): string {
  return `content/docs/${contentPath}.md`;
}

export interface MarkdownPagesOptions {
  /** Search category (lvl0) of the pages. */
  category: string;
  /** Markdown appended to a page before rendering, by content path (generated lists). */
  appendix?: ReadonlyMap<string, string>;
}

/** Renders the pages; a page with broken content adds a ContentError and is left out. */
export async function renderMarkdownPages(
  pages: readonly PageRecord[],
  paths: SectionPaths,
  errors: ContentError[],
  options: MarkdownPagesOptions,
): Promise<SectionOutput> {
  const output = emptyOutput();
  for (const page of pages) {
    const file = sourceFileFor(page.contentPath);
    if (!existsSync(join(paths.root, file))) {
      errors.push(new ContentError('content/navigation.ts', 1, `"${page.label}" (/${page.path}) has no content: ${file} does not exist`));
      continue;
    }
    try {
      const source = mergeGenerated(await readFile(join(paths.root, file), 'utf8'), options.appendix?.get(page.contentPath) ?? '');
      const result = renderMarkdown(source, {
        file,
        editUrl: editUrlFor(siteConfig, file),
        markdownUrl: markdownUrlFor(page.path),
        examplesDir: paths.examples,
      });
      const out = join(paths.contentOut, `${page.contentPath}.md.html`);
      await mkdir(dirname(out), { recursive: true });
      await writeFile(out, result.html);
      await writeFile(join(paths.contentOut, tocContentPath(page.contentPath)!), tocHtml(result.headings));
      const plain = join(paths.markdownOut, `${page.path}.md`);
      await mkdir(dirname(plain), { recursive: true });
      await writeFile(plain, plainMarkdown(source, { examplesDir: paths.examples, origin: siteConfig.origin }));

      const headingIds = result.headings.map((h) => h.id).filter(Boolean);
      output.pages.push({ ...page, title: result.title, headings: result.headings });
      output.headings.set(page.path, headingIds);
      output.links.push({ file, route: `/${page.path}`, headingIds, links: result.links });
      output.searchBlocks.push({ url: `/${page.path}`, category: options.category, title: result.title ?? page.label, html: result.html });
    } catch (error) {
      if (error instanceof ContentError) errors.push(error);
      else throw error;
    }
  }
  return output;
}
