import { Link } from 'react-router';
import type { PageRecord } from '../../isomorphic/navigation-types.ts';

/** Breadcrumbs from the active item's parents (spec §1). Groups without a page are plain text. */
export function Breadcrumbs({ parents }: { parents: PageRecord['parents'] }) {
  if (!parents.length) return null;
  return (
    <nav className="docs-breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {parents.map((parent, index) => (
          <li key={`${index}-${parent.label}`}>
            {parent.path !== undefined ? <Link to={`/${parent.path}`}>{parent.label}</Link> : <span>{parent.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
