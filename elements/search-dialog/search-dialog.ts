import { DismissController } from '../adapters/dismiss.ts';
import { KeyNavigationController } from '../internal/controllers/key-navigation.ts';
import { TimerController } from '../internal/controllers/timer.ts';
import { safeUrl } from '../adapters/safe-url.ts';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { DocsSearchCloseEvent, DocsSearchNavigateEvent } from './events.ts';
import { highlightParts } from './highlight.ts';
import { SearchHistoryStore } from './history.ts';
import { toSearchResults } from './results.ts';
import { searchDialogStyles } from './search-dialog.styles.ts';
import { isSearchFilter, SEARCH_FILTER_LABELS, SEARCH_FILTERS, searchCategoryOf } from '../../isomorphic/search/category.ts';
import type { FilteredHits, HistoryItem, RawHit, SearchBackend, SearchFilter, SearchResult } from './types.ts';

/** Delay between the last keystroke and the search (spec §9). */
export const SEARCH_DEBOUNCE_MS = 200;

/** sessionStorage key of the chosen filter: remembered for the session (tab), not across sessions. */
export const FILTER_STORAGE_KEY = 'docs-search-filter-v1';

function storedFilter(): SearchFilter {
  try {
    const value = globalThis.sessionStorage?.getItem(FILTER_STORAGE_KEY);
    return isSearchFilter(value) ? value : 'all';
  } catch {
    return 'all'; // storage disabled or throwing
  }
}

function storeFilter(filter: SearchFilter): void {
  try {
    if (filter === 'all') globalThis.sessionStorage?.removeItem(FILTER_STORAGE_KEY);
    else globalThis.sessionStorage?.setItem(FILTER_STORAGE_KEY, filter);
  } catch {
    // not remembered: the filter still applies while the page is open
  }
}

/** Hits of a backend without `searchFiltered`: its hits filtered here, and the pages of each category among them. */
function filterLocally(hits: RawHit[], filter: SearchFilter): FilteredHits {
  const counts: FilteredHits['counts'] = { all: 0, guides: 0, tutorials: 0, api: 0, cli: 0, errors: 0 };
  const seen = new Set<string>();
  const kept: RawHit[] = [];
  for (const hit of hits) {
    const url = typeof hit?.url === 'string' ? hit.url : '';
    const category = searchCategoryOf(url, hit?.hierarchy?.lvl0);
    const page = url.split('#')[0]!;
    if (!seen.has(page)) {
      seen.add(page);
      counts.all!++;
      counts[category]!++;
    }
    if (filter === 'all' || filter === category) kept.push(hit);
  }
  return { hits: kept, counts };
}

type Entry = { kind: 'result'; item: SearchResult } | { kind: 'history'; item: HistoryItem };

/** What the dialog shows; private (set through `#set`, which updates the element). */
interface DialogState {
  readonly query: string;
  readonly results: SearchResult[];
  readonly status: 'idle' | 'searching' | 'done' | 'failed';
  /** Index of the active option among `#entries()`, or -1. */
  readonly active: number;
  readonly open: boolean;
  /** The chosen filter chip. */
  readonly filter: SearchFilter;
  /** Matching pages per filter for the query searched (null before an answer). */
  readonly counts: FilteredHits['counts'] | null;
}

