// Label tooltips of docs-navigation-list (spec §9: labels of 27 or more characters). A file of its
// own: it checks that the tooltip element is not loaded until the list is used.
import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/navigation-list/define.ts';
import type { DocsNavigationList, NavListItem } from '../../elements/index.ts';
import type { DocsTooltip } from '../../elements/tooltip/tooltip.ts';

const LONG = 'Composition with components'; // 27 characters
const SHORT = 'Twenty-six characters long'; // 26 characters
const LONG_TOGGLE = 'Dependency injection in depth';

const tree: NavListItem[] = [
  {
    label: 'Essentials',
    level: 1,
    children: [
      { label: SHORT, path: 'short', level: 2 },
      { label: LONG, path: 'essentials/components', level: 2 },
      {
        label: LONG_TOGGLE,
        level: 2,
        children: [
          { label: 'Overview', path: 'di', level: 3 },
          { label: 'Hierarchical injectors in detail', path: 'di/hierarchy', level: 3 },
        ],
      },
    ],
  },
];

async function mount() {
  const wrapper = await fixture<HTMLDivElement>(html`
    <div style="width: 260px; padding: 20px">
      <button id="before">Before</button>
      <docs-navigation-list .items=${tree} active-path="short"></docs-navigation-list>
    </div>
  `);
  const list = wrapper.querySelector<DocsNavigationList>('docs-navigation-list')!;
  await list.updateComplete;
  return { wrapper, list };
}

const root = (list: DocsNavigationList) => list.shadowRoot!;
const tooltips = (list: DocsNavigationList) => [...root(list).querySelectorAll<DocsTooltip>('docs-tooltip')];
const tooltipFor = (list: DocsNavigationList, anchor: Element) => tooltips(list).find((t) => t.getAttribute('for') === anchor.id)!;
const byText = (list: DocsNavigationList, text: string) =>
  [...root(list).querySelectorAll<HTMLElement>('a, button')].find((el) => el.textContent!.trim().startsWith(text))!;

