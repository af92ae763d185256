/**
 * When a tutorial page's editor starts: once the page is idle with the workspace on screen, at once
 * when the reader asks for the answer, and early on a local page that leads to an editor step. What
 * starting means (`prewarm`: the preview frame and the editor chunk) is the route's, because its
 * clientLoader does it too.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { discardPreloadedPreview } from '../../playground-runtime/runtime.ts';
import { whenIdleAndVisible } from '../lib/browser.ts';

/**
 * On the first load the step's text is the page: the editor and the runtime (Angular in the preview
 * frame) start only once the page has loaded, the main thread is idle and the workspace is on screen
 * (below the text on a phone: when scrolled to). Client navigations between steps keep them.
 */
export function useWorkspaceMount(workspace: RefObject<HTMLElement | null>, editorPage: boolean, prewarm: () => void) {
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
  }, [workspace, prewarm]);
  const mountNow = useCallback(() => {
    prewarm();
    setMounted(true);
  }, [prewarm]);
  return { mounted, hydrated, mountNow };
}

/**
 * A local page that leads on to another step (such as a tutorial's local intro): get the editor and
 * the preview ready while the reader reads, so "Next" shows the running step without the cold start.
 */
export function usePrewarmNextStep(nextStep: string | undefined, prewarm: () => void): void {
  useEffect(() => {
    if (!nextStep) return;
    const timer = setTimeout(prewarm, 1500);
    return () => clearTimeout(timer);
  }, [nextStep, prewarm]);
}
