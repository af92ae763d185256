import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/tooltip/define.ts';
import { DocsTooltip } from '../../elements/index.ts';

let counter = 0;

async function mount(text = 'Switch the colour theme', delay = 100) {
  const id = `anchor-${++counter}`;
  const wrapper = await fixture<HTMLDivElement>(html`
    <div style="padding: 60px">
      <button id="before">Before</button>
      <button id=${id}>Theme</button>
      <docs-tooltip for=${id} text=${text} .delay=${delay}></docs-tooltip>
    </div>
  `);
  const anchor = wrapper.querySelector<HTMLButtonElement>(`#${id}`)!;
  const tooltip = wrapper.querySelector('docs-tooltip')!;
  await tooltip.updateComplete;
  return { wrapper, anchor, tooltip };
}

const touch = (target: Element, type: string) => target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'touch', isPrimary: true }));

describe('docs-tooltip', () => {
  afterEach(async () => {
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('describes its anchor and shows after the delay on hover, hides on leave', async () => {
    const { anchor, tooltip } = await mount();
    expect(customElements.get('docs-tooltip')).to.equal(DocsTooltip);
    expect(tooltip.getAttribute('role')).to.equal('tooltip');
    expect(anchor.getAttribute('aria-describedby')).to.equal(tooltip.id);
    expect(getComputedStyle(tooltip).display).to.equal('none');

    const r = anchor.getBoundingClientRect();
    tooltip.delay = 600;
    const start = performance.now();
    await sendMouse({ type: 'move', position: [Math.round(r.left + 5), Math.round(r.top + 5)] });
    await waitUntil(() => tooltip.shown, 'shown after the delay', { timeout: 3000, interval: 10 });
    expect(performance.now() - start, 'not before the delay').to.be.at.least(600);
    await waitUntil(() => tooltip.style.top !== '', 'positioned');
    await aTimeout(50);
    const t = tooltip.getBoundingClientRect();
    expect(t.top).to.be.at.least(anchor.getBoundingClientRect().bottom);

    await sendMouse({ type: 'move', position: [0, 0] });
    expect(tooltip.shown).to.equal(false);
  });

  it('shows on keyboard focus and hides on Escape and blur', async () => {
    const { wrapper, tooltip } = await mount();
    wrapper.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => tooltip.shown, 'shown on focus', { timeout: 3000 });
    await sendKeys({ press: 'Escape' });
    expect(tooltip.shown).to.equal(false);
  });

  it('Escape hides a hovered tooltip wherever focus is', async () => {
    const { wrapper, anchor, tooltip } = await mount();
    wrapper.querySelector<HTMLButtonElement>('#before')!.focus();
    tooltip.delay = 0;
    const r = anchor.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(r.left + 5), Math.round(r.top + 5)] });
    await waitUntil(() => tooltip.shown, 'shown on hover', { timeout: 3000 });
    await sendKeys({ press: 'Escape' });
    expect(tooltip.shown).to.equal(false);
  });

  it('on touch, a long press (500 ms by default) shows it and release hides it', async () => {
    const { anchor, tooltip } = await mount('Long press', 100);
    expect(tooltip.longPressDelay).to.equal(500);
    const start = performance.now();
    touch(anchor, 'pointerdown');
    await waitUntil(() => tooltip.shown, 'shown after the long press', { timeout: 3000, interval: 10 });
    expect(performance.now() - start, 'not before 500 ms').to.be.at.least(500);
    touch(anchor, 'pointerup');
    expect(tooltip.shown).to.equal(false);

    // A short tap never shows it.
    touch(anchor, 'pointerdown');
    await aTimeout(100);
    touch(anchor, 'pointerup');
    await aTimeout(600);
    expect(tooltip.shown).to.equal(false);
  });

  it('is 40 to 200 px wide and renders its text as text', async () => {
    const long = await mount('<b>x</b> '.repeat(40), 0);
    long.tooltip.show();
    await long.tooltip.updateComplete;
    expect(long.tooltip.getBoundingClientRect().width).to.equal(200);
    expect(long.tooltip.shadowRoot!.querySelector('b')).to.equal(null);
    const short = await mount('A', 0);
    short.tooltip.show();
    expect(short.tooltip.getBoundingClientRect().width).to.equal(40);
  });

  it('is not shown while the anchor has its menu open', async () => {
    const { anchor, tooltip } = await mount();
    anchor.setAttribute('aria-expanded', 'true');
    tooltip.show();
    expect(tooltip.shown).to.equal(false);
  });
});
