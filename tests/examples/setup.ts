/**
 * Setup of the `examples` vitest project: the Angular TestBed for the example specs under
 * `content/examples/`. The compiler is imported first, so components compile JIT in jsdom.
 * TestBed is zoneless by default (zone.js is not installed).
 */
import '@angular/compiler';
import { ContentChild, ContentChildren, Input, Output, ViewChild, ViewChildren } from '@angular/core';
import { getTestBed } from '@angular/core/testing';
import { BrowserTestingModule, platformBrowserTesting } from '@angular/platform-browser/testing';
import { DECORATORS_GLOBAL } from '../../elements/playground-runtime/jit-transform.ts';

// The decorators the JIT transform (./angular-jit-plugin.ts) adds to signal members.
(globalThis as Record<string, unknown>)[DECORATORS_GLOBAL] = { Input, Output, ViewChild, ViewChildren, ContentChild, ContentChildren };

getTestBed().initTestEnvironment(BrowserTestingModule, platformBrowserTesting(), {
  errorOnUnknownElements: true,
  errorOnUnknownProperties: true,
});
