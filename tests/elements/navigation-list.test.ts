import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../elements/navigation-list/define.ts';
import { DocsNavigateEvent, DocsNavigationList, type NavListItem } from '../../elements/index.ts';

const tree: NavListItem[] = [
  {
    label: 'Introduction',
    level: 1,
    children: [
      { label: 'What is it?', path: 'overview', level: 2 },
      {
        label: 'Essentials',
        level: 2,
        status: 'new',
        children: [
          { label: 'Overview', path: 'essentials', level: 3 },
          { label: 'Signals', path: 'essentials/signals', level: 3, status: 'updated' },
        ],
      },
      { label: 'Blog', path: 'https://blog.example.com', isExternal: true, level: 2 },
    ],
  },
  {
    label: 'Guides',
    level: 1,
    children: [
      { label: 'Routing', path: 'guide/routing', level: 2 },
      { label: 'Forms', path: 'guide/forms', level: 2, category: 'Input' },
      { label: 'Misc', path: 'guide/misc', level: 2 },
      { label: 'HTTP', path: 'guide/http', level: 2, category: 'Data' },
      {
        label: 'Empty group',
        level: 2,
        children: [{ label: 'Group inside', level: 3, children: [] }],
      },
    ],
  },
];

async function mount(activePath = 'overview', displayDepth?: number) {
  const list = await fixture<DocsNavigationList>(
    html`<docs-navigation-list .items=${tree} active-path=${activePath} display-depth=${displayDepth ?? 2}></docs-navigation-list>`,
  );
  await list.updateComplete;
  return list;
}

const root = (list: DocsNavigationList) => list.shadowRoot!;
const toggle = (list: DocsNavigationList, label: string) =>
  [...root(list).querySelectorAll<HTMLButtonElement>('button.toggle')].find((b) => b.textContent!.trim().startsWith(label))!;
const panels = (list: DocsNavigationList) => [...root(list).querySelectorAll<HTMLElement>('.panel')];
const back = (list: DocsNavigationList) => [...root(list).querySelectorAll<HTMLButtonElement>('button.back')].at(-1)!;
const link = (list: DocsNavigationList, label: string) =>
  [...root(list).querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent!.trim().startsWith(label));

