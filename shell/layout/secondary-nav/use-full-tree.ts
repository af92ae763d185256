import { useEffect, useState } from 'react';
import type { NavSliceItem } from '../../navigation/nav.ts';
import { hasHiddenBranches } from './nav-rules.ts';

/**
 * The page sent a slice of the tree: once the element is in, fetch the whole tree (once per section).
 * Returns the tree to show: the whole one when it is here, else the slice.
 */
export function useFullTree(items: NavSliceItem[], section: string, enhanced: boolean, loader: (() => Promise<NavSliceItem[]>) | undefined): NavSliceItem[] {
  const [full, setFull] = useState<{ section: string; tree: NavSliceItem[] } | null>(null);
  const needsFull = enhanced && Boolean(loader) && full?.section !== section && hasHiddenBranches(items);
  useEffect(() => {
    if (!needsFull || !loader) return;
    let live = true;
    loader().then(
      (tree) => live && setFull({ section, tree }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [needsFull, loader, section]);
  return full?.section === section ? full.tree : items;
}