/**
 * The site search: a modal dialog with a search field, results as you type, and the reader's
 * history (recent items and favourites) while the field is empty.
 *
 * Give it a backend (`.backend`, e.g. from `createSearchBackend()`) and open it with `show()` or
 * `toggle()`. The field is a WAI-ARIA combobox: arrow keys move an active-descendant selection
 * through the options (wrapping at the ends), Enter opens the active option, Escape closes. Opening
 * a result adds it to the history (localStorage `docs-search-history-v1`) and fires a cancelable
 * `docs-search-navigate` event; when nobody cancels it the element navigates with `location`.
 * Opening a result clears the query; closing otherwise keeps it, and reopening selects it. On
 * close, focus returns to the element that had it before `show()`. Failures of the backend show
 * no message.
 *
 * Each result is one page: its title, the section the result opens (its best match on the page)
 * and the matching text under it.
 *
 * With a query, filter chips (All, Guides, Tutorials, API, CLI, Errors; toggle buttons after the
 * field in the Tab order) show how many pages match in each and list one category; the choice is
 * remembered for the session (sessionStorage `docs-search-filter-v1`). Backends with
 * `searchFiltered` filter and count themselves (the local engine over every match, Algolia with a
 * facet on the record's category); for others the dialog filters and counts the hits it gets.
 *
 * Record text is untrusted: it is rendered as text, with highlighted words in `<mark>` elements,
 * never parsed as HTML; result URLs other than same-site paths and http(s) are dropped.
 *
 * @tagname docs-search-dialog
 * @summary Search dialog with results, recent and favourite history, keyboard navigation.
 *
 * @fires {DocsSearchNavigateEvent} docs-search-navigate - A result or history item was opened (`event.url`, `event.item`). Cancelable; bubbles, composed.
 * @fires {DocsSearchCloseEvent} docs-search-close - The dialog closed. Bubbles, composed.
 *
 * @csspart dialog - The `<dialog>` element.
 * @csspart input - The search field.
 * @csspart clear - The 'Clear the search' button.
 * @csspart results - The list of results.
 * @csspart option - Each result or history item.
 * @csspart section - Under a result's page title: the section of the page the result opens.
 * @csspart active - The active option.
 * @csspart history - The history section.
 * @csspart empty - The 'Start typing to see results' / 'No results found' message.
 * @csspart status - The visually hidden live region that reads the number of results.
 * @csspart filters - The row of filter chips (shown with a query).
 * @csspart filter - Each filter chip (a toggle button: All, Guides, Tutorials, API, CLI, Errors, with its count).
 * @csspart chosen - The chosen filter chip.
 * @csspart footer - The footer with key hints and the provider credit.
 *
 * @cssprop [--docs-search-background=Canvas] - Background of the dialog.
 * @cssprop [--docs-search-color=CanvasText] - Text colour.
 * @cssprop [--docs-search-muted-color=color-mix(in srgb, currentColor 70%, transparent)] - Colour of secondary text.
 * @cssprop [--docs-search-border-color=color-mix(in srgb, currentColor 20%, transparent)] - Colour of borders and rules.
 * @cssprop [--docs-search-active-background=color-mix(in srgb, currentColor 10%, transparent)] - Background of the active option.
 * @cssprop [--docs-search-mark-background=transparent] - Background of highlighted words.
 * @cssprop [--docs-search-mark-color=inherit] - Colour of highlighted words (they are also bold and underlined).
 * @cssprop [--docs-search-width=40rem] - Width of the dialog (it never exceeds the viewport).
 * @cssprop [--docs-focus-ring-color=currentColor] - Colour of the keyboard focus outline.
 */
export class DocsSearchDialog extends LitElement {
  static override styles = searchDialogStyles;

  static override properties = {
    backend: { attribute: false },
    siteOrigin: { type: String, attribute: 'site-origin' },
  };

  /** Where results come from. Without one, searches give no results. */
  declare backend: SearchBackend | undefined;
  /** Origin of the site (e.g. 'https://angular.dev'): absolute result URLs on it become paths. */
  declare siteOrigin: string;

  #state: DialogState = { query: '', results: [], status: 'idle', active: -1, open: false, filter: 'all', counts: null };
  #history: SearchHistoryStore | undefined;
  #sequence = 0;
  #searchedQuery = '';

