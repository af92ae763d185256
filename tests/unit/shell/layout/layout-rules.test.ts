import { describe, expect, it } from 'vitest';
import { primarySection, showFooter } from '../../../../shell/layout/layout-rules.ts';

describe('primarySection', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/overview', 'docs'],
    ['/essentials/signals', 'docs'],
    ['/tutorials', 'tutorials'],
    ['/tutorials/first-app/1', 'tutorials'],
    ['/playground', 'playground'],
    ['/api', 'reference'],
    ['/api/core/signal', 'reference'],
    ['/cli/build', 'reference'],
    ['/errors/NG0100', 'reference'],
    ['/update-guide', 'reference'],
  ])('%s → %s', (path, section) => {
    expect(primarySection(path)).toBe(section);
  });
});

describe('showFooter', () => {
  it('hides the footer on the playground and tutorial steps only', () => {
    expect(showFooter('/playground')).toBe(false);
    expect(showFooter('/tutorials/first-app/3')).toBe(false);
    expect(showFooter('/tutorials/first-app')).toBe(true);
    expect(showFooter('/tutorials')).toBe(true);
    expect(showFooter('/overview')).toBe(true);
    expect(showFooter('/')).toBe(true);
  });
});
