/**
 * The state of the update guide's pickers: the selection (read from the URL after hydration, written
 * back when shown), the options, the steps the reader ticked off, and the command last copied.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { DEFAULT_SELECTION, selectionFromQuery, type Level, type Recommendation, type UpdateOptions } from '../../isomorphic/update-guide-data.ts';
import { NO_OPTIONS, updateResult, writeSelectionToUrl, type UpdateResult } from './update-guide-result.ts';

function isWindows(): boolean {
  return typeof navigator !== 'undefined' && /win/i.test(navigator.platform || navigator.userAgent);
}

export function useUpdateGuide(recommendations: readonly Recommendation[]) {
  const [from, setFrom] = useState(DEFAULT_SELECTION.from);
  const [to, setTo] = useState(DEFAULT_SELECTION.to);
  const [level, setLevel] = useState<Level>(DEFAULT_SELECTION.level);
  const [options, setOptions] = useState<UpdateOptions>(NO_OPTIONS);
  const [packageManager, setPackageManager] = useState<'npm' | 'yarn'>('npm');
  const [shown, setShown] = useState<UpdateResult | undefined>();
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [copied, setCopied] = useState('');

  // After hydration: the URL's selection and the operating system (never during render, so the
  // server markup and the first client render agree).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const selection = selectionFromQuery(params);
    const windows = isWindows();
    setFrom(selection.from);
    setTo(selection.to);
    setLevel(selection.level);
    setOptions((o) => ({ ...o, windows }));
    // The options and package manager are still their first values here.
    const result = params.has('v') ? updateResult(selection, { ...NO_OPTIONS, windows }, 'npm', recommendations) : undefined;
    setShown(result);
    if (result) writeSelectionToUrl(selection);
  }, [recommendations]);

  const show = (): void => {
    const result = updateResult({ from, to, level }, options, packageManager, recommendations);
    setShown(result);
    if (result) writeSelectionToUrl({ from, to, level });
  };

  /** A click on a command (a `code` element) copies it. */
  const copyCode = (event: MouseEvent<HTMLElement>): void => {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'CODE') return;
    const text = target.textContent ?? '';
    void navigator.clipboard?.writeText(text).then(() => setCopied(text));
  };

  const toggleDone = (id: string) =>
    setDone((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return { from, setFrom, to, setTo, level, setLevel, options, setOptions, packageManager, setPackageManager, shown, show, done, toggleDone, copied, copyCode };
}