describe('docs-navigation-list', () => {
  it('is registered', () => {
    expect(customElements.get('docs-navigation-list')).to.equal(DocsNavigationList);
  });

  it('shows two levels by default, deeper levels behind collapsed toggles', async () => {
    const list = await mount();
    expect(link(list, 'What is it?')!.getAttribute('href')).to.equal('/overview');
    expect(link(list, 'What is it?')!.getAttribute('aria-current')).to.equal('page');
    const essentials = toggle(list, 'Essentials');
    expect(essentials.getAttribute('aria-expanded')).to.equal('false');
    expect(essentials.hasAttribute('aria-controls')).to.equal(false);
    expect(link(list, 'Signals')).to.equal(undefined);
    expect(panels(list)).to.have.length(1);
  });

  it("marks statuses with 'New' and 'Updated' tags and external items as opening a new window", async () => {
    const list = await mount('essentials/signals');
    const tags = [...root(list).querySelectorAll('.tag')].map((t) => t.textContent);
    expect(tags).to.deep.equal(['New', 'Updated']);
    const blog = link(list, 'Blog')!;
    expect(blog.getAttribute('href')).to.equal('https://blog.example.com');
    expect(blog.target).to.equal('_blank');
    expect(blog.rel).to.contain('noopener');
    expect(blog.textContent).to.contain('(opens in a new window)');
  });

  it("groups items by category, with 'Other' last", async () => {
    const list = await mount();
    const categories = [...root(list).querySelectorAll('.category')].map((c) => c.textContent);
    expect(categories).to.deep.equal(['Input', 'Data', 'Other']);
    const other = [...root(list).querySelectorAll('.category-group')].at(-1)!;
    expect([...other.querySelectorAll('a, button')].map((e) => e.textContent!.trim())).to.deep.equal(['Routing', 'Misc', 'Empty group']);
  });

  it("expands the active page's ancestors: the deeper level is slid in, the top levels are inert", async () => {
    const list = await mount('essentials/signals');
    expect(toggle(list, 'Essentials').getAttribute('aria-expanded')).to.equal('true');
    const [top, essentials] = panels(list);
    expect(top!.inert).to.equal(true);
    expect(essentials!.inert).to.equal(false);
    expect(toggle(list, 'Essentials').getAttribute('aria-controls')).to.equal(essentials!.id);
    expect(essentials!.querySelector('.panel-title')!.textContent).to.contain('Essentials');
    const box = list.getBoundingClientRect();
    expect(Math.abs(essentials!.getBoundingClientRect().left - box.left)).to.be.lessThan(2);
    expect(top!.getBoundingClientRect().right).to.be.at.most(box.left + 1);
    expect(link(list, 'Signals')!.getAttribute('aria-current')).to.equal('page');
    list.activePath = 'guide/forms';
    await list.updateComplete;
    expect(link(list, 'Forms')!.getAttribute('aria-current')).to.equal('page');
    expect(link(list, 'Signals')!.hasAttribute('aria-current')).to.equal(false);
  });

  it("toggling a collapsed item navigates to its first child's page and does not expand when that works", async () => {
    const list = await mount();
    const requested = oneEvent<DocsNavigateEvent>(list, DocsNavigateEvent.eventName);
    list.addEventListener(DocsNavigateEvent.eventName, (event) => event.respondWith(Promise.resolve(true)), { once: true });
    toggle(list, 'Essentials').click();
    const event = await requested;
    expect(event.path).to.equal('essentials');
    expect(event.trigger).to.equal('toggle');
    await new Promise((resolve) => setTimeout(resolve));
    await list.updateComplete;
    expect(toggle(list, 'Essentials').getAttribute('aria-expanded')).to.equal('false');
    // The host then changes the page: the ancestors open.
    list.activePath = 'essentials';
    await list.updateComplete;
    expect(toggle(list, 'Essentials').getAttribute('aria-expanded')).to.equal('true');
  });

  it('expands when the navigation fails, is rejected or nobody handles it; Back collapses it again', async () => {
    for (const respond of [
      (event: DocsNavigateEvent) => event.respondWith(Promise.resolve(false)),
      (event: DocsNavigateEvent) => event.respondWith(Promise.reject(new Error('chunk'))),
      undefined,
    ]) {
      const list = await mount();
      if (respond) list.addEventListener(DocsNavigateEvent.eventName, respond, { once: true });
      toggle(list, 'Essentials').click();
      await new Promise((resolve) => setTimeout(resolve, 10));
      await list.updateComplete;
      expect(toggle(list, 'Essentials').getAttribute('aria-expanded')).to.equal('true');
      expect(link(list, 'Signals')).to.not.equal(undefined);

      back(list).click();
      await list.updateComplete;
      expect(toggle(list, 'Essentials').getAttribute('aria-expanded')).to.equal('false');
      expect(panels(list)).to.have.length(1);
      expect(list.shadowRoot!.activeElement, 'focus back on the toggle').to.equal(toggle(list, 'Essentials'));
    }
  });

  it('an item whose children hold no page just expands, without a navigation request', async () => {
    const list = await mount();
    let requested = false;
    list.addEventListener(DocsNavigateEvent.eventName, () => (requested = true));
    toggle(list, 'Empty group').click();
    await list.updateComplete;
    expect(requested).to.equal(false);
    expect(toggle(list, 'Empty group').getAttribute('aria-expanded')).to.equal('true');
  });

  it('hands internal link clicks to the host, and lets the browser handle them when nobody answers or a modifier is held', async () => {
    const list = await mount();
    const target = link(list, 'Routing')!;
    let seen: DocsNavigateEvent | undefined;
    const handler = (event: DocsNavigateEvent) => {
      seen = event;
      event.respondWith(Promise.resolve(true));
    };
    list.addEventListener(DocsNavigateEvent.eventName, handler);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    target.dispatchEvent(click);
    expect(seen?.path).to.equal('guide/routing');
    expect(seen?.trigger).to.equal('link');
    expect(click.defaultPrevented).to.equal(true);

    // Later listeners (on the host, after the list's own) record what the list decided, then stop the real navigation.
    let prevented: boolean | undefined;
    list.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    seen = undefined;
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ctrlKey: true }));
    expect(seen).to.equal(undefined);
    expect(prevented).to.equal(false);
    list.removeEventListener(DocsNavigateEvent.eventName, handler);

    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 }));
    expect(prevented, 'no host answered: the browser navigates').to.equal(false);
  });

  it('with display depth 1, level-1 items with children are toggles', async () => {
    const list = await mount('overview', 1);
    expect(toggle(list, 'Introduction').getAttribute('aria-expanded')).to.equal('true');
    expect(toggle(list, 'Guides').getAttribute('aria-expanded')).to.equal('false');
  });

  it('slides without animation on the first render, with a 500 ms transition afterwards, none under reduced motion', async () => {
    const list = await mount('essentials/signals');
    const track = root(list).querySelector<HTMLElement>('.track')!;
    expect(getComputedStyle(track).transitionDuration).to.equal('0s');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await list.updateComplete;
    expect(getComputedStyle(track).transitionDuration).to.equal('0.5s');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const calm = await mount('essentials/signals');
      await new Promise((resolve) => setTimeout(resolve, 600));
      await calm.updateComplete;
      expect(getComputedStyle(root(calm).querySelector('.track')!).transitionDuration).to.equal('0s');
      // Followed live: the list mounted without reduced motion stops animating too.
      await waitUntil(() => !track.classList.contains('animate'), 'reduced motion followed live (no animate class)');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('keeps one path open beyond the visible levels', async () => {
    const list = await mount('overview');
    toggle(list, 'Empty group').click();
    await list.updateComplete;
    expect(toggle(list, 'Empty group').getAttribute('aria-expanded')).to.equal('true');
    expect(panels(list)).to.have.length(2);
    list.activePath = 'essentials/signals';
    await list.updateComplete;
    expect(toggle(list, 'Essentials').getAttribute('aria-expanded')).to.equal('true');
    expect(toggle(list, 'Empty group').getAttribute('aria-expanded')).to.equal('false');
    expect(panels(list)).to.have.length(2);
  });

  it('is operable with the keyboard', async () => {
    const list = await mount();
    let requested: string | undefined;
    list.addEventListener(DocsNavigateEvent.eventName, (event) => (requested = event.path));
    toggle(list, 'Essentials').focus();
    await sendKeys({ press: 'Enter' });
    expect(requested).to.equal('essentials');
  });

  it('is accessible', async function () {
    this.timeout(20000);
    const list = await mount('essentials/signals');
    await expect(list).to.be.accessible();
  });
});
