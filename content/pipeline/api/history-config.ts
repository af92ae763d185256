/** Settings of the API history (`npm run api-history`, `history.ts`). */
import { DOCUMENTED_ENTRY_POINTS, type EntryPointPolicy } from './entry-points.ts';

/** The release read as "before v14": names present there are shown as added before v14. */
export const HISTORY_BASELINE = '13.3';

/** The committed data file (relative to the project root). */
export const HISTORY_FILE = 'content/api-history.json';

/** Entry points whose history is recorded: the documented ones (elements included). */
export const HISTORY_ENTRY_POINTS: EntryPointPolicy[] = DOCUMENTED_ENTRY_POINTS.some((p) => p.pkg === 'elements')
  ? DOCUMENTED_ENTRY_POINTS
  : [...DOCUMENTED_ENTRY_POINTS, { pkg: 'elements', subpath: '.' }];
