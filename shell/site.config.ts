/**
 * Site configuration: product name, links and service settings in one place.
 * Pure data (no DOM, no Node APIs): read by the shell and by the content pipeline.
 */
export interface SiteConfig {
  /** Product name used in titles ('{label} • {product}'). */
  product: string;
  /** The major version these docs describe. */
  docsMajorVersion: number;
  /** Canonical origin of the production site, without trailing slash. */
  origin: string;
  /** Source repository of this site; 'Edit this page' links point into it. */
  repository: { url: string; branch: string };
  social: {
    repository: string;
    x: string;
    blog: string;
    video: string;
    chat: string;
    bluesky: string;
    questions: string;
  };
  license: { code: string; docs: string };
  /**
   * Search provider. Empty (the default): the built-in engine over the site's own index. With
   * `algolia` (application id, search-only key, index name): Algolia; records are pushed with
   * `npm run search:push`.
   */
  search?: { algolia?: { appId: string; apiKey: string; indexName: string } };
}

export const siteConfig: SiteConfig = {
  product: 'Angular',
  docsMajorVersion: 22,
  origin: 'https://angular.dev',
  repository: { url: 'https://github.com/angular/angular-docs-site', branch: 'main' },
  social: {
    repository: 'https://github.com/angular/angular',
    x: 'https://x.com/angular',
    blog: 'https://blog.angular.dev',
    video: 'https://www.youtube.com/angular',
    chat: 'https://discord.gg/angular',
    bluesky: 'https://bsky.app/profile/angular.dev',
    questions: 'https://stackoverflow.com/questions/tagged/angular',
  },
  license: { code: 'MIT', docs: 'CC BY 4.0' },
  search: {},
};

/** URL of the 'Edit this page' link for a Markdown source file (repo-relative path). */
export function editUrlFor(config: SiteConfig, sourceFile: string): string {
  return `${config.repository.url}/edit/${config.repository.branch}/${sourceFile}`;
}
