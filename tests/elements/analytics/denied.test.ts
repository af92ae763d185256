// Analytics in a browser (spec §7–§9): the real module, the real <script> injection, the tag URL
// answered by a local fake. Consent not given ('docs-accepts-cookies' is not 'true'): denied.
import { aTimeout, expect } from '@open-wc/testing';
import { grantConsent, initAnalytics, reportException } from '../../../shell/analytics/analytics-lazy.ts';
import { siteConfig } from '../../../isomorphic/site.config.ts';
import { analyticsRequests, analyticsScripts, consent, dataLayer, fakeGtag, routeAnalyticsTag, tagLoaded } from './helpers.ts';

const ID = 'G-TEST12345';

describe('analytics, consent not given', () => {
  before(async () => {
    await routeAnalyticsTag();
    localStorage.setItem('docs-accepts-cookies', 'yes');
  });
  after(() => {
    localStorage.removeItem('docs-accepts-cookies');
    siteConfig.analytics = {};
  });

  it('without a measurement id in site config, nothing loads and nothing is sent', async () => {
    siteConfig.analytics = {};
    initAnalytics();
    reportException('boom', true);
    grantConsent();
    await aTimeout(300);
    expect(analyticsScripts()).to.have.length(0);
    expect('dataLayer' in window).to.equal(false);
    expect(await analyticsRequests()).to.deep.equal([]);
  });

  it('with an id: the consent is read and set (denied) before the tag loads', async () => {
    siteConfig.analytics = { measurementId: ID };
    initAnalytics();
    const tag = await tagLoaded();
    expect(tag.src).to.equal(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    expect(analyticsScripts()).to.have.length(1);
    expect(analyticsScripts()[0]!.async).to.equal(true);
    expect(tag.dataLayerAtLoad[0]).to.deep.equal(['consent', 'default', consent('denied')]);
    expect(tag.dataLayerAtLoad.slice(1).map((args) => args[0])).to.deep.equal(['js', 'config']);
    expect(tag.dataLayerAtLoad[2]).to.deep.equal(['config', ID]);
    expect(await analyticsRequests()).to.deep.equal([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
  });

  it("sends 'exception' events with the description capped at 150 characters and the fatal flag", async () => {
    await tagLoaded();
    const long = `${'x'.repeat(149)}yz and more`;
    reportException(long, false);
    await aTimeout(50);
    expect(dataLayer().at(-1)).to.deep.equal(['event', 'exception', { description: `${'x'.repeat(149)}y`, fatal: false }]);
    reportException('Chunk loading error', true);
    await aTimeout(50);
    expect(dataLayer().at(-1)).to.deep.equal(['event', 'exception', { description: 'Chunk loading error', fatal: true }]);
  });

  it('reports global window errors as fatal exceptions', async () => {
    await tagLoaded();
    // Mocha listens for window errors too: keep this synthetic one away from it.
    const mochaOnError = window.onerror;
    window.onerror = null;
    try {
      window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught TypeError: x is not a function' }));
    } finally {
      window.onerror = mochaOnError;
    }
    expect(dataLayer().at(-1)).to.deep.equal(['event', 'exception', { description: 'Uncaught TypeError: x is not a function', fatal: true }]);
  });

  it('accepting cookies grants analytics and ads consent; the tag loads only once', async () => {
    grantConsent();
    await aTimeout(50);
    expect(dataLayer().at(-1)).to.deep.equal(['consent', 'update', consent('granted')]);
    initAnalytics();
    await aTimeout(100);
    expect(analyticsScripts()).to.have.length(1);
    expect(fakeGtag()).not.to.equal(undefined);
  });
});
