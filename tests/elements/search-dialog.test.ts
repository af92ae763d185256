import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/search-dialog/define.ts';
import { DocsSearchDialog, DocsSearchNavigateEvent, type RawHit, type SearchBackend } from '../../elements/index.ts';
import { HIGHLIGHT_POST as POST, HIGHLIGHT_PRE as PRE } from '../../elements/search-dialog/highlight.ts';
import { HISTORY_STORAGE_KEY } from '../../elements/search-dialog/history.ts';

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
  beforeEach(() => localStorage.removeItem(HISTORY_STORAGE_KEY));
  afterEach(() => {
    for (const d of document.querySelectorAll('docs-search-dialog')) d.close();
    localStorage.removeItem(HISTORY_STORAGE_KEY);
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
});