  /** The search runs SEARCH_DEBOUNCE_MS after the last keystroke. */
  readonly #debounce = new TimerController(this);
  /** ArrowUp/ArrowDown move the active option (wrapping); Home/End stay with the field's caret. */
  readonly #keys = new KeyNavigationController(this, {
    orientation: 'vertical',
    homeEnd: false,
    count: () => this.#entries().length,
    current: () => this.#state.active,
    onMove: (index) => {
      this.#set({ active: index });
      void this.updateComplete.then(() => this.renderRoot.querySelector('[part~="active"]')?.scrollIntoView({ block: 'nearest' }));
    },
  });
  /**
   * While open: Escape and a click on the backdrop (which lands on the <dialog> itself) close. On the
   * click, not the press: the click must not reach the page under the closed dialog.
   */
  readonly #dismiss = new DismissController(this, {
    outsideOn: 'click',
    isInside: (path) => path[0] !== this.#dialog(),
    onDismiss: (reason, event) => {
      if (reason === 'escape') event.preventDefault();
      this.close();
    },
  });

  constructor() {
    super();
    this.backend = undefined;
    this.siteOrigin = '';
  }

  /** Whether the dialog is open. */
  get open(): boolean {
    return this.#state.open;
  }

  /** The query in the field. */
  get query(): string {
    return this.#state.query;
  }

  /** The results listed for the query. */
  get results(): readonly SearchResult[] {
    return this.#state.results;
  }

  /** The reader's history (recent and favourite items), newest first. */
  get historyItems(): readonly HistoryItem[] {
    return this.#store().items;
  }

  /** The chosen filter: 'all' or a category ('guides', 'tutorials', 'api', 'cli', 'errors'). */
  get filter(): SearchFilter {
    return this.#state.filter;
  }

  /**
   * Opens the dialog (modal) with the previous query selected. `typed`: what the reader typed before
   * the dialog could take it (while it was loading): it goes into the field as if typed there,
   * replacing the selected previous query, and is searched.
   */
  async show(typed = ''): Promise<void> {
    if (this.#state.open) {
      if (typed) this.#type(typed);
      return;
    }
    this.#set({ open: true, filter: storedFilter() });
    this.#dismiss.active = true;
    this.#history = new SearchHistoryStore(); // re-read: another tab may have changed it
    if (!this.#state.query.trim()) this.#set({ active: this.#entries().length ? 0 : -1 });
    void this.backend?.prepare().catch(() => {});
    await this.updateComplete;
    const dialog = this.#dialog();
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const input = this.#input();
    input?.focus();
    input?.select();
    if (typed) this.#type(typed);
  }

  /** Text entered in the field at the caret (replacing the selection), then searched as typing does. */
  #type(text: string): void {
    const input = this.#input();
    if (!input) return;
    input.setRangeText(text, input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length, 'end');
    this.#set({ query: input.value });
    this.#schedule();
  }

  /** Closes the dialog; focus returns to where it was before `show()`. */
  close(): void {
    const dialog = this.#dialog();
    if (dialog?.open) dialog.close();
    this.#onClosed();
  }

  /** Opens the dialog when closed, closes it when open (the Cmd/Ctrl K behaviour). */
  async toggle(): Promise<void> {
    if (this.#state.open) this.close();
    else await this.show();
  }

  #dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  #input(): HTMLInputElement | null {
    return this.renderRoot.querySelector('input');
  }

  #store(): SearchHistoryStore {
    this.#history ??= new SearchHistoryStore();
    return this.#history;
  }

  /** What the arrow keys move through: results for a query, else favourites then recent items. */
  #entries(): Entry[] {
    if (this.#state.query.trim()) return this.#state.results.map((item) => ({ kind: 'result', item }));
    const store = this.#store();
    return [...store.favorites, ...store.recent].map((item) => ({ kind: 'history', item }));
  }

  #set(patch: Partial<DialogState>): void {
    const keys = Object.keys(patch) as (keyof DialogState)[];
    if (keys.every((key) => this.#state[key] === patch[key])) return;
    this.#state = { ...this.#state, ...patch };
    this.requestUpdate();
  }

  #onInput(event: InputEvent): void {
    this.#set({ query: (event.target as HTMLInputElement).value });
    this.#schedule();
  }

  #schedule(): void {
    this.#debounce.cancel();
    const query = this.#state.query.trim();
    if (!query) {
      this.#sequence++;
      this.#set({ results: [], status: 'idle' });
      this.#searchedQuery = '';
      this.#set({ active: this.#entries().length ? 0 : -1 });
      return;
    }
    this.#debounce.start(SEARCH_DEBOUNCE_MS, () => void this.#search(query));
  }

  async #search(query: string): Promise<void> {
    const sequence = ++this.#sequence;
    if (!this.backend) {
      this.#set({ results: [], status: 'done', counts: null });
      return;
    }
    this.#set({ status: 'searching' });
    const filter = this.#state.filter;
    try {
      const backend = this.backend;
      const found = backend.searchFiltered ? await backend.searchFiltered(query, filter) : filterLocally(await backend.search(query), filter);
      if (sequence !== this.#sequence) return;
      this.#set({ results: toSearchResults(found.hits, this.siteOrigin || undefined), status: 'done', counts: found.counts });
    } catch {
      if (sequence !== this.#sequence) return;
      this.#set({ results: [], status: 'failed', counts: null });
    }
    this.#searchedQuery = query;
    this.#set({ active: this.#state.results.length ? 0 : -1 });
  }

  /** A filter chip was chosen: remembered for the session, and the query searched again at once. */
  #chooseFilter(filter: SearchFilter): void {
    if (filter === this.#state.filter) return;
    storeFilter(filter);
    this.#set({ filter });
    this.#debounce.cancel();
    const query = this.#state.query.trim();
    if (query) void this.#search(query);
  }

  #onClear(): void {
    this.#set({ query: '' });
    this.#schedule();
    this.#input()?.focus();
  }

  #onKeydown(event: KeyboardEvent): void {
    if (this.#keys.onKeydown(event)) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault(); // no options to move through: the caret stays put too
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = this.#entries()[this.#state.active];
      if (entry && !event.isComposing) this.#openEntry(entry);
    }
  }

  #openEntry(entry: Entry): void {
    // URLs from data (hits, stored history) pass the allow-list or are not followed at all.
    const url = safeUrl(entry.item.url, this.siteOrigin || undefined);
    if (url === null) {
      this.close();
      return;
    }
    const store = this.#store();
    if (entry.kind === 'result') store.add(entry.item);
    else
      store.add({
        id: entry.item.id,
        type: 'doc',
        url: entry.item.url,
        labelHtml: entry.item.labelHtml,
        subLabelHtml: entry.item.subLabelHtml,
        contentHtml: null,
        category: null,
      });
    const navigate = new DocsSearchNavigateEvent(url, entry.item);
    const proceed = this.dispatchEvent(navigate);
    // A navigation clears the query: the next opening shows the history.
    this.#set({ query: '' });
    this.#schedule();
    this.close();
    if (proceed) globalThis.location?.assign(url);
  }

  /** The native dialog closed (Escape, `close()`); ignored when it has been reopened since. */
  #onCloseEvent(event: Event): void {
    if (!(event.target as HTMLDialogElement).open) this.#onClosed();
  }

  #onClosed(): void {
    this.#debounce.cancel();
    if (!this.#state.open) return;
    this.#set({ open: false });
    this.#dismiss.active = false;
    // A pending search for the current query resumes on the next show().
    if (this.#state.query.trim() && this.#searchedQuery !== this.#state.query.trim()) this.#schedule();
    this.dispatchEvent(new DocsSearchCloseEvent());
  }

  #toggleFavorite(item: HistoryItem): void {
    this.#store().setFavorite(item.id, !item.isFavorite);
    this.#clampActive();
    this.requestUpdate();
  }

  #remove(item: HistoryItem): void {
    this.#store().remove(item.id);
    this.#clampActive();
    this.requestUpdate();
    this.#input()?.focus();
  }

  #clampActive(): void {
    const count = this.#entries().length;
    if (this.#state.active >= count) this.#set({ active: count - 1 });
  }

  protected override render() {
    const query = this.#state.query.trim();
    const entries = this.#entries();
    const active = entries[this.#state.active];
    const store = this.#store();
    const listIds = query
      ? 'results'
      : [store.favorites.length ? 'history-favorites' : '', store.recent.length ? 'history-recent' : ''].filter(Boolean).join(' ');
    const expanded = query ? this.#state.results.length > 0 : entries.length > 0;
    return html`
      <dialog part="dialog" aria-label="Search" @close=${this.#onCloseEvent}>
        ${
          this.#state.open
            ? html`
                <div class="field">
                  <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path
                      fill="currentColor"
                      d="M15.5 14h-.79l-.28-.27a6.5 6.5 0 1 0-.7.7l.27.28v.79l5 5 1.5-1.5-5-5Zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Z"
                    />
                  </svg>
                  <input
                    part="input"
                    type="text"
                    role="combobox"
                    aria-label="Search docs"
                    aria-autocomplete="list"
                    aria-expanded=${expanded ? 'true' : 'false'}
                    aria-controls=${listIds || nothing}
                    aria-activedescendant=${active ? this.#optionId(this.#state.active) : nothing}
                    placeholder="Search docs"
                    autocomplete="off"
                    autocapitalize="off"
                    spellcheck="false"
                    enterkeyhint="go"
                    .value=${this.#state.query}
                    @input=${this.#onInput}
                    @keydown=${this.#onKeydown}
                  />
                  <button part="clear" class="clear" type="button" aria-label="Clear the search" ?hidden=${!this.#state.query} @click=${this.#onClear}>
                    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12Z" />
                    </svg>
                  </button>
                </div>
                ${query && this.#state.counts ? this.#renderFilters() : nothing}
                <div class="body" tabindex="0">${query ? this.#renderResults() : this.#renderHistory()} ${this.#renderStatus()}</div>
                <div part="footer" class="footer">
                  <ul class="hints" aria-label="Keyboard">
                    <li><kbd>Enter</kbd> to select</li>
                    <li><kbd aria-label="Arrow up">↑</kbd><kbd aria-label="Arrow down">↓</kbd> to navigate</li>
                    <li><kbd>Esc</kbd> to close</li>
                  </ul>
                  <p class="credit">Search by ${this.backend?.provider ?? '—'}</p>
                </div>
              `
            : nothing
        }
      </dialog>
    `;
  }

  /**
   * The one live region: the number of results (visually hidden), or 'No results found' (shown), so
   * the message is in the dialog, and read, once. It stays in place so screen readers announce changes.
   */
  #renderStatus(): TemplateResult {
    const done = Boolean(this.#state.query.trim()) && this.#state.status === 'done';
    const n = this.#state.results.length;
    const none = done && n === 0;
    const text = !done ? '' : none ? 'No results found' : `${n} result${n === 1 ? '' : 's'}`;
    return html`<p role="status" part=${none ? 'empty' : 'status'} class=${none ? 'empty' : 'visually-hidden'}>${text}</p>`;
  }

  /**
   * The filter chips: toggle buttons with the number of matching pages each would list. Shown once a
   * search has answered (not after a failed one: there is nothing to filter).
   */
  #renderFilters(): TemplateResult {
    const counts = this.#state.counts;
    return html`<div part="filters" class="filters" role="group" aria-label="Filter results">
      ${SEARCH_FILTERS.map((filter) => {
        const chosen = filter === this.#state.filter;
        const count = counts?.[filter];
        return html`<button
          type="button"
          part=${chosen ? 'filter chosen' : 'filter'}
          class="filter"
          aria-pressed=${chosen ? 'true' : 'false'}
          @click=${() => this.#chooseFilter(filter)}
        >
          ${SEARCH_FILTER_LABELS[filter]}${count === undefined ? nothing : html` <span class="count">${count}</span>`}
        </button>`;
      })}
    </div>`;
  }

  #optionId(index: number): string {
    return `option-${index}`;
  }

  #renderResults(): TemplateResult | typeof nothing {
    if (this.#state.results.length === 0) return nothing; // 'No results found' is the status line
    return html`
      <ul id="results" part="results" role="listbox" aria-label="Results">
        ${this.#state.results.map((result, index) => {
          const active = index === this.#state.active;
          // One option per page: its title, the section the result opens, then the matching text.
          const section = result.sectionHtml ?? null;
          const detail = result.contentHtml ?? (section ? null : result.subLabelHtml);
          return html`<li
            id=${this.#optionId(index)}
            role="option"
            aria-selected=${active ? 'true' : 'false'}
            part=${active ? 'option active' : 'option'}
            class=${active ? 'option active' : 'option'}
            data-url=${result.url}
            @click=${() => this.#openEntry({ kind: 'result', item: result })}
            @pointermove=${() => this.#set({ active: index })}
          >
            ${result.type === 'code' ? codeIcon : docIcon}
            <span class="text">
              <span class="label">${marked(result.labelHtml)}</span>
              ${section ? html`<span part="section" class="section"><span class="section-mark" aria-hidden="true">›</span> ${marked(section)}</span>` : nothing}
              ${detail ? html`<span class="sublabel">${marked(detail)}</span>` : nothing}
            </span>
            ${result.category || result.package ? html`<span class="category">${result.package ?? result.category}</span>` : nothing}
          </li>`;
        })}
      </ul>
    `;
  }

  #renderHistory(): TemplateResult {
    const store = this.#store();
    if (store.items.length === 0) return html`<p part="empty" class="empty">Start typing to see results</p>`;
    const favorites = store.favorites;
    const recent = store.recent;
    let index = 0;
    const group = (id: string, title: string, items: HistoryItem[]) => {
      if (!items.length) return nothing;
      const first = index;
      index += items.length;
      return html`
        <section class="history-group">
          <h2 class="group-title" id="${id}-title">${title}</h2>
          <div class="history-rows">
            <ul id=${id} role="listbox" aria-labelledby="${id}-title">
              ${items.map((item, i) => {
                const n = first + i;
                const active = n === this.#state.active;
                return html`<li
                  id=${this.#optionId(n)}
                  role="option"
                  aria-selected=${active ? 'true' : 'false'}
                  part=${active ? 'option active' : 'option'}
                  class=${active ? 'option active' : 'option'}
                  data-url=${item.url}
                  @click=${() => this.#openEntry({ kind: 'history', item })}
                  @pointermove=${() => this.#set({ active: n })}
                >
                  ${item.isFavorite ? starIcon : historyIcon}
                  <span class="text">
                    <span class="label">${item.labelHtml}</span>
                    ${item.subLabelHtml ? html`<span class="sublabel">${item.subLabelHtml}</span>` : nothing}
                  </span>
                </li>`;
              })}
            </ul>
            <ul class="history-actions">
              ${items.map(
                (item) =>
                  html`<li>
                    ${
                      item.isFavorite
                        ? nothing
                        : html`<button type="button" class="action" aria-label="Add ${item.labelHtml} to favorites" @click=${() => this.#toggleFavorite(item)}>
                            ${starIcon}
                          </button>`
                    }
                    <button type="button" class="action" aria-label="Remove ${item.labelHtml} from history" @click=${() => this.#remove(item)}>
                      ${removeIcon}
                    </button>
                  </li>`,
              )}
            </ul>
          </div>
        </section>
      `;
    };
    return html`<div part="history" class="history">${group('history-favorites', 'Favorites', favorites)} ${group('history-recent', 'Recent', recent)}</div>`;
  }
}

/** Text with highlight sentinels → text nodes and <mark> elements (never parsed as HTML). */
function marked(value: string | null): (string | TemplateResult)[] {
  return highlightParts(value).map((part) => (part.marked ? html`<mark>${part.text}</mark>` : part.text));
}

const icon = (path: string) => html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d=${path} /></svg>`;
const docIcon = icon('M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Zm4 18H6V4h7v5h5v11ZM8 12h8v2H8v-2Zm0 4h8v2H8v-2Z');
const codeIcon = icon('M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6 1.4-1.4Zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6-1.4-1.4Z');
const historyIcon = icon('M13 3a9 9 0 0 0-9 9H1l3.9 3.9L9 12H6a7 7 0 1 1 2.05 4.95l-1.42 1.42A9 9 0 1 0 13 3Zm-1 5v5l4.25 2.52.77-1.28-3.52-2.09V8H12Z');
const starIcon = icon('M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27Z');
const removeIcon = icon('M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12Z');
