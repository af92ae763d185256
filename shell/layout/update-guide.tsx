/**
 * The /update-guide pickers (update-guide-picker.tsx), split out of the shell chunk: with their data
 * they are ~9 KB of gzip JS that every other page would load to hydrate. The prerender loads the
 * module at once, so the page's HTML has the pickers; in the browser the chunk loads when the page
 * renders, and until then the server markup stays as it is (React hydrates the boundary when it arrives).
 */
import { lazy, Suspense, type ComponentType } from 'react';

type PickerModule = { default: ComponentType };

let loaded: PickerModule | undefined;
const load = () => import('./update-guide-picker.tsx').then((module) => (loaded = { default: module.UpdateGuide }));

// The server render must not suspend (it would stream a fallback): the module is ready before any request.
if (import.meta.env.SSR) void load();

/** Once loaded, a thenable that resolves synchronously, so React renders the pickers without suspending. */
const Picker = lazy(() => (loaded ? ({ then: (resolve: (module: PickerModule) => void) => resolve(loaded!) } as unknown as Promise<PickerModule>) : load()));

export function UpdateGuide() {
  return (
    <Suspense fallback={null}>
      <Picker />
    </Suspense>
  );
}
