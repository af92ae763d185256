import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../../../../shell/styles/content.css', import.meta.url), 'utf8');
const globalCss = readFileSync(new URL('../../../../../shell/styles/global.css', import.meta.url), 'utf8');

/** Custom properties declared in the first rule whose selector is exactly `selector`. */
function vars(source: string, selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`).exec(source);
  if (!block) throw new Error(`no rule for ${selector}`);
  return new Map([...block[1].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c: number): number => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const light = vars(css, ':root');
const darkMedia = vars(css, ':root:not(.docs-light-mode) > body:not(.docs-light-mode)');
const darkClass = vars(css, '.docs-dark-mode');
const themes: Array<[string, Map<string, string>, Map<string, string>]> = [
  ['light', light, vars(globalCss, ':root')],
  ['dark', darkClass, vars(globalCss, ':root.docs-dark-mode')],
];

describe('content.css themes', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('applies dark values on screen under the media query unless .docs-light-mode, and under .docs-dark-mode', () => {
    expect(css).toMatch(/@media screen and \(prefers-color-scheme: dark\) \{\s*:root:not\(\.docs-light-mode\) > body:not\(\.docs-light-mode\) \{/);
    expect(css).toMatch(/@media screen \{\s*\.docs-dark-mode \{/);
    expect(css.indexOf('@media screen {\n  .docs-dark-mode {')).toBeGreaterThan(css.indexOf('@media screen and (prefers-color-scheme: dark)'));
  });

  it('keeps every dark palette off paper: no dark rule outside a screen media query', () => {
    for (const file of ['content.css', 'global.css', 'reference.css']) {
      const source = readFileSync(new URL(`../../../../../shell/styles/${file}`, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/@media \(prefers-color-scheme: dark\)/);
      expect(source, file).not.toMatch(/^(:root)?\.docs-dark-mode/m);
    }
  });

  it('declares the same properties in every theme, with identical dark blocks', () => {
    expect([...darkMedia.keys()].sort()).toEqual([...light.keys()].sort());
    expect(darkClass).toEqual(darkMedia);
    for (const value of light.values()) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe.each(themes)('WCAG AA contrast in the %s theme', (_name, theme, site) => {
  const get = (name: string): string => {
    const value = theme.get(name) ?? site.get(name);
    if (!value) throw new Error(`${name} is not defined`);
    return value;
  };
  const codeBackgrounds = ['--docs-code-bg', '--docs-code-highlight-bg', '--docs-code-add-bg', '--docs-code-remove-bg'];
  const codeColours = [
    '--docs-code-fg',
    '--docs-code-muted',
    '--docs-code-inserted',
    '--docs-code-deleted',
    ...[...theme.keys()].filter((k) => k.startsWith('--docs-token-')),
  ];

  it.each(codeColours)('%s on every code line background', (colour) => {
    for (const bg of codeBackgrounds) expect(contrast(get(colour), get(bg)), `${colour} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('code header text and verdicts on the header background', () => {
    for (const colour of ['--docs-code-fg', '--docs-code-inserted', '--docs-code-deleted']) {
      expect(contrast(get(colour), get('--docs-code-header-bg'))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['note', 'tip', 'todo', 'question', 'summary', 'critical', 'important', 'helpful'])('%s alert: label, text and links', (level) => {
    const bg = get(`--docs-alert-${level}-bg`);
    expect(contrast(get(`--docs-alert-${level}-accent`), bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(get('--docs-text'), bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(get('--docs-link'), bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('inline code and step numbers', () => {
    expect(contrast(get('--docs-inline-code-fg'), get('--docs-inline-code-bg'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(get('--docs-step-number-fg'), get('--docs-step-number-bg'))).toBeGreaterThanOrEqual(4.5);
  });
});
