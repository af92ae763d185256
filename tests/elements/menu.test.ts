import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/menu/define.ts';
import { DocsMenu, DocsMenuCloseEvent, DocsMenuSelectEvent } from '../../elements/index.ts';
import { frames } from './helpers.ts';

let counter = 0;

/** A menu button (outside the element, as the shell renders it) and its menu with four items. */
async function menuFixture() {
  const id = `menu-button-${++counter}`;
  const wrapper = await fixture<HTMLDivElement>(html`
    <div style="padding: 40px">
      <button id=${id} aria-haspopup="menu">Theme</button>
      <button id="elsewhere">Elsewhere</button>
      <docs-menu for=${id} aria-label="Theme">
        <button role="menuitem">Apple</button>
        <button role="menuitem">Banana</button>
        <button role="menuitem" disabled>Blocked</button>
        <button role="menuitem">Blueberry</button>
        <a role="menuitem" href="#cherry">Cherry</a>
      </docs-menu>
    </div>
  `);
  const button = wrapper.querySelector<HTMLButtonElement>(`#${id}`)!;
  const menu = wrapper.querySelector('docs-menu')!;
  const open = async (initialFocus: 'first' | 'last' = 'first') => {
    menu.initialFocus = initialFocus;
    menu.open = true;
    await menu.updateComplete;
  };
  return { wrapper, button, menu, open };
}

const focused = () => (document.activeElement as HTMLElement | null)?.textContent?.trim();

describe('docs-menu', () => {
  it('is registered, has the menu role and is hidden while closed', async () => {
    const { menu } = await menuFixture();
    expect(customElements.get('docs-menu')).to.equal(DocsMenu);
    expect(menu.getAttribute('role')).to.equal('menu');
    expect(menu.hidden).to.equal(true);
    expect(getComputedStyle(menu).display).to.equal('none');
  });

  it('opens next to its button with focus on the first (or last) item', async () => {
    const { menu, button, open } = await menuFixture();
    await open();
    expect(menu.hidden).to.equal(false);
    expect(focused()).to.equal('Apple');
    await waitUntil(() => menu.style.top !== '', 'positioned');
    await frames();
    const b = button.getBoundingClientRect();
    const m = menu.getBoundingClientRect();
    expect(m.top).to.be.at.least(b.bottom);
    expect(Math.abs(m.left - b.left)).to.be.lessThan(2);

    menu.open = false;
    await menu.updateComplete;
    await open('last');
    expect(focused()).to.equal('Cherry');
  });

  it('moves with arrows (wrapping, skipping disabled items), Home and End', async () => {
    const { open } = await menuFixture();
    await open();
    const seen: (string | undefined)[] = [];
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'End', 'Home', 'ArrowUp']) {
      await sendKeys({ press: key });
      seen.push(focused());
    }
    expect(seen).to.deep.equal(['Banana', 'Blueberry', 'Cherry', 'Apple', 'Cherry', 'Cherry', 'Apple', 'Cherry']);
  });

  it('type-ahead moves to the next item starting with the typed text', async () => {
    const { open } = await menuFixture();
    await open();
    await sendKeys({ press: 'b' });
    expect(focused()).to.equal('Banana');
    await sendKeys({ press: 'b' });
    expect(focused()).to.equal('Blueberry');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await sendKeys({ type: 'ch' });
    expect(focused()).to.equal('Cherry');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await sendKeys({ press: 'z' });
    expect(focused()).to.equal('Cherry');
  });

  it('Escape closes and returns focus to the button', async () => {
    const { menu, button, open } = await menuFixture();
    await open();
    const closed = oneEvent<DocsMenuCloseEvent>(menu, DocsMenuCloseEvent.eventName);
    await sendKeys({ press: 'Escape' });
    expect((await closed).reason).to.equal('escape');
    expect(menu.open).to.equal(false);
    await menu.updateComplete;
    expect(menu.hidden).to.equal(true);
    expect(document.activeElement).to.equal(button);
  });

  it('Enter chooses the focused item: select event, close, focus back on the button', async () => {
    const { menu, button, open } = await menuFixture();
    await open();
    await sendKeys({ press: 'ArrowDown' });
    const selected = oneEvent<DocsMenuSelectEvent>(menu, DocsMenuSelectEvent.eventName);
    const closed = oneEvent<DocsMenuCloseEvent>(menu, DocsMenuCloseEvent.eventName);
    await sendKeys({ press: 'Enter' });
    expect((await selected).item.textContent).to.equal('Banana');
    expect((await closed).reason).to.equal('select');
    expect(document.activeElement).to.equal(button);
  });

  it('Space activates a link item', async () => {
    const { menu, open } = await menuFixture();
    await open('last');
    const selected = oneEvent<DocsMenuSelectEvent>(menu, DocsMenuSelectEvent.eventName);
    await sendKeys({ press: 'Space' });
    expect((await selected).item.textContent).to.equal('Cherry');
    expect(location.hash).to.equal('#cherry');
    history.replaceState(history.state, '', location.pathname + location.search);
  });

  it('a click outside closes without moving focus; a press on the button is left to the button', async () => {
    const { menu, button, open, wrapper } = await menuFixture();
    await open();
    const b = button.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(b.left + 5), Math.round(b.top + 5)] });
    expect(menu.open, 'a press on the button does not close it from inside').to.equal(true);

    const closed = oneEvent<DocsMenuCloseEvent>(menu, DocsMenuCloseEvent.eventName);
    const other = wrapper.querySelector<HTMLButtonElement>('#elsewhere')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(other.left + 5), Math.round(other.top + 5)] });
    expect((await closed).reason).to.equal('outside');
    expect(menu.open).to.equal(false);
  });

  it('Tab closes the menu', async () => {
    const { menu, open } = await menuFixture();
    await open();
    const closed = oneEvent<DocsMenuCloseEvent>(menu, DocsMenuCloseEvent.eventName);
    await sendKeys({ press: 'Tab' });
    expect((await closed).reason).to.equal('tab');
  });

  it('is accessible while open', async () => {
    const { menu, open } = await menuFixture();
    await open();
    await expect(menu).to.be.accessible();
  });
});

