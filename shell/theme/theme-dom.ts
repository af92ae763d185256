/** Applies the theme to the document (the classes on <html> and <body>) and follows the system in auto mode. */
import { mediaMatches, readStorage, watchMedia, writeStorage } from '../lib/browser.ts';
import { DARK_QUERY, parseThemePreference, resolveTheme, THEME_STORAGE_KEY, themeClasses, type ThemePreference } from './theme.ts';

export function storedThemePreference(): ThemePreference {
  return parseThemePreference(readStorage(THEME_STORAGE_KEY));
}

export function applyThemeClasses(preference: ThemePreference): void {
  if (typeof document === 'undefined') return;
  const { add, remove } = themeClasses(resolveTheme(preference, mediaMatches(DARK_QUERY)));
  for (const element of [document.documentElement, document.body]) {
    if (!element) continue;
    element.classList.remove(remove);
    element.classList.add(add);
  }
}

/** Stores and applies a preference. */
export function setThemePreference(preference: ThemePreference): void {
  writeStorage(THEME_STORAGE_KEY, preference);
  applyThemeClasses(preference);
}

/** While the preference is auto, re-applies the classes when the system colour scheme changes. */
export function followSystemTheme(getPreference: () => ThemePreference): () => void {
  return watchMedia(DARK_QUERY, () => {
    if (getPreference() === 'auto') applyThemeClasses('auto');
  });
}
