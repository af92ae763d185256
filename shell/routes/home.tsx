import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { pageTitle } from '../head/title.ts';
import { pageMeta } from '../head/page-meta.ts';
import { assets } from '../data/assets.ts';
import { HOME_STRENGTHS_KEY, homePage } from '../home/home-page.ts';
import { useLinkInterception } from '../navigation/use-link-interception.ts';
import { prerenderedFragment } from '../data/prerendered-html.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import type { Route } from './+types/home';

export function meta() {
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product),
    headline: siteConfig.product,
    description: `${siteConfig.product} is a TypeScript framework for web apps of every size. Learn it with guides, tutorials, a live playground and the API reference.`,
    pathname: '/',
    crumbs: undefined,
    type: 'website',
  });
}

/** The strengths section: prose and code highlighted at build time like the docs' code (no highlighter in the browser). */
export const loader = async () => homePage(await import('../data/disk-assets.server.ts'));
export const clientLoader = () => homePage(assets);

// The editor, the runtime and the example's files load only when the visitor reaches the example.
const loadLiveExample = () => import('../home/live-example.tsx');
const LiveExample = lazy(loadLiveExample);

const PATHS = [
  {
    title: 'Read the docs',
    to: '/overview',
    text: 'Start with the essentials, then go deep on components, routing, forms, HTTP, testing and server rendering.',
  },
  {
    title: 'Follow a tutorial',
    to: '/tutorials',
    text: 'Build a small app step by step, with the editor and the running result side by side in your browser.',
  },
  {
    title: 'Open the playground',
    to: '/playground',
    text: 'Experiment with templates and components in a full editor. Nothing to install; your edits stay in the browser.',
  },
  {
    title: 'Look up the API',
    to: '/api',
    text: 'Every function, class, directive and pipe of the framework packages, with signatures and usage notes.',
  },
];

/**
 * The live example's slot: a box of fixed height (no layout shift) that mounts the workspace once it
 * comes near the viewport, or at once when the visitor clicks, taps or tabs into it.
 */
function LiveExampleSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  const activate = useCallback(() => setActive(true), []);

  useEffect(() => {
    if (active) return;
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setActive(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  return (
    <div
      ref={slot}
      className="docs-home-live-slot"
      data-state={active ? 'active' : 'idle'}
      onPointerDown={active ? undefined : activate}
      onFocus={active ? undefined : activate}
    >
      {active ? (
        <Suspense fallback={<p className="docs-home-live-loading">Loading the editor…</p>}>
          <LiveExample />
        </Suspense>
      ) : (
        <div className="docs-home-live-idle">
          <p>The editor and the preview load when you reach this part of the page.</p>
          <button type="button" className="docs-button docs-button-primary" onClick={activate}>
            Load the live example
          </button>
          <noscript>
            <p>The live example runs in your browser and needs JavaScript.</p>
          </noscript>
        </div>
      )}
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const strengths = useRef<HTMLDivElement>(null);
  useLinkInterception(strengths);
  const strengthsHtml = loaderData.strengths ?? prerenderedFragment(HOME_STRENGTHS_KEY, 'home-strengths');
  return (
    <div className="docs-home">
      <section className="docs-home-hero" aria-labelledby="home-title">
        <h1 id="home-title" tabIndex={-1}>
          Build web apps that stay fast as they grow
        </h1>
        <p className="docs-home-lede">
          {siteConfig.product} is a TypeScript framework for applications of every size. These docs cover version {siteConfig.docsMajorVersion}: standalone
          components, signals, built-in control flow and zoneless change detection.
        </p>
        <div className="docs-home-actions">
          <Link className="docs-button docs-button-primary" to="/overview">
            Get started
          </Link>
          <Link className="docs-button" to="/tutorials">
            Take a tutorial
          </Link>
          <Link className="docs-button" to="/playground">
            Try the playground
          </Link>
        </div>
      </section>

      <section className="docs-home-strengths" aria-labelledby="home-strengths-title">
        <h2 id="home-strengths-title">What you build with</h2>
        <div id="home-strengths" data-fragment={HOME_STRENGTHS_KEY} ref={strengths} dangerouslySetInnerHTML={{ __html: strengthsHtml }} />
      </section>

      <section className="docs-home-live" aria-labelledby="home-live-title">
        <h2 id="home-live-title">Try it on this page</h2>
        <p>
          This counter runs here, in your browser. Change the heading or the caffeine figure in <code>app.ts</code>: the preview updates as you type.
        </p>
        <LiveExampleSlot />
      </section>

      <section className="docs-home-paths" aria-labelledby="home-paths-title">
        <h2 id="home-paths-title">Where to go next</h2>
        <ul>
          {PATHS.map((path) => (
            <li key={path.to}>
              <Link to={path.to} className="docs-home-topic">
                <h3>{path.title}</h3>
                <p>{path.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
