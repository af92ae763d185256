// The guides: every page of the docs tree (content/navigation.ts), rendered from Markdown.
import { DOCS_TREE } from '../../navigation.ts';
import { flattenPages, resolveTree } from '../navigation.ts';
import { renderMarkdownPages } from './markdown-pages.ts';
import type { Section } from './section.ts';

export const DOCS_CATEGORY = 'Docs';

export const guidesSection: Section = {
  name: 'guides',
  build: (ctx) => renderMarkdownPages(flattenPages(resolveTree(DOCS_TREE)), ctx.paths, ctx.errors, { category: DOCS_CATEGORY }),
};
