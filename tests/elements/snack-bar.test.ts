import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/snack-bar/define.ts';
import { DocsSnackBar, DocsSnackBarActionEvent, DocsSnackBarDismissEvent } from '../../elements/index.ts';

const box = (bar: DocsSnackBar) => bar.shadowRoot!.querySelector<HTMLElement>('[part="snack-bar"]');
const live = (bar: DocsSnackBar) => bar.shadowRoot!.querySelector<HTMLElement>('[aria-live]')!;

describe('docs-snack-bar', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  it('starts void, shows a message and announces it politely after 150 ms', async () => {
    const bar = await fixture<DocsSnackBar>(html`<docs-snack-bar></docs-snack-bar>`);
    expect(customElements.get('docs-snack-bar')).to.equal(DocsSnackBar);
    expect(bar.state).to.equal('void');
    expect(box(bar)).to.equal(null);
    const start = performance.now();
    bar.open({ message: '<b>Saved</b>' });
    await bar.updateComplete;
    expect(bar.state).to.equal('visible');
    expect(box(bar)!.textContent!.trim()).to.equal('<b>Saved</b>');
    expect(box(bar)!.querySelector('b')).to.equal(null);
    expect(live(bar).getAttribute('aria-live')).to.equal('polite');
    expect(live(bar).textContent).to.equal('');
    await waitUntil(() => live(bar).textContent === '<b>Saved</b>', 'announced', { timeout: 2000, interval: 5 });
    expect(performance.now() - start, 'announced after 150 ms').to.be.at.least(150);
  });

  it('exposes the message once to assistive technology: the status region, not the visible copy', async () => {
    const bar = await fixture<DocsSnackBar>(html`<docs-snack-bar></docs-snack-bar>`);
    bar.open({ message: 'Our docs have been updated', action: 'Reload' });
    await waitUntil(() => live(bar).textContent === 'Our docs have been updated', 'announced', { timeout: 2000, interval: 5 });
    expect(live(bar).getAttribute('role')).to.equal('status');
    const message = bar.shadowRoot!.querySelector<HTMLElement>('[part="message"]')!;
    expect(message.getAttribute('aria-hidden')).to.equal('true');
    expect(message.checkVisibility()).to.equal(true);
    // The action stays exposed and focusable.
    const action = bar.shadowRoot!.querySelector<HTMLButtonElement>('[part="action"]')!;
    expect(action.closest('[aria-hidden]')).to.equal(null);
    await expect(bar).to.be.accessible();
  });

  it('has no auto-dismiss by default; a duration dismisses it', async () => {
    const bar = await fixture<DocsSnackBar>(html`<docs-snack-bar></docs-snack-bar>`);
    bar.open({ message: 'Stays' });
    await aTimeout(400);
    expect(bar.state).to.equal('visible');
    const dismissed = oneEvent<DocsSnackBarDismissEvent>(bar, DocsSnackBarDismissEvent.eventName);
    bar.open({ message: 'Short', duration: 50 });
    expect((await dismissed).reason).to.equal('replaced');
    await waitUntil(() => bar.current?.message === 'Short' && bar.state === 'visible', 'second one entered');
    const timedOut = oneEvent<DocsSnackBarDismissEvent>(bar, DocsSnackBarDismissEvent.eventName);
    expect((await timedOut).reason).to.equal('timeout');
    await waitUntil(() => bar.state === 'void', 'void after the exit', { timeout: 1000 });
  });

  it('opening a new one dismisses the current one first', async () => {
    const bar = await fixture<DocsSnackBar>(html`<docs-snack-bar></docs-snack-bar>`);
    bar.open({ message: 'First' });
    await bar.updateComplete;
    bar.open({ message: 'Second' });
    expect(bar.state).to.equal('hidden');
    expect(bar.current!.message).to.equal('First');
    await waitUntil(() => bar.state === 'visible' && bar.current!.message === 'Second', 'second shown', { timeout: 1000 });
  });

  it('exits within the 200 ms fallback even when animations are off', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const bar = await fixture<DocsSnackBar>(html`<docs-snack-bar></docs-snack-bar>`);
    bar.open({ message: 'Bye' });
    await bar.updateComplete;
    bar.dismiss();
    await waitUntil(() => bar.state === 'void', 'void', { timeout: 1000 });
  });

  it('the action fires an event and dismisses; keyboard works', async () => {
    const bar = await fixture<DocsSnackBar>(html`<docs-snack-bar></docs-snack-bar>`);
    bar.open({ message: 'Updated', action: 'Reload' });
    await bar.updateComplete;
    const button = bar.shadowRoot!.querySelector<HTMLButtonElement>('button')!;
    expect(button.textContent).to.equal('Reload');
    await expect(bar).to.be.accessible();
    const action = oneEvent<DocsSnackBarActionEvent>(bar, DocsSnackBarActionEvent.eventName);
    const dismissed = oneEvent<DocsSnackBarDismissEvent>(bar, DocsSnackBarDismissEvent.eventName);
    button.focus();
    await sendKeys({ press: 'Enter' });
    expect((await action).message).to.equal('Updated');
    expect((await dismissed).reason).to.equal('action');
  });

  it("an error snack bar has one dismiss button with the caller's label", async () => {
    const bar = await fixture<DocsSnackBar>(html`<docs-snack-bar></docs-snack-bar>`);
    let actions = 0;
    bar.addEventListener(DocsSnackBarActionEvent.eventName, () => actions++);
    bar.open({ message: 'Failed', action: 'Close', variant: 'error' });
    await bar.updateComplete;
    const buttons = bar.shadowRoot!.querySelectorAll('button');
    expect([...buttons].map((b) => b.textContent)).to.deep.equal(['Close']);
    const dismissed = oneEvent<DocsSnackBarDismissEvent>(bar, DocsSnackBarDismissEvent.eventName);
    buttons[0].click();
    expect((await dismissed).reason).to.equal('dismiss');
    expect(actions).to.equal(0);
  });

  it('sits at the bottom centre, 344–672 px wide, full width on a handset in portrait', async () => {
    await setViewport({ width: 1200, height: 800 });
    const bar = await fixture<DocsSnackBar>(html`<docs-snack-bar></docs-snack-bar>`);
    bar.open({ message: 'Short' });
    await bar.updateComplete;
    await aTimeout(200);
    let rect = box(bar)!.getBoundingClientRect();
    expect(rect.width).to.equal(344);
    expect(Math.abs(rect.left + rect.width / 2 - 600)).to.be.lessThan(1);
    expect(800 - rect.bottom).to.be.lessThan(16);
    bar.open({ message: 'Long '.repeat(60) });
    await waitUntil(() => bar.current!.message.startsWith('Long') && bar.state === 'visible', 'long one', { timeout: 1000 });
    await aTimeout(200);
    rect = box(bar)!.getBoundingClientRect();
    expect(rect.width).to.equal(672);

    await setViewport({ width: 360, height: 740 });
    rect = box(bar)!.getBoundingClientRect();
    expect(rect.width).to.be.greaterThan(340);
    expect(rect.left).to.be.lessThan(10);
  });
});
