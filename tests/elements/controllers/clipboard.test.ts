// ClipboardController in real Chromium: writes through navigator.clipboard (replaced by a recorder,
// as headless Chromium grants no clipboard permission), the timed indication and its cleanup.
import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { ClipboardController } from '../../../elements/internal/controllers/clipboard.ts';
import { stubClipboard, type ClipboardStub } from '../helpers.ts';

class ClipboardHost extends LitElement {
  duration = 150;
  readonly clipboard = new ClipboardController<string>(this, { duration: () => this.duration });
  protected override render() {
    const feedback = this.clipboard.feedback;
    return html`<span data-state=${feedback?.state ?? 'none'}>${feedback?.detail ?? ''}</span>`;
  }
}
customElements.define('clipboard-host', ClipboardHost);

const span = (el: ClipboardHost) => el.renderRoot.querySelector('span')!;
const label = (success: boolean) => (success ? 'Copied' : 'Copy failed');

describe('ClipboardController', () => {
  let clipboard: ClipboardStub | undefined;
  afterEach(() => {
    clipboard?.restore();
    clipboard = undefined;
  });

  it('copies, shows the indication, and clears it after the duration', async () => {
    clipboard = stubClipboard('ok');
    const el = await fixture<ClipboardHost>(html`<clipboard-host></clipboard-host>`);
    expect(await el.clipboard.copy('hello', label)).to.equal(true);
    expect(clipboard.writes).to.deep.equal(['hello']);
    await el.updateComplete;
    expect(span(el).dataset.state).to.equal('success');
    expect(span(el).textContent).to.equal('Copied');
    await waitUntil(() => span(el).dataset.state === 'none', 'indication cleared', { timeout: 2000 });
    expect(el.clipboard.feedback).to.equal(null);
  });

  it('a refusal or a missing clipboard is a failure', async () => {
    clipboard = stubClipboard('reject');
    const el = await fixture<ClipboardHost>(html`<clipboard-host></clipboard-host>`);
    expect(await el.clipboard.copy('x', label)).to.equal(false);
    await el.updateComplete;
    expect(span(el).dataset.state).to.equal('failure');
    expect(span(el).textContent).to.equal('Copy failed');
    clipboard.restore();
    clipboard = stubClipboard('missing');
    expect(await el.clipboard.copy('x', label)).to.equal(false);
  });

  it('a second copy restarts the delay', async () => {
    clipboard = stubClipboard('ok');
    const el = await fixture<ClipboardHost>(html`<clipboard-host></clipboard-host>`);
    el.duration = 200;
    await el.clipboard.copy('a', label);
    await aTimeout(120);
    await el.clipboard.copy('b', () => 'Again');
    await aTimeout(120);
    await el.updateComplete;
    expect(span(el).textContent).to.equal('Again'); // 240 ms after the first copy, 120 after the second
    await waitUntil(() => span(el).dataset.state === 'none', 'cleared after the second delay');
  });

  it('disconnecting clears the timer and the indication', async () => {
    clipboard = stubClipboard('ok');
    const wrapper = await fixture<HTMLElement>(html`<div><clipboard-host></clipboard-host></div>`);
    const el = wrapper.querySelector<ClipboardHost>('clipboard-host')!;
    el.duration = 60_000;
    await el.clipboard.copy('a', label);
    expect(el.clipboard.feedback?.state).to.equal('success');
    el.remove();
    expect(el.clipboard.feedback).to.equal(null);
    wrapper.append(el);
    await el.updateComplete;
    expect(span(el).dataset.state).to.equal('none');
  });
});
