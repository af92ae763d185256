// MediaQueryController in real Chromium: the emulated media and viewport change, the boolean follows.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { MediaQueryController } from '../../../elements/internal/controllers/media-query.ts';

class MediaHost extends LitElement {
  readonly reduced = new MediaQueryController(this, '(prefers-reduced-motion: reduce)');
  readonly narrow = new MediaQueryController(this, '(max-width: 600px)');
  renders = 0;
  protected override render() {
    this.renders++;
    return html`<p>${this.reduced.matches ? 'still' : 'moving'} ${this.narrow.matches ? 'narrow' : 'wide'}</p>`;
  }
}
customElements.define('media-host', MediaHost);

const text = (el: MediaHost) => el.renderRoot.querySelector('p')!.textContent;

describe('MediaQueryController', () => {
  after(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  it('follows matchMedia: reads it on connect and re-renders the host on each change', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
    const el = await fixture<MediaHost>(html`<media-host></media-host>`);
    expect(text(el)).to.equal('moving wide');
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitUntil(() => text(el) === 'still wide', 'reduced motion followed');
    expect(el.reduced.matches).to.equal(true);
    await setViewport({ width: 500, height: 600 });
    await waitUntil(() => text(el) === 'still narrow', 'viewport width followed');
    await emulateMedia({ reducedMotion: 'no-preference' });
    await waitUntil(() => text(el) === 'moving narrow');
  });

  it('stops listening while disconnected and reads the query again on reconnect', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const wrapper = await fixture<HTMLElement>(html`<div><media-host></media-host></div>`);
    const el = wrapper.querySelector<MediaHost>('media-host')!;
    await el.updateComplete;
    el.remove();
    const renders = el.renders;
    await emulateMedia({ reducedMotion: 'reduce' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.renders).to.equal(renders);
    expect(el.reduced.matches).to.equal(true); // read on demand while disconnected
    await emulateMedia({ reducedMotion: 'no-preference' });
    wrapper.append(el);
    expect(el.reduced.matches).to.equal(false);
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitUntil(() => text(el).startsWith('still'));
  });
});
