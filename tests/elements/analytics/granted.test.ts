// Analytics with the cookies accepted earlier ('docs-accepts-cookies' is 'true'): consent granted by default.
import { expect } from '@open-wc/testing';
import { initAnalytics } from '../../../shell/analytics/analytics-lazy.ts';
import { siteConfig } from '../../../isomorphic/site.config.ts';
import { consent, routeAnalyticsTag, tagLoaded } from './helpers.ts';

describe('analytics, cookies accepted before', () => {
  after(() => {
    localStorage.removeItem('docs-accepts-cookies');
    siteConfig.analytics = {};
  });

  it('sets consent granted before the tag loads', async () => {
    await routeAnalyticsTag();
    localStorage.setItem('docs-accepts-cookies', 'true');
    siteConfig.analytics = { measurementId: 'G-GRANTED1' };
    initAnalytics();
    const tag = await tagLoaded();
    expect(tag.src).to.equal('https://www.googletagmanager.com/gtag/js?id=G-GRANTED1');
    expect(tag.dataLayerAtLoad[0]).to.deep.equal(['consent', 'default', consent('granted')]);
  });
});
