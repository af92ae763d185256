/**
 * Setup of the `examples` vitest project: the Angular TestBed for the example specs under
 * `content/examples/`. The compiler is imported first, so components compile JIT in jsdom.
 * TestBed is zoneless by default (zone.js is not installed).
 */
import '@angular/compiler';
// The `$localize` global that templates with `i18n` and `$localize` strings call, loaded as the CLI's
// unit-test builder does when @angular/localize is installed (examples under content/examples/i18n*).
import '@angular/localize/init';
import { ContentChild, ContentChildren, Input, Output, ViewChild, ViewChildren } from '@angular/core';
import { getTestBed, ɵgetCleanupHook as getCleanupHook } from '@angular/core/testing';
import { BrowserTestingModule, platformBrowserTesting } from '@angular/platform-browser/testing';
import { afterEach, beforeEach } from 'vitest';
import { DECORATORS_GLOBAL } from '../../isomorphic/playground/jit-transform.ts';

// The decorators the JIT transform (./angular-jit-plugin.ts) adds to signal members.
(globalThis as Record<string, unknown>)[DECORATORS_GLOBAL] = { Input, Output, ViewChild, ViewChildren, ContentChild, ContentChildren };

// Reset the testing module around every test, as the CLI's unit-test builder does (vitest has no
// globals here, so @angular/core/testing cannot register these hooks itself).
beforeEach(getCleanupHook(false));
afterEach(getCleanupHook(true));

getTestBed().initTestEnvironment(BrowserTestingModule, platformBrowserTesting(), {
  errorOnUnknownElements: true,
  errorOnUnknownProperties: true,
});
