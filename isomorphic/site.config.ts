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
  /** The dismissible top banner (spec §3 Banner), if any. */
  banner?: { id: string; text: string; link?: string; /** ISO date from which it no longer shows. */ expiry?: string };
  /** Analytics: nothing loads and nothing is sent unless a measurement id is set. */
  analytics?: { measurementId?: string };
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
  banner: {
    id: 'developer-survey',
    // The spec gives only the id-less 'developer survey' and its expiry; text and link are ours.
    text: 'Take the Angular developer survey',
    link: 'https://blog.angular.dev',
    expiry: '2025-10-20',
  },
  analytics: {},
  search: {},
};

/** URL of the 'Edit this page' link for a Markdown source file (repo-relative path). */
export function editUrlFor(config: SiteConfig, sourceFile: string): string {
  return `${config.repository.url}/edit/${config.repository.branch}/${sourceFile}`;
}

/** The social link set (spec §3) in display order: used by the social menu and the footer. */
export const SOCIAL_LINKS: readonly { label: string; href: string }[] = [
  { label: 'GitHub', href: siteConfig.social.repository },
  { label: 'X (formerly Twitter)', href: siteConfig.social.x },
  { label: 'Blog', href: siteConfig.social.blog },
  { label: 'YouTube', href: siteConfig.social.video },
  { label: 'Discord', href: siteConfig.social.chat },
  { label: 'Bluesky', href: siteConfig.social.bluesky },
  { label: 'Stack Overflow', href: siteConfig.social.questions },
];
