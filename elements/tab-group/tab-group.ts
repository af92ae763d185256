import { html, LitElement, type PropertyValues } from 'lit';
import { KeyNavigationController } from '../internal/controllers/key-navigation.ts';
import { DocsTabChangeEvent } from './events.ts';

let nextGroup = 0;

/**
 * Tabs over content that reads well without them. The content pipeline writes each tab as a
 * `<section class="docs-tab" data-label="…">` with a heading-like label and a body; without
 * JavaScript every section shows, one after another. Once defined, the element adds a tab list before
 * the sections (WAI-ARIA tabs pattern: `tablist`, `tab`, `tabpanel`; automatic activation), hides the
 * sections' own labels and shows one section at a time.
 *
 * Keyboard: Tab reaches the selected tab, then the panel; Left/Right arrows move to the previous/next
 * tab (wrapping), Home/End to the first/last, and select it.
 *
 * The element renders into its own light DOM (the panels are the page's content, styled by the page):
 * style the tab list with `.docs-tab-list`, `.docs-tab-button` and `[aria-selected="true"]`. It sets
 * `data-upgraded` on itself once the tabs exist.
 *
 * @tagname docs-tab-group
 * @summary Tabs over pre-rendered sections (progressive enhancement of `<docs-tab>` content).
 *
 * @attr {number} selected - Index of the selected tab (0 by default).
 *
 * @fires {DocsTabChangeEvent} docs-tab-change - The reader selected another tab (`event.index`, `event.label`). Bubbles, composed.
 */
export class DocsTabGroup extends LitElement {
  static override properties = {
    selected: { type: Number, reflect: true },
    label: { type: String },
  };

  /** Index of the selected tab. */
  declare selected: number;
  /** Accessible name of the tab list; defaults to the labels of the tabs. */
  declare label: string;

  #panels: HTMLElement[] = [];
  /** Arrow keys, Home and End over the tabs (selection follows focus). */
  readonly #keys = new KeyNavigationController(this, {
    count: () => this.#panels.length,
    current: () => this.selected,
    onMove: (index) => this.#select(index, true),
  });
  #id = `docs-tabs-${++nextGroup}`;

  constructor() {
    super();
    this.selected = 0;
    this.label = '';
  }

  /** Light DOM: the tab list goes before the sections, which stay where the page put them. */
  protected override createRenderRoot(): HTMLElement {
    this.renderOptions.renderBefore = this.firstChild;
    return this;
  }

  override connectedCallback(): void {
    this.#panels = [...this.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.matches('section.docs-tab'));
    super.connectedCallback();
  }

  /** The tab labels, in order. */
  get labels(): string[] {
    return this.#panels.map((panel) => panel.dataset.label ?? panel.querySelector('.docs-tab-label')?.textContent?.trim() ?? '');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('selected')) this.selected = this.#clamp(this.selected);
  }

  protected override updated(): void {
    this.#panels.forEach((panel, index) => {
      panel.id ||= `${this.#id}-panel-${index}`;
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', `${this.#id}-tab-${index}`);
      panel.tabIndex = 0;
      panel.hidden = index !== this.selected;
      const label = panel.querySelector<HTMLElement>(':scope > .docs-tab-label');
      if (label) label.hidden = true;
    });
    if (this.#panels.length > 0) this.dataset.upgraded = '';
  }

  protected override render() {
    if (this.#panels.length === 0) return null;
    const labels = this.labels;
    return html`<div class="docs-tab-list" role="tablist" aria-label=${this.label || labels.join(', ')} @keydown=${this.#keys.onKeydown}>
      ${labels.map(
        (label, index) =>
          html`<button
            type="button"
            class="docs-tab-button"
            role="tab"
            id="${this.#id}-tab-${index}"
            aria-selected=${index === this.selected ? 'true' : 'false'}
            aria-controls=${this.#panels[index]!.id || `${this.#id}-panel-${index}`}
            tabindex=${index === this.selected ? 0 : -1}
            @click=${() => this.#select(index, false)}
          >
            ${label}
          </button>`,
      )}
    </div>`;
  }

  #clamp(index: number): number {
    const count = this.#panels.length;
    if (!Number.isInteger(index) || index < 0 || count === 0) return 0;
    return Math.min(index, count - 1);
  }

  #select(index: number, focus: boolean): void {
    const next = this.#clamp(index);
    if (next !== this.selected) {
      this.selected = next;
      this.dispatchEvent(new DocsTabChangeEvent(next, this.labels[next] ?? ''));
    }
    if (focus) {
      void this.updateComplete.then(() => this.querySelector<HTMLButtonElement>(`#${this.#id}-tab-${next}`)?.focus());
    }
  }
}