describe('docs-navigation-list label tooltips', () => {
  afterEach(async () => {
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('gives labels of 27 or more characters a tooltip with the full label, outside the sliding panels', async () => {
    const { list } = await mount();
    expect(customElements.get('docs-tooltip'), 'not loaded before the list is used').to.equal(undefined);
    expect(tooltips(list).map((t) => t.getAttribute('text'))).to.deep.equal([LONG, LONG_TOGGLE]);
    const long = byText(list, LONG);
    expect(tooltipFor(list, long).getAttribute('text')).to.equal(LONG);
    expect(byText(list, SHORT).id).to.equal('');
    const track = root(list).querySelector('.track')!;
    for (const tip of tooltips(list)) expect(track.contains(tip)).to.equal(false);
  });

  it('on hover: loads the tooltip, shows it after the delay next to the label, 40–200 px wide; hides on leave', async () => {
    const { list } = await mount();
    const long = byText(list, LONG);
    const r = long.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(r.left + 10), Math.round(r.top + r.height / 2)] });
    await waitUntil(() => customElements.get('docs-tooltip') !== undefined, 'tooltip element loaded');
    const tip = tooltipFor(list, long);
    await tip.updateComplete;
    expect(long.getAttribute('aria-describedby')).to.equal(tip.id);
    expect(tip.shown, 'not at once').to.equal(false);
    await waitUntil(() => tip.shown, 'shown after the delay', { timeout: 3000 });
    await waitUntil(() => tip.style.left !== '', 'positioned');
    await aTimeout(50);
    const t = tip.getBoundingClientRect();
    expect(tip.shadowRoot!.textContent!.trim()).to.equal(LONG);
    expect(t.width).to.be.within(40, 200);
    expect(t.left, 'to the right of the label').to.be.at.least(long.getBoundingClientRect().right - 1);
    expect(Math.abs(t.top + t.height / 2 - (r.top + r.height / 2))).to.be.lessThan(r.height);
    // Hit-testable for a moment (tooltips ignore the pointer): the point beyond the list's right edge is the tooltip.
    expect(t.right, 'reaches past the list').to.be.greaterThan(list.getBoundingClientRect().right);
    tip.style.pointerEvents = 'auto';
    const hit = root(list).elementFromPoint(t.right - 3, t.top + t.height / 2);
    tip.style.pointerEvents = '';
    expect(hit, 'visible, not clipped by the list').to.equal(tip);

    await sendMouse({ type: 'move', position: [0, 0] });
    expect(tip.shown).to.equal(false);
  });

  it('on keyboard focus of a long toggle label; hides on blur', async () => {
    const { wrapper, list } = await mount();
    wrapper.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' }); // short link
    await sendKeys({ press: 'Tab' }); // long link
    await sendKeys({ press: 'Tab' }); // long toggle
    const toggle = byText(list, LONG_TOGGLE);
    expect(root(list).activeElement).to.equal(toggle);
    await waitUntil(() => customElements.get('docs-tooltip') !== undefined, 'tooltip element loaded');
    const tip = tooltipFor(list, toggle);
    await waitUntil(() => tip.shown, 'shown on focus', { timeout: 3000 });
    await sendKeys({ press: 'Shift+Tab' });
    expect(tip.shown).to.equal(false);
  });

  it('on touch: a long press shows it, release hides it', async () => {
    const { list } = await mount();
    const long = byText(list, LONG);
    const touch = (type: string) => long.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, pointerType: 'touch', isPrimary: true }));
    // The first touch in the list loads the tooltip element.
    touch('pointerover');
    await waitUntil(() => customElements.get('docs-tooltip') !== undefined, 'tooltip element loaded');
    const tip = tooltipFor(list, long);
    await tip.updateComplete;
    const start = performance.now();
    touch('pointerdown');
    await waitUntil(() => tip.shown, 'shown after the long press', { timeout: 3000, interval: 10 });
    expect(performance.now() - start).to.be.at.least(500);
    touch('pointerup');
    expect(tip.shown).to.equal(false);
  });

  it('follows the sliding panels: a slid-in panel gets tooltips for its long labels', async () => {
    const { list } = await mount();
    await import('../../elements/tooltip/define.ts');
    const toggle = byText(list, LONG_TOGGLE);
    // Toggling navigates first; with no one taking the navigation over, it expands.
    toggle.click();
    await waitUntil(() => tooltips(list).some((t) => t.getAttribute('text') === 'Hierarchical injectors in detail'), 'panel tooltip');
    const deep = byText(list, 'Hierarchical injectors in detail');
    const tip = tooltipFor(list, deep);
    await tip.updateComplete;
    expect(deep.getAttribute('aria-describedby')).to.equal(tip.id);
  });

  it('new items: every tooltip attaches to the element now showing its label', async () => {
    const { list } = await mount();
    await import('../../elements/tooltip/define.ts');
    list.items = structuredClone(tree);
    await list.updateComplete;
    for (const tip of tooltips(list)) await tip.updateComplete;
    const long = byText(list, LONG);
    const tip = tooltipFor(list, long);
    expect(tip, 'a tooltip names the current element').to.not.equal(undefined);
    expect(long.getAttribute('aria-describedby')).to.equal(tip.id);
    const r = long.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(r.left + 10), Math.round(r.top + r.height / 2)] });
    await waitUntil(() => tip.shown, 'shown on hover', { timeout: 3000 });
  });

  it('is accessible with a label tooltip showing', async () => {
    const { list } = await mount();
    await import('../../elements/tooltip/define.ts');
    const long = byText(list, LONG);
    const tip = tooltipFor(list, long);
    await tip.updateComplete;
    tip.show();
    expect(tip.shown).to.equal(true);
    await expect(list).to.be.accessible();
  });
});
