// MutationController in real Chromium: real DOM changes under the host, stop on disconnect.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { MutationController } from '../../../elements/internal/controllers/mutation.ts';

class MutationHost extends LitElement {
  seen: string[] = [];
  readonly children$ = new MutationController(this, {
    init: { childList: true, characterData: true, subtree: true },
    onMutation: (records) => this.seen.push(...records.map((record) => record.type)),
  });
  protected override render() {
    return html`<slot></slot>`;
  }
}
customElements.define('mutation-host', MutationHost);

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('MutationController', () => {
  it('reports changes to the host subtree once observing, and none after disconnect()', async () => {
    const el = await fixture<MutationHost>(html`<mutation-host></mutation-host>`);
    el.append('before');
    await settle();
    expect(el.seen).to.deep.equal([]);
    el.children$.observe();
    el.children$.observe(); // idempotent
    el.append(document.createElement('span'));
    await waitUntil(() => el.seen.length === 1);
    (el.firstChild as Text).data = 'changed';
    await waitUntil(() => el.seen.length === 2);
    expect(el.seen).to.deep.equal(['childList', 'characterData']);
    el.children$.disconnect();
    el.append('after');
    await settle();
    expect(el.seen).to.have.length(2);
  });

  it('stops when the host leaves the page', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><mutation-host></mutation-host></div>`);
    const el = wrapper.querySelector<MutationHost>('mutation-host')!;
    el.children$.observe();
    el.remove();
    expect(el.children$.observing).to.equal(false);
    el.append('detached change');
    await settle();
    expect(el.seen).to.deep.equal([]);
  });
});
