import { ComponentFixture, TestBed } from '@angular/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemberGreeting } from './member-greeting';
import { MemberSession } from './member-session';

describe('MemberGreeting', () => {
  let fixture: ComponentFixture<MemberGreeting>;
  let session: MemberSession;

  beforeEach(() => {
    fixture = TestBed.createComponent(MemberGreeting);
    // The same instance the component injected: MemberSession is provided in root.
    session = TestBed.inject(MemberSession);
  });

  it('asks visitors to sign in', async () => {
    await fixture.whenStable();
    expect(fixture.nativeElement.textContent.trim()).toBe('Sign in to borrow games.');
  });

  it('greets a signed-in member by name', async () => {
    session.member.set({ name: 'Ada' });
    await fixture.whenStable();
    expect(fixture.nativeElement.textContent.trim()).toBe('Welcome back, Ada!');
  });

  it('follows the session when the member signs out', async () => {
    session.member.set({ name: 'Ada' });
    await fixture.whenStable();

    session.member.set(null);
    await fixture.whenStable();

    expect(fixture.nativeElement.textContent).toContain('Sign in');
  });
});
