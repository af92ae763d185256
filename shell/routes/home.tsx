import { Link } from 'react-router';
import { pageTitle } from '../lib/title.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { siteConfig } from '../site.config.ts';

export function meta() {
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product),
    headline: siteConfig.product,
    description: `The web framework for building fast, reliable apps that scale. ${siteConfig.product} documentation: guides, tutorials, a live playground and the API reference.`,
    pathname: '/',
    crumbs: undefined,
    type: 'website',
  });
}

const TOPICS = [
  {
    title: 'Components',
    to: '/essentials/components',
    text: 'Split an interface into small pieces that own their template, styles and behaviour, then compose them.',
  },
  {
    title: 'Signals',
    to: '/essentials/signals',
    text: 'Hold state in signals and derive the rest with computed values. The framework updates exactly what changed.',
  },
  {
    title: 'Templates',
    to: '/essentials/templates',
    text: 'Bind data and events in HTML, and describe what appears when with @if, @for and @switch blocks.',
  },
  {
    title: 'Dependency injection',
    to: '/essentials/dependency-injection',
    text: 'Share services and configuration across your application without wiring every constructor by hand.',
  },
];

export default function Home() {
  return (
    <div className="docs-home">
      <section className="docs-home-hero" aria-labelledby="home-title">
        <h1 id="home-title" tabIndex={-1}>
          Build web apps that stay fast as they grow
        </h1>
        <p className="docs-home-lede">
          {siteConfig.product} is a TypeScript framework for applications of every size. These docs cover version{' '}
          {siteConfig.docsMajorVersion}: standalone components, signals and zoneless change detection.
        </p>
        <div className="docs-home-actions">
          <Link className="docs-button docs-button-primary" to="/overview">
            Read the overview
          </Link>
          <Link className="docs-button" to="/installation">
            Install {siteConfig.product}
          </Link>
        </div>
      </section>
      <section className="docs-home-topics" aria-labelledby="home-topics-title">
        <h2 id="home-topics-title">Learn the essentials</h2>
        <ul>
          {TOPICS.map((topic) => (
            <li key={topic.to}>
              <Link to={topic.to} className="docs-home-topic">
                <h3>{topic.title}</h3>
                <p>{topic.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
