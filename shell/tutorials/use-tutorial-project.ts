/**
 * What a tutorial step's workspace shows: the reader's code (saved per step, see tutorial-edits.ts) or
 * the answer. Showing the answer never touches the reader's code; "Reset step" asks first.
 */
import { useCallback, useMemo, useState } from 'react';
import type { TutorialPage } from '../../isomorphic/tutorial-types.ts';
import type { ProjectFiles } from '../../isomorphic/playground/files.ts';
import type { WorkspaceProject } from '../playground/workspace-files.ts';
import { clearStepEdits, readStepEdits, saveStepEdits } from './tutorial-edits.ts';

type StepPage = Pick<TutorialPage, 'path' | 'files' | 'answerFiles' | 'compiled'>;

export interface TutorialProject {
  project: WorkspaceProject;
  revealed: boolean;
  hasAnswer: boolean;
  /** Whether the reader's code differs from the step's starting code. */
  edited: boolean;
  toggleAnswer: () => void;
  onFilesChange: (files: ProjectFiles) => void;
  /** Back to the starting code, after the reader confirms (`confirm` returns false: nothing happens). */
  reset: (confirm: () => boolean) => void;
}

/** The project of a step: the answer, or the reader's code (run from the build's compile only while unchanged). */
export function stepProject(page: StepPage, revealed: boolean, mine: ProjectFiles | undefined, generation: number): WorkspaceProject {
  const openFile = Object.keys(page.answerFiles)[0];
  if (revealed) {
    const files = { ...page.files, ...page.answerFiles };
    return { id: `${page.path}#answer`, files, openFile, precompiled: page.compiled.answer ? { files, result: page.compiled.answer } : undefined };
  }
  return { id: `${page.path}#mine:${generation}`, files: mine ?? page.files, openFile, precompiled: { files: page.files, result: page.compiled.start } };
}

export function useTutorialProject(page: StepPage): TutorialProject {
  const [revealedFor, setRevealedFor] = useState<string | null>(null);
  /** Bumped by "Reset step" (a new project id reloads the editor). */
  const [generation, setGeneration] = useState(0);
  /** Pages whose reader's code differs from the start (for the Reset button); read from storage per page. */
  const [editedPages, setEditedPages] = useState<Record<string, boolean>>({});
  const revealed = revealedFor === page.path;
  const hasAnswer = Object.keys(page.answerFiles).length > 0;

  const project = useMemo(() => stepProject(page, revealed, revealed ? undefined : readStepEdits(page.path), generation), [page, revealed, generation]);
  const edited = editedPages[page.path] ?? (!revealed && project.files !== page.files);

  const onFilesChange = useCallback(
    (files: ProjectFiles) => {
      // Edits to the answer are not the reader's code: they are not kept.
      if (revealed) return;
      saveStepEdits(page.path, files, page.files);
      setEditedPages((pages) => (pages[page.path] ? pages : { ...pages, [page.path]: true }));
    },
    [page.path, page.files, revealed],
  );

  const reset = useCallback(
    (confirm: () => boolean) => {
      if (!confirm()) return;
      clearStepEdits(page.path);
      setEditedPages((pages) => ({ ...pages, [page.path]: false }));
      setRevealedFor(null);
      setGeneration((n) => n + 1);
    },
    [page.path],
  );

  const toggleAnswer = useCallback(() => setRevealedFor((current) => (current === page.path ? null : page.path)), [page.path]);

  return { project, revealed, hasAnswer, edited, toggleAnswer, onFilesChange, reset };
}
