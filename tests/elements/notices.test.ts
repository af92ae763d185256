import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/banner/define.ts';
import '../../elements/cookie-popup/define.ts';
import { DocsBanner, DocsBannerCloseEvent, DocsCookiePopup, DocsCookiesAcceptedEvent } from '../../elements/index.ts';

const day = 24 * 3600 * 1000;
const isoDate = (time: number) => new Date(time).toISOString();

describe('docs-banner', () => {
  beforeEach(() => localStorage.clear());

  it('shows its text as a link until closed, and remembers the close per id', async () => {
    const banner = await fixture<DocsBanner>(html`<docs-banner banner-id="survey" text="<b>Take</b> the survey" link="https://example.com/s"></docs-banner>`);
    expect(customElements.get('docs-banner')).to.equal(DocsBanner);
    const link = banner.shadowRoot!.querySelector('a')!;
    expect(link.textContent).to.equal('<b>Take</b> the survey');
    expect(link.querySelector('b')).to.equal(null);
    expect(link.getAttribute('href')).to.equal('https://example.com/s');
    await expect(banner).to.be.accessible();

    const closed = oneEvent<DocsBannerCloseEvent>(banner, DocsBannerCloseEvent.eventName);
    banner.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Close banner"]')!.focus();
    await sendKeys({ press: 'Enter' });
    expect((await closed).bannerId).to.equal('survey');
    await banner.updateComplete;
    expect(banner.hidden).to.equal(true);
    expect(getComputedStyle(banner).display).to.equal('none');
    expect(localStorage.getItem('docs-was-closed-top-banner-survey')).to.equal('true');

    const again = await fixture<DocsBanner>(html`<docs-banner banner-id="survey" text="x"></docs-banner>`);
    expect(again.hidden).to.equal(true);
    const other = await fixture<DocsBanner>(html`<docs-banner banner-id="other" text="x"></docs-banner>`);
    expect(other.hidden).to.equal(false);
    expect(other.shadowRoot!.querySelector('a'), 'no link without one').to.equal(null);
  });

  it('links only to https: URLs and same-origin paths (a link from data)', async () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', 'http://evil.example/']) {
      const banner = await fixture<DocsBanner>(html`<docs-banner banner-id=${`b-${bad}`} text="News" link=${bad}></docs-banner>`);
      expect(banner.shadowRoot!.querySelector('a'), bad).to.equal(null);
      expect(banner.shadowRoot!.querySelector('[part="link"]')!.textContent).to.equal('News');
    }
    const path = await fixture<DocsBanner>(html`<docs-banner banner-id="p" text="News" link="/events"></docs-banner>`);
    expect(path.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('/events');
  });

  it('hides after its expiry, shows before it, and defaults to the year 3000', async () => {
    const expired = await fixture<DocsBanner>(html`<docs-banner banner-id="a" text="x" expiry=${isoDate(Date.now() - day)}></docs-banner>`);
    expect(expired.hidden).to.equal(true);
    const current = await fixture<DocsBanner>(html`<docs-banner banner-id="b" text="x" expiry=${isoDate(Date.now() + day)}></docs-banner>`);
    expect(current.hidden).to.equal(false);
    const forever = await fixture<DocsBanner>(html`<docs-banner banner-id="c" text="x"></docs-banner>`);
    expect(forever.visible).to.equal(true);
  });

  it("throws 'Invalid date string' for an invalid expiry", async () => {
    const banner = document.createElement('docs-banner');
    banner.expiry = 'not a date';
    expect(() => banner.visible).to.throw('Invalid date string');
  });
});

describe('docs-cookie-popup', () => {
  beforeEach(() => localStorage.clear());

  it('shows the text and buttons; accepting stores the flag, fires the event and removes the popup', async () => {
    const popup = await fixture<DocsCookiePopup>(html`<docs-cookie-popup></docs-cookie-popup>`);
    const root = popup.shadowRoot!;
    expect(root.querySelector('p')!.textContent).to.equal('This site uses cookies from Google to deliver its services and to analyze traffic.');
    const learnMore = root.querySelector('a')!;
    expect(learnMore.textContent).to.equal('Learn more about cookies');
    expect(learnMore.target).to.equal('_blank');
    await expect(popup).to.be.accessible();

    const accepted = oneEvent<DocsCookiesAcceptedEvent>(popup, DocsCookiesAcceptedEvent.eventName);
    const button = root.querySelector('button')!;
    expect(button.textContent).to.equal('Ok, Got it');
    button.focus();
    await sendKeys({ press: 'Space' });
    await accepted;
    expect(localStorage.getItem('docs-accepts-cookies')).to.equal('true');
    await popup.updateComplete;
    expect(popup.hidden).to.equal(true);
    expect(root.querySelector('button')).to.equal(null);

    const later = await fixture<DocsCookiePopup>(html`<docs-cookie-popup></docs-cookie-popup>`);
    expect(later.hidden, 'not shown again once accepted').to.equal(true);
  });

  it('still works when storage throws', async () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    try {
      const popup = await fixture<DocsCookiePopup>(html`<docs-cookie-popup></docs-cookie-popup>`);
      const accepted = oneEvent(popup, DocsCookiesAcceptedEvent.eventName);
      popup.accept();
      await accepted;
    } finally {
      Storage.prototype.setItem = original;
    }
  });
});
