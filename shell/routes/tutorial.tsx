/**
 * A tutorial page: the intro (`tutorials/<name>`) or a step (`tutorials/<name>/<step>`). One route
 * module for both, so moving between steps keeps this component, the editor and the runtime: only
 * the files are swapped.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { discardPreloadedPreview, preloadPreview } from '../../playground-runtime/runtime.ts';
import { whenIdleAndVisible } from '../lib/browser.ts';
import { assets } from '../data/assets.ts';
import { tutorialFragmentKey, tutorialPage, type TutorialPageData } from '../tutorials/tutorial-pages.ts';
import { pageTitle } from '../lib/title.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { ContentFragment } from '../layout/content-fragment.tsx';
import { downloadProject } from '../playground/download.ts';
import { useSplit } from '../tutorials/use-split.ts';
import { readStepEdits } from '../tutorials/tutorial-edits.ts';
import { encodeShareFragment } from '../playground/share-link.ts';
import type { ProjectFiles } from '../../isomorphic/playground/files.ts';
import { useTutorialProject } from '../tutorials/use-tutorial-project.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import '../styles/playground.css';
import type { Route } from './+types/tutorial';

/** The reader's latest saved code of a step (what the editor shows), unless the answer is shown. */
const readStepEditsIfShown = (path: string, revealed: boolean) => (revealed ? undefined : readStepEdits(path));

const loadWorkspace = () => import('../playground/workspace.tsx');
const Workspace = lazy(loadWorkspace);

/**
 * In the browser: start the preview frame (Angular loads inside it) and the editor chunk in parallel,
 * before the page data arrives — nearly every page is an editor page; a `local` step drops the frame
 * again once its data says so. TypeScript is not prewarmed here: steps come precompiled, so the first
 * run does not need it, and the workspace starts the compiler once that run is on screen.
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
  const label = page.data.step === 0 ? `${page.tutorial.title} tutorial` : `${page.data.title} • ${page.tutorial.title}`;
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product, label),
    headline: label,
    description: page.description,
    pathname: location.pathname,
    crumbs: [
      { label: 'Tutorials', path: 'tutorials' },
      ...(page.data.step === 0 ? [] : [{ label: page.tutorial.title, path: `tutorials/${page.tutorial.name}` }]),
    ],
    type: 'article',
  });
}

/**
 * On the first load the step's text is the page: the editor and the runtime (Angular in the preview
 * frame) start only once the page has loaded, the main thread is idle and the workspace is on screen
 * (below the text on a phone: when scrolled to). Client navigations between steps keep them.
 */
function useWorkspaceMount(workspace: RefObject<HTMLElement | null>, editorPage: boolean) {
  const [mounted, setMounted] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const firstPageIsEditor = useRef(editorPage);
  useEffect(() => {
    setHydrated(true);
    const cancel = whenIdleAndVisible(workspace.current, () => {
      if (firstPageIsEditor.current) prewarm();
      setMounted(true);
    });
    return () => {
      cancel();
      discardPreloadedPreview();
    };
  }, [workspace]);
  const mountNow = useCallback(() => {
    prewarm();
    setMounted(true);
  }, []);
  return { mounted, hydrated, mountNow };
}

