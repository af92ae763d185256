import { Component, DebugElement, NO_ERRORS_SCHEMA } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import { Router, RouterLink, RouterOutlet, provideRouter } from '@angular/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { LibraryShell } from './library-shell';
import { MemberGreeting } from './member-greeting';

/** Stands in for the real greeting: same selector, nothing behind it. */
@Component({ selector: 'app-member-greeting', template: '' })
class MemberGreetingStub {}

describe('LibraryShell with stubs', () => {
  let fixture: ComponentFixture<LibraryShell>;
  let links: DebugElement[];

  beforeEach(async () => {
    TestBed.configureTestingModule({ providers: [provideRouter([])] });
    TestBed.overrideComponent(LibraryShell, {
      remove: { imports: [MemberGreeting] },
      add: { imports: [MemberGreetingStub] },
    });
    fixture = TestBed.createComponent(LibraryShell);
    await fixture.whenStable();
    links = fixture.debugElement.queryAll(By.directive(RouterLink));
  });

  it('renders the stub instead of the real greeting', () => {
    expect(fixture.debugElement.query(By.directive(MemberGreetingStub))).not.toBeNull();
    expect(fixture.debugElement.query(By.directive(MemberGreeting))).toBeNull();
  });

  it('links to the search and loan pages', () => {
    const hrefs = links.map((link) => link.injector.get(RouterLink).href);
    expect(hrefs).toEqual(['/search', '/loans']);
  });

  it('navigates when a link is clicked', async () => {
    TestBed.inject(Router).resetConfig([{ path: '**', children: [] }]);

    links[1]!.nativeElement.click();
    await fixture.whenStable();

    expect(TestBed.inject(Router).url).toBe('/loans');
  });
});

describe('LibraryShell with NO_ERRORS_SCHEMA', () => {
  it('ignores the child elements it does not know', async () => {
    TestBed.configureTestingModule({ providers: [provideRouter([])] });
    TestBed.overrideComponent(LibraryShell, {
      remove: { imports: [MemberGreeting, RouterOutlet] },
      add: { schemas: [NO_ERRORS_SCHEMA] },
    });
    const fixture = TestBed.createComponent(LibraryShell);
    await fixture.whenStable();

    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('app-member-greeting')?.childElementCount).toBe(0);
    expect(element.querySelectorAll('nav a').length).toBe(2);
  });
});
