import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/tab-group/define.ts';
import { DocsTabChangeEvent, DocsTabGroup } from '../../elements/index.ts';

// The markup the content pipeline writes for <docs-tab-group> (content/pipeline/markdown/extensions/docs-tab*.ts).
const tabs = (selected?: number) => html`
  <div>
    <button id="before">Before</button>
    <docs-tab-group class="docs-tab-group" selected=${selected ?? 0}>
      <section class="docs-tab" data-label="npm">
        <p class="docs-tab-label" role="heading" aria-level="3">npm</p>
        <div class="docs-tab-body"><p>npm install</p></div>
      </section>
      <section class="docs-tab" data-label="pnpm">
        <p class="docs-tab-label" role="heading" aria-level="3">pnpm</p>
        <div class="docs-tab-body">
          <p>pnpm add</p>
          <a href="#x">link</a>
        </div>
      </section>
      <section class="docs-tab" data-label="yarn">
        <p class="docs-tab-label" role="heading" aria-level="3">yarn</p>
        <div class="docs-tab-body"><p>yarn add</p></div>
      </section>
    </docs-tab-group>
  </div>
`;

async function mount(selected?: number) {
  const wrapper = await fixture<HTMLDivElement>(tabs(selected));
  const group = wrapper.querySelector('docs-tab-group')!;
  await group.updateComplete;
  const buttons = [...group.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panels = [...group.querySelectorAll<HTMLElement>('section.docs-tab')];
  return { wrapper, group, buttons, panels };
}

describe('docs-tab-group', () => {
  it('adds a tab list before the sections and shows one panel, wired with ARIA', async () => {
    const { group, buttons, panels } = await mount();
    expect(customElements.get('docs-tab-group')).to.equal(DocsTabGroup);
    const list = group.querySelector('[role="tablist"]')!;
    expect(group.firstElementChild?.contains(list) || group.firstElementChild === list).to.equal(true);
    expect(buttons.map((b) => b.textContent!.trim())).to.deep.equal(['npm', 'pnpm', 'yarn']);
    expect(buttons.map((b) => b.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
    expect(buttons.map((b) => b.tabIndex)).to.deep.equal([0, -1, -1]);
    expect(panels.map((p) => p.hidden)).to.deep.equal([false, true, true]);
    panels.forEach((panel, i) => {
      expect(panel.getAttribute('role')).to.equal('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).to.equal(buttons[i]!.id);
      expect(buttons[i]!.getAttribute('aria-controls')).to.equal(panel.id);
      // The section's own heading-like label is replaced by the tab.
      expect(panel.querySelector<HTMLElement>('.docs-tab-label')!.hidden).to.equal(true);
    });
    expect(group.hasAttribute('data-upgraded')).to.equal(true);
    await expect(group).to.be.accessible();
  });

  it('selects on click and reports the change', async () => {
    const { group, buttons, panels } = await mount();
    const event = oneEvent(group, DocsTabChangeEvent.eventName);
    buttons[2]!.click();
    const change = (await event) as unknown as DocsTabChangeEvent;
    expect([change.index, change.label]).to.deep.equal([2, 'yarn']);
    await group.updateComplete;
    expect(group.selected).to.equal(2);
    expect(panels.map((p) => p.hidden)).to.deep.equal([true, true, false]);
    expect(buttons[2]!.getAttribute('aria-selected')).to.equal('true');
  });

  it('moves with the arrow keys (wrapping), Home and End, focusing the new tab; Tab goes on to the panel', async () => {
    const { group, buttons, panels } = await mount();
    (group.ownerDocument.getElementById('before') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(buttons[0]);
    await sendKeys({ press: 'ArrowLeft' });
    await group.updateComplete;
    expect(document.activeElement).to.equal(buttons[2]);
    expect(panels[2]!.hidden).to.equal(false);
    await sendKeys({ press: 'Home' });
    await group.updateComplete;
    expect(document.activeElement).to.equal(buttons[0]);
    await sendKeys({ press: 'ArrowRight' });
    await group.updateComplete;
    expect(document.activeElement).to.equal(buttons[1]);
    expect(group.selected).to.equal(1);
    await sendKeys({ press: 'End' });
    await group.updateComplete;
    expect(document.activeElement).to.equal(buttons[2]);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(panels[2]);
  });

  it('takes the initial selection from the attribute and clamps it', async () => {
    const { panels, group } = await mount(1);
    expect(panels.map((p) => p.hidden)).to.deep.equal([true, false, true]);
    group.selected = 9;
    await group.updateComplete;
    expect(group.selected).to.equal(2);
  });
});
