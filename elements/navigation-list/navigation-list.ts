import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { MediaQueryController } from '../internal/controllers/media-query.ts';
import { TimerController } from '../internal/controllers/timer.ts';
import { needsLabelTooltip } from '../tooltip/tooltip-rules.ts';
import { DocsNavigateEvent } from './events.ts';
import { navigationListStyles } from './navigation-list.styles.ts';
import { groupByCategory, hasChildren, isAlwaysOpen, itemKey, slideChain, statusTag, toggleAction, trailTo, type NavListItem } from './nav-tree.ts';

let nextId = 0;

/** Slide transition of the panels (spec §9), enabled this long after the element connects so the first render does not animate. */
export const SLIDE_TRANSITION_MS = 500;

/**
 * A navigation tree (the docs or reference sidebar). Items are grouped by `category`, with 'Other'
 * last; items with a status show a 'New' or 'Updated' tag; external items open in a new window and
 * are marked. Levels above `display-depth` are always-open group headings; deeper items with
 * children are toggles (`aria-expanded`). The active page (`active-path`) is marked with
 * `aria-current="page"` and its ancestors are expanded.
 *
 * Deeper levels slide: expanding an item at or beyond the display depth slides its children in as
 * a panel (with a 'Back' button that collapses it again); one such path is open at a time. The
 * 500 ms slide is enabled 500 ms after the element connects (the first render does not animate) and
 * never runs under prefers-reduced-motion. Panels out of view are inert.
 *
 * Toggling an expanded item collapses it. Toggling a collapsed item with children navigates to its
 * first child's page (through `docs-navigate`) and expands only if that navigation fails. Internal
 * links also go through `docs-navigate`, so a client-side router can take them over.
 *
 * Labels of 27 characters or more (they may be cut off) get a `docs-tooltip` with the full label,
 * shown after the tooltip delay on hover and keyboard focus and on a touch long press. The tooltips
 * sit outside the sliding panels (so the slide neither moves nor clips them); the tooltip element
 * loads on the first pointer or focus activity in the list.
 *
 * @tagname docs-navigation-list
 * @summary Navigation tree with categories, status tags, expandable levels and router hand-off.
 *
 * @fires {DocsNavigateEvent} docs-navigate - An internal link was followed or a collapsed item toggled (`event.path`, `event.trigger`; call `event.respondWith(promise)` to take over). Bubbles, composed.
 *
 * @csspart list - Every `<ul>`.
 * @csspart link - Each page link.
 * @csspart toggle - Each expand/collapse button.
 * @csspart tag - A 'New' or 'Updated' tag.
 * @csspart panel - Each sliding panel (the first holds the top levels).
 * @csspart back - The 'Back' button of a slid-in panel.
 *
 * @cssprop [--docs-nav-font-size=0.93rem] - Font size of the items.
 * @cssprop [--docs-nav-color=inherit] - Text colour.
 * @cssprop [--docs-nav-muted-color=inherit] - Colour of group headings and category names.
 * @cssprop [--docs-nav-hover-background=color-mix(in srgb, currentColor 8%, transparent)] - Background of a hovered item.
 * @cssprop [--docs-nav-active-background=color-mix(in srgb, currentColor 12%, transparent)] - Background of the active page's link.
 * @cssprop [--docs-nav-active-color=inherit] - Text colour of the active page's link.
 * @cssprop [--docs-nav-active-border-color=currentColor] - Bar beside the active page's link.
 * @cssprop [--docs-focus-ring-color=currentColor] - Colour of the keyboard focus outline.
 */
export class DocsNavigationList extends LitElement {
  static override styles = navigationListStyles;

  static override properties = {
    items: { attribute: false },
    activePath: { type: String, attribute: 'active-path' },
    displayDepth: { type: Number, attribute: 'display-depth' },
  };

  /** The tree to show. */
  declare items: NavListItem[];
  /** Path (no leading slash) of the current page. */
  declare activePath: string;
  /** Levels shown without expanding (spec §2: 2 by default). */
  declare displayDepth: number;

