import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ProjectFiles } from '../../isomorphic/playground/files.ts';
import { sameFiles } from '../../isomorphic/playground/files.ts';
import { discardPreloadedPreview, preloadPreview, prewarmCompiler } from '../../playground-runtime/runtime.ts';
import { assets } from '../data/assets.ts';
import { playgroundPage, playgroundTemplate } from '../playground/playground-pages.ts';
import { pageTitle } from '../head/title.ts';
import { pageMeta } from '../head/page-meta.ts';
import { readSavedPlayground, savePlayground } from '../playground/storage.ts';
import { decodeShareFragment, encodeShareFragment, isShareFragment, type SharedProject } from '../playground/share-link.ts';
import type { WorkspaceProject } from '../playground/workspace-files.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import '../styles/playground.css';
import type { Route } from './+types/playground';

// Editor, runtime and TypeScript load only here (and on tutorial pages), never on other pages.
const loadWorkspace = () => import('../playground/workspace.tsx');
const Workspace = lazy(loadWorkspace);

/**
 * In the browser, as soon as this route's code runs: start the preview frame (Angular loads inside it)
 * and the editor chunk in parallel, while the page data loads. TypeScript is not prewarmed here:
 * templates come precompiled, so the first run does not need it, and the workspace starts the
 * compiler once that run is on screen.
 */
function prewarm(): void {
  preloadPreview();
  void loadWorkspace();
}

export const loader = async () => playgroundPage(await import('../data/disk-assets.server.ts'));
export const clientLoader = () => {
  prewarm();
  const page = playgroundPage(assets);
  // The first project's files (the saved template's, else the first template's) are fetched as soon as
  // the list is here, not after the page's first render and effects, which wait behind the editor
  // chunk's evaluation on a busy main thread. The asset source keeps the response for the page.
  void page
    .then(({ templates }) => {
      const saved = readSavedPlayground();
      const first = saved && templates.some((t) => t.id === saved.template) ? saved.template : templates[0]?.id;
      if (first) void playgroundTemplate(assets, first).catch(() => undefined);
    })
    .catch(() => undefined);
  return page;
};

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product, 'Playground'),
    headline: 'Playground',
    description: `Write and run ${siteConfig.product} code in the browser, with nothing to install.`,
    pathname: location.pathname,
    crumbs: undefined,
    type: 'website',
  });
}

let counter = 0;

