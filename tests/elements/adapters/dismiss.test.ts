// DismissController in real Chromium: real Escape presses and real mouse presses inside and outside.
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { DismissController, watchDismissal, type DismissReason } from '../../../elements/adapters/dismiss.ts';

class DismissHost extends LitElement {
  calls: DismissReason[] = [];
  readonly dismiss = new DismissController(this, { onDismiss: (reason) => this.calls.push(reason) });
  protected override render() {
    return html`<button id="inner">Inside</button>`;
  }
}
customElements.define('dismiss-host', DismissHost);

async function pressAt(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
}

async function mount(): Promise<{ host: DismissHost; outside: HTMLButtonElement; wrapper: HTMLElement }> {
  const wrapper = await fixture<HTMLElement>(
    html`<div>
      <dismiss-host></dismiss-host>
      <button id="outside" style="margin-top: 2rem">Outside</button>
    </div>`,
  );
  return { wrapper, host: wrapper.querySelector('dismiss-host')!, outside: wrapper.querySelector('#outside')! };
}

describe('DismissController', () => {
  afterEach(() => resetMouse());

  it('while active: Escape inside the host and a press outside dismiss; a press inside does not', async () => {
    const { host, outside } = await mount();
    host.dismiss.active = true;
    const inner = host.renderRoot.querySelector<HTMLElement>('#inner')!;
    await pressAt(inner);
    expect(host.calls).to.deep.equal([]);
    inner.focus();
    await sendKeys({ press: 'Escape' });
    expect(host.calls).to.deep.equal(['escape']);
    await pressAt(outside);
    expect(host.calls).to.deep.equal(['escape', 'outside']);
  });

  it('Escape elsewhere does not count by default (it belongs to whatever has focus)', async () => {
    const { host, outside } = await mount();
    host.dismiss.active = true;
    outside.focus();
    await sendKeys({ press: 'Escape' });
    expect(host.calls).to.deep.equal([]);
  });

  it('does nothing while inactive, and stops when the host leaves the page', async () => {
    const { host, outside, wrapper } = await mount();
    await pressAt(outside);
    expect(host.calls).to.deep.equal([]);
    host.dismiss.active = true;
    host.remove();
    await pressAt(outside);
    expect(host.calls).to.deep.equal([]);
    wrapper.prepend(host); // back on the page, still active: watched again
    await pressAt(outside);
    expect(host.calls).to.deep.equal(['outside']);
    host.dismiss.active = false;
    await pressAt(outside);
    expect(host.calls).to.deep.equal(['outside']);
  });

  it("outsideOn 'click': a click that starts and ends outside dismisses at the click; a drag from inside does not", async () => {
    const { host, outside } = await mount();
    const calls: string[] = [];
    const stop = watchDismissal(host, { outsideOn: 'click', onDismiss: (reason, event) => calls.push(`${reason}:${event.type}`) });
    const inner = host.renderRoot.querySelector<HTMLElement>('#inner')!.getBoundingClientRect();
    const out = outside.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(inner.left + 5), Math.round(inner.top + 5)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round(out.left + 5), Math.round(out.top + 5)] });
    await sendMouse({ type: 'up' });
    expect(calls).to.deep.equal([]);
    await sendMouse({ type: 'down' });
    expect(calls, 'nothing at the press').to.deep.equal([]);
    await sendMouse({ type: 'up' });
    expect(calls).to.deep.equal(['outside:click']);
    stop();
  });

  it('watchDismissal: Escape anywhere in the document, a custom inside test, outside as a switch, and a stop function', async () => {
    const { host, outside } = await mount();
    const calls: string[] = [];
    let outsideOn = false;
    const stop = watchDismissal(host, {
      escape: 'document',
      outside: () => outsideOn,
      isInside: (path) => path.includes(host) || path.includes(outside),
      onDismiss: (reason) => calls.push(reason),
    });
    outside.focus();
    await sendKeys({ press: 'Escape' });
    await pressAt(document.body);
    outsideOn = true;
    await pressAt(outside); // counted as inside here
    await sendMouse({ type: 'click', position: [2, window.innerHeight - 2] });
    stop();
    await sendKeys({ press: 'Escape' });
    await sendMouse({ type: 'click', position: [2, window.innerHeight - 2] });
    expect(calls).to.deep.equal(['escape', 'outside']);
  });
});
