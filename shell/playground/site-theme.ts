/**
 * The site's effective colour scheme: `.docs-dark-mode` / `.docs-light-mode` on <html> win, otherwise
 * `prefers-color-scheme`. `watchSiteTheme` calls back on class changes and system changes.
 */
export function isSiteDark(): boolean {
  if (typeof document === 'undefined') return false;
  const root = document.documentElement.classList;
  if (root.contains('docs-dark-mode')) return true;
  if (root.contains('docs-light-mode')) return false;
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
}

export function watchSiteTheme(onChange: (dark: boolean) => void): () => void {
  const notify = () => onChange(isSiteDark());
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  let media: MediaQueryList | undefined;
  try {
    media = window.matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', notify);
  } catch {
    media = undefined;
  }
  return () => {
    observer.disconnect();
    media?.removeEventListener('change', notify);
  };
}
