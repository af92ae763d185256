// The guides: every page of the docs tree (content/navigation.ts), rendered from Markdown.
import type { SiteTreeItem } from '../../../isomorphic/navigation-types.ts';
import { DOCS_TREE } from '../../navigation.ts';
import { flattenPages, resolveTree } from '../navigation-tree.ts';
import { syntheticTree } from '../synthetic.ts';
import { apiEntryPath } from '../../../isomorphic/reference-model.ts';
import { unambiguousApiLinks } from '../markdown/api-links.ts';
import { renderMarkdownPages } from './markdown-pages.ts';
import type { Section } from './section.ts';

export const DOCS_CATEGORY = 'Docs';

/** The docs tree as authored, plus the scale benchmark's synthetic sections (only with DOCS_SYNTHETIC_DIR). */
export function docsSiteTree(): SiteTreeItem[] {
  return [...DOCS_TREE, ...syntheticTree()];
}

export const guidesSection: Section = {
  name: 'guides',
  build: (ctx) =>
    renderMarkdownPages(flattenPages(resolveTree(docsSiteTree())), ctx.paths, ctx.errors, {
      category: DOCS_CATEGORY,
      // The first inline-code mention of an API links to its entry (markdown/api-links.ts).
      apiLinks: unambiguousApiLinks(
        ctx.reference.api.manifest.flatMap((m) => m.entries.map((e) => ({ name: e.name, path: `/${apiEntryPath(m.normalizedModuleName, e.name)}` }))),
      ),
    }),
};
