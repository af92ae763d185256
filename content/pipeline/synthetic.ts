/**
 * Synthetic pages for the scale benchmark (`npm run perf:build -- --synthetic 10000`, see
 * tests/perf/synthetic-content.ts). Only when `DOCS_SYNTHETIC_DIR` is set: its `tree.json` (site tree
 * items) is appended to the docs tree, and pages whose content path starts with `synthetic/` are read
 * from that folder instead of content/docs. A normal build never sets it; nothing of it is committed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteTreeItem } from '../../isomorphic/navigation-types.ts';

const PREFIX = 'synthetic/';

const dir = (): string | undefined => process.env['DOCS_SYNTHETIC_DIR'] || undefined;

/** The synthetic sections (empty without `DOCS_SYNTHETIC_DIR`). */
export function syntheticTree(): SiteTreeItem[] {
  const root = dir();
  return root ? (JSON.parse(readFileSync(join(root, 'tree.json'), 'utf8')) as SiteTreeItem[]) : [];
}

/** Absolute source file of a synthetic page, or undefined for every other page. */
export function syntheticSource(contentPath: string): string | undefined {
  const root = dir();
  return root && contentPath.startsWith(PREFIX) ? join(root, `${contentPath}.md`) : undefined;
}
