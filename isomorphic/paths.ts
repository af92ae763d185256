// Every generated file and the URL it is served at, named once. The pipeline and the scripts write
// them; the shell and the elements read them (at prerender from disk, in the browser over HTTP).
// A file under `public/` is served at the same path without `public`:
// `public/assets/nav/docs.json` ↔ `/assets/nav/docs.json` (`publicFile(NAV_URLS.docs)`).

/** The folder served as the site root (the dev server serves it, the build copies it). */
export const PUBLIC_DIR = 'public';

/** URL folders of the generated data (each ends with `/`; ignored by git under `public/`). */
export const ASSET_DIRS = {
  /** Page fragments (`<contentPath>.md.html`) and the home page's strengths. */
  content: '/assets/content/',
  /** Navigation trees and redirects. */
  nav: '/assets/nav/',
  /** API entry fragments and the API manifest. */
  api: '/assets/api/',
  /** Playground templates and tutorial pages as JSON. */
  projects: '/assets/projects/',
  /** The local search engine's shards. */
  search: '/assets/search/',
  /** The playground's preview document and vendored packages. */
  playground: '/assets/playground/',
} as const;

/** The path of a served URL's file, relative to the repository root (`/assets/x` → `public/assets/x`). */
export function publicFile(url: string): string {
  return `${PUBLIC_DIR}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The URL of a page's fragment (spec §5): content paths without an extension get `.md.html`. */
export function contentUrl(contentPath: string, base: string = ASSET_DIRS.content): string {
  const path = contentPath.replace(/^\/+/, '');
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return `${base}${lastSegment.includes('.') ? path : `${path}.md.html`}`;
}

/**
 * Content path of a Markdown page's build-time table of contents (`<contentPath>.toc.html`, written
 * beside the fragment by the pipeline); undefined for generated pages (`cli/….html`), which have none.
 */
export function tocContentPath(contentPath: string): string | undefined {
  const path = contentPath.replace(/^\/+/, '');
  return path.slice(path.lastIndexOf('/') + 1).includes('.') ? undefined : `${path}.toc.html`;
}

/** The home page's strengths with their highlighted samples (an HTML fragment). */
export const HOME_STRENGTHS_URL = `${ASSET_DIRS.content}home-strengths.html`;
/** Every step of the update guide (content/update-guide/recommendations.json plus each major's update command), for its pickers. */
export const UPDATE_GUIDE_URL = `${ASSET_DIRS.content}update-guide.json`;

/** Navigation data (`NavigationItem[]` trees; redirects as `{ from: to }`). */
export const NAV_URLS = {
  docs: `${ASSET_DIRS.nav}docs.json`,
  /** The reference tree without the API entries (errors, diagnostics, CLI…). */
  reference: `${ASSET_DIRS.nav}reference.json`,
  api: `${ASSET_DIRS.nav}api.json`,
  redirects: `${ASSET_DIRS.nav}redirects.json`,
  /** The route index (`RouteIndex`, isomorphic/route-index.ts): which tree has the page of a path. */
  routes: `${ASSET_DIRS.nav}routes.json`,
} as const;

/** The API manifest (`ApiManifest`). */
export const API_MANIFEST_URL = `${ASSET_DIRS.api}manifest.json`;

/** The URL of an API entry's fragment (`apiFragmentFile` of reference-model.ts names the file). */
export function apiFragmentUrl(file: string): string {
  return `${ASSET_DIRS.api}${file}`;
}

/** Files in the projects folder (relative to `ASSET_DIRS.projects`). */
export const PROJECT_FILES = {
  playgroundIndex: 'playground/index.json',
  playgroundTemplate: (id: string) => `playground/${id}.json`,
  tutorialsIndex: 'tutorials/index.json',
  tutorialPage: (tutorial: string, step: string) => `tutorials/${tutorial}/${step}.json`,
} as const;

/** The URL of a file in the projects folder. */
export function projectUrl(file: string): string {
  return `${ASSET_DIRS.projects}${file}`;
}

/** The local search index's two shards (in `ASSET_DIRS.search`). */
export const SEARCH_SHARDS = { headings: 'headings.json', content: 'content.json' } as const;

/** The playground's preview document: its extensionless URL (the one pages load) and its file. */
export const PREVIEW_URL = `${ASSET_DIRS.playground}preview`;
export const PREVIEW_FILE_URL = `${ASSET_DIRS.playground}preview.html`;

/** Build-time files that are not served (relative to the repository root; ignored by git). */
export const GENERATED = {
  dir: '.generated',
  /** Prerender list, redirects and pages (read by react-router.config.ts, the loaders, postbuild). */
  manifest: '.generated/site-manifest.json',
  /** Every page as plain Markdown (`<path>.md`); postbuild copies them into the site. */
  markdown: '.generated/markdown',
  /** Search records (DocSearch shape) for `npm run search:push`. */
  searchRecords: '.generated/search-records.json',
  /** Cache of the API extraction. */
  apiExtract: '.generated/api-extract.json',
  /** Cache of `ng <command> --help` output. */
  cliHelp: '.generated/cli-help',
} as const;
