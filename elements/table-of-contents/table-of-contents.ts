import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { ScrollSpyController } from '../internal/controllers/scroll-spy.ts';
import { scrollBehavior } from '../internal/reduced-motion.ts';
import { DocsTocChangeEvent } from './events.ts';
import { tableOfContentsStyles } from './table-of-contents.styles.ts';
import { collectTocEntries, indexOfItem, markupEntries, sameItems, tocMarkupItems, type TocItem } from './toc-items.ts';

/**
 * The "On this page" table of contents of a document: links to the `h2` and `h3` headings that
 * have an `id` inside the element named by `for`, with the reader's position highlighted as the
 * page scrolls, and a "Back to the top" button.
 *
 * It enhances a table of contents given as markup: put the build-time list inside the element
 * (`<nav>` with `<a href="#id" data-level="h2">` links, see content/pipeline/markdown/toc.ts), which
 * shows as is without JavaScript; once upgraded, the element lists those links (in their order, with
 * their titles; the headings are looked up by id in the `for` element) and follows changes to them.
 * Without such markup it builds the list from the container's headings:
 * headings inside `docs-code-example` elements or inside an element with the class
 * `docs-toc-skip` are left out, as are buttons and `aria-hidden` icons inside a heading's text.
 * The list follows changes to the container's content (it is watched with a MutationObserver),
 * so a page swapped in place by client-side navigation gets a fresh list. When there is nothing
 * to list the element renders nothing and sets its `hidden` attribute.
 *
 * Links use native fragment navigation (`href="#id"`); the clicked item becomes active at once.
 * The active item is the last heading whose top has passed a line `max(offset, 5 % of the
 * viewport height)` below the viewport top; the first item at the top of the page and the last
 * one at its bottom. It carries `aria-current="location"` and the `active` part.
 *
 * @tagname docs-table-of-contents
 * @summary Page table of contents ("On this page") with scroll spy and "Back to the top".
 *
 * @fires {DocsTocChangeEvent} docs-toc-change - The listed items changed (`event.items`; empty when hidden). Bubbles, composed.
 *
 * @csspart nav - The `<nav>` landmark wrapping everything (labelled by the title).
 * @csspart title - The "On this page" heading.
 * @csspart list - The `<ul>` of items.
 * @csspart item - Each `<li>`; also has `item-h2` or `item-h3` after its heading level.
 * @csspart item-h2 - An item for an `h2` heading.
 * @csspart item-h3 - An item for an `h3` heading (indented).
 * @csspart link - Each item's link.
 * @csspart active - The link of the active item (also has `aria-current="location"`).
 * @csspart back-to-top - The "Back to the top" button.
 *
 * @cssprop [--docs-toc-color=inherit] - Text colour of the title, links and button.
 * @cssprop [--docs-toc-font-size=0.875rem] - Font size of the links and button.
 * @cssprop [--docs-toc-title-color=inherit] - Colour of the "On this page" title.
 * @cssprop [--docs-toc-title-font-size=1rem] - Font size of the "On this page" title.
 * @cssprop [--docs-toc-border-color=color-mix(in srgb, currentColor 25%, transparent)] - Colour of the rule along the list.
 * @cssprop [--docs-toc-border-width=1px] - Width of the rule along the list.
 * @cssprop [--docs-toc-active-color=inherit] - Text colour of the active link.
 * @cssprop [--docs-toc-active-border-color=currentColor] - Colour of the bar beside the active link.
 * @cssprop [--docs-toc-indent=1rem] - Extra indent of `h3` items.
 * @cssprop [--docs-focus-ring-color=currentColor] - Colour of the keyboard focus outline.
 */
export class DocsTableOfContents extends LitElement {
  static override styles = tableOfContentsStyles;

  static override properties = {
    for: { type: String, reflect: true },
    offset: { type: Number },
  };

  /**
   * Id of the element whose headings are listed, looked up in the same document (or shadow root).
   * If no such element exists yet, it is picked up as soon as it is added.
   */
  declare for: string;

  /**
   * Distance in px from the top of the viewport (e.g. a sticky header's height) that a heading
   * must pass to become active; the line is never higher than 5 % of the viewport height.
   */
  declare offset: number;

  #entries: { item: TocItem; heading: HTMLElement }[] = [];
  #items: readonly TocItem[] = [];
  #activeId: string | null = null;
  #container: Element | null = null;
  #attachedFor: string | undefined;
  #containerObserver: MutationObserver | undefined;
  #pendingContainerObserver: MutationObserver | undefined;
  /** Watches the markup given inside the element (a new page's build-time list). */
  #markupObserver = new MutationObserver(() => this.#scan());

