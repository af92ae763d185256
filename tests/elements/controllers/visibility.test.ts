// VisibilityController in real Chromium: a real IntersectionObserver, real scrolling, real removal.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { VisibilityController } from '../../../elements/internal/controllers/visibility.ts';

class VisibilityHost extends LitElement {
  static override properties = { showTarget: { type: Boolean } };
  declare showTarget: boolean;
  signals: AbortSignal[] = [];
  readonly visibility = new VisibilityController(this, {
    target: () => this.renderRoot.querySelector('.target'),
    onVisible: (signal) => this.signals.push(signal),
  });
  constructor() {
    super();
    this.showTarget = true;
  }
  protected override render() {
    return this.showTarget ? html`<div class="target" style="height: 20px">target</div>` : html``;
  }
}
customElements.define('visibility-host', VisibilityHost);

async function mountBelowTheFold(): Promise<{ host: VisibilityHost; wrapper: HTMLElement }> {
  window.scrollTo({ top: 0, behavior: 'instant' });
  const wrapper = await fixture<HTMLElement>(
    html`<div>
      <div style="height: 300vh"></div>
      <visibility-host></visibility-host>
    </div>`,
  );
  const host = wrapper.querySelector<VisibilityHost>('visibility-host')!;
  await host.updateComplete;
  return { host, wrapper };
}

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('VisibilityController', () => {
  afterEach(() => window.scrollTo({ top: 0, behavior: 'instant' }));

  it('calls onVisible once, when the target scrolls into view', async () => {
    const { host } = await mountBelowTheFold();
    await frames();
    expect(host.signals).to.have.length(0);
    expect(host.visibility.seen).to.equal(false);
    host.scrollIntoView({ behavior: 'instant' });
    await waitUntil(() => host.signals.length === 1, 'onVisible after scrolling into view');
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames();
    host.scrollIntoView({ behavior: 'instant' });
    await frames();
    await frames();
    expect(host.signals).to.have.length(1);
    expect(host.visibility.seen).to.equal(true);
  });

  it('watches a target rendered later', async () => {
    const { host } = await mountBelowTheFold();
    host.showTarget = false;
    await host.updateComplete;
    host.scrollIntoView({ behavior: 'instant' });
    await frames();
    expect(host.signals).to.have.length(0);
    host.showTarget = true;
    await waitUntil(() => host.signals.length === 1, 'onVisible for the new target');
  });

  it('aborts the signal when the host leaves the page; back on the page it is watched again with a new signal', async () => {
    const { host, wrapper } = await mountBelowTheFold();
    host.scrollIntoView({ behavior: 'instant' });
    await waitUntil(() => host.signals.length === 1);
    const first = host.signals[0]!;
    let aborted = 0;
    first.addEventListener('abort', () => aborted++);
    expect(first.aborted).to.equal(false);
    host.remove();
    expect(first.aborted).to.equal(true);
    expect(aborted).to.equal(1);
    expect((first.reason as DOMException).name).to.equal('AbortError');
    wrapper.append(host);
    host.scrollIntoView({ behavior: 'instant' });
    await waitUntil(() => host.signals.length === 2, 'watched again after reconnecting');
    expect(host.signals[1]).to.not.equal(first);
    expect(host.signals[1]!.aborted).to.equal(false);
  });

  it('a host removed before its target is seen never calls onVisible', async () => {
    const { host } = await mountBelowTheFold();
    const signal = host.visibility.signal;
    host.remove();
    expect(signal.aborted).to.equal(true);
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frames();
    await frames();
    expect(host.signals).to.have.length(0);
  });
});
