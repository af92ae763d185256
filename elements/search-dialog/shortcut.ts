// The search shortcut: Cmd K on Apple platforms, Ctrl K elsewhere (spec §2, §4). Tiny and free of
// Lit, so a page can listen for the shortcut before the dialog itself is loaded.

interface NavigatorLike {
  platform?: string;
  userAgent?: string;
  userAgentData?: { platform?: string };
}

/** Whether the platform is Apple's (macOS, iOS, iPadOS). */
export function isApplePlatform(nav: NavigatorLike | undefined = globalThis.navigator): boolean {
  const platform = nav?.userAgentData?.platform || nav?.platform || nav?.userAgent || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The label of the shortcut: '⌘ K' on Apple platforms, 'Ctrl K' elsewhere. */
export function shortcutLabel(apple: boolean): string {
  return apple ? '⌘ K' : 'Ctrl K';
}

/** The value for `aria-keyshortcuts`. */
export function ariaKeyShortcuts(apple: boolean): string {
  return apple ? 'Meta+K' : 'Control+K';
}

/** Is this keydown the search shortcut (Cmd+K on Apple, Ctrl+K elsewhere; no Shift or Alt)? */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>, apple: boolean): boolean {
  if (event.key?.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false;
  return apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}
