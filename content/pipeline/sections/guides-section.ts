// The guides: every page of the docs tree (content/navigation.ts), rendered from Markdown.
import type { SiteTreeItem } from '../../../isomorphic/navigation-types.ts';
import { DOCS_TREE } from '../../navigation.ts';
import { flattenPages, resolveTree } from '../navigation-tree.ts';
import { syntheticTree } from '../synthetic.ts';
import { renderMarkdownPages } from './markdown-pages.ts';
import type { Section } from './section.ts';

export const DOCS_CATEGORY = 'Docs';

/** The docs tree as authored, plus the scale benchmark's synthetic sections (only with DOCS_SYNTHETIC_DIR). */
export function docsSiteTree(): SiteTreeItem[] {
  return [...DOCS_TREE, ...syntheticTree()];
}

export const guidesSection: Section = {
  name: 'guides',
  build: (ctx) => renderMarkdownPages(flattenPages(resolveTree(docsSiteTree())), ctx.paths, ctx.errors, { category: DOCS_CATEGORY }),
};
