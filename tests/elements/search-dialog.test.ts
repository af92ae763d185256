import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/search-dialog/define.ts';
import { DocsSearchDialog, DocsSearchNavigateEvent, type RawHit, type SearchBackend } from '../../elements/index.ts';
import { HIGHLIGHT_POST as POST, HIGHLIGHT_PRE as PRE } from '../../elements/search-dialog/highlight.ts';
import { HISTORY_STORAGE_KEY } from '../../elements/search-dialog/history.ts';
import { FILTER_STORAGE_KEY } from '../../elements/search-dialog/search-dialog.ts';
import { bufferKeystrokes } from '../../elements/search-dialog/typeahead.ts';
import { createLocalBackend } from '../../elements/search-dialog/local/local-backend.ts';
import { localIndexShards } from '../../isomorphic/search/local-index.ts';
import type { SearchRecord } from '../../isomorphic/search/records.ts';
import type { FilteredHits, SearchFilter } from '../../elements/search-dialog/types.ts';

const m = (text: string) => `${PRE}${text}${POST}`;

function hit(url: string, label: string, sub: string, extra: Partial<RawHit> = {}): RawHit {
  return {
    objectID: url,
    url,
    type: 'lvl2',
    hierarchy: { lvl0: 'Docs', lvl1: label, lvl2: sub },
    _snippetResult: { hierarchy: { lvl1: { value: m(label), matchLevel: 'full' }, lvl2: { value: m(sub), matchLevel: 'full' } } },
    ...extra,
  };
}

/** A backend answering from a table; records every query. */
function fakeBackend(table: Record<string, RawHit[]> | ((q: string) => Promise<RawHit[]>)): SearchBackend & { queries: string[] } {
  const queries: string[] = [];
  return {
    provider: 'Fake engine',
    queries,
    prepare: async () => {},
    search: async (q) => {
      queries.push(q);
      return typeof table === 'function' ? table(q) : (table[q] ?? []);
    },
  };
}

const HITS = {
  signal: [
    hit('/signals', 'Signals', 'Create a signal'),
    hit('/signals/computed#computed', 'Signals', 'Computed'),
    hit('/signals/effects#effects', 'Signals', 'Effects'),
  ],
};

async function setup(backend: SearchBackend = fakeBackend(HITS)) {
  const wrapper = await fixture<HTMLDivElement>(html`
    <div>
      <button id="opener">Search</button>
      <docs-search-dialog .backend=${backend}></docs-search-dialog>
    </div>
  `);
  const dialog = wrapper.querySelector('docs-search-dialog')!;
  const opener = wrapper.querySelector<HTMLButtonElement>('#opener')!;
  const root = dialog.shadowRoot!;
  const input = () => root.querySelector('input')!;
  const options = () => [...root.querySelectorAll<HTMLElement>('[role="option"]')];
  const text = () => root.querySelector('dialog')!.textContent!.replace(/\s+/g, ' ');
  const open = async () => {
    opener.focus();
    await dialog.show();
  };
  const type = async (query: string) => {
    input().focus();
    await sendKeys({ type: query });
  };
  const waitForOptions = (count: number) =>
    waitUntil(() => options().length === count, `expected ${count} options, got ${options().length}`, { timeout: 2000 });
  return { dialog, opener, root, input, options, text, open, type, waitForOptions };
}

const activeId = (input: HTMLInputElement) => input.getAttribute('aria-activedescendant');

