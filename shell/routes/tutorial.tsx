/**
 * A tutorial page: the intro (`tutorials/<name>`) or a step (`tutorials/<name>/<step>`). One route
 * module for both, so moving between steps keeps this component, the editor and the runtime: only
 * the files are swapped.
 */
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { discardPreloadedPreview, preloadPreview } from '../../playground-runtime/runtime.ts';
import { assets } from '../data/assets.ts';
import { tutorialFragmentKey, tutorialPage } from '../tutorials/tutorial-pages.ts';
import { pageTitle } from '../head/title.ts';
import { pageMeta } from '../head/page-meta.ts';
import { ContentFragment } from '../layout/content-fragment.tsx';
import { useSplit } from '../tutorials/use-split.ts';
import { useTutorialProject } from '../tutorials/use-tutorial-project.ts';
import { usePrewarmNextStep, useWorkspaceMount } from '../tutorials/workspace-mount.ts';
import type { TutorialPageData } from '../tutorials/tutorial-pages.ts';
import { pageCrumbs, pageLabel, projectName } from '../tutorials/step-labels.ts';
import { PrevNext, StepMenu } from '../tutorials/step-nav.tsx';
import { DownloadProject, EditorControls } from '../tutorials/step-controls.tsx';
import { Splitter } from '../tutorials/splitter.tsx';
import { siteConfig } from '../../isomorphic/site.config.ts';
import '../styles/playground.css';
import type { Route } from './+types/tutorial';

const loadWorkspace = () => import('../playground/workspace.tsx');
const Workspace = lazy(loadWorkspace);

/**
 * In the browser: start the preview frame (Angular loads inside it) and the editor chunk in parallel,
 * before the page data arrives — nearly every page is an editor page; a `local` step drops the frame
 * again once its data says so. TypeScript is not prewarmed here: steps come precompiled, so the first
 * run does not need it, and the workspace starts the compiler once that run is on screen.
 * (Shared by the clientLoader and the component, so React Router keeps them in one chunk, as a
 * clientLoader split into a chunk of its own would cost every page a manifest entry.)
 */
function prewarm(): void {
  preloadPreview();
  void loadWorkspace();
}

/** The page is known: keep the preview frame for an editor page only. */
function settle(page: TutorialPageData): TutorialPageData {
  if (page.data.type !== 'editor') discardPreloadedPreview();
  return page;
}

/** No page (a 404): drop the preview frame, and let the error reach the route. */
function unsettle(error: unknown): never {
  discardPreloadedPreview();
  throw error;
}

export const loader = async ({ params }: Route.LoaderArgs) => tutorialPage(await import('../data/disk-assets.server.ts'), params);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => (prewarm(), tutorialPage(assets, params).then(settle, unsettle));

export function meta({ loaderData: page, location }: Route.MetaArgs) {
  if (!page) return [{ title: pageTitle(siteConfig.product, 'Page not found') }];
  const label = pageLabel(page);
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product, label),
    headline: label,
    description: page.description,
    pathname: location.pathname,
    crumbs: pageCrumbs(page),
    type: 'article',
  });
}

export default function TutorialRoute({ loaderData: page }: Route.ComponentProps) {
  const layout = useRef<HTMLDivElement>(null);
  const workspace = useRef<HTMLDivElement>(null);
  const { mounted, hydrated, mountNow } = useWorkspaceMount(workspace, page.data.type === 'editor', prewarm);
  const { split, onPointerMove, onKeyDown } = useSplit(layout);
  const tutorial = useTutorialProject(page);
  usePrewarmNextStep(page.data.type === 'local' ? page.data.nextStep : undefined, prewarm);

  const { data: step } = page;
  const editor = step.type === 'editor';
  return (
    <div className={editor ? 'tut-layout' : 'tut-layout tut-layout-local'} ref={layout}>
      <article className="tut-text">
        <StepMenu page={page} />
        <ContentFragment id="tut-content" className="docs-viewer tut-content" fragmentKey={tutorialFragmentKey(page.path)} html={page.html} />
        <div className="tut-controls">
          {editor ? (
            <EditorControls
              page={page}
              tutorial={tutorial}
              hydrated={hydrated}
              beforeReveal={() => {
                if (!mounted) mountNow();
              }}
            />
          ) : (
            <DownloadProject page={page} />
          )}
          <PrevNext step={step} />
        </div>
        {!step.nextStep && page.tutorial.next ? (
          <p className="tut-next-tutorial">
            Next tutorial: <Link to={`/${page.tutorial.next.path}`}>{page.tutorial.next.title}</Link>
          </p>
        ) : null}
      </article>
      {editor ? (
        <>
          <Splitter split={split} onPointerMove={onPointerMove} onKeyDown={onKeyDown} />
          <div className="tut-workspace" ref={workspace}>
            {mounted ? (
              <Suspense fallback={<p className="pg-loading">Loading the editor…</p>}>
                <Workspace
                  project={tutorial.project}
                  onFilesChange={tutorial.onFilesChange}
                  downloadName={projectName(page.path)}
                  readOnlyFiles={tutorial.revealed}
                />
              </Suspense>
            ) : (
              <p className="pg-loading">Loading the editor…</p>
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}
