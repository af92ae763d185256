/**
 * The reader's code of each tutorial step, kept in localStorage across reloads and visits (like the
 * playground's project). Never throws; corrupt data reads as nothing. Edits equal to the step's
 * starting code are not kept.
 */
import { safeStorage } from '../../elements/adapters/storage.ts';
import { parseStoredFiles, sameFiles, type ProjectFiles } from '../../isomorphic/playground/files.ts';

export const TUTORIAL_EDITS_PREFIX = 'docs-tutorial-edits-v1:';

export const editsKey = (pagePath: string) => `${TUTORIAL_EDITS_PREFIX}${pagePath}`;

export function parseStepEdits(raw: string | null): ProjectFiles | undefined {
  if (!raw) return undefined;
  try {
    return parseStoredFiles(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function readStepEdits(pagePath: string): ProjectFiles | undefined {
  return parseStepEdits(safeStorage.get(editsKey(pagePath)));
}

export function saveStepEdits(pagePath: string, files: ProjectFiles, start: ProjectFiles): void {
  if (sameFiles(files, start)) safeStorage.remove(editsKey(pagePath));
  else safeStorage.set(editsKey(pagePath), JSON.stringify(files));
}

export function clearStepEdits(pagePath: string): void {
  safeStorage.remove(editsKey(pagePath));
}