describe('docs-search-dialog', () => {
  beforeEach(() => {
    localStorage.removeItem(HISTORY_STORAGE_KEY);
    sessionStorage.removeItem(FILTER_STORAGE_KEY);
  });
  afterEach(() => {
    for (const d of document.querySelectorAll('docs-search-dialog')) d.close();
    localStorage.removeItem(HISTORY_STORAGE_KEY);
    sessionStorage.removeItem(FILTER_STORAGE_KEY);
  });

  it('is registered under its tag', () => {
    expect(customElements.get('docs-search-dialog')).to.equal(DocsSearchDialog);
  });

  it('opens as a modal with the field focused, the empty state, key hints and the provider credit', async () => {
    const { dialog, root, input, text, open } = await setup();
    expect(dialog.open).to.equal(false);
    await open();
    const native = root.querySelector('dialog')!;
    expect(native.open).to.equal(true);
    expect(native.matches(':modal')).to.equal(true);
    expect(root.activeElement).to.equal(input());
    expect(input().placeholder).to.equal('Search docs');
    expect(input().getAttribute('role')).to.equal('combobox');
    expect(input().getAttribute('aria-expanded')).to.equal('false');
    expect(input().hasAttribute('aria-controls')).to.equal(false);
    expect(root.querySelector('button[aria-label="Clear the search"]')).to.exist;
    expect(text()).to.contain('Start typing to see results');
    expect(text()).to.contain('Enter to select');
    expect(text()).to.contain('to navigate');
    expect(text()).to.contain('Esc to close');
    expect(text()).to.contain('Search by Fake engine');
  });

  it('searches after the debounce and lists results as listbox options with <mark> highlights', async () => {
    const backend = fakeBackend(HITS);
    const { root, input, options, open, type, waitForOptions } = await setup(backend);
    await open();
    await type('signal');
    // Debounced: one search for the whole word, not one per keystroke.
    await waitForOptions(3);
    expect(backend.queries).to.deep.equal(['signal']);
    expect(root.querySelector('[role="listbox"]')!.id).to.equal(input().getAttribute('aria-controls'));
    expect(input().getAttribute('aria-expanded')).to.equal('true');
    expect(options()[0].querySelector('.label mark')!.textContent).to.equal('Signals');
    expect(options()[0].querySelector('.section')!.textContent!.trim()).to.equal('› Create a signal');
    expect(options()[0].querySelector('.section mark')!.textContent).to.equal('Create a signal');
    expect(options()[0].querySelector('.category')!.textContent).to.equal('Docs');
    expect(root.querySelector('[role="status"]')!.textContent).to.equal('3 results');
  });

  it('lists one option per page: the page title, the section the result opens under it, then the matching text', async () => {
    const backend = fakeBackend({
      pipe: [
        {
          objectID: 'p1',
          url: '/guide/pipes#write-a-custom-pipe',
          type: 'content',
          content: 'A custom pipe is a class with a transform method.',
          hierarchy: { lvl0: 'Docs', lvl1: 'Pipes', lvl2: 'Write a custom pipe' },
          _snippetResult: {
            hierarchy: { lvl1: { value: m('Pipes'), matchLevel: 'full' }, lvl2: { value: `Write a custom ${m('pipe')}`, matchLevel: 'full' } },
            content: { value: `A custom ${m('pipe')} is a class…`, matchLevel: 'full' },
          },
        },
        // Another hit of the same page: no second option.
        hit('/guide/pipes#use-a-pipe', 'Pipes', 'Use a pipe'),
        // A page hit: no section line.
        { ...hit('/api/core/Pipe', 'Pipe', ''), type: 'lvl1', hierarchy: { lvl0: 'Reference', lvl1: 'Pipe' } },
      ],
    });
    const { options, open, type, waitForOptions } = await setup(backend);
    await open();
    await type('pipe');
    await waitForOptions(2);
    const [guide, api] = options();
    expect(guide.dataset.url).to.equal('/guide/pipes#write-a-custom-pipe');
    expect(guide.querySelector('.label')!.textContent).to.equal('Pipes');
    expect(guide.querySelector('.section')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('› Write a custom pipe');
    expect(guide.querySelector('.section mark')!.textContent).to.equal('pipe');
    expect(guide.querySelector('.section-mark')!.getAttribute('aria-hidden')).to.equal('true');
    expect(guide.querySelector('.sublabel')!.textContent).to.equal('A custom pipe is a class…');
    expect(api.dataset.url).to.equal('/api/core/Pipe');
    expect(api.querySelector('.section')).to.equal(null);
    expect(api.querySelector('.category')!.textContent).to.equal('@angular/core');
  });

  it('moves the active option with the arrow keys, wrapping at both ends', async () => {
    const { input, options, open, type, waitForOptions } = await setup();
    await open();
    await type('signal');
    await waitForOptions(3);
    expect(activeId(input())).to.equal(options()[0].id);
    await sendKeys({ press: 'ArrowDown' });
    expect(activeId(input())).to.equal(options()[1].id);
    expect(options()[1].getAttribute('aria-selected')).to.equal('true');
    expect(options()[0].getAttribute('aria-selected')).to.equal('false');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(activeId(input())).to.equal(options()[0].id, 'wraps from the last to the first');
    await sendKeys({ press: 'ArrowUp' });
    expect(activeId(input())).to.equal(options()[2].id, 'wraps from the first to the last');
  });

  it('Enter opens the active result: a cancelable navigate event, the dialog closes, history records it without highlights', async () => {
    const { dialog, root, open, type, waitForOptions, opener } = await setup();
    await open();
    await type('signal');
    await waitForOptions(3);
    await sendKeys({ press: 'ArrowDown' });
    const navigated = oneEvent(dialog, 'docs-search-navigate');
    dialog.addEventListener('docs-search-navigate', (e) => e.preventDefault(), { once: true });
    await sendKeys({ press: 'Enter' });
    const event = (await navigated) as unknown as DocsSearchNavigateEvent;
    expect(event.url).to.equal('/signals/computed#computed');
    expect(event.cancelable).to.equal(true);
    await waitUntil(() => !root.querySelector('dialog')!.open);
    expect(dialog.open).to.equal(false);
    expect(document.activeElement).to.equal(opener, 'focus returns to the opener');
    const stored = JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY)!);
    expect(stored).to.have.length(1);
    expect(stored[0]).to.include({ url: '/signals/computed#computed', labelHtml: 'Signals', subLabelHtml: 'Computed', isFavorite: false });
    // The query is cleared by the navigation: reopening shows the history with the item.
    await dialog.show();
    expect(root.querySelector('input')!.value).to.equal('');
    expect(root.querySelector('#history-recent [role="option"]')!.getAttribute('data-url')).to.equal('/signals/computed#computed');
  });

  it('reopening keeps the previous query, selected, and its results', async () => {
    const { dialog, input, open, type, waitForOptions, options } = await setup();
    await open();
    await type('signal');
    await waitForOptions(3);
    dialog.close();
    await open();
    expect(input().value).to.equal('signal');
    expect(input().selectionStart).to.equal(0);
    expect(input().selectionEnd).to.equal(6);
    expect(options()).to.have.length(3);
  });

  it('Escape closes the dialog and focus returns to the opener', async () => {
    const { dialog, root, opener, open } = await setup();
    await open();
    const closed = oneEvent(dialog, 'docs-search-close');
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(root.querySelector('dialog')!.open).to.equal(false);
    expect(document.activeElement).to.equal(opener);
  });

  it('a press on the backdrop closes the dialog; a press inside it does not', async () => {
    const { dialog, root, input, open } = await setup();
    await open();
    const box = root.querySelector('dialog')!.getBoundingClientRect();
    const inputBox = input().getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(inputBox.left + 5), Math.round(inputBox.top + 5)] });
    expect(dialog.open).to.equal(true);
    const closed = oneEvent(dialog, 'docs-search-close');
    // Below the dialog: the ::backdrop, whose presses land on the <dialog> element itself.
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.min(window.innerHeight - 2, Math.round(box.bottom + 20))] });
    await closed;
    expect(root.querySelector('dialog')!.open).to.equal(false);
    await resetMouse();
  });

  it('a drag from the field onto the backdrop (selecting text) does not close the dialog', async () => {
    const { dialog, root, input, open, type } = await setup();
    await open();
    await type('signal');
    const box = root.querySelector('dialog')!.getBoundingClientRect();
    const inputBox = input().getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(inputBox.left + 5), Math.round(inputBox.top + inputBox.height / 2)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.min(window.innerHeight - 2, Math.round(box.bottom + 20))] });
    await sendMouse({ type: 'up' });
    expect(dialog.open).to.equal(true);
    await resetMouse();
  });

  it('keeps its state private: no reactive state in the public surface', () => {
    const dialog = document.createElement('docs-search-dialog');
    const names = Object.keys(dialog).concat(Object.getOwnPropertyNames(Object.getPrototypeOf(dialog)));
    expect(names.filter((name) => /^_[a-z]/i.test(name))).to.deep.equal([]); // Lit's own start with '_$'
    expect(Object.keys((customElements.get('docs-search-dialog') as unknown as { properties: object }).properties).sort()).to.deep.equal([
      'backend',
      'siteOrigin',
    ]);
  });

  it("shows 'No results found' for a query without hits, and no message at all when the backend fails", async () => {
    const failing = fakeBackend(async (q) => {
      if (q === 'boom') throw new Error('Unreachable hosts');
      return [];
    });
    const { root, text, open, type, input } = await setup(failing);
    await open();
    await type('nothing');
    await waitUntil(() => text().includes('No results found'), 'no results message');
    // Once in the dialog (read once): the live region is the message itself.
    expect(text().split('No results found')).to.have.length(2);
    expect(root.querySelector('[role="status"]')!.textContent).to.equal('No results found');
    expect(root.querySelector('[part~="empty"]')).to.equal(root.querySelector('[role="status"]'));
    input().select();
    await type('boom');
    await waitUntil(() => failing.queries.includes('boom'));
    await new Promise((r) => setTimeout(r, 50));
    expect(text()).not.to.contain('No results found');
    expect(text()).not.to.match(/error|unreachable/i);
    expect(root.querySelectorAll('[role="option"]')).to.have.length(0);
  });

  it('the clear button empties the field and keeps focus in it', async () => {
    const { root, input, open, type, text } = await setup();
    await open();
    await type('signal');
    const clear = root.querySelector<HTMLButtonElement>('button[aria-label="Clear the search"]')!;
    clear.click();
    await (root.host as DocsSearchDialog).updateComplete;
    expect(input().value).to.equal('');
    expect(root.activeElement).to.equal(input());
    expect(text()).to.contain('Start typing to see results');
  });

  it('with an empty query shows the history: recent items can become favourites, both can be removed', async () => {
    const now = Date.now();
    localStorage.setItem(
      HISTORY_STORAGE_KEY,
      JSON.stringify([
        { id: 'a', labelHtml: 'Signals', subLabelHtml: 'Effects', url: '/signals#effects', isFavorite: false, createdAt: now - 1000 },
        { id: 'b', labelHtml: 'Templates', subLabelHtml: null, url: '/templates', isFavorite: false, createdAt: now },
      ]),
    );
    const { root, text, open, options, input } = await setup();
    await open();
    expect(text()).to.contain('Recent');
    expect(options().map((o) => o.dataset.url)).to.deep.equal(['/templates', '/signals#effects'], 'newest first');
    expect(input().getAttribute('aria-controls')).to.equal('history-recent', 'only lists that exist');
    await sendKeys({ press: 'ArrowDown' });
    expect(activeId(input())).to.equal(options()[1].id);

    root.querySelector<HTMLButtonElement>('button[aria-label="Add Signals to favorites"]')!.click();
    await (root.host as DocsSearchDialog).updateComplete;
    expect(text()).to.contain('Favorites');
    expect(root.querySelector('#history-favorites [role="option"]')!.getAttribute('data-url')).to.equal('/signals#effects');
    expect(JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY)!).find((i: { id: string }) => i.id === 'a').isFavorite).to.equal(true);

    root.querySelector<HTMLButtonElement>('button[aria-label="Remove Signals from history"]')!.click();
    root.querySelector<HTMLButtonElement>('button[aria-label="Remove Templates from history"]')!.click();
    await (root.host as DocsSearchDialog).updateComplete;
    expect(options()).to.have.length(0);
    expect(text()).to.contain('Start typing to see results');
    expect(JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY)!)).to.deep.equal([]);
  });

  it('Enter on a history item opens it', async () => {
    localStorage.setItem(
      HISTORY_STORAGE_KEY,
      JSON.stringify([{ id: 'b', labelHtml: 'Templates', subLabelHtml: null, url: '/templates', isFavorite: false, createdAt: 1 }]),
    );
    const { dialog, open } = await setup();
    await open();
    dialog.addEventListener('docs-search-navigate', (e) => e.preventDefault(), { once: true });
    const navigated = oneEvent(dialog, 'docs-search-navigate');
    await sendKeys({ press: 'Enter' });
    expect(((await navigated) as unknown as DocsSearchNavigateEvent).url).to.equal('/templates');
  });

  it('treats stored history that cannot be parsed as empty', async () => {
    localStorage.setItem(HISTORY_STORAGE_KEY, '{not json');
    const { text, open, dialog } = await setup();
    await open();
    expect(dialog.historyItems).to.deep.equal([]);
    expect(text()).to.contain('Start typing to see results');
  });

  it('renders hostile records and queries as text: no script runs, no element is injected, unsafe URLs are dropped', async () => {
    const w = window as unknown as { __pwned?: number };
    w.__pwned = 0;
    const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';
    const hostile: RawHit[] = [
      {
        objectID: '1',
        url: '/safe#x',
        type: 'content',
        content: evil,
        hierarchy: { lvl0: `<i>Docs</i>${evil}`, lvl1: evil, lvl2: '<a href="javascript:alert(1)">x</a>' },
        _snippetResult: {
          hierarchy: { lvl1: { value: `${m('<img src=y onerror="window.__pwned=3">')}${evil}`, matchLevel: 'full' } },
          content: { value: `${m(evil)} and ${PRE}<svg onload="window.__pwned=4">`, matchLevel: 'full' },
        },
      },
      hit('javascript:window.__pwned=5', 'Bad', 'url'),
      hit('//evil.example/x', 'Bad', 'protocol-relative'),
      hit('data:text/html,<script>1</script>', 'Bad', 'data'),
    ];
    const backend = fakeBackend(async () => hostile);
    const { root, open, type, options, waitForOptions } = await setup(backend);
    await open();
    await type('<img src=z onerror="window.__pwned=6">');
    await waitForOptions(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(w.__pwned).to.equal(0);
    expect(options()[0].dataset.url).to.equal('/safe#x');
    // Only our own markup: icons and <mark>; record text stays text.
    const tags = new Set([...root.querySelectorAll('dialog *')].map((e) => e.localName));
    for (const tag of ['img', 'script', 'b', 'i', 'a', 'iframe']) expect(tags.has(tag), `<${tag}> injected`).to.equal(false);
    expect(root.querySelectorAll('svg[onload], [onerror]')).to.have.length(0);
    expect(options()[0].querySelector('.label')!.textContent).to.contain('<img src=y onerror=');
    expect(options()[0].querySelector('.label mark')!.textContent).to.equal('<img src=y onerror="window.__pwned=3">');
    expect(options()[0].querySelector('.section')!.textContent).to.contain('<a href="javascript:alert(1)">x</a>');
  });

  describe('filters (issue 28)', () => {
    const API_HIT = hit('/api/core/signal', 'signal', 'Usage');
    const ERROR_HIT = hit('/errors/NG0600', 'NG0600', 'Writing to signals');
    /** A backend that filters and counts itself (as the local engine and Algolia do). */
    function filteringBackend() {
      const calls: [string, SearchFilter][] = [];
      const all = [...HITS.signal, API_HIT, ERROR_HIT];
      const backend: SearchBackend & { calls: typeof calls } = {
        provider: 'Fake engine',
        calls,
        prepare: async () => {},
        search: async () => all,
        searchFiltered: async (q: string, filter: SearchFilter): Promise<FilteredHits> => {
          calls.push([q, filter]);
          const hits = filter === 'all' ? all : filter === 'api' ? [API_HIT] : filter === 'errors' ? [ERROR_HIT] : [];
          return { hits, counts: { all: 14, guides: 9, tutorials: 0, api: 4, cli: 0, errors: 1 } };
        },
      };
      return backend;
    }
    const chips = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('[role="group"][aria-label="Filter results"] button')];
    const chipText = (root: ShadowRoot) =>
      chips(root).map((chip) => `${chip.textContent!.replace(/\s+/g, ' ').trim()}${chip.getAttribute('aria-pressed') === 'true' ? ' *' : ''}`);

    it('shows chips with the count of each filter once there is a query; choosing one lists that category at once', async () => {
      const backend = filteringBackend();
      const { root, open, type, options, waitForOptions } = await setup(backend);
      await open();
      expect(chips(root)).to.have.length(0); // no query: the history, no chips
      await type('signal');
      await waitForOptions(5);
      expect(chipText(root)).to.deep.equal(['All 14 *', 'Guides 9', 'Tutorials 0', 'API 4', 'CLI 0', 'Errors 1']);
      expect(backend.calls).to.deep.equal([['signal', 'all']]);
      chips(root)[3].click();
      // No debounce: the chip answers at once.
      await waitForOptions(1);
      expect(backend.calls).to.deep.equal([
        ['signal', 'all'],
        ['signal', 'api'],
      ]);
      expect(options()[0].dataset.url).to.equal('/api/core/signal');
      expect(chipText(root)[3]).to.equal('API 4 *');
      expect(root.querySelector('[role="status"]')!.textContent).to.equal('1 result');
      expect(sessionStorage.getItem(FILTER_STORAGE_KEY)).to.equal('api');
    });

    it('is reachable with the keyboard: Tab from the field to the chips, Space or Enter chooses', async () => {
      const backend = filteringBackend();
      const { root, open, type, waitForOptions } = await setup(backend);
      await open();
      await type('signal');
      await waitForOptions(5);
      await sendKeys({ press: 'Tab' }); // the clear button
      await sendKeys({ press: 'Tab' });
      expect(root.activeElement).to.equal(chips(root)[0]);
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      expect(root.activeElement).to.equal(chips(root)[4]);
      await sendKeys({ press: 'Tab' });
      expect(root.activeElement!.textContent).to.contain('Errors');
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => backend.calls.some(([, filter]) => filter === 'errors'), 'errors searched');
      await sendKeys({ press: 'Shift+Tab' });
      await sendKeys({ press: 'Space' });
      await waitUntil(() => backend.calls.some(([, filter]) => filter === 'cli'), 'cli searched');
      expect(root.activeElement).to.equal(chips(root)[4]);
      expect(chips(root)[4].getAttribute('aria-pressed')).to.equal('true');
    });

    it('is remembered for the session: a dialog opened later starts with it; All forgets it', async () => {
      sessionStorage.setItem(FILTER_STORAGE_KEY, 'errors');
      const backend = filteringBackend();
      const { root, dialog, open, type, options, waitForOptions } = await setup(backend);
      await open();
      expect(dialog.filter).to.equal('errors');
      await type('signal');
      await waitForOptions(1);
      expect(options()[0].dataset.url).to.equal('/errors/NG0600');
      expect(backend.calls).to.deep.equal([['signal', 'errors']]);
      chips(root)[0].click();
      await waitForOptions(5);
      expect(sessionStorage.getItem(FILTER_STORAGE_KEY)).to.equal(null);
      // A stored value that is not a filter is ignored.
      sessionStorage.setItem(FILTER_STORAGE_KEY, '__proto__');
      const other = await setup(filteringBackend());
      await other.open();
      expect(other.dialog.filter).to.equal('all');
    });

    it('filters and counts the hits itself for a backend without searchFiltered', async () => {
      const backend = fakeBackend({ signal: [...HITS.signal, API_HIT, ERROR_HIT] });
      const { root, open, type, options, waitForOptions } = await setup(backend);
      await open();
      await type('signal');
      await waitForOptions(5);
      // Pages, not hits: the three 'Signals' hits are one page each here (three URLs), plus API and errors.
      expect(chipText(root)).to.deep.equal(['All 5 *', 'Guides 3', 'Tutorials 0', 'API 1', 'CLI 0', 'Errors 1']);
      chips(root)[5].click();
      await waitForOptions(1);
      expect(options()[0].dataset.url).to.equal('/errors/NG0600');
    });
  });

  describe('typing before the dialog is ready (issue 31)', () => {
    it('show(typed) puts what was typed in the field, replacing the selected previous query, and searches it', async () => {
      const backend = fakeBackend({ inject: [hit('/api/core/inject', 'inject', 'Usage')], signal: HITS.signal });
      const { dialog, root, input, open, type, waitForOptions } = await setup(backend);
      await open();
      await type('signal');
      await waitForOptions(3);
      dialog.close();
      await dialog.show('inject');
      expect(input().value).to.equal('inject');
      expect(root.activeElement).to.equal(input());
      await waitForOptions(1);
      expect(backend.queries).to.deep.equal(['signal', 'inject']);
      // Typing goes on after the kept text.
      await sendKeys({ type: 'X' });
      expect(input().value).to.equal('injectX');
    });

    it('keeps the keys typed on the page while the dialog loads, Backspace included; shortcuts pass through', async () => {
      const field = await fixture<HTMLInputElement>(html`<input aria-label="page field" />`);
      field.focus();
      const seen: string[] = [];
      const onKey = (event: KeyboardEvent) => seen.push(event.key);
      document.addEventListener('keydown', onKey);
      const keys = bufferKeystrokes();
      await sendKeys({ type: 'injectt' });
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ press: 'Control+a' });
      const typed = keys.stop();
      await sendKeys({ type: 'z' });
      document.removeEventListener('keydown', onKey);
      expect(typed).to.equal('inject');
      // Nothing reached the page while buffering (but the shortcut), and typing works again after.
      expect(field.value).to.equal('z');
      expect(seen).to.deep.equal(['Control', 'a', 'z']);
    });
  });

  describe('a stalled index request (issue 26)', () => {
    const record = (url: string, title: string): SearchRecord => ({
      objectID: url,
      url,
      url_without_anchor: url,
      type: 'lvl1',
      hierarchy: { lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: null,
      weight: { level: 1, position: 0, pageRank: 1 },
    });
    const shards = localIndexShards([record('/guide/signals', 'Signals'), record('/guide/pipes', 'Pipes')]);

    it('gives up on the request, shows no error, and a later query requests the index again and lists results', async () => {
      let stall = true;
      const requested: string[] = [];
      const fetch = ((input: string) => {
        requested.push(String(input));
        if (stall) return new Promise<Response>(() => {}); // the server never answers
        const name = String(input).split('/').pop();
        return Promise.resolve(Response.json(name === 'headings.json' ? shards.headings : shards.content));
      }) as typeof globalThis.fetch;
      const backend = createLocalBackend({ baseUrl: '/s/', fetch, worker: false, idleTimeoutMs: 400 });
      const { text, input, open, type, options, waitForOptions } = await setup(backend);
      await open();
      await type('signals');
      await new Promise((r) => setTimeout(r, 1000)); // debounce, then the 400 ms limit
      expect(options()).to.have.length(0);
      expect(text()).not.to.contain('No results found');
      expect(text()).not.to.match(/error|stalled/i); // no chips either: the search has not answered
      // The network is back: the next query loads the index again.
      stall = false;
      input().select();
      await type('pipes');
      await waitForOptions(1);
      expect(options()[0].dataset.url).to.equal('/guide/pipes');
      expect(requested.filter((url) => url.endsWith('headings.json'))).to.have.length(2);
    });
  });
});
