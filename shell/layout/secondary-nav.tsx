import { useEffect, useId, useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import type { NavigationItem } from '../../content/navigation-types.ts';
import { loadDocsTree } from '../lib/content.client.ts';
import { findTrail, type NavSliceItem } from '../lib/nav.ts';

const keyOf = (item: NavSliceItem) => `${item.level}:${item.path ?? ''}:${item.label}`;

/**
 * The docs tree beside the page. Top-level groups are always open; deeper branches expand on the
 * active page's trail and on demand. The page sends only the visible slice of the tree; the full tree
 * is fetched when a hidden branch is opened.
 */
export function SecondaryNav({ items, activePath }: { items: NavSliceItem[]; activePath: string }) {
  const [tree, setTree] = useState<NavSliceItem[]>(items);
  const [open, setOpen] = useState(false);
  useEffect(() => setTree(items), [items]);
  // Close the small-screen menu when the page changes.
  useEffect(() => setOpen(false), [activePath]);

  const trailKeys = useMemo(
    () => new Set(findTrail(tree as NavigationItem[], activePath).map((i) => keyOf(i))),
    [tree, activePath],
  );
  const [expanded, setExpanded] = useState<Set<string>>(() => trailKeys);
  useEffect(() => setExpanded((prev) => new Set([...prev, ...trailKeys])), [trailKeys]);

  const toggle = async (item: NavSliceItem) => {
    const key = keyOf(item);
    if (expanded.has(key)) {
      setExpanded((prev) => new Set([...prev].filter((k) => k !== key)));
      return;
    }
    if (item.hasHiddenChildren) {
      try {
        setTree(await loadDocsTree());
      } catch {
        return; // keep the slice; the links still work
      }
    }
    setExpanded((prev) => new Set(prev).add(key));
  };

  const menuId = useId();
  return (
    <nav className="docs-secondary-nav" aria-label="Docs">
      <button
        type="button"
        className="docs-secondary-nav-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Docs menu
      </button>
      <div id={menuId} className="docs-secondary-nav-tree" data-open={open}>
        <NavItems items={tree} expanded={expanded} onToggle={toggle} />
      </div>
    </nav>
  );
}

function NavItems(props: { items: NavSliceItem[]; expanded: Set<string>; onToggle: (item: NavSliceItem) => void }) {
  return (
    <ul>
      {props.items.map((item) => (
        <NavEntry key={keyOf(item)} item={item} {...props} />
      ))}
    </ul>
  );
}

function NavEntry({
  item,
  expanded,
  onToggle,
}: {
  item: NavSliceItem;
  expanded: Set<string>;
  onToggle: (item: NavSliceItem) => void;
}) {
  const childrenId = useId();
  const hasChildren = Boolean(item.children?.length || item.hasHiddenChildren);
  const isOpen = item.level === 1 || expanded.has(keyOf(item));
  const badge = item.status ? <span className={`docs-nav-badge docs-nav-badge-${item.status}`}>{item.status === 'new' ? 'New' : 'Updated'}</span> : null;

  let label;
  if (item.isExternal && item.path) {
    label = (
      <a className="docs-nav-link" href={item.path} target="_blank" rel="noopener">
        {item.label}
        <span className="docs-visually-hidden"> (opens in a new window)</span>
        <span aria-hidden="true" className="docs-nav-external">↗</span>
      </a>
    );
  } else if (item.path !== undefined && !hasChildren) {
    label = (
      <NavLink className="docs-nav-link" to={`/${item.path}`} end>
        {item.label}
        {badge}
      </NavLink>
    );
  } else if (item.level === 1) {
    label = <span className="docs-nav-group-label">{item.label}{badge}</span>;
  } else {
    label = (
      <button
        type="button"
        className="docs-nav-toggle"
        aria-expanded={isOpen}
        aria-controls={childrenId}
        onClick={() => onToggle(item)}
      >
        {item.label}
        {badge}
      </button>
    );
  }

  return (
    <li className={`docs-nav-item docs-nav-level-${item.level}`}>
      {label}
      {hasChildren ? (
        <div id={childrenId} hidden={!isOpen}>
          {isOpen && item.children ? <NavItems items={item.children} expanded={expanded} onToggle={onToggle} /> : null}
        </div>
      ) : null}
    </li>
  );
}
