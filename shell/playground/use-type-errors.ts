/**
 * The editor's type errors per file, counted from the language service's diagnostics (which also feed
 * the editor's underlines, completion and hover: `features`). A file's diagnostics can change when
 * another file does (an import that now resolves): after every change `recheck` asks again for the
 * files that last had errors, so the badge and the status never count stale errors.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { PlaygroundRuntime } from '../../playground-runtime/runtime.ts';
import { languageFeatures, type LanguageFeatures } from './language-features.ts';
import type { EditorSource } from './use-code-editor.ts';
import { totalErrors, withCount, withoutFile, type ErrorCounts } from './workspace-files.ts';

export interface TypeErrors {
  features: LanguageFeatures;
  /** Type errors in all files. */
  total: number;
  /** Diagnose again the files that had errors, except the one just changed (the editor diagnoses that one). */
  recheck: (except?: string) => void;
  /** A new project: no counts. */
  clear: () => void;
  /** A deleted file. */
  forget: (path: string) => void;
  /**
   * Asks the editor to check the open file again (template diagnostics arrived after TypeScript's);
   * the workspace points it at its editor once that exists.
   */
  relint: RefObject<() => void>;
}

export function useTypeErrors(runtime: RefObject<PlaygroundRuntime | undefined>, source: RefObject<EditorSource>): TypeErrors {
  const [counts, setCounts] = useState<ErrorCounts>({});
  const latest = useRef(counts);
  useEffect(() => {
    latest.current = counts;
  });
  const relint = useRef<() => void>(() => {});
  const features = useMemo(
    () =>
      languageFeatures(
        () => runtime.current,
        () => source.current.files,
        (path, errors) => setCounts((current) => withCount(current, path, errors)),
        () => relint.current(),
      ),
    [runtime, source],
  );
  const recheck = useCallback(
    (except?: string) => {
      for (const [path, count] of Object.entries(latest.current)) {
        const text = source.current.files[path];
        if (count > 0 && path !== except && text !== undefined) void features.diagnostics(path, text);
      }
    },
    [features, source],
  );
  const clear = useCallback(() => setCounts({}), []);
  const forget = useCallback((path: string) => setCounts((current) => withoutFile(current, path)), []);
  return { features, total: totalErrors(counts), recheck, clear, forget, relint };
}
