import { useEffect, useRef, useState } from 'react';
import { applyThemeClasses, followSystemTheme, setThemePreference, storedThemePreference } from '../theme/theme-dom.ts';
import { parseThemePreference, THEME_PREFERENCES, type ThemePreference } from '../theme/theme.ts';
import { AutoThemeIcon, MoonIcon, SunIcon } from './icons.tsx';
import { MenuButton } from './menu-button.tsx';

const LABELS: Record<ThemePreference, string> = { auto: 'System (auto)', dark: 'Dark', light: 'Light' };
const ICONS: Record<ThemePreference, () => React.JSX.Element> = { auto: AutoThemeIcon, dark: MoonIcon, light: SunIcon };

/** Theme menu in the primary nav: auto (follows the system, live), dark or light; stored under themePreference. */
export function ThemeMenu() {
  // 'auto' at prerender; the stored preference after hydration (the inline head script already applied it).
  const [preference, setPreference] = useState<ThemePreference>('auto');
  const current = useRef<ThemePreference>('auto');
  useEffect(() => {
    const stored = storedThemePreference();
    current.current = stored;
    setPreference(stored);
    applyThemeClasses(stored);
    return followSystemTheme(() => current.current);
  }, []);

  const choose = (value: ThemePreference) => {
    current.current = value;
    setPreference(value);
    setThemePreference(value);
  };

  const Icon = ICONS[preference];
  return (
    <MenuButton
      label={`Theme: ${LABELS[preference]}`}
      tooltip="Theme"
      placement="bottom-end"
      onSelect={(item) => choose(parseThemePreference(item.dataset.theme))}
      items={THEME_PREFERENCES.map((value) => {
        const ItemIcon = ICONS[value];
        return (
          <button key={value} type="button" role="menuitemradio" aria-checked={value === preference} data-theme={value}>
            <ItemIcon />
            {LABELS[value]}
          </button>
        );
      })}
    >
      <Icon />
    </MenuButton>
  );
}
