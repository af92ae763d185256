import { Link } from 'react-router';
import { pageMeta } from '../head/page-meta.ts';
import { pageTitle } from '../head/title.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import type { Route } from './+types/press-kit';

const DESCRIPTION = `Logo files, colours and usage guidance for writing about ${siteConfig.product}: the shield mark and the wordmark as SVG and PNG, for light and dark backgrounds.`;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product, 'Press kit'),
    headline: 'Press kit',
    description: DESCRIPTION,
    pathname: location.pathname,
    crumbs: undefined,
    type: 'website',
  });
}

const BASE = '/assets/images/press-kit';

interface LogoFile {
  name: string;
  file: string;
  background: 'light' | 'dark';
  alt: string;
  size: string;
}

const LOGOS: LogoFile[] = [
  {
    name: 'Mark, for light backgrounds',
    file: 'mark-light',
    background: 'light',
    alt: 'The shield mark in raspberry with a white letter A',
    size: '512 × 512',
  },
  { name: 'Mark, for dark backgrounds', file: 'mark-dark', background: 'dark', alt: 'The shield mark in light pink with a dark letter A', size: '512 × 512' },
  {
    name: 'Wordmark, for light backgrounds',
    file: 'logo-light',
    background: 'light',
    alt: `The shield mark followed by the name ${siteConfig.product} in dark text`,
    size: '1200 × 256',
  },
  {
    name: 'Wordmark, for dark backgrounds',
    file: 'logo-dark',
    background: 'dark',
    alt: `The shield mark followed by the name ${siteConfig.product} in light text`,
    size: '1200 × 256',
  },
];

interface Swatch {
  name: string;
  hex: string;
  use: string;
}

const COLOURS: Swatch[] = [
  { name: 'Raspberry', hex: '#C2185B', use: 'The shield on light backgrounds; primary buttons.' },
  { name: 'Blossom', hex: '#FF7AA8', use: 'The shield on dark backgrounds.' },
  { name: 'Ink', hex: '#1B1B22', use: 'Text and the wordmark on light backgrounds.' },
  { name: 'Night', hex: '#121217', use: 'Dark backgrounds; the letter inside the dark-background mark.' },
  { name: 'Paper', hex: '#FFFFFF', use: 'Light backgrounds; the letter inside the light-background mark.' },
];

export default function PressKit() {
  return (
    <div className="docs-footer-page">
      <article className="docs-article docs-viewer">
        <h1 id="press-kit" tabIndex={-1}>
          Press kit
        </h1>
        <p>
          Writing an article, preparing a talk or announcing a meetup about {siteConfig.product}? This page has the logo files in the formats you are likely to
          need, the colours they use, and a few rules that keep the mark recognisable wherever it appears.
        </p>

        <h2 id="logo-files">Logo files</h2>
        <p>
          Each logo comes as SVG, which scales to any size without blurring, and as a PNG with a transparent background for tools that do not accept vector
          images. Pick the variant that matches the background it sits on.
        </p>
        <ul className="docs-press-logos">
          {LOGOS.map((logo) => (
            <li key={logo.file}>
              <figure className={`docs-press-logo docs-press-logo-${logo.background}`}>
                <img
                  src={`${BASE}/${logo.file}.svg`}
                  alt={logo.alt}
                  width={logo.file.startsWith('mark') ? 96 : 300}
                  height={logo.file.startsWith('mark') ? 96 : 64}
                  loading="lazy"
                />
                <figcaption>
                  <span className="docs-press-logo-name">{logo.name}</span>
                  <span className="docs-press-downloads">
                    <a href={`${BASE}/${logo.file}.svg`} download>
                      SVG<span className="docs-visually-hidden"> of the {logo.name.toLowerCase()}</span>
                    </a>
                    <a href={`${BASE}/${logo.file}.png`} download>
                      PNG, {logo.size}
                      <span className="docs-visually-hidden"> of the {logo.name.toLowerCase()}</span>
                    </a>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p>
          The wordmark files set the name in the reader's system interface font. For print work where the exact letter shapes matter, use the mark on its own
          and set the name in your own typeface beside it.
        </p>

        <h2 id="colours">Colours</h2>
        <p>The mark uses two pinks, one per background, and neutral colours for text and surfaces.</p>
        <ul className="docs-press-colours">
          {COLOURS.map((colour) => (
            <li key={colour.hex}>
              {/* Colours come from classes: the site's CSP (style-src 'self') blocks style attributes. */}
              <span className={`docs-press-swatch docs-press-swatch-${colour.name.toLowerCase()}`}>{colour.hex}</span>
              <span className="docs-press-colour-name">{colour.name}</span>
              <span className="docs-press-colour-use">{colour.use}</span>
            </li>
          ))}
        </ul>

        <h2 id="usage">Using the logo</h2>
        <p>These rules keep the mark legible and make clear who speaks for the project.</p>
        <h3 id="do">Do</h3>
        <ul>
          <li>Leave clear space around the mark of at least a quarter of its width on every side.</li>
          <li>Keep the mark at least 24 pixels tall on screen, so the letter inside stays readable.</li>
          <li>Use the dark-background files on dark surfaces and the light-background files on light ones.</li>
          <li>Scale the files proportionally, from the corners.</li>
        </ul>
        <h3 id="do-not">Do not</h3>
        <ul>
          <li>Stretch, rotate, outline or add shadows and gradients to the mark.</li>
          <li>Recolour the shield with colours outside this page, or place it on busy photographs.</li>
          <li>Combine the mark with another logo into a new one, or use it as your own product's logo.</li>
          <li>Suggest that the project endorses your product, event or course when it does not.</li>
        </ul>
        <p>
          Community events, user groups and learning material may use the logo to show what they are about. The name and the logo are trademarks of their owner;
          when in doubt, ask the project through its{' '}
          <a href={siteConfig.social.repository} target="_blank" rel="noopener">
            source repository
          </a>
          .
        </p>

        <h2 id="next-steps">Next steps</h2>
        <ul>
          <li>
            <Link to="/license">License</Link>: how you may reuse the framework code and this documentation.
          </li>
          <li>
            <Link to="/overview">What is {siteConfig.product}?</Link>: a short introduction to quote from.
          </li>
        </ul>
      </article>
    </div>
  );
}
