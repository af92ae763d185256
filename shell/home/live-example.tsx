/**
 * The home page's live example: the playground's workspace (editor, runtime, preview) on the
 * "signals" template. This module is a lazy chunk of its own: home.tsx imports it only when the
 * visitor scrolls near the example or touches it, so the first load of the home page pays nothing.
 */
import { useEffect, useState } from 'react';
import { assets } from '../data/assets.ts';
import { playgroundTemplate } from '../playground/playground-pages.ts';
import Workspace from '../playground/workspace.tsx';
import type { WorkspaceProject } from '../playground/workspace-files.ts';
import '../styles/playground.css';

/** The playground template the home page runs. */
export const HOME_TEMPLATE = 'signals';

export default function LiveExample() {
  const [project, setProject] = useState<WorkspaceProject | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    playgroundTemplate(assets, HOME_TEMPLATE)
      .then((template) => {
        if (!template) throw new Error('The example could not be found.');
        if (live)
          setProject({
            id: `home:${HOME_TEMPLATE}`,
            files: template.files,
            precompiled: { files: template.files, result: template.compiled },
            openFile: 'src/app/app.ts',
          });
      })
      .catch((reason: unknown) => {
        if (live) setError(reason instanceof Error ? reason.message : String(reason));
      });
    return () => {
      live = false;
    };
  }, []);

  if (error) return <p role="alert">{error}</p>;
  if (!project) return <p className="pg-loading">Loading the editor…</p>;
  return <Workspace project={project} downloadName={`angular-${HOME_TEMPLATE}`} readOnlyFiles wrapLines />;
}
