import { siteConfig } from '../site.config.ts';

const SOCIAL = [
  { label: 'GitHub', href: siteConfig.social.repository },
  { label: 'Blog', href: siteConfig.social.blog },
  { label: 'X (formerly Twitter)', href: siteConfig.social.x },
  { label: 'Bluesky', href: siteConfig.social.bluesky },
  { label: 'YouTube', href: siteConfig.social.video },
  { label: 'Discord', href: siteConfig.social.chat },
  { label: 'Stack Overflow', href: siteConfig.social.questions },
];

export function Footer() {
  return (
    <footer className="docs-footer">
      <nav aria-label="Social media" className="docs-footer-column">
        <h2>Social media</h2>
        <ul>
          {SOCIAL.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="docs-footer-license">
        Code licensed under an {siteConfig.license.code}-style license. Documentation licensed under {siteConfig.license.docs}.
      </p>
    </footer>
  );
}
