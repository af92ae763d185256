import { Link } from 'react-router';
import { SOCIAL_LINKS, siteConfig } from '../../isomorphic/site.config.ts';
import { OfflineSave } from './offline-save.tsx';

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
      <nav aria-label="About" className="docs-footer-column">
        <h2>About</h2>
        <ul>
          <li>
            <Link to="/press-kit">Press kit</Link>
          </li>
          <li>
            <Link to="/license">License</Link>
          </li>
        </ul>
      </nav>
      <OfflineSave />
      <p className="docs-footer-license">
        Code licensed under an {siteConfig.license.code}-style license. Documentation licensed under {siteConfig.license.docs}.
      </p>
    </footer>
  );
}