/** A menu with two submenus ('More' and 'Other'); 'More' has a nested submenu of its own ('Deeper'). */
async function submenuFixture() {
  const id = `sub-button-${++counter}`;
  const wrapper = await fixture<HTMLDivElement>(html`
    <div style="padding: 40px">
      <button id=${id} aria-haspopup="menu">Versions</button>
      <button id="elsewhere">Elsewhere</button>
      <docs-menu for=${id} aria-label="Versions">
        <button role="menuitem">Alpha</button>
        <button role="menuitem" id=${`${id}-more`}>More</button>
        <button role="menuitem" id=${`${id}-other`}>Other</button>
        <docs-menu for=${`${id}-more`} id=${`${id}-more-menu`} placement="right-start" aria-label="More">
          <button role="menuitem">Mango</button>
          <button role="menuitem" id=${`${id}-deeper`}>Deeper</button>
          <a role="menuitem" href="#melon">Melon</a>
          <docs-menu for=${`${id}-deeper`} placement="right-start" aria-label="Deeper">
            <button role="menuitem">Dragonfruit</button>
            <button role="menuitem">Date</button>
          </docs-menu>
        </docs-menu>
        <docs-menu for=${`${id}-other`} placement="right-start" aria-label="Other">
          <button role="menuitem">Olive</button>
        </docs-menu>
      </docs-menu>
    </div>
  `);
  const button = wrapper.querySelector<HTMLButtonElement>(`#${id}`)!;
  const [menu, more, deeper, other] = [...wrapper.querySelectorAll('docs-menu')] as DocsMenu[];
  const moreItem = wrapper.querySelector<HTMLButtonElement>(`#${id}-more`)!;
  const deeperItem = wrapper.querySelector<HTMLButtonElement>(`#${id}-deeper`)!;
  const otherItem = wrapper.querySelector<HTMLButtonElement>(`#${id}-other`)!;
  menu!.open = true;
  await menu!.updateComplete;
  return { wrapper, button, menu: menu!, more: more!, deeper: deeper!, other: other!, moreItem, deeperItem, otherItem };
}

const settled = async (...menus: DocsMenu[]) => {
  for (const m of menus) await m.updateComplete;
};

