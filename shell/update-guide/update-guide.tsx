/**
 * The /update-guide pickers (update-guide-picker.tsx), split out of the shell chunk, and the guide's
 * entries (UPDATE_GUIDE_URL, written by the build from content/update-guide/), fetched together. They
 * render in the browser only, once both have arrived after hydration: the prerendered page already
 * lists the default selection (it works without JavaScript, and stays as it is if either fails to
 * load), and pickers that were server markup waiting for their code would take input that hydration
 * then discards.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { Recommendation } from '../../isomorphic/update-guide-data.ts';
import { UPDATE_GUIDE_URL } from '../../isomorphic/paths.ts';
import { assets } from '../data/assets.ts';

type Picker = ComponentType<{ recommendations: readonly Recommendation[] }>;

export function UpdateGuide() {
  const [loaded, setLoaded] = useState<{ Picker: Picker; recommendations: readonly Recommendation[] } | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([import('./update-guide-picker.tsx'), assets.json<Recommendation[]>(UPDATE_GUIDE_URL)]).then(
      ([module, recommendations]) => {
        if (live && recommendations) setLoaded({ Picker: module.UpdateGuide, recommendations });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return loaded ? <loaded.Picker recommendations={loaded.recommendations} /> : null;
}
