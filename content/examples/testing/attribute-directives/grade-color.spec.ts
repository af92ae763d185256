import { Component, DebugElement, signal } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { GradeColor } from './grade-color';

/** A test-only host that uses the directive in every way the app does. */
@Component({
  imports: [GradeColor],
  template: `
    <span appGradeColor="2">Warm-up slab</span>
    <span [appGradeColor]="featuredGrade()">Route of the week</span>
    <span class="unrated">New route, not graded yet</span>
  `,
})
class RouteLabels {
  readonly featuredGrade = signal(5);
}

describe('GradeColor', () => {
  let fixture: ComponentFixture<RouteLabels>;
  let tinted: DebugElement[];

  beforeEach(async () => {
    fixture = TestBed.createComponent(RouteLabels);
    await fixture.whenStable();
    tinted = fixture.debugElement.queryAll(By.directive(GradeColor));
  });

  it('applies to the two graded labels only', () => {
    expect(tinted.length).toBe(2);
  });

  it('reads a static grade from the attribute', () => {
    const label: HTMLElement = tinted[0]!.nativeElement;
    expect(label.style.borderLeftColor).toBe('green');
    expect(label.dataset['band']).toBe('easy');
  });

  it('follows a bound grade when it changes', async () => {
    const label: HTMLElement = tinted[1]!.nativeElement;
    expect(label.dataset['band']).toBe('medium');

    fixture.componentInstance.featuredGrade.set(8);
    await fixture.whenStable();

    expect(label.dataset['band']).toBe('hard');
    expect(label.style.borderLeftColor).toBe('crimson');
  });

  it('exposes the directive instance through the element injector', () => {
    const directive = tinted[1]!.injector.get(GradeColor);
    expect(directive.band()).toBe('medium');
  });

  it('leaves labels without the attribute alone', () => {
    const unrated = fixture.debugElement.query(By.css('.unrated'));
    expect(unrated.nativeElement.getAttribute('data-band')).toBeNull();
    expect(unrated.styles['border-left-color']).toBeFalsy();
  });
});
