import { effect, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import { describe, expect, it } from 'vitest';
import { VentControl } from './vent-control';
import { VentMotor } from './vent-motor';

describe('VentControl', () => {
  it('opens the vent above the threshold', async () => {
    const fixture = TestBed.createComponent(VentControl, { inferTagName: true });
    fixture.componentRef.setInput('celsius', 33);
    await fixture.whenStable();

    expect(fixture.nativeElement.tagName).toBe('APP-VENT-CONTROL');
    expect(TestBed.inject(VentMotor).position()).toBe('open');
    expect(fixture.nativeElement.querySelector('.state').textContent).toBe('Vent open');
  });

  it('closes the vent from the button', async () => {
    const fixture = TestBed.createComponent(VentControl);
    fixture.componentRef.setInput('celsius', 33);
    await fixture.whenStable();

    const button = fixture.debugElement.query(By.css('button'));
    expect(button.listeners.map((listener) => listener.name)).toContain('click');
    button.triggerEventHandler('click');
    await fixture.whenStable();

    expect(fixture.nativeElement.querySelector('.state').textContent).toBe('Vent closed');
  });

  it('runs pending root effects with TestBed.tick()', () => {
    const celsius = signal(20);
    const readings: number[] = [];
    TestBed.runInInjectionContext(() => effect(() => readings.push(celsius())));

    TestBed.tick();
    celsius.set(24);
    TestBed.tick();

    expect(readings).toEqual([20, 24]);
  });

  it('runs destroy hooks when the fixture is destroyed', async () => {
    const fixture = TestBed.createComponent(VentControl);
    fixture.componentRef.setInput('celsius', 18);
    await fixture.whenStable();
    let destroyed = false;
    fixture.componentRef.onDestroy(() => (destroyed = true));

    fixture.destroy();

    expect(destroyed).toBe(true);
  });
});
