import { SOCIAL_LINKS, siteConfig } from '../site.config.ts';

export function Footer() {
  return (
    <footer className="docs-footer">
      <nav aria-label="Social media" className="docs-footer-column">
        <h2>Social media</h2>
        <ul>
          {SOCIAL_LINKS.map((link) => (
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