describe('docs-menu submenus', () => {
  it('marks the opening items and lists only its own items', async () => {
    const { menu, more, moreItem } = await submenuFixture();
    expect(menu.items.map((i) => i.textContent)).to.deep.equal(['Alpha', 'More', 'Other']);
    expect(more.items.map((i) => i.textContent)).to.deep.equal(['Mango', 'Deeper', 'Melon']);
    expect(more.isSubmenu).to.equal(true);
    expect(menu.isSubmenu).to.equal(false);
    expect(moreItem.getAttribute('aria-haspopup')).to.equal('menu');
    expect(moreItem.getAttribute('aria-expanded')).to.equal('false');
    expect(more.hidden).to.equal(true);
  });

  it('ArrowRight opens a submenu on its first item, placed beside the item; ArrowLeft closes only it', async () => {
    const { menu, more, moreItem } = await submenuFixture();
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal('More');
    await sendKeys({ press: 'ArrowRight' });
    await settled(more);
    expect(more.open).to.equal(true);
    expect(focused()).to.equal('Mango');
    expect(moreItem.getAttribute('aria-expanded')).to.equal('true');
    expect(menu.openSubmenus).to.deep.equal([more]);
    await waitUntil(() => more.style.left !== '', 'submenu positioned');
    await frames();
    expect(more.getBoundingClientRect().left).to.be.at.least(moreItem.getBoundingClientRect().right - 1);

    // Arrows and type-ahead move inside the submenu only.
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal('Deeper');
    await sendKeys({ press: 'm' });
    expect(focused()).to.equal('Melon');

    await sendKeys({ press: 'ArrowLeft' });
    await settled(more);
    expect(more.open).to.equal(false);
    expect(more.hidden).to.equal(true);
    expect(menu.open, 'the top menu stays open').to.equal(true);
    expect(document.activeElement).to.equal(moreItem);
    expect(moreItem.getAttribute('aria-expanded')).to.equal('false');
    expect(menu.openSubmenus).to.deep.equal([]);
  });

  it('keeps a stack: Escape closes only the innermost submenu and returns focus to its item', async () => {
    const { menu, button, more, deeper, deeperItem, moreItem } = await submenuFixture();
    let closes = 0;
    menu.addEventListener(DocsMenuCloseEvent.eventName, () => closes++);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await settled(more);
    expect(focused()).to.equal('Mango');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowRight' });
    await settled(deeper);
    expect(focused()).to.equal('Dragonfruit');
    expect(menu.openSubmenus).to.deep.equal([more, deeper]);

    await sendKeys({ press: 'Escape' });
    await settled(deeper);
    expect(menu.openSubmenus).to.deep.equal([more]);
    expect(document.activeElement).to.equal(deeperItem);
    await sendKeys({ press: 'Escape' });
    await settled(more);
    expect(menu.openSubmenus).to.deep.equal([]);
    expect(document.activeElement).to.equal(moreItem);
    expect(menu.open).to.equal(true);
    expect(closes, 'closing a submenu is not the menu closing').to.equal(0);

    await sendKeys({ press: 'Escape' });
    expect(menu.open).to.equal(false);
    expect(closes).to.equal(1);
    expect(document.activeElement).to.equal(button);
  });

  it('opening a sibling submenu closes the open branch first', async () => {
    const { menu, more, deeper, other, moreItem, deeperItem, otherItem } = await submenuFixture();
    menu.openSubmenu(moreItem);
    await settled(more);
    more.openSubmenu(deeperItem);
    await settled(deeper);
    expect(menu.openSubmenus).to.deep.equal([more, deeper]);
    menu.openSubmenu(otherItem);
    await settled(more, deeper, other);
    expect(menu.openSubmenus).to.deep.equal([other]);
    expect(more.open).to.equal(false);
    expect(deeper.open).to.equal(false);
    expect(focused()).to.equal('Olive');
  });

  it('choosing an item in a submenu selects it and closes the whole menu, focus back on the button', async () => {
    const { menu, button, more, moreItem } = await submenuFixture();
    menu.openSubmenu(moreItem);
    await settled(more);
    const selected = oneEvent<DocsMenuSelectEvent>(menu, DocsMenuSelectEvent.eventName);
    const closed = oneEvent<DocsMenuCloseEvent>(menu, DocsMenuCloseEvent.eventName);
    await sendKeys({ press: 'Enter' });
    expect((await selected).item.textContent).to.equal('Mango');
    expect((await closed).reason).to.equal('select');
    await settled(menu, more);
    expect(menu.open).to.equal(false);
    expect(more.open).to.equal(false);
    expect(menu.openSubmenus).to.deep.equal([]);
    expect(document.activeElement).to.equal(button);
  });

  it('a click opens a submenu; a click outside closes everything; Tab closes everything', async () => {
    const { wrapper, menu, more, moreItem } = await submenuFixture();
    await waitUntil(() => menu.style.top !== '', 'positioned');
    await frames();
    const r = moreItem.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.left + 5), Math.round(r.top + 5)] });
    await settled(more);
    expect(more.open).to.equal(true);
    await waitUntil(() => more.style.left !== '', 'submenu positioned');
    await frames();
    // A click inside the submenu is not outside.
    const mango = more.items[0]!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(mango.left + 5), Math.round(mango.top + 5)] });
    const closed = oneEvent<DocsMenuCloseEvent>(menu, DocsMenuCloseEvent.eventName);
    const other = wrapper.querySelector<HTMLButtonElement>('#elsewhere')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(other.left + 5), Math.round(other.top + 5)] });
    expect((await closed).reason).to.equal('outside');
    await settled(menu, more);
    expect(more.open).to.equal(false);
    expect(menu.openSubmenus).to.deep.equal([]);

    menu.open = true;
    await settled(menu);
    menu.openSubmenu(moreItem);
    await settled(more);
    const tabbed = oneEvent<DocsMenuCloseEvent>(menu, DocsMenuCloseEvent.eventName);
    await sendKeys({ press: 'Tab' });
    expect((await tabbed).reason).to.equal('tab');
    expect(more.open).to.equal(false);
  });

  it('closing the menu from outside (open = false) closes its submenus', async () => {
    const { menu, more, moreItem } = await submenuFixture();
    menu.openSubmenu(moreItem);
    await settled(more);
    menu.open = false;
    await settled(menu, more);
    expect(more.open).to.equal(false);
    expect(menu.openSubmenus).to.deep.equal([]);
  });

  it('is accessible with a submenu open', async () => {
    const { wrapper, menu, more, moreItem } = await submenuFixture();
    menu.openSubmenu(moreItem);
    await settled(more);
    await expect(wrapper).to.be.accessible();
  });
});
