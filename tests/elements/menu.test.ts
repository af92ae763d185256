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
