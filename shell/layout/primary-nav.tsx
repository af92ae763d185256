import { Link, NavLink } from 'react-router';
import { primarySection } from '../lib/layout-rules.ts';
import { siteConfig } from '../site.config.ts';
import { Logo } from './logo.tsx';
import { SearchButton } from './search-button.tsx';

/**
 * Primary navigation bar. Sections appear here once they have pages: Tutorials, Playground and
 * Reference join Docs as their issues land.
 */
const SECTIONS = [{ id: 'docs', label: 'Docs', to: '/overview' }] as const;

export function PrimaryNav({ pathname }: { pathname: string }) {
  const active = primarySection(pathname);
  return (
    <header className="docs-primary-nav">
      <Link to="/" className="docs-logo" aria-label={`${siteConfig.product} home`}>
        <Logo />
        <span className="docs-logo-text" aria-hidden="true">
          {siteConfig.product}
        </span>
      </Link>
      <span className="docs-version-label" title={`Documentation for version ${siteConfig.docsMajorVersion}`}>
        v{siteConfig.docsMajorVersion}
      </span>
      <nav aria-label="Primary" className="docs-primary-links">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <NavLink
                to={section.to}
                className={active === section.id ? 'docs-primary-link active' : 'docs-primary-link'}
                aria-current={active === section.id ? 'page' : undefined}
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="docs-primary-tools">
        <SearchButton pathname={pathname} />
        <a className="docs-icon-link" href={siteConfig.social.repository} target="_blank" rel="noopener">
          <span className="docs-visually-hidden">{siteConfig.product} on GitHub (opens in a new window)</span>
          <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M8 0a8 8 0 0 0-2.53 15.59c.4.07.55-.17.55-.38v-1.34c-2.23.48-2.7-1.07-2.7-1.07-.36-.92-.89-1.17-.89-1.17-.73-.5.05-.49.05-.49.8.06 1.23.83 1.23.83.72 1.22 1.87.87 2.33.67.07-.52.28-.87.5-1.07-1.78-.2-3.65-.89-3.65-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82a7.6 7.6 0 0 1 4 0c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.28.82 2.15 0 3.07-1.87 3.75-3.66 3.95.29.25.54.73.54 1.48v2.2c0 .21.15.46.55.38A8 8 0 0 0 8 0Z"
            />
          </svg>
        </a>
      </div>
    </header>
  );
}
