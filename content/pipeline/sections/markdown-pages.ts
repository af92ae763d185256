// Renders a list of Markdown pages (guides, the reference's error and diagnostic pages): the fragment
// and the plain-Markdown copy on disk, and the section output from the render result itself.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { PageRecord } from '../../../isomorphic/navigation-types.ts';
import { contentUrl, tocContentPath } from '../../../isomorphic/paths.ts';
import { editUrlFor, siteConfig } from '../../../isomorphic/site.config.ts';
import { ContentError } from '../errors.ts';
import { renderMarkdown } from '../markdown/render.ts';
import { tocHtml } from '../markdown/toc.ts';
import { plainMarkdown } from '../plain-markdown.ts';
import { mergeGenerated } from '../reference/generated-tables.ts';
import type { PageLinks } from '../links.ts';
import { renderPages, type RenderJob } from '../render-pool.ts';
import { syntheticSource } from '../synthetic.ts';
import { emptyOutput, type ManifestPage, type SectionOutput, type SectionPaths } from './section.ts';

/** Site URL of a page's plain-Markdown version (written here to `.generated/markdown/`, copied beside the page by scripts/postbuild.ts). */
export function markdownUrlFor(path: string): string {
  return `/${path}.md`;
}

/** Repo-relative Markdown source of a content path (absolute for the scale benchmark's synthetic pages). */
export function sourceFileFor(contentPath: string): string {
  return syntheticSource(contentPath) ?? `content/docs/${contentPath}.md`;
}

/** One page rendered: what the section output needs (plain data, so a worker thread can send it back). */
export interface RenderedPage {
  page: ManifestPage;
  file: string;
  links: PageLinks['links'];
  html: string;
}

/**
 * Renders one page's Markdown: writes its fragment, its build-time TOC and its plain-Markdown copy, and
 * returns what the render knows. Throws ContentError on broken content. Runs on the main thread or on a
 * render worker (render-pool.ts).
 */
export async function renderMarkdownPage(
  page: PageRecord,
  paths: SectionPaths,
  appendMarkdown = '',
  apiLinks?: Readonly<Record<string, string>>,
): Promise<RenderedPage> {
  const file = sourceFileFor(page.contentPath);
  const source = mergeGenerated(await readFile(resolve(paths.root, file), 'utf8'), appendMarkdown);
  const result = renderMarkdown(source, {
    file,
    editUrl: editUrlFor(siteConfig, file),
    markdownUrl: markdownUrlFor(page.path),
    examplesDir: paths.examples,
    apiLinks,
  });
  const out = join(paths.contentOut, contentUrl(page.contentPath, ''));
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, result.html);
  await writeFile(join(paths.contentOut, tocContentPath(page.contentPath)!), tocHtml(result.headings));
  const plain = join(paths.markdownOut, `${page.path}.md`);
  await mkdir(dirname(plain), { recursive: true });
  await writeFile(plain, plainMarkdown(source, { examplesDir: paths.examples, origin: siteConfig.origin }));
  return { page: { ...page, title: result.title, headings: result.headings }, file, links: result.links, html: result.html };
}

export interface MarkdownPagesOptions {
  /** Search category (lvl0) of the pages. */
  category: string;
  /** Markdown appended to a page before rendering, by content path (generated lists). */
  appendix?: ReadonlyMap<string, string>;
  /** API name → entry route: first inline-code mentions link there (the guides). */
  apiLinks?: Readonly<Record<string, string>>;
}

/** Renders the pages; a page with broken content adds a ContentError and is left out. */
export async function renderMarkdownPages(
  pages: readonly PageRecord[],
  paths: SectionPaths,
  errors: ContentError[],
  options: MarkdownPagesOptions,
): Promise<SectionOutput> {
  const output = emptyOutput();
  const jobs: RenderJob[] = [];
  for (const page of pages) {
    const file = sourceFileFor(page.contentPath);
    if (!existsSync(resolve(paths.root, file))) {
      errors.push(new ContentError('content/navigation.ts', 1, `"${page.label}" (/${page.path}) has no content: ${file} does not exist`));
      continue;
    }
    jobs.push({ page, paths, append: options.appendix?.get(page.contentPath), apiLinks: options.apiLinks });
  }
  // On worker threads when there are many pages (render-pool.ts); results in page order either way.
  for (const result of await renderPages(jobs, (job) => renderMarkdownPage(job.page, job.paths, job.append, job.apiLinks))) {
    if (result instanceof ContentError) {
      errors.push(result);
      continue;
    }
    const { page, file, links, html } = result;
    const headingIds = page.headings.map((h) => h.id).filter(Boolean);
    output.pages.push(page);
    output.headings.set(page.path, headingIds);
    output.links.push({ file, route: `/${page.path}`, headingIds, links });
    output.searchBlocks.push({ url: `/${page.path}`, category: options.category, title: page.title ?? page.label, html });
  }
  return output;
}
