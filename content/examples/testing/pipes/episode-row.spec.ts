import { TestBed } from '@angular/core/testing';
import { describe, expect, it } from 'vitest';
import { EpisodeRow } from './episode-row';

describe('EpisodeRow', () => {
  it('formats the episode length with the duration pipe', async () => {
    const fixture = TestBed.createComponent(EpisodeRow);
    fixture.componentRef.setInput('title', 'Tides and the moon');
    fixture.componentRef.setInput('lengthSeconds', 3900);
    await fixture.whenStable();

    const length: HTMLElement = fixture.nativeElement.querySelector('.length');
    expect(length.textContent).toBe('1 h 05 min');
  });

  it('updates the text when the input changes', async () => {
    const fixture = TestBed.createComponent(EpisodeRow);
    fixture.componentRef.setInput('title', 'Tides and the moon');
    await fixture.whenStable();
    expect(fixture.nativeElement.querySelector('.length').textContent).toBe('–');

    fixture.componentRef.setInput('lengthSeconds', 1500);
    await fixture.whenStable();
    expect(fixture.nativeElement.querySelector('.length').textContent).toBe('25 min');
  });
});
