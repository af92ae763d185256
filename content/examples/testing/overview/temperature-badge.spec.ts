import { TestBed } from '@angular/core/testing';
import { describe, expect, it } from 'vitest';
import { TemperatureBadge } from './temperature-badge';

describe('TemperatureBadge', () => {
  it('shows the reading without an alert inside the safe range', async () => {
    const fixture = TestBed.createComponent(TemperatureBadge);
    fixture.componentRef.setInput('celsius', 22);
    await fixture.whenStable();

    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('.reading')?.textContent).toBe('22 °C');
    expect(element.querySelector('[role="status"]')).toBeNull();
  });

  it('asks to check the vents when the zone gets too hot', async () => {
    const fixture = TestBed.createComponent(TemperatureBadge);
    fixture.componentRef.setInput('celsius', 31);
    await fixture.whenStable();

    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('.reading')?.classList).toContain('alert');
    expect(element.querySelector('[role="status"]')?.textContent).toBe('Check the vents');
  });
});