  #expanded = new Set<string>();
  #idPrefix = `docs-nav-${++nextId}`;
  /** Slides animate once the first render is over, and never under reduced motion (followed live). */
  #animate = false;
  readonly #reducedMotion = new MediaQueryController(this, '(prefers-reduced-motion: reduce)');
  /** Turns the slide animation on once the first render is over. */
  readonly #animateTimer = new TimerController(this);
  /** Long labels met while rendering: each gets a tooltip. */
  #labelTooltips: { id: string; label: string }[] = [];
  #tooltipRequested = false;
  /**
   * Bumped when the item templates may be rebuilt (new items or depth). It is part of the label ids,
   * so every tooltip's `for` changes and it attaches to the new element.
   */
  #generation = 0;

  constructor() {
    super();
    this.items = [];
    this.activePath = '';
    this.displayDepth = 2;
  }

  /** Whether the item with this key is expanded. */
  isExpanded(item: NavListItem): boolean {
    return this.#expanded.has(itemKey(item));
  }

  /** Collapses every item, then expands the active page's ancestors again. */
  resetExpansion(): void {
    this.#expanded.clear();
    this.#expandTrail();
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('items') || changed.has('activePath')) this.#expandTrail();
    if (changed.has('items') || changed.has('displayDepth')) this.#generation++;
  }

  #expandTrail(): void {
    const trail = trailTo(this.items, this.activePath);
    for (const item of trail.slice(0, -1)) this.#expand(item);
  }

  /** Expands an item; beyond the visible levels only one path is open, so same-level items collapse. */
  #expand(item: NavListItem): void {
    const key = itemKey(item);
    if (!isAlwaysOpen(item, this.displayDepth)) {
      const prefix = `${item.level}:`;
      for (const other of [...this.#expanded]) if (other !== key && other.startsWith(prefix)) this.#expanded.delete(other);
    }
    this.#expanded.add(key);
  }

  #panelId(item: NavListItem): string {
    return `${this.#idPrefix}-panel-${itemKey(item).replace(/[^\w-]/g, '_')}`;
  }

  /** Id of the element that shows an item's label (a link, toggle or heading), when it needs a label tooltip. */
  #labelId(item: NavListItem): string | typeof nothing {
    if (!needsLabelTooltip(item.label)) return nothing;
    const id = `${this.#idPrefix}-${this.#generation}-label-${itemKey(item).replace(/[^\w-]/g, '_')}`;
    this.#labelTooltips.push({ id, label: item.label });
    return id;
  }

  protected override render() {
    const chain = slideChain(this.items, (item) => this.isExpanded(item), this.displayDepth);
    const shown = chain.length;
    this.#labelTooltips = [];
    const top = this.#list(this.items, 1);
    const slid = chain.map(
      (item, index) =>
        html`<div class="panel" part="panel" id=${this.#panelId(item)} ?inert=${index < shown - 1}>
          <button type="button" class="back" part="back" @click=${() => this.#back(item)}><span class="back-arrow" aria-hidden="true"></span>Back</button>
          <p class="panel-title">${item.label}</p>
          ${this.#list(item.children ?? [], item.level + 1)}
        </div>`,
    );
    return html`<div class="track slide-${Math.min(shown, 6)} ${this.#animate && !this.#reducedMotion.matches ? 'animate' : ''}">
        <div class="panel" part="panel" ?inert=${shown > 0}>${top}</div>
        ${slid}
      </div>
      ${this.#labelTooltips.map((tip) => html`<docs-tooltip for=${tip.id} text=${tip.label} placement="right"></docs-tooltip>`)}`;
  }

  /** The tooltip element loads on the first sign of a pointer or keyboard focus in the list. */
  #requestTooltips = (): void => {
    if (this.#tooltipRequested) return;
    this.#tooltipRequested = true;
    import('../tooltip/define.ts').catch(() => {
      this.#tooltipRequested = false;
    });
  };

  async #back(item: NavListItem): Promise<void> {
    this.#expanded.delete(itemKey(item));
    this.requestUpdate();
    await this.updateComplete;
    // Focus the item's toggle in the panel that slid back into view.
    const toggle = this.renderRoot.querySelector<HTMLButtonElement>(`button.toggle[data-key="${CSS.escape(itemKey(item))}"]`);
    toggle?.focus();
  }

  #list(items: readonly NavListItem[], depth: number): TemplateResult {
    const groups = groupByCategory(items);
    return html`<ul part="list">
      ${groups.map((group) =>
        group.category
          ? html`<li class="category-group">
              <span class="category" id=${`${this.#idPrefix}-${depth}-${group.category}`}>${group.category}</span>
              <ul part="list" aria-labelledby=${`${this.#idPrefix}-${depth}-${group.category}`}>
                ${group.items.map((item) => this.#item(item, depth))}
              </ul>
            </li>`
          : group.items.map((item) => this.#item(item, depth)),
      )}
    </ul>`;
  }

  #tag(item: NavListItem) {
    const tag = statusTag(item.status);
    return tag ? html`<span class="tag" part="tag">${tag}</span>` : nothing;
  }

  #item(item: NavListItem, depth: number): TemplateResult {
    if (item.isExternal && item.path) {
      return html`<li class="level-${item.level}">
        <a class="link" part="link" id=${this.#labelId(item)} href=${item.path} target="_blank" rel="noopener"
          ><span class="label">${item.label}</span>${this.#tag(item)}<span class="visually-hidden"> (opens in a new window)</span
          ><span class="external" aria-hidden="true">↗</span></a
        >
      </li>`;
    }
    if (hasChildren(item) && isAlwaysOpen(item, this.displayDepth)) {
      const heading =
        item.path !== undefined
          ? html`<a
              class="heading"
              id=${this.#labelId(item)}
              href="/${item.path}"
              data-path=${item.path}
              aria-current=${item.path === this.activePath ? 'page' : nothing}
              ><span class="label">${item.label}</span>${this.#tag(item)}</a
            >`
          : html`<span class="heading" id=${this.#labelId(item)}><span class="label">${item.label}</span>${this.#tag(item)}</span>`;
      return html`<li class="level-${item.level}">${heading}${this.#list(item.children ?? [], depth + 1)}</li>`;
    }
    if (hasChildren(item)) {
      // Its children slide in as the next panel.
      const expanded = this.isExpanded(item);
      return html`<li class="level-${item.level}">
        <button
          type="button"
          class="toggle"
          part="toggle"
          id=${this.#labelId(item)}
          data-key=${itemKey(item)}
          aria-expanded=${expanded ? 'true' : 'false'}
          aria-controls=${expanded ? this.#panelId(item) : nothing}
          @click=${() => void this.#toggle(item)}
        >
          <span class="label">${item.label}</span>${this.#tag(item)}<span class="chevron" aria-hidden="true"></span>
        </button>
      </li>`;
    }
    if (item.path === undefined)
      return html`<li class="level-${item.level}">
        <span class="heading" id=${this.#labelId(item)}><span class="label">${item.label}</span></span>
      </li>`;
    return html`<li class="level-${item.level}">
      <a
        class="link"
        part="link"
        id=${this.#labelId(item)}
        href="/${item.path}"
        data-path=${item.path}
        aria-current=${item.path === this.activePath ? 'page' : nothing}
        ><span class="label">${item.label}</span>${this.#tag(item)}</a
      >
    </li>`;
  }

  async #toggle(item: NavListItem): Promise<void> {
    const key = itemKey(item);
    const action = toggleAction(item, this.#expanded.has(key));
    if (action.kind === 'collapse') {
      this.#expanded.delete(key);
      this.requestUpdate();
      return;
    }
    if (action.kind === 'navigate') {
      const event = new DocsNavigateEvent(action.path, 'toggle');
      this.dispatchEvent(event);
      let succeeded: boolean;
      try {
        succeeded = event.result ? await event.result : false;
      } catch {
        succeeded = false;
      }
      if (succeeded) return;
    }
    this.#expand(item);
    this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.renderRoot.addEventListener('click', this.#onClick as EventListener);
    for (const type of ['pointerover', 'pointerdown', 'focusin']) this.renderRoot.addEventListener(type, this.#requestTooltips);
    this.#animateTimer.start(SLIDE_TRANSITION_MS, () => {
      this.#animate = true;
      this.requestUpdate();
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.renderRoot.removeEventListener('click', this.#onClick as EventListener);
    for (const type of ['pointerover', 'pointerdown', 'focusin']) this.renderRoot.removeEventListener(type, this.#requestTooltips);
    this.#animate = false;
  }

  #onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-path]');
    if (!link) return;
    const navigate = new DocsNavigateEvent(link.dataset.path!, 'link');
    this.dispatchEvent(navigate);
    if (navigate.result) event.preventDefault();
  };
}
