import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/table-of-contents/define.ts';
import { DocsTableOfContents, DocsTocChangeEvent } from '../../elements/index.ts';
import { clearHash, frames, scrollElementToTop, scrollWindowTo, scrollWindowToBottom } from './helpers.ts';

let counter = 0;
const uniqueId = (): string => `content-${++counter}`;

function links(toc: DocsTableOfContents): HTMLAnchorElement[] {
  return [...toc.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a')];
}

function backToTop(toc: DocsTableOfContents): HTMLButtonElement {
  return toc.shadowRoot!.querySelector<HTMLButtonElement>('button')!;
}

function currentIds(toc: DocsTableOfContents): string[] {
  return links(toc)
    .filter((link) => link.getAttribute('aria-current') === 'location')
    .map((link) => link.getAttribute('href')!.slice(1));
}

/** The single link marked current (fails when there are none or several). */
function currentId(toc: DocsTableOfContents): string | undefined {
  const ids = currentIds(toc);
  return ids.length === 1 ? ids[0] : undefined;
}

/** A short, serialisable description of an element (comparing elements themselves makes failures unreadable). */
function label(element: Element | null): string {
  return element ? `<${element.localName}${element.id ? `#${element.id}` : ''}>${element.textContent?.trim().slice(0, 30)}` : 'nothing';
}

function focusLabel(): string {
  return label(document.activeElement);
}

async function waitForCurrent(toc: DocsTableOfContents, id: string): Promise<void> {
  await waitUntil(() => currentId(toc) === id, `expected "${id}" to be the current item, got ${JSON.stringify(currentIds(toc))}`, { timeout: 2000 });
}

/** A TOC and, after it, a container of tall sections: s1…s5 (h2, h3, h2, h3, h2). */
async function tallPage(options: { offset?: number } = {}) {
  const id = uniqueId();
  const section = (tag: 'h2' | 'h3', n: number, height: number) => {
    const heading = document.createElement(tag);
    heading.id = `s${n}`;
    heading.textContent = `Section ${n}`;
    const body = document.createElement('div');
    body.style.height = `${height}px`;
    return [heading, body];
  };
  const wrapper = await fixture<HTMLDivElement>(html`
    <div>
      <h1>Tall page</h1>
      <docs-table-of-contents for=${id} .offset=${options.offset ?? 0}></docs-table-of-contents>
      <div id=${id}></div>
    </div>
  `);
  const container = wrapper.querySelector<HTMLDivElement>(`#${id}`)!;
  // The last section is short, so its heading can never reach the top of the viewport.
  const heights = [900, 900, 900, 900, 100];
  const tags = ['h2', 'h3', 'h2', 'h3', 'h2'] as const;
  container.append(...heights.flatMap((height, i) => section(tags[i], i + 1, height)));
  const toc = wrapper.querySelector('docs-table-of-contents')!;
  await waitUntil(() => toc.items.length === 5, 'items of the tall page');
  await toc.updateComplete;
  const heading = (n: number) => container.querySelector<HTMLElement>(`#s${n}`)!;
  return { toc, container, heading, wrapper };
}

describe('docs-table-of-contents', () => {
  afterEach(() => {
    scrollWindowTo(0);
    clearHash();
  });

  it('is registered under its tag and is a DocsTableOfContents', () => {
    expect(customElements.get('docs-table-of-contents')).to.equal(DocsTableOfContents);
    expect(document.createElement('docs-table-of-contents')).to.be.instanceOf(DocsTableOfContents);
  });

  it('lists h2 and h3 with an id, in order, and skips everything else', async () => {
    const id = uniqueId();
    const wrapper = await fixture<HTMLDivElement>(html`
      <div>
        <docs-table-of-contents for=${id}></docs-table-of-contents>
        <article id=${id}>
          <h1 id="page">Page</h1>
          <h2 id="intro">Intro <code>inject()</code> <em>and</em> more</h2>
          <p>Text</p>
          <h3 id="sub">Sub <button>Copy link to heading</button><span aria-hidden="true">#</span></h3>
          <h2>No id</h2>
          <h2 id="">Empty id</h2>
          <h4 id="deep">Too deep</h4>
          <docs-code-example><h2 id="in-example">In an example</h2></docs-code-example>
          <section class="docs-toc-skip"><h3 id="flagged">Flagged</h3></section>
          <h2 id="self-flagged" class="docs-toc-skip">Self flagged</h2>
          <h3 id="last">Last heading</h3>
        </article>
      </div>
    `);
    const toc = wrapper.querySelector('docs-table-of-contents')!;
    await toc.updateComplete;

    expect(toc.items).to.deep.equal([
      { id: 'intro', level: 'h2', title: 'Intro inject() and more' },
      { id: 'sub', level: 'h3', title: 'Sub' },
      { id: 'last', level: 'h3', title: 'Last heading' },
    ]);
    const rendered = links(toc);
    expect(rendered.map((a) => a.getAttribute('href'))).to.deep.equal(['#intro', '#sub', '#last']);
    expect(rendered.map((a) => a.textContent)).to.deep.equal(['Intro inject() and more', 'Sub', 'Last heading']);
    // Titles are text only: no markup copied from the headings.
    expect(rendered.every((a) => a.children.length === 0)).to.equal(true);
    // h3 items are marked (and styled) as nested.
    const listItems = [...toc.shadowRoot!.querySelectorAll('li')];
    expect(listItems.map((li) => li.getAttribute('part'))).to.deep.equal(['item item-h2', 'item item-h3', 'item item-h3']);
    expect(getComputedStyle(rendered[1]).paddingInlineStart).to.not.equal(getComputedStyle(rendered[0]).paddingInlineStart);
  });

  it('enhances a table of contents given as markup: its links, order and titles, headings found by id', async () => {
    const id = uniqueId();
    const wrapper = await fixture<HTMLDivElement>(html`
      <div>
        <docs-table-of-contents for=${id}
          ><nav class="docs-toc" aria-label="On this page">
            <ul>
              <li><a href="#intro" data-level="h2">Introduction</a></li>
              <li><a href="#sub" data-level="h3">Sub part</a></li>
              <li><a href="#gone" data-level="h2">No such heading</a></li>
              <li><a href="#intro" data-level="h2">Repeated</a></li>
            </ul>
          </nav></docs-table-of-contents
        >
        <article id=${id}>
          <h2 id="intro">Intro as rendered</h2>
          <h3 id="sub">Sub</h3>
          <h2 id="not-listed">Not in the markup</h2>
        </article>
      </div>
    `);
    const toc = wrapper.querySelector('docs-table-of-contents')!;
    await toc.updateComplete;
    expect(toc.items).to.deep.equal([
      { id: 'intro', level: 'h2', title: 'Introduction' },
      { id: 'sub', level: 'h3', title: 'Sub part' },
    ]);
    expect(links(toc).map((a) => a.getAttribute('href'))).to.deep.equal(['#intro', '#sub']);
    expect(currentId(toc)).to.equal('intro');
    expect(toc.hidden).to.equal(false);
    // The given markup is the no-JavaScript fallback: once upgraded, only the element's own list shows.
    expect(toc.querySelector('nav')!.getClientRects().length).to.equal(0);
  });

  it('follows a new page: replaced markup gives a new list and fires docs-toc-change', async () => {
    const id = uniqueId();
    const wrapper = await fixture<HTMLDivElement>(html`
      <div>
        <docs-table-of-contents for=${id}
          ><nav><a href="#a" data-level="h2">A</a></nav></docs-table-of-contents
        >
        <div id=${id}>
          <h2 id="a">A</h2>
          <h2 id="b">B</h2>
        </div>
      </div>
    `);
    const toc = wrapper.querySelector('docs-table-of-contents')!;
    await toc.updateComplete;
    expect(toc.items.map((item) => item.id)).to.deep.equal(['a']);
    const changed = oneEvent(toc, DocsTocChangeEvent.eventName);
    toc.innerHTML = '<nav><a href="#b" data-level="h2">B</a><a href="#a" data-level="h3">A below</a></nav>';
    const event = (await changed) as unknown as DocsTocChangeEvent;
    expect(event.items.map((item) => item.id)).to.deep.equal(['b', 'a']);
    await toc.updateComplete;
    expect(links(toc).map((a) => a.textContent)).to.deep.equal(['B', 'A below']);
  });

  it('keeps only the first of repeated ids', async () => {
    const id = uniqueId();
    const wrapper = await fixture<HTMLDivElement>(html`
      <div>
        <docs-table-of-contents for=${id}></docs-table-of-contents>
        <div id=${id}>
          <h2 id="a">First</h2>
          <h2 id="a">Again</h2>
        </div>
      </div>
    `);
    const toc = wrapper.querySelector('docs-table-of-contents')!;
    expect(toc.items).to.deep.equal([{ id: 'a', level: 'h2', title: 'First' }]);
  });

  it("renders the 'On this page' title, a labelled nav and a 'Back to the top' button", async () => {
    const id = uniqueId();
    const wrapper = await fixture<HTMLDivElement>(html`
      <div>
        <docs-table-of-contents for=${id}></docs-table-of-contents>
        <div id=${id}><h2 id="one">One</h2></div>
      </div>
    `);
    const toc = wrapper.querySelector('docs-table-of-contents')!;
    await toc.updateComplete;
    const root = toc.shadowRoot!;
    const nav = root.querySelector('nav')!;
    const title = root.getElementById(nav.getAttribute('aria-labelledby')!)!;
    expect(title.textContent!.trim()).to.equal('On this page');
    expect(toc.hidden).to.equal(false);
    const button = backToTop(toc);
    expect(button.textContent!.trim()).to.equal('Back to the top');
    expect(button.type).to.equal('button');
    expect(nav.contains(button)).to.equal(true);
  });

  it('is hidden and renders nothing when there are no headings to list', async () => {
    const id = uniqueId();
    const wrapper = await fixture<HTMLDivElement>(html`
      <div>
        <docs-table-of-contents for=${id}></docs-table-of-contents>
        <div id=${id}>
          <h2>No id</h2>
          <h4 id="deep">Deep</h4>
        </div>
      </div>
    `);
    const toc = wrapper.querySelector('docs-table-of-contents')!;
    await toc.updateComplete;
    expect(toc.items).to.deep.equal([]);
    expect(toc.hasAttribute('hidden')).to.equal(true);
    expect(getComputedStyle(toc).display).to.equal('none');
    expect(toc.shadowRoot!.querySelector('nav'), 'no nav rendered').to.equal(null);
  });

  it('is hidden when `for` is empty or names no element', async () => {
    const none = await fixture<DocsTableOfContents>(html`<docs-table-of-contents></docs-table-of-contents>`);
    expect(none.hidden).to.equal(true);
    const missing = await fixture<DocsTableOfContents>(html`<docs-table-of-contents for="no-such-element"></docs-table-of-contents>`);
    expect(missing.hidden).to.equal(true);
    expect(missing.shadowRoot!.querySelector('nav')).to.equal(null);
  });

  it('rescans when the container content is replaced, and fires docs-toc-change', async () => {
    const id = uniqueId();
    const wrapper = await fixture<HTMLDivElement>(html`
      <div>
        <docs-table-of-contents for=${id}></docs-table-of-contents>
        <main id=${id}><h2 id="old">Old page</h2></main>
      </div>
    `);
    const toc = wrapper.querySelector('docs-table-of-contents')!;
    const container = wrapper.querySelector('main')!;
    expect(links(toc).map((a) => a.textContent)).to.deep.equal(['Old page']);

    const changed = oneEvent<DocsTocChangeEvent>(toc, DocsTocChangeEvent.eventName);
    container.innerHTML = '<h2 id="new-a">New A</h2><p>x</p><h3 id="new-b">New B</h3>';
    const event = await changed;
    expect(event).to.be.instanceOf(DocsTocChangeEvent);
    expect(event.items.map((item) => item.id)).to.deep.equal(['new-a', 'new-b']);
    await toc.updateComplete;
    expect(links(toc).map((a) => a.getAttribute('href'))).to.deep.equal(['#new-a', '#new-b']);
    expect(currentId(toc)).to.equal('new-a');

    // A page with no headings hides it; headings coming back show it again.
    container.innerHTML = '<p>Nothing to list</p>';
    await waitUntil(() => toc.hidden, 'hidden after the headings went away');
    container.innerHTML = '<h2 id="back">Back</h2>';
    await waitUntil(() => !toc.hidden, 'shown again');
    await toc.updateComplete;
    expect(links(toc).map((a) => a.textContent)).to.deep.equal(['Back']);
  });

  it('follows a change of `for`, picks up a container added later, and refresh() rescans', async () => {
    const first = uniqueId();
    const later = uniqueId();
    const wrapper = await fixture<HTMLDivElement>(html`
      <div>
        <docs-table-of-contents for=${first}></docs-table-of-contents>
        <div id=${first}><h2 id="f">First container</h2></div>
      </div>
    `);
    const toc = wrapper.querySelector('docs-table-of-contents')!;
    expect(toc.items.map((item) => item.id)).to.deep.equal(['f']);

    toc.for = later;
    await toc.updateComplete;
    expect(toc.hidden).to.equal(true);

    const added = document.createElement('div');
    added.id = later;
    added.innerHTML = '<h2 id="l">Later container</h2>';
    wrapper.append(added);
    await waitUntil(() => toc.items.length === 1 && toc.items[0].id === 'l', 'container added later');
    await toc.updateComplete;
    expect(toc.hidden).to.equal(false);

    // Replacing the container element itself: refresh() finds the new one.
    const replacement = document.createElement('div');
    replacement.innerHTML = '<h2 id="r">Replacement</h2>';
    added.replaceWith(replacement);
    replacement.id = later;
    toc.refresh();
    expect(toc.items.map((item) => item.id)).to.deep.equal(['r']);
  });

  it('stops observing once disconnected', async () => {
    const id = uniqueId();
    const wrapper = await fixture<HTMLDivElement>(html`
      <div>
        <docs-table-of-contents for=${id}></docs-table-of-contents>
        <div id=${id}><h2 id="a">A</h2></div>
      </div>
    `);
    const toc = wrapper.querySelector('docs-table-of-contents')!;
    const container = wrapper.querySelector<HTMLElement>(`#${id}`)!;
    toc.remove();
    let fired = false;
    toc.addEventListener(DocsTocChangeEvent.eventName, () => (fired = true));
    container.innerHTML = '<h2 id="b">B</h2>';
    await aTimeout(20);
    expect(fired).to.equal(false);
    expect(toc.items.map((item) => item.id)).to.deep.equal(['a']);
    // Connected again, it catches up.
    wrapper.prepend(toc);
    expect(toc.items.map((item) => item.id)).to.deep.equal(['b']);
  });

  it('marks the item of the heading scrolled past as current, first at the top and last at the bottom', async () => {
    const { toc, heading } = await tallPage();
    scrollWindowTo(0);
    await frames();
    await waitForCurrent(toc, 's1');

    // s3's top just above the line (5 % of the viewport): s3 is current.
    scrollElementToTop(heading(3), 5);
    await waitForCurrent(toc, 's3');
    expect(toc.activeId).to.equal('s3');
    const active = links(toc).find((a) => a.getAttribute('aria-current'))!;
    expect(active.classList.contains('active')).to.equal(true);
    expect(active.part.contains('active')).to.equal(true);
    // Not colour only: the active link is bolder and has a visible bar.
    const idle = links(toc).find((a) => !a.getAttribute('aria-current'))!;
    expect(Number(getComputedStyle(active).fontWeight)).to.be.greaterThan(Number(getComputedStyle(idle).fontWeight));
    expect(getComputedStyle(active).borderInlineStartColor).to.not.equal(getComputedStyle(idle).borderInlineStartColor);

    // s3 well below the line again: back to s2.
    scrollElementToTop(heading(3), window.innerHeight / 2);
    await waitForCurrent(toc, 's2');

    // s4 crosses: s4.
    scrollElementToTop(heading(4), 0);
    await waitForCurrent(toc, 's4');

    // At the very bottom the last item is current even though its heading never reaches the line.
    scrollWindowToBottom();
    await waitForCurrent(toc, 's5');
    expect(heading(5).getBoundingClientRect().top).to.be.greaterThan(window.innerHeight * 0.05);

    scrollWindowTo(0);
    await waitForCurrent(toc, 's1');
  });

  it('uses `offset` as the activation line when it is lower than 5 % of the viewport', async () => {
    const { toc, heading } = await tallPage({ offset: 200 });
    scrollElementToTop(heading(3), 150);
    await waitForCurrent(toc, 's3');

    toc.offset = 0;
    await waitForCurrent(toc, 's2');
  });

  it('measures again when the viewport is resized', async () => {
    const { toc, heading } = await tallPage();
    await setViewport({ width: 800, height: 600 });
    // s3 sits 25 px down: above the 30 px line of a 600 px viewport…
    scrollElementToTop(heading(3), 25);
    await waitForCurrent(toc, 's3');
    try {
      // …but below the 20 px line of a 400 px one.
      await setViewport({ width: 800, height: 400 });
      await waitForCurrent(toc, 's2');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('marks a clicked item current at once and lets the browser navigate to it', async () => {
    const { toc, heading } = await tallPage();
    await waitForCurrent(toc, 's1');
    const link = links(toc)[2];
    let prevented = true;
    toc.shadowRoot!.addEventListener('click', (event) => queueMicrotask(() => (prevented = event.defaultPrevented)));
    link.click();
    await toc.updateComplete;
    expect(currentId(toc)).to.equal('s3');
    expect(location.hash).to.equal('#s3');
    expect(prevented).to.equal(false);
    await frames();
    expect(Math.abs(heading(3).getBoundingClientRect().top)).to.be.lessThan(2);
    expect(currentId(toc)).to.equal('s3');
  });

  it('keeps a clicked item current when its heading cannot reach the top, until the reader scrolls', async () => {
    const id = uniqueId();
    const wrapper = await fixture<HTMLDivElement>(html`
      <div>
        <docs-table-of-contents for=${id}></docs-table-of-contents>
        <div id=${id}>
          <h2 id="t1">One</h2>
          <div style="height: 1500px"></div>
          <h2 id="t2">Two</h2>
          <div style="height: 50px"></div>
          <h2 id="t3">Three</h2>
          <div style="height: 50px"></div>
        </div>
      </div>
    `);
    const toc = wrapper.querySelector('docs-table-of-contents')!;
    await toc.updateComplete;
    links(toc)[1].click();
    await toc.updateComplete;
    expect(currentId(toc)).to.equal('t2');
    // The jump ends at the bottom of the page, where the last item would otherwise win.
    await aTimeout(400);
    expect(window.scrollY + window.innerHeight).to.be.greaterThanOrEqual(document.documentElement.scrollHeight - 1);
    expect(currentId(toc)).to.equal('t2');
    // The reader scrolls: the spy takes over again.
    scrollWindowTo(0);
    await waitForCurrent(toc, 't1');
  });

  describe('Back to the top', () => {
    afterEach(async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
    });

    it('scrolls to the top, focuses the h1, clears the hash and keeps the query', async () => {
      const { toc, heading, wrapper } = await tallPage();
      const h1 = wrapper.querySelector('h1')!;
      expect(h1.hasAttribute('tabindex')).to.equal(false);
      const search = location.search;
      links(toc)[3].click();
      await frames();
      expect(location.hash).to.equal('#s4');
      expect(window.scrollY).to.be.greaterThan(0);
      expect(heading(4).getBoundingClientRect().top).to.be.lessThan(2);

      backToTop(toc).click();
      await waitUntil(() => window.scrollY === 0, 'scrolled to the top', { timeout: 3000 });
      expect(focusLabel(), 'focused element').to.equal(label(h1));
      expect(h1.getAttribute('tabindex')).to.equal('-1');
      expect(location.hash).to.equal('');
      expect(location.search).to.equal(search);
      await waitForCurrent(toc, 's1');
    });

    it("keeps an h1's own tabindex", async () => {
      const id = uniqueId();
      const wrapper = await fixture<HTMLDivElement>(html`
        <div>
          <h1 tabindex="0">Title</h1>
          <docs-table-of-contents for=${id}></docs-table-of-contents>
          <div id=${id}><h2 id="a">A</h2></div>
        </div>
      `);
      const toc = wrapper.querySelector('docs-table-of-contents')!;
      await toc.updateComplete;
      backToTop(toc).click();
      const h1 = wrapper.querySelector('h1')!;
      expect(focusLabel(), 'focused element').to.equal(label(h1));
      expect(h1.getAttribute('tabindex')).to.equal('0');
    });

    it('scrolls smoothly, or instantly when the reader prefers reduced motion', async () => {
      const { toc } = await tallPage();
      const calls: ScrollToOptions[] = [];
      const original = window.scrollTo;
      window.scrollTo = function (this: Window, ...args: unknown[]) {
        if (typeof args[0] === 'object' && args[0] !== null) calls.push(args[0] as ScrollToOptions);
        return (original as (...a: unknown[]) => void).apply(this, args);
      } as typeof window.scrollTo;
      try {
        backToTop(toc).click();
        await emulateMedia({ reducedMotion: 'reduce' });
        scrollWindowToBottom();
        backToTop(toc).click();
        expect(window.scrollY).to.equal(0);
      } finally {
        window.scrollTo = original;
      }
      expect(calls.filter((c) => c.top === 0).map((c) => c.behavior)).to.deep.equal(['smooth', 'auto']);
    });
  });

  it('is reachable with Tab: every link in order, then the button, with a visible focus style', async () => {
    const id = uniqueId();
    const wrapper = await fixture<HTMLDivElement>(html`
      <div>
        <button id="before">Before</button>
        <docs-table-of-contents for=${id}></docs-table-of-contents>
        <div id=${id}>
          <h2 id="a">A</h2>
          <h3 id="b">B</h3>
          <h2 id="c">C</h2>
        </div>
        <button id="after">After</button>
      </div>
    `);
    const toc = wrapper.querySelector('docs-table-of-contents')!;
    await toc.updateComplete;
    wrapper.querySelector<HTMLButtonElement>('#before')!.focus();

    const reached: string[] = [];
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      const inner = document.activeElement === toc ? toc.shadowRoot!.activeElement : null;
      if (inner) {
        reached.push(inner.localName === 'a' ? inner.getAttribute('href')! : inner.textContent!.trim());
        expect(getComputedStyle(inner).outlineStyle, `focus style of ${reached.at(-1)}`).to.equal('solid');
      } else {
        reached.push(`#${(document.activeElement as HTMLElement).id}`);
      }
    }
    expect(reached).to.deep.equal(['#a', '#b', '#c', 'Back to the top', '#after']);
  });

  it('is accessible', async () => {
    const { toc } = await tallPage();
    await frames();
    await expect(toc).to.be.accessible();
  });
});
