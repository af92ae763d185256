/**
 * Makes everything on the page inert except `keep` (and its ancestors): the siblings of `keep`
 * and of each of its ancestors up to <body>. Returns a function that restores the previous state.
 * Used while a modal drawer is open, so focus and the accessibility tree stay inside it.
 */
export function inertOthers(keep: Element): () => void {
  const changed: HTMLElement[] = [];
  let node: Element | null = keep;
  while (node && node.parentElement && node !== document.body) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling.localName === 'script' || sibling.localName === 'style') continue;
      sibling.inert = true;
      changed.push(sibling);
    }
    node = node.parentElement;
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}
