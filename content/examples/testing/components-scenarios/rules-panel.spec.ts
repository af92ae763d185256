import { DeferBlockBehavior, DeferBlockState, TestBed } from '@angular/core/testing';
import { describe, expect, it } from 'vitest';
import { RulesPanel } from './rules-panel';

describe('RulesPanel', () => {
  it('renders each state of the @defer block on demand', async () => {
    TestBed.configureTestingModule({ deferBlockBehavior: DeferBlockBehavior.Manual });
    const fixture = TestBed.createComponent(RulesPanel);
    fixture.componentRef.setInput('rules', 'Draft a tile and a wildlife token, then place both.');
    await fixture.whenStable();
    const panel: HTMLElement = fixture.nativeElement;

    const [rulesBlock] = await fixture.getDeferBlocks();
    expect(panel.querySelector('.hint')?.textContent).toBe('Rules load on request.');

    await rulesBlock!.render(DeferBlockState.Loading);
    expect(panel.querySelector('.hint')?.textContent).toBe('Loading rules…');

    await rulesBlock!.render(DeferBlockState.Complete);
    expect(panel.querySelector('.rules')?.textContent).toContain('Draft a tile');
  });

  it('plays through when the member clicks the button', async () => {
    const fixture = TestBed.createComponent(RulesPanel);
    fixture.componentRef.setInput('rules', 'Draft a tile and a wildlife token, then place both.');
    await fixture.whenStable();

    fixture.nativeElement.querySelector('button').click();
    await fixture.whenStable();

    expect(fixture.nativeElement.querySelector('.rules')).not.toBeNull();
  });
});
