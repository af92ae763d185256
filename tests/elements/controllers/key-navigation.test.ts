// KeyNavigationController in real Chromium: real key presses on a focused tab list and a combobox field.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { KeyNavigationController } from '../../../elements/internal/controllers/key-navigation.ts';

class KeysTabsHost extends LitElement {
  static override properties = { current: { type: Number } };
  declare current: number;
  moves: string[] = [];
  readonly keys = new KeyNavigationController(this, {
    count: () => 3,
    current: () => this.current,
    onMove: (index, event) => {
      this.moves.push(`${event.key}→${index}`);
      this.current = index;
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#t${index}`)?.focus());
    },
  });
  constructor() {
    super();
    this.current = 0;
  }
  protected override render() {
    return html`<div role="tablist" @keydown=${this.keys.onKeydown}>
      ${[0, 1, 2].map((i) => html`<button id="t${i}" role="tab" tabindex=${i === this.current ? 0 : -1}>Tab ${i}</button>`)}
    </div>`;
  }
}
customElements.define('keys-tabs-host', KeysTabsHost);

class KeysFieldHost extends LitElement {
  active = -1;
  count = 4;
  readonly keys = new KeyNavigationController(this, {
    count: () => this.count,
    current: () => this.active,
    onMove: (index) => (this.active = index),
    orientation: 'vertical',
    homeEnd: false,
  });
  protected override render() {
    return html`<input @keydown=${this.keys.onKeydown} />`;
  }
}
customElements.define('keys-field-host', KeysFieldHost);

class KeysMenuHost extends LitElement {
  readonly keys = new KeyNavigationController(this, {
    orientation: 'vertical',
    pageKeys: true,
    count: () => this.#items().length,
    current: () => this.#items().indexOf(this.shadowRoot!.activeElement as HTMLElement),
    onMove: (index) => this.#items()[index]?.focus(),
  });
  #items(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  }
  protected override render() {
    return html`<div role="menu" @keydown=${this.keys.onKeydown}>
      ${['a', 'b', 'c', 'd'].map((id) => html`<button id=${id} role="menuitem" tabindex="-1">${id}</button>`)}
    </div>`;
  }
}
customElements.define('keys-menu-host', KeysMenuHost);

describe('KeyNavigationController', () => {
  it('moves focus through a menu: Down/Up wrap, PageDown/PageUp (with pageKeys) and End/Home jump', async () => {
    const el = await fixture<KeysMenuHost>(html`<keys-menu-host></keys-menu-host>`);
    el.renderRoot.querySelector<HTMLElement>('#b')!.focus();
    const focused: string[] = [];
    for (const press of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'ArrowUp', 'ArrowLeft']) {
      await sendKeys({ press });
      focused.push(el.shadowRoot!.activeElement?.id ?? '');
    }
    expect(focused).to.deep.equal(['c', 'd', 'a', 'a', 'd', 'a', 'd', 'd']);
  });

  it('moves through a horizontal tab list with the arrows (wrapping), Home and End', async () => {
    const el = await fixture<KeysTabsHost>(html`<keys-tabs-host></keys-tabs-host>`);
    el.renderRoot.querySelector<HTMLElement>('#t0')!.focus();
    for (const press of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'End', 'Home']) {
      await sendKeys({ press });
      await el.updateComplete;
    }
    expect(el.moves).to.deep.equal(['ArrowRight→1', 'ArrowRight→2', 'ArrowRight→0', 'ArrowLeft→2', 'End→2', 'Home→0']);
    expect(el.shadowRoot!.activeElement?.id).to.equal('t0');
  });

  it('ignores the other orientation and other keys, and leaves their default alone', async () => {
    const el = await fixture<KeysTabsHost>(html`<keys-tabs-host></keys-tabs-host>`);
    const tab = el.renderRoot.querySelector<HTMLElement>('#t0')!;
    tab.focus();
    const prevented: boolean[] = [];
    // The host hears the (composed) keydown after the tab list's handler.
    el.addEventListener('keydown', (event) => prevented.push(event.defaultPrevented));
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'a' });
    await sendKeys({ press: 'ArrowRight' });
    expect(el.moves).to.deep.equal(['ArrowRight→1']);
    expect(prevented).to.deep.equal([false, false, true]);
  });

  it('in a field: Up/Down move an active option (from none: Down → first, Up → last); Home/End stay with the caret', async () => {
    const el = await fixture<KeysFieldHost>(html`<keys-field-host></keys-field-host>`);
    const input = el.renderRoot.querySelector('input')!;
    input.focus();
    await sendKeys({ press: 'ArrowUp' });
    expect(el.active).to.equal(3);
    el.active = -1;
    await sendKeys({ press: 'ArrowDown' });
    expect(el.active).to.equal(0);
    await sendKeys({ press: 'ArrowUp' });
    expect(el.active).to.equal(3);
    await sendKeys({ type: 'abc' });
    await sendKeys({ press: 'Home' });
    expect(el.active).to.equal(3);
    expect(input.selectionStart).to.equal(0);
    el.count = 0;
    await sendKeys({ press: 'ArrowDown' });
    expect(el.active).to.equal(3);
  });
});
