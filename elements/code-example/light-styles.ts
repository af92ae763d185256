// Rules the element needs in the light DOM it enhances (hidden lines, gap markers). They are
// adopted into the element's root (document or shadow root) once, as a constructed stylesheet,
// so they work under a strict CSP and beat page rules such as `.line { display: inline-block }`.

const RULES = `
docs-code-example [hidden] { display: none !important; }
docs-code-example .line.docs-code-gap {
  color: var(--docs-code-muted, inherit);
  font-style: italic;
  user-select: none;
}
docs-code-example .line.docs-code-gap::before { content: '' !important; }
`;

let sheet: CSSStyleSheet | undefined;

/** Adds the light-DOM rules to `root` unless it has them already. */
export function adoptLightStyles(root: Node): void {
  if (!(root instanceof Document || root instanceof ShadowRoot)) return;
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(RULES);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
