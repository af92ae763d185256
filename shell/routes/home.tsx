import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { pageTitle } from '../lib/title.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { fetchHomeSamples, sampleKey, type HomeSample } from '../lib/home-samples.ts';
import { prerenderedFragment, stashFragment } from '../lib/prerendered-html.ts';
import { siteConfig } from '../site.config.ts';
import type { Route } from './+types/home';

export function meta() {
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product),
    headline: siteConfig.product,
    description: `${siteConfig.product} is a TypeScript framework for web apps of every size: signals, built-in control flow, deferred loading and hydration. Guides, tutorials, a playground and the API reference.`,
    pathname: '/',
    crumbs: undefined,
    type: 'website',
  });
}

interface HomeData {
  /** The samples' highlighted HTML; absent in the build-time data (read back from the prerendered DOM). */
  samples?: HomeSample[];
}

/**
 * Build time (prerender): the code samples, highlighted like the docs' code (no highlighter in the
 * browser). The HTML is stashed for the render rather than returned, so it is not serialised a second
 * time into the hydration data (see prerendered-html.ts).
 */
export async function loader(): Promise<HomeData> {
  const { readHomeSamples } = await import('../lib/home-samples.server.ts');
  for (const sample of await readHomeSamples()) stashFragment(sampleKey(sample.id), sample.html);
  return {};
}

/** Browser, after a client navigation to the home page: fetch the samples (the page was not prerendered in this document). */
export async function clientLoader(): Promise<HomeData> {
  return { samples: await fetchHomeSamples().catch(() => []) };
}

// The editor, the runtime and the example's files load only when the visitor reaches the example.
const loadLiveExample = () => import('../home/live-example.tsx');
const LiveExample = lazy(loadLiveExample);

interface Strength {
  id: HomeSample['id'];
  title: string;
  text: string;
  link: { to: string; label: string };
}

const STRENGTHS: Strength[] = [
  {
    id: 'signals',
    title: 'Reactive state with signals',
    text: 'A signal holds a value and knows who reads it. Derive totals and labels with computed(), and the framework updates only the parts of the page that depend on what changed, without a zone patching the browser.',
    link: { to: '/guide/signals', label: 'Learn about signals' },
  },
  {
    id: 'control-flow',
    title: 'Templates with built-in control flow',
    text: 'Write conditions, loops and switches as @if, @for and @switch blocks, right in the HTML. Every loop names a track key, so lists update row by row instead of being redrawn.',
    link: { to: '/essentials/templates', label: 'Learn about templates' },
  },
  {
    id: 'defer',
    title: 'Load heavy parts later with @defer',
    text: 'Wrap a chart, an editor or a map in a @defer block and the compiler moves it into its own chunk. It loads when a trigger fires: the block enters the viewport, the visitor interacts, or the browser is idle.',
    link: { to: '/guide/templates/defer', label: 'Learn about deferrable views' },
  },
  {
    id: 'hydration',
    title: 'Server rendering that hydrates, not repaints',
    text: 'Render pages on the server or at build time, then let the browser adopt the existing DOM. Clicks made before the app is ready are replayed, and @defer blocks can stay static until a visitor needs them.',
    link: { to: '/guide/hydration', label: 'Learn about hydration' },
  },
];

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
  const samples = new Map((loaderData.samples ?? []).map((sample) => [sample.id, sample.html]));
  const sampleHtml = (id: HomeSample['id']) => samples.get(id) ?? prerenderedFragment(sampleKey(id), `home-code-${id}`);
  return (
    <div className="docs-home">
      <section className="docs-home-hero" aria-labelledby="home-title">
        <h1 id="home-title" tabIndex={-1}>
          Build web apps that stay fast as they grow
        </h1>
        <p className="docs-home-lede">
          {siteConfig.product} is a TypeScript framework for applications of every size. These docs cover version{' '}
          {siteConfig.docsMajorVersion}: standalone components, signals, built-in control flow and zoneless change
          detection.
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
        {STRENGTHS.map((strength) => (
          <article key={strength.id} className="docs-home-strength" aria-labelledby={`home-${strength.id}`}>
            <div className="docs-home-strength-text">
              <h3 id={`home-${strength.id}`}>{strength.title}</h3>
              <p>{strength.text}</p>
              <Link to={strength.link.to}>{strength.link.label}</Link>
            </div>
            <div
              id={`home-code-${strength.id}`}
              data-fragment={sampleKey(strength.id)}
              className="docs-home-code docs-code"
              dangerouslySetInnerHTML={{ __html: sampleHtml(strength.id) }}
            />
          </article>
        ))}
      </section>

      <section className="docs-home-live" aria-labelledby="home-live-title">
        <h2 id="home-live-title">Try it on this page</h2>
        <p>
          This counter runs here, in your browser. Change the heading or the caffeine figure in <code>app.ts</code>: the
          preview updates as you type.
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
