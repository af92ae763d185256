/**
 * The buttons under a step's text. An editor step: reveal/hide the answer, reset the step, open the
 * code in the playground (all once hydrated). A local step: download its project.
 */
import { useNavigate } from 'react-router';
import type { ProjectFiles } from '../../isomorphic/playground/files.ts';
import { downloadProject } from '../playground/download.ts';
import { encodeShareFragment } from '../playground/share-link.ts';
import { projectName } from './step-labels.ts';
import { readStepEdits } from './tutorial-edits.ts';
import type { TutorialPageData } from './tutorial-pages.ts';
import type { TutorialProject } from './use-tutorial-project.ts';

/** The reader's latest saved code of a step (what the editor shows), unless the answer is shown. */
const readStepEditsIfShown = (path: string, revealed: boolean) => (revealed ? undefined : readStepEdits(path));

/** Opens the step's code as the editor shows it (the reader's, or the answer) in the playground, by a share link. */
function useOpenInPlayground(path: string, revealed: boolean) {
  const navigate = useNavigate();
  return async (files: ProjectFiles) => {
    const fragment = await encodeShareFragment({ files: { ...files, ...(readStepEditsIfShown(path, revealed) ?? {}) } });
    if (fragment) void navigate(`/playground${fragment}`);
  };
}

interface EditorControlsProps {
  page: Pick<TutorialPageData, 'path'>;
  tutorial: Pick<TutorialProject, 'project' | 'revealed' | 'hasAnswer' | 'edited' | 'toggleAnswer' | 'reset'>;
  hydrated: boolean;
  /** Showing the answer needs the editor: called first, to start it if it is still waiting. */
  beforeReveal: () => void;
}

export function EditorControls({ page, tutorial, hydrated, beforeReveal }: EditorControlsProps) {
  const { project, revealed, hasAnswer, edited, toggleAnswer, reset } = tutorial;
  const openInPlayground = useOpenInPlayground(page.path, revealed);
  return (
    <>
      <button
        type="button"
        className="pg-button"
        disabled={!hasAnswer || !hydrated}
        aria-pressed={revealed}
        onClick={() => {
          beforeReveal();
          toggleAnswer();
        }}
      >
        {revealed ? 'Hide answer' : 'Reveal answer'}
      </button>
      <button
        type="button"
        className="pg-button"
        disabled={!edited || !hydrated}
        onClick={() => reset(() => window.confirm('Reset this step to its starting code? Your changes to this step will be lost.'))}
      >
        Reset step
      </button>
      <button type="button" className="pg-button" disabled={!hydrated} onClick={() => void openInPlayground(project.files)}>
        Open in playground
      </button>
    </>
  );
}

export function DownloadProject({ page }: { page: Pick<TutorialPageData, 'path' | 'files' | 'answerFiles'> }) {
  return (
    <button type="button" className="pg-button" onClick={() => void downloadProject({ ...page.files, ...page.answerFiles }, projectName(page.path))}>
      Download the project
    </button>
  );
}
