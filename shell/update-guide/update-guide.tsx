/**
 * The /update-guide pickers (update-guide-picker.tsx), split out of the shell chunk: with their data
 * they are ~9 KB of gzip JS that every other page would load to hydrate. They render in the browser
 * only, once their chunk has loaded after hydration: the prerendered page already lists the default
 * selection (it works without JavaScript), and pickers that were server markup waiting for their code
 * would take input that hydration then discards.
 */
import { useEffect, useState, type ComponentType } from 'react';

export function UpdateGuide() {
  const [Picker, setPicker] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import('./update-guide-picker.tsx').then(
      (module) => live && setPicker(() => module.UpdateGuide),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return Picker ? <Picker /> : null;
}
