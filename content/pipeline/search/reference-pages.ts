// Search inputs for the generated reference pages (API entries, CLI commands) and the reference
// section's Markdown pages (errors, extended diagnostics): lvl0 'Reference'.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiFragmentUrl, contentUrl, publicFile } from '../../../isomorphic/paths.ts';
import { apiEntryPath, apiFragmentFile } from '../../../isomorphic/reference-model.ts';
import { cliContentPath, cliRoute } from '../cli/render-cli.ts';
import type { PreparedReference } from '../reference/build-reference.ts';
import type { SearchPageInput } from './records.ts';

export const REFERENCE_CATEGORY = 'Reference';

/**
 * An API member's heading (`<h3><code>ngOnInit</code></h3>`) has no id of its own: its section has.
 * For search, the id moves onto the heading, so each member is a heading record (`#ngOnInit`).
 */
export function memberHeadingsWithIds(html: string): string {
  return html.replace(
    /(<section class="docs-api-member" id="([^"]+)"[^>]*>\s*<header class="docs-api-member-header">\s*)<h3>/g,
    (_, start: string, id: string) => `${start}<h3 id="${id}">`,
  );
}

export async function referenceSearchPages(root: string, reference: PreparedReference): Promise<SearchPageInput[]> {
  const api = reference.api.manifest.flatMap((module) =>
    module.entries.map((entry) => ({
      url: `/${apiEntryPath(module.normalizedModuleName, entry.name)}`,
      title: entry.name,
      file: join(root, publicFile(apiFragmentUrl(apiFragmentFile(module.normalizedModuleName, entry.name, entry.type)))),
    })),
  );
  const cli = reference.cli.pages.map((page) => ({
    url: `/${cliRoute(page)}`,
    title: `ng ${page.parent ? `${page.parent} ` : ''}${page.help.name}`,
    file: join(root, publicFile(contentUrl(cliContentPath(page)))),
  }));
  return Promise.all(
    [...api, ...cli].map(async (page) => ({
      url: page.url,
      category: REFERENCE_CATEGORY,
      title: page.title,
      html: memberHeadingsWithIds(await readFile(page.file, 'utf8')),
    })),
  );
}
