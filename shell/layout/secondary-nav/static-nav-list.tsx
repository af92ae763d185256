import { memo, useState } from 'react';
import { Link } from 'react-router';
import { groupByCategory, statusTag, type NavListItem } from '../../../elements/navigation-list/nav-tree.ts';
import { activePanels, staticEntry } from './nav-rules.ts';

/**
 * The tree as plain links, for the first paint, pages read without JavaScript and until the element
 * loads. It shows what the element shows: the same groups and categories, the panel holding the
 * current page (with its Back button), group labels that link to their page, and items whose children
 * slide in as links to their first page (where the element's toggle navigates). Memoised: opening the
 * drawer re-renders the navigation around it, not its hundreds of links.
 */
export const StaticNavList = memo(function StaticNavList({
  items,
  activePath,
  displayDepth,
}: {
  items: NavListItem[];
  activePath: string;
  displayDepth: number;
}) {
  const panels = activePanels(items, activePath, displayDepth);
  // Panels closed with Back (after hydration): the element starts from the active page's panel too.
  const [closed, setClosed] = useState(0);
  const shown = Math.max(0, panels.length - closed);
  const panel = shown > 0 ? panels[shown - 1] : undefined;
  if (!panel) return <StaticList items={items} activePath={activePath} displayDepth={displayDepth} />;
  return (
    <div className="docs-static-panel">
      <button type="button" className="docs-nav-back" onClick={() => setClosed((count) => count + 1)}>
        <span className="docs-nav-back-arrow" aria-hidden="true"></span>Back
      </button>
      <p className="docs-nav-panel-title">{panel.label}</p>
      <StaticList items={panel.children ?? []} activePath={activePath} displayDepth={displayDepth} />
    </div>
  );
});

function StaticList({ items, activePath, displayDepth }: { items: readonly NavListItem[]; activePath: string; displayDepth: number }) {
  return (
    <ul className="docs-static-nav">
      {groupByCategory(items).map((group) =>
        group.category ? (
          <li key={`category:${group.category}`} className="docs-nav-category-group">
            <span className="docs-nav-category">{group.category}</span>
            <ul className="docs-static-nav">
              {group.items.map((item) => (
                <StaticItem key={itemKeyOf(item)} item={item} activePath={activePath} displayDepth={displayDepth} />
              ))}
            </ul>
          </li>
        ) : (
          group.items.map((item) => <StaticItem key={itemKeyOf(item)} item={item} activePath={activePath} displayDepth={displayDepth} />)
        ),
      )}
    </ul>
  );
}

const itemKeyOf = (item: NavListItem) => `${item.level}:${item.path ?? ''}:${item.label}`;

function StaticItem({ item, activePath, displayDepth }: { item: NavListItem; activePath: string; displayDepth: number }) {
  const entry = staticEntry(item, displayDepth);
  const className = `docs-nav-item docs-nav-level-${item.level}`;
  // Long labels end in an ellipsis: the full label stays in the title (and the accessible name).
  const title = item.label.length >= 27 ? item.label : undefined;
  const current = item.path === activePath ? 'page' : undefined;
  const tag = statusTag(item.status);
  const badge = tag ? <span className="docs-nav-badge">{tag}</span> : null;
  switch (entry.kind) {
    case 'external':
      return (
        <li className={className}>
          <a className="docs-nav-link" href={item.path} target="_blank" rel="noopener" title={title}>
            <span className="docs-nav-label">{item.label}</span>
            {badge}
            <span className="docs-visually-hidden"> (opens in a new window)</span>
          </a>
        </li>
      );
    case 'group':
      return (
        <li className={className}>
          {entry.to ? (
            <Link className="docs-nav-group-label" to={entry.to} aria-current={current} title={title}>
              {item.label}
              {badge}
            </Link>
          ) : (
            <span className="docs-nav-group-label">
              {item.label}
              {badge}
            </span>
          )}
          <StaticList items={item.children ?? []} activePath={activePath} displayDepth={displayDepth} />
        </li>
      );
    case 'branch':
      return (
        <li className={className}>
          {entry.to ? (
            <Link className="docs-nav-link docs-nav-branch" to={entry.to} title={title}>
              <span className="docs-nav-label">{item.label}</span>
              {badge}
            </Link>
          ) : (
            <span className="docs-nav-group-label">
              {item.label}
              {badge}
            </span>
          )}
        </li>
      );
    case 'label':
      return (
        <li className={className}>
          <span className="docs-nav-group-label">{item.label}</span>
        </li>
      );
    case 'page':
      return (
        <li className={className}>
          {/* An explicit aria-current: NavLink's own matching left the current page unmarked in the prerendered list. */}
          <Link className="docs-nav-link" to={entry.to} aria-current={current} title={title}>
            <span className="docs-nav-label">{item.label}</span>
            {badge}
          </Link>
        </li>
      );
  }
}
