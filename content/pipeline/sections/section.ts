/**
 * One section of the site (guides, API, CLI, errors, tutorials, playground): the pipeline
 * (build-content.ts) runs them in order and does what spans the site once — link check, redirects,
 * search records, manifest. A section renders its pages and hands back what the render already knows:
 * the headings (for links and redirects), the links, the redirects it owns and its search blocks.
 * Nothing is read back from disk.
 */
import type { ContentError } from '../errors.ts';
import type { PageLinks } from '../links.ts';
import type { Heading } from '../markdown/render.ts';
import type { Redirect } from '../redirects.ts';
import type { PreparedReference } from '../reference/build-reference.ts';
import type { SearchPageInput } from '../search/build-records.ts';
import type { PageRecord } from '../../../isomorphic/navigation-types.ts';

/** Where a build reads and writes (see `PATHS` in build-content.ts). */
export interface SectionPaths {
  root: string;
  examples: string;
  contentOut: string;
  markdownOut: string;
  projectsOut: string;
}

export interface SectionContext {
  paths: SectionPaths;
  /** Problems found so far; a section adds its own (the build reports them all at the end). */
  errors: ContentError[];
  /** The reference section's extraction and tree (API, CLI dump, error pages), prepared before the loop. */
  reference: PreparedReference;
  /**
   * Heading ids of a route (no leading slash) rendered by an earlier section, or declared up front by
   * the reference (API entries, CLI commands); undefined when no page has that route (yet).
   */
  route(path: string): readonly string[] | undefined;
  /** Outputs of the sections built before this one, by section name (the API pages read the guides' links). */
  earlier?: ReadonlyMap<string, SectionOutput>;
}

/** A page rendered from Markdown: listed in the site manifest (route `*`). */
export interface ManifestPage extends PageRecord {
  title: string | null;
  headings: Heading[];
}

export interface SectionOutput {
  /** Markdown pages for the site manifest. */
  pages: ManifestPage[];
  /** Every route the section made (no leading slash) → its heading ids. */
  headings: Map<string, readonly string[]>;
  /** The links of its pages, checked by the pipeline once every route is known. */
  links: PageLinks[];
  redirects: Redirect[];
  /** Its pages' rendered HTML, the input of the search records. */
  searchBlocks: SearchPageInput[];
  /** URLs to prerender (with leading slash) besides the manifest pages. */
  prerender: string[];
  /** One line per figure for the build log. */
  stats?: string[];
}

export interface Section {
  name: string;
  build(ctx: SectionContext): Promise<SectionOutput>;
}

/** An output with nothing in it, to fill in. */
export function emptyOutput(): SectionOutput {
  return { pages: [], headings: new Map(), links: [], redirects: [], searchBlocks: [], prerender: [] };
}