export default function PlaygroundPage({ loaderData }: Route.ComponentProps) {
  const { templates } = loaderData;
  const [templateId, setTemplateId] = useState<string | undefined>(undefined);
  const [project, setProject] = useState<WorkspaceProject | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);

  const loadTemplate = useCallback(async (id: string) => {
    try {
      const template = await playgroundTemplate(assets, id);
      if (!template) throw new Error(`There is no template "${id}".`);
      setTemplateId(id);
      setProject({ id: `${id}:${++counter}`, files: template.files, precompiled: { files: template.files, result: template.compiled } });
      savePlayground({ template: id, files: template.files });
      setLoadError(null);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error));
    }
  }, []);

  useEffect(() => {
    prewarm();
    return discardPreloadedPreview;
  }, []);

  // A share link (`#share=…`): opened at once when nothing is saved (or the same files are), else
  // only when the reader says so; a bad link says why and the saved project opens.
  const [shared, setShared] = useState<SharedProject | undefined>(undefined);
  const [shareNote, setShareNote] = useState<string | null>(null);
  const [shareChecked, setShareChecked] = useState(false);
  const openShared = useCallback(
    (project: SharedProject) => {
      const template = project.template && templates.some((t) => t.id === project.template) ? project.template : templates[0]?.id;
      prewarmCompiler();
      setTemplateId(template);
      setProject({ id: `shared:${++counter}`, files: project.files });
      if (template) savePlayground({ template, files: project.files });
      setShared(undefined);
      history.replaceState(history.state, '', location.pathname + location.search);
    },
    [templates],
  );
  // From React Router's location: a link pasted into a tab already on the playground changes only the hash.
  const { hash } = useLocation();
  useEffect(() => {
    if (!isShareFragment(hash)) {
      setShareChecked(true);
      return;
    }
    let live = true;
    void decodeShareFragment(hash).then((result) => {
      if (!live) return;
      if (!result.ok) setShareNote(result.message);
      else {
        const saved = readSavedPlayground();
        if (!saved || sameFiles(saved.files, result.project.files)) openShared(result.project);
        else setShared(result.project);
      }
      setShareChecked(true);
    });
    return () => {
      live = false;
    };
  }, [hash, openShared]);

  const share = async () => {
    const fragment = await encodeShareFragment({ template: templateId, files: currentFiles.current ?? project?.files ?? {} });
    if (!fragment) {
      setShareNote('This project is too large to share by link. Use Download zip instead.');
      return;
    }
    const url = `${location.origin}${location.pathname}${fragment}`;
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    setShareLink(url);
    setShareNote(copied ? 'Share link copied to the clipboard.' : 'Copy the share link below.');
  };
  const [shareLink, setShareLink] = useState<string | null>(null);
  const currentFiles = useRef<ProjectFiles | undefined>(undefined);

  // The last template and its edits survive a reload; corrupt or unknown saved data is ignored.
  useEffect(() => {
    if (!shareChecked || project) return;
    const saved = readSavedPlayground();
    // A project chosen meanwhile (the reader opened a shared one while the template loaded) wins:
    // setting it re-runs this effect, whose cleanup drops the saved project's late result.
    let live = true;
    if (saved && templates.some((t) => t.id === saved.template)) {
      setTemplateId(saved.template);
      // Unchanged saved files run from the template's build-time compile; edited ones need TypeScript
      // for the first run, so the compile worker starts at once.
      void playgroundTemplate(assets, saved.template)
        .catch(() => undefined)
        .then((template) => {
          if (!live) return;
          if (!template || !sameFiles(template.files, saved.files)) prewarmCompiler();
          setProject({
            id: `saved:${++counter}`,
            files: saved.files,
            precompiled: template ? { files: template.files, result: template.compiled } : undefined,
          });
        });
    } else if (templates[0]) {
      void loadTemplate(templates[0].id);
    }
    return () => {
      live = false;
    };
  }, [templates, loadTemplate, shareChecked, project]);

  const onFilesChange = useCallback(
    (files: ProjectFiles) => {
      currentFiles.current = files;
      if (templateId) savePlayground({ template: templateId, files });
    },
    [templateId],
  );

  return (
    <div className="pg-page">
      <div className="pg-page-header">
        <h1>Playground</h1>
        <label className="pg-template-picker">
          Template
          <select value={templateId ?? ''} onChange={(event) => void loadTemplate(event.target.value)} disabled={!project}>
            {templateId ? null : <option value="">Loading…</option>}
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.title}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="pg-button" disabled={!templateId} onClick={() => templateId && void loadTemplate(templateId)}>
          Reset template
        </button>
        <button type="button" className="pg-button" disabled={!project} onClick={() => void share()}>
          Share link
        </button>
        {loadError ? <p role="alert">{loadError}</p> : null}
        {shareNote ? (
          <p role="status" className="pg-share-note">
            {shareNote}
          </p>
        ) : null}
        {shareLink ? (
          <label className="pg-share-link">
            Share link
            <input readOnly value={shareLink} onFocus={(event) => event.currentTarget.select()} />
          </label>
        ) : null}
        {shared ? (
          <div role="alertdialog" aria-labelledby="pg-shared-title" className="pg-shared-prompt">
            <p id="pg-shared-title">This link contains a project. Opening it replaces the code you have saved in the playground.</p>
            <button type="button" className="pg-button" onClick={() => openShared(shared)}>
              Open the shared project
            </button>
            <button
              type="button"
              className="pg-button"
              onClick={() => {
                setShared(undefined);
                history.replaceState(history.state, '', location.pathname + location.search);
              }}
            >
              Keep my code
            </button>
          </div>
        ) : null}
        <p className="pg-intro">
          Write {siteConfig.product} code here and watch it run, with nothing to install. Start from a template: the preview follows your edits as you type,
          your changes stay in this browser until you reset the template, and Download zip gives you the project to run locally.
        </p>
      </div>
      {project ? (
        <Suspense fallback={<p className="pg-loading">Loading the editor…</p>}>
          <Workspace project={project} onFilesChange={onFilesChange} downloadName={`angular-${templateId ?? 'playground'}`} />
        </Suspense>
      ) : (
        <p className="pg-loading">
          Loading the editor…
          <noscript> The playground runs Angular in your browser and needs JavaScript.</noscript>
        </p>
      )}
    </div>
  );
}