  #spy = new ScrollSpyController(this, {
    targets: () => this.#entries.map((entry) => entry.heading),
    offset: () => this.offset,
    onActive: (index) => this.#setActive(this.#items[index]?.id ?? null),
  });

  constructor() {
    super();
    this.for = '';
    this.offset = 0;
  }

  /** The items listed now, in document order. */
  get items(): readonly TocItem[] {
    return this.#items;
  }

  /** Id of the active item's heading, or null when there are no items. */
  get activeId(): string | null {
    return this.#activeId;
  }

  /**
   * Looks up the `for` element again and rescans its headings. Changes inside the container are
   * picked up on their own; call this after replacing the container element itself.
   */
  refresh(): void {
    if (this.isConnected) this.#attach();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#markupObserver.observe(this, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['href', 'data-level'] });
    this.#attach();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#markupObserver.disconnect();
    this.#containerObserver?.disconnect();
    this.#pendingContainerObserver?.disconnect();
    this.#container = null;
    this.#attachedFor = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.isConnected && this.for !== this.#attachedFor) this.#attach();
    if (changed.has('offset')) this.#spy.schedule();
    this.hidden = this.#items.length === 0;
  }

  protected override render() {
    if (this.#items.length === 0) return nothing;
    return html`
      <nav part="nav" aria-labelledby="title">
        <h2 id="title" class="title" part="title">On this page</h2>
        <ul part="list" @click=${this.#onListClick}>
          ${this.#items.map((item) => {
            const active = item.id === this.#activeId;
            return html`<li class=${item.level} part="item item-${item.level}">
              <a
                href="#${item.id}"
                data-id=${item.id}
                class=${active ? 'active' : ''}
                part=${active ? 'link active' : 'link'}
                aria-current=${active ? 'location' : nothing}
                >${item.title}</a
              >
            </li>`;
          })}
        </ul>
        <button type="button" part="back-to-top" @click=${this.#onBackToTop}>Back to the top</button>
      </nav>
    `;
  }

  /** Resolves the container, (re)connects the observers and scans. */
  #attach(): void {
    this.#attachedFor = this.for;
    const container = this.#findContainer();
    if (container !== this.#container) {
      this.#containerObserver?.disconnect();
      this.#container = container;
      if (container) {
        this.#containerObserver ??= new MutationObserver(() => this.#scan());
        this.#containerObserver.observe(container, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['id'],
        });
      }
    }
    this.#waitForContainer(container === null && this.for !== '');
    this.#scan();
  }

  #findContainer(): Element | null {
    if (!this.for) return null;
    const root = this.getRootNode() as Partial<Pick<Document, 'getElementById'>>;
    return root.getElementById?.(this.for) ?? this.ownerDocument.getElementById(this.for);
  }

  /** While the `for` element is missing, watches the document for it to be added. */
  #waitForContainer(waiting: boolean): void {
    if (!waiting) {
      this.#pendingContainerObserver?.disconnect();
      return;
    }
    this.#pendingContainerObserver ??= new MutationObserver(() => {
      if (this.#findContainer()) this.#attach();
    });
    this.#pendingContainerObserver.observe(this.ownerDocument, { childList: true, subtree: true });
  }

  #scan(): void {
    const markup = tocMarkupItems(this);
    const container = this.#container;
    this.#entries = !container ? [] : markup ? markupEntries(markup, container) : collectTocEntries(container);
    const items = this.#entries.map((entry) => entry.item);
    if (!sameItems(items, this.#items)) {
      this.#items = items;
      this.requestUpdate();
      const change = new DocsTocChangeEvent(items);
      this.dispatchEvent(change);
    }
    if (indexOfItem(this.#items, this.#activeId) === -1) this.#setActive(this.#items[0]?.id ?? null);
    this.#spy.schedule();
  }

  #setActive(id: string | null): void {
    if (id === this.#activeId) return;
    this.#activeId = id;
    this.requestUpdate();
  }

  #onListClick(event: MouseEvent): void {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-id]');
    if (!link?.dataset.id) return;
    // No preventDefault: the browser does the fragment navigation (history, :target, focus).
    this.#spy.hold();
    this.#setActive(link.dataset.id);
  }

  #onBackToTop(): void {
    this.#spy.hold();
    this.#setActive(this.#items[0]?.id ?? null);
    window.scrollTo({ top: 0, behavior: scrollBehavior() });

    const h1 = this.ownerDocument.querySelector('h1');
    if (h1) {
      if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
      h1.focus({ preventScroll: true });
    }

    if (location.hash) {
      try {
        history.replaceState(history.state, '', location.pathname + location.search);
      } catch {
        // Sandboxed documents may refuse history changes; the scroll and focus still happened.
      }
    }
  }
}
