import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { DocsNavigateEvent } from './events.ts';
import { navigationListStyles } from './navigation-list.styles.ts';
import {
  groupByCategory,
  hasChildren,
  isAlwaysOpen,
  itemKey,
  statusTag,
  toggleAction,
  trailTo,
  type NavListItem,
} from './nav-tree.ts';

let nextId = 0;

/**
 * A navigation tree (the docs or reference sidebar). Items are grouped by `category`, with 'Other'
 * last; items with a status show a 'New' or 'Updated' tag; external items open in a new window and
 * are marked. Levels above `display-depth` are always-open group headings; deeper items with
 * children are toggles (`aria-expanded`). The active page (`active-path`) is marked with
 * `aria-current="page"` and its ancestors are expanded.
 *
 * Toggling an expanded item collapses it. Toggling a collapsed item with children navigates to its
 * first child's page (through `docs-navigate`) and expands only if that navigation fails. Internal
 * links also go through `docs-navigate`, so a client-side router can take them over.
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
  }

  #expandTrail(): void {
    const trail = trailTo(this.items, this.activePath);
    for (const item of trail.slice(0, -1)) this.#expanded.add(itemKey(item));
  }

  protected override render() {
    return this.#list(this.items, 1);
  }

  #list(items: readonly NavListItem[], depth: number, id?: string, hidden = false): TemplateResult {
    const groups = groupByCategory(items);
    return html`<ul part="list" id=${id ?? nothing} ?hidden=${hidden}>
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
    // Indent by classes, not style attributes (a strict style-src CSP blocks those).
    const indent = `indent-${Math.min(4, Math.max(0, item.level - this.displayDepth))}`;
    if (item.isExternal && item.path) {
      return html`<li class="level-${item.level}">
        <a class="link ${indent}" part="link" href=${item.path} target="_blank" rel="noopener"
          >${item.label}${this.#tag(item)}<span class="visually-hidden"> (opens in a new window)</span
          ><span class="external" aria-hidden="true">↗</span></a
        >
      </li>`;
    }
    if (hasChildren(item) && isAlwaysOpen(item, this.displayDepth)) {
      const heading =
        item.path !== undefined
          ? html`<a class="heading" href="/${item.path}" data-path=${item.path}
              aria-current=${item.path === this.activePath ? 'page' : nothing}>${item.label}${this.#tag(item)}</a>`
          : html`<span class="heading">${item.label}${this.#tag(item)}</span>`;
      return html`<li class="level-${item.level}">${heading}${this.#list(item.children ?? [], depth + 1)}</li>`;
    }
    if (hasChildren(item)) {
      const expanded = this.isExpanded(item);
      const id = `${this.#idPrefix}-${itemKey(item).replace(/[^\w-]/g, '_')}`;
      return html`<li class="level-${item.level}">
        <button type="button" class="toggle ${indent}" part="toggle" aria-expanded=${expanded ? 'true' : 'false'} aria-controls=${id}
          @click=${() => void this.#toggle(item)}>
          ${item.label}${this.#tag(item)}<span class="chevron" aria-hidden="true"></span>
        </button>
        ${this.#list(expanded ? (item.children ?? []) : [], depth + 1, id, !expanded)}
      </li>`;
    }
    if (item.path === undefined) return html`<li class="level-${item.level}"><span class="heading">${item.label}</span></li>`;
    return html`<li class="level-${item.level}">
      <a class="link ${indent}" part="link" href="/${item.path}" data-path=${item.path}
        aria-current=${item.path === this.activePath ? 'page' : nothing}>${item.label}${this.#tag(item)}</a>
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
      let succeeded = false;
      try {
        succeeded = event.result ? await event.result : false;
      } catch {
        succeeded = false;
      }
      if (succeeded) return;
    }
    this.#expanded.add(key);
    this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.renderRoot.addEventListener('click', this.#onClick as EventListener);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.renderRoot.removeEventListener('click', this.#onClick as EventListener);
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