export default function TutorialRoute({ loaderData: page }: Route.ComponentProps) {
  const layout = useRef<HTMLDivElement>(null);
  const workspace = useRef<HTMLDivElement>(null);
  const { mounted, hydrated, mountNow } = useWorkspaceMount(workspace, page.data.type === 'editor');
  const { split, onPointerMove, onKeyDown } = useSplit(layout);
  const { project, revealed, hasAnswer, edited, toggleAnswer, onFilesChange, reset } = useTutorialProject(page);
  // A local page that leads on to another step (such as a tutorial's local intro): get the editor and
  // the preview ready while the reader reads, so "Next" shows the running step without the cold start.
  const nextStep = page.data.type === 'local' ? page.data.nextStep : undefined;
  const navigate = useNavigate();
  /** The step's code as the editor shows it (the reader's, or the answer) in a share link. */
  const openInPlayground = async (files: ProjectFiles) => {
    const fragment = await encodeShareFragment({ files: { ...files, ...(readStepEditsIfShown(page.path, revealed) ?? {}) } });
    if (fragment) void navigate(`/playground${fragment}`);
  };
  useEffect(() => {
    if (!nextStep) return;
    const timer = setTimeout(prewarm, 1500);
    return () => clearTimeout(timer);
  }, [nextStep]);

  const { data: step } = page;
  const editor = step.type === 'editor';
  return (
    <div className={editor ? 'tut-layout' : 'tut-layout tut-layout-local'} ref={layout}>
      <article className="tut-text">
        <nav aria-label="Tutorial steps" className="tut-steps">
          <Link to="/tutorials" className="tut-crumb">
            Tutorials
          </Link>
          <details className="tut-step-menu">
            <summary>
              {page.tutorial.title}
              {step.step > 0 ? ` · Step ${step.step} of ${page.steps.length - 1}` : ' · Introduction'}
            </summary>
            <ol>
              {page.steps.map((link) => (
                <li key={link.path}>
                  <Link to={`/${link.path}`} aria-current={link.path === page.path ? 'page' : undefined}>
                    {link.step === 0 ? 'Introduction' : `${link.step}. ${link.title}`}
                  </Link>
                </li>
              ))}
            </ol>
          </details>
        </nav>
        <ContentFragment id="tut-content" className="docs-viewer tut-content" fragmentKey={tutorialFragmentKey(page.path)} html={page.html} />
        <div className="tut-controls">
          {editor ? (
            <button
              type="button"
              className="pg-button"
              disabled={!hasAnswer || !hydrated}
              aria-pressed={revealed}
              onClick={() => {
                // Showing the answer needs the editor: start it now if it is still waiting.
                if (!mounted) mountNow();
                toggleAnswer();
              }}
            >
              {revealed ? 'Hide answer' : 'Reveal answer'}
            </button>
          ) : null}
          {editor ? (
            <button
              type="button"
              className="pg-button"
              disabled={!edited || !hydrated}
              onClick={() => reset(() => window.confirm('Reset this step to its starting code? Your changes to this step will be lost.'))}
            >
              Reset step
            </button>
          ) : (
            <button
              type="button"
              className="pg-button"
              onClick={() => void downloadProject({ ...page.files, ...page.answerFiles }, page.path.replace(/\//g, '-'))}
            >
              Download the project
            </button>
          )}
          {editor ? (
            <button type="button" className="pg-button" disabled={!hydrated} onClick={() => void openInPlayground(project.files)}>
              Open in playground
            </button>
          ) : null}
          <nav aria-label="Previous and next step" className="tut-prev-next">
            {step.previousStep ? (
              <Link to={`/${step.previousStep}`} className="pg-button" rel="prev">
                ← Previous
              </Link>
            ) : (
              <span className="pg-button" aria-disabled="true" role="link">
                ← Previous
              </span>
            )}
            {step.nextStep ? (
              <Link to={`/${step.nextStep}`} className="pg-button" rel="next">
                Next →
              </Link>
            ) : (
              <span className="pg-button" aria-disabled="true" role="link">
                Next →
              </span>
            )}
          </nav>
        </div>
        {!step.nextStep && page.tutorial.next ? (
          <p className="tut-next-tutorial">
            Next tutorial: <Link to={`/${page.tutorial.next.path}`}>{page.tutorial.next.title}</Link>
          </p>
        ) : null}
      </article>
      {editor ? (
        <>
          <div
            className="tut-splitter"
            role="separator"
            aria-orientation="vertical"
            aria-label="Resize the text and the editor"
            aria-valuenow={Math.round(split)}
            aria-valuemin={25}
            aria-valuemax={75}
            tabIndex={0}
            onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
            onPointerMove={onPointerMove}
            onKeyDown={onKeyDown}
          />
          <div className="tut-workspace" ref={workspace}>
            {mounted ? (
              <Suspense fallback={<p className="pg-loading">Loading the editor…</p>}>
                <Workspace project={project} onFilesChange={onFilesChange} downloadName={page.path.replace(/\//g, '-')} readOnlyFiles={revealed} />
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
