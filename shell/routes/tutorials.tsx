import { Link } from 'react-router';
import { assets } from '../data/assets.ts';
import { tutorialsPage } from '../tutorials/tutorial-pages.ts';
import { pageTitle } from '../head/title.ts';
import { pageMeta } from '../head/page-meta.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import '../styles/playground.css';
import type { Route } from './+types/tutorials';

export const loader = async () => tutorialsPage(await import('../data/disk-assets.server.ts'));
export const clientLoader = () => tutorialsPage(assets);

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product, 'Tutorials'),
    headline: 'Tutorials',
    description: `Learn ${siteConfig.product} step by step with tutorials that run in your browser: edit the code, see the result, reveal the answer.`,
    pathname: location.pathname,
    crumbs: undefined,
    type: 'website',
  });
}

export default function TutorialsHome({ loaderData }: Route.ComponentProps) {
  return (
    <div className="tut-home">
      <h1>Tutorials</h1>
      <p>
        Learn {siteConfig.product} step by step. Each tutorial runs in your browser: read a step, change the code in the editor and watch the preview update.
        Nothing to install.
      </p>
      <ul className="tut-cards">
        {loaderData.tutorials.map((tutorial) => (
          <li key={tutorial.name} className="tut-card">
            <h2>
              <Link to={`/${tutorial.path}`}>{tutorial.title}</Link>
            </h2>
            <p>{tutorial.summary}</p>
            <p className="tut-card-meta">
              Introduction and {tutorial.steps} {tutorial.steps === 1 ? 'step' : 'steps'}
            </p>
          </li>
        ))}
      </ul>
      <p>
        Prefer a blank page? Open the <Link to="/playground">playground</Link>.
      </p>
    </div>
  );
}
