import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageTitle } from '../../../../shell/head/title.ts';

describe('pageTitle', () => {
  it('formats "{label} • {product}"', () => {
    expect(pageTitle('Angular', 'Installation')).toBe('Installation • Angular');
  });
  it('prefixes an Overview label with its parent label', () => {
    expect(pageTitle('Angular', 'Overview', 'Essentials')).toBe('Essentials • Overview • Angular');
  });
  it('does not prefix other labels, nor Overview without a parent', () => {
    expect(pageTitle('Angular', 'Components', 'Essentials')).toBe('Components • Angular');
    expect(pageTitle('Angular', 'Overview')).toBe('Overview • Angular');
    expect(pageTitle('Angular', 'Overviews of things', 'X')).toBe('Overviews of things • Angular');
  });
  it('is the product alone without a label', () => {
    expect(pageTitle('Angular')).toBe('Angular');
    expect(pageTitle('Angular', '')).toBe('Angular');
  });
});

describe('canonicalUrl', () => {
  it('drops fragment, query and trailing slash', () => {
    expect(canonicalUrl('https://angular.dev', '/essentials/signals/?a=1#x')).toBe('https://angular.dev/essentials/signals');
  });
  it('maps the root to the bare origin', () => {
    expect(canonicalUrl('https://angular.dev/', '/')).toBe('https://angular.dev');
  });
});
