// TimerController in real Chromium: debouncing, cancelling, and no callback after disconnecting.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { TimerController } from '../../../elements/internal/controllers/timer.ts';

class TimerHost extends LitElement {
  readonly timer = new TimerController(this);
}
customElements.define('timer-host', TimerHost);

describe('TimerController', () => {
  it('runs the last started callback once (debounce), and reports pending', async () => {
    const el = await fixture<TimerHost>(html`<timer-host></timer-host>`);
    const calls: string[] = [];
    el.timer.start(40, () => calls.push('a'));
    await aTimeout(20);
    el.timer.start(40, () => calls.push('b'));
    expect(el.timer.pending).to.equal(true);
    await aTimeout(80);
    expect(calls).to.deep.equal(['b']);
    expect(el.timer.pending).to.equal(false);
  });

  it('cancel() and disconnecting drop the pending callback', async () => {
    const el = await fixture<TimerHost>(html`<timer-host></timer-host>`);
    const calls: string[] = [];
    el.timer.start(30, () => calls.push('cancelled'));
    el.timer.cancel();
    el.timer.start(30, () => calls.push('disconnected'));
    el.remove();
    expect(el.timer.pending).to.equal(false);
    await aTimeout(60);
    expect(calls).to.deep.equal([]);
  });
});
