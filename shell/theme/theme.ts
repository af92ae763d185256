/**
 * Theme rules (spec §3, §4, §9): the preference is auto, dark or light, stored under
 * `themePreference`; auto follows the system colour scheme. Pure: no DOM here.
 */
export type ThemePreference = 'auto' | 'dark' | 'light';
export type ResolvedTheme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'themePreference';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['auto', 'dark', 'light'];
export const DARK_CLASS = 'docs-dark-mode';
export const LIGHT_CLASS = 'docs-light-mode';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** A stored value as a preference: anything unknown (or missing) is 'auto'. */
export function parseThemePreference(raw: unknown): ThemePreference {
  return raw === 'dark' || raw === 'light' ? raw : 'auto';
}

export function resolveTheme(preference: ThemePreference, systemDark: boolean): ResolvedTheme {
  if (preference === 'auto') return systemDark ? 'dark' : 'light';
  return preference;
}

/** The class to add and the class to remove for a resolved theme. */
export function themeClasses(theme: ResolvedTheme): { add: string; remove: string } {
  return theme === 'dark' ? { add: DARK_CLASS, remove: LIGHT_CLASS } : { add: LIGHT_CLASS, remove: DARK_CLASS };
}

/**
 * The inline script in every page's <head> that sets the theme class before the first paint.
 * Plain ES5 text (it runs before any bundle), built from the constants above; it never throws
 * (storage and matchMedia may be unavailable). The CSP allows it by its sha256 hash (scripts/postbuild.ts).
 * The body gets the same class as soon as it exists.
 */
export const THEME_SCRIPT =
  `(function(){var p,d=false,h=document.documentElement;` +
  `try{p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}` +
  `if(p!=="dark"&&p!=="light")p="auto";` +
  `try{d=p==="dark"||(p==="auto"&&window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches)}catch(e){}` +
  `var a=d?${JSON.stringify(DARK_CLASS)}:${JSON.stringify(LIGHT_CLASS)},r=d?${JSON.stringify(LIGHT_CLASS)}:${JSON.stringify(DARK_CLASS)};` +
  `h.classList.add(a);h.classList.remove(r);` +
  `document.addEventListener("DOMContentLoaded",function(){var b=document.body;if(b&&!b.classList.contains(r))b.classList.add(a)})})();`;
