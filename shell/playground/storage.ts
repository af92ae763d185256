/** The playground's saved state in localStorage: never throws; corrupt data reads as nothing. */
import { safeStorage } from '../../elements/adapters/storage.ts';
import { parseStoredFiles, type ProjectFiles } from '../../isomorphic/playground/files.ts';

export const PLAYGROUND_STORAGE_KEY = 'docs-playground-v1';

export interface SavedPlayground {
  template: string;
  files: ProjectFiles;
}

export function parseSavedPlayground(raw: string | null): SavedPlayground | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { template?: unknown; files?: unknown };
    if (typeof value !== 'object' || value === null || typeof value.template !== 'string') return undefined;
    const files = parseStoredFiles(value.files);
    return files ? { template: value.template, files } : undefined;
  } catch {
    return undefined;
  }
}

export function readSavedPlayground(): SavedPlayground | undefined {
  return parseSavedPlayground(safeStorage.get(PLAYGROUND_STORAGE_KEY));
}

export function savePlayground(saved: SavedPlayground): void {
  // Storage full or disabled: the playground still works, it just forgets.
  safeStorage.set(PLAYGROUND_STORAGE_KEY, JSON.stringify(saved));
}
