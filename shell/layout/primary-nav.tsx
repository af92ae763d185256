import { Link, NavLink } from 'react-router';
import { primarySection } from './layout-rules.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import { Logo } from './logo.tsx';
import { SocialMenu } from './social-menu.tsx';
import { ThemeMenu } from './theme-menu.tsx';
import { VersionPicker } from './version-picker.tsx';
import { SearchButton } from './search-button.tsx';

/**
 * Primary navigation bar. Sections appear here once they have pages: Tutorials, Playground and
 * Reference join Docs as their issues land.
 */
const SECTIONS = [
  { id: 'docs', label: 'Docs', to: '/overview' },
  { id: 'tutorials', label: 'Tutorials', to: '/tutorials' },
  { id: 'playground', label: 'Playground', to: '/playground' },
  { id: 'reference', label: 'Reference', to: '/api' },
] as const;

export function PrimaryNav({ pathname }: { pathname: string }) {
  // The 404 page belongs to no section (its path would otherwise count as a docs page).
  const active = pathname === '/404' ? undefined : primarySection(pathname);
  return (
    <header className="docs-primary-nav">
      <Link to="/" className="docs-logo" aria-label={`${siteConfig.product} home`}>
        <Logo />
        <span className="docs-logo-text" aria-hidden="true">
          {siteConfig.product}
        </span>
      </Link>
      <VersionPicker />
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
        <SocialMenu />
        <ThemeMenu />
      </div>
    </header>
  );
}
