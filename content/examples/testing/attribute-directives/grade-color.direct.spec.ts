import { inputBinding, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { describe, expect, it } from 'vitest';
import { GradeColor } from './grade-color';

describe('GradeColor with TestBed.createDirective', () => {
  it('tints a host element created for the test', async () => {
    const grade = signal(3);
    const fixture = TestBed.createDirective(GradeColor, {
      tagName: 'span',
      bindings: [inputBinding('appGradeColor', grade)],
    });
    await fixture.whenStable();

    const host = fixture.nativeElement as HTMLElement;
    expect(host.tagName).toBe('SPAN');
    expect(host.getAttribute('data-band')).toBe('easy');

    grade.set(7);
    await fixture.whenStable();

    expect(fixture.directiveInstance.band()).toBe('hard');
    expect(host.getAttribute('data-band')).toBe('hard');
  });
});
