/**
 * "Save for offline" (issue 29), browser side: downloads every file of a section (the list and sizes
 * come from the build, isomorphic/offline-sections.ts) into the caches the service worker answers from
 * offline — page documents into the pages cache under their page key, fragments and navigation into the
 * data cache under their URL — and removes them again. A record per section (`CACHE_NAMES.saved`) lists
 * what was saved, so "Remove offline copy" works offline too and the footer knows what is saved.
 * The requests carry `SAVE_HEADER`, which the worker lets through to the network (sw.ts), so nothing is
 * stored twice.
 */
import { isPageUrl, OFFLINE_SECTIONS_URL, type OfflineSection, type OfflineSectionId, type OfflineSections } from '../../isomorphic/offline-sections.ts';
import { CACHE_NAMES, SAVE_HEADER, pageKey } from './cache-rules.ts';

export interface SavedRecord {
  id: OfflineSectionId;
  build: string;
  urls: string[];
  bytes: number;
  /** False while saving (or when a save stopped part way): the footer offers to save again. */
  complete: boolean;
}

/** Whether this browser can save (service workers and Cache Storage available, and a worker in control or installed). */
export function canSaveOffline(): boolean {
  try {
    return 'serviceWorker' in navigator && typeof caches !== 'undefined';
  } catch {
    return false;
  }
}

const recordKey = (id: OfflineSectionId) => `${window.location.origin}/__offline/${id}`;
const listKey = () => `${window.location.origin}/__offline/sections`;

/**
 * The build's list of sections: from the server; offline, the copy kept when a section was saved (so
 * "Remove offline copy" works offline).
 */
export async function loadOfflineSections(): Promise<OfflineSections> {
  let text: string;
  try {
    const response = await fetch(OFFLINE_SECTIONS_URL, { headers: { [SAVE_HEADER]: '1' }, cache: 'no-cache' });
    if (!response.ok) throw new Error(`${OFFLINE_SECTIONS_URL}: ${response.status}`);
    text = await response.text();
  } catch (error) {
    const kept = await (await caches.open(CACHE_NAMES.saved)).match(listKey());
    if (!kept) throw error;
    text = await kept.text();
  }
  return JSON.parse(text) as OfflineSections;
}

/** Keeps the list beside the records (written when a save starts). */
async function keepList(list: OfflineSections): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.saved);
  await cache.put(listKey(), new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json' } }));
}

/** The saved records, by section. */
export async function savedRecords(): Promise<Partial<Record<OfflineSectionId, SavedRecord>>> {
  const cache = await caches.open(CACHE_NAMES.saved);
  const records: Partial<Record<OfflineSectionId, SavedRecord>> = {};
  for (const request of await cache.keys()) {
    if (request.url === listKey()) continue;
    const response = await cache.match(request);
    if (!response) continue;
    const record = (await response.json()) as SavedRecord;
    records[record.id] = record;
  }
  return records;
}

async function writeRecord(record: SavedRecord): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.saved);
  await cache.put(recordKey(record.id), new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }));
}

export interface SaveProgress {
  bytesDone: number;
  bytesTotal: number;
  filesDone: number;
  filesTotal: number;
}

const CONCURRENCY = 4;

/**
 * Saves a section's files, reporting progress after each file. Throws (with what was saved recorded as
 * incomplete) when a file fails or `signal` aborts; saving again fetches everything anew.
 */
export async function saveSection(
  list: OfflineSections,
  section: OfflineSection,
  onProgress: (progress: SaveProgress) => void,
  signal?: AbortSignal,
): Promise<SavedRecord> {
  const [pages, data] = await Promise.all([caches.open(CACHE_NAMES.pages), caches.open(CACHE_NAMES.data)]);
  await keepList(list);
  const record: SavedRecord = { id: section.id, build: list.build, urls: section.files.map((file) => file.url), bytes: section.bytes, complete: false };
  await writeRecord(record);
  const progress: SaveProgress = { bytesDone: 0, bytesTotal: section.bytes, filesDone: 0, filesTotal: section.files.length };
  onProgress({ ...progress });
  // One failure stops the other downloads too.
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) onAbort();
  let next = 0;
  const worker = async () => {
    while (next < section.files.length) {
      stop.signal.throwIfAborted();
      const file = section.files[next++]!;
      const url = new URL(file.url, window.location.origin);
      const response = await fetch(url, { headers: { [SAVE_HEADER]: '1' }, credentials: 'same-origin', signal: stop.signal });
      if (!response.ok) throw new Error(`${file.url}: ${response.status}`);
      if (isPageUrl(file.url)) await pages.put(pageKey(url), response);
      else await data.put(url.href, response);
      progress.bytesDone += file.bytes;
      progress.filesDone += 1;
      onProgress({ ...progress });
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, section.files.length) }, () =>
        worker().catch((error: unknown) => {
          stop.abort(error);
          throw error;
        }),
      ),
    );
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  record.complete = true;
  await writeRecord(record);
  return record;
}

/**
 * Removes a saved section: its pages and data files, except files another saved section also lists
 * (the navigation trees), and its record.
 */
export async function removeSection(id: OfflineSectionId): Promise<void> {
  const records = await savedRecords();
  const record = records[id];
  if (!record) return;
  const keep = new Set(
    Object.values(records)
      .filter((other) => other.id !== id)
      .flatMap((other) => other.urls),
  );
  const [pages, data, saved] = await Promise.all([caches.open(CACHE_NAMES.pages), caches.open(CACHE_NAMES.data), caches.open(CACHE_NAMES.saved)]);
  for (const path of record.urls) {
    if (keep.has(path)) continue;
    const url = new URL(path, window.location.origin);
    if (isPageUrl(path)) await pages.delete(pageKey(url));
    else await data.delete(url.href);
  }
  await saved.delete(recordKey(id));
  if (Object.keys(records).length === 1) await saved.delete(listKey());
}

/** Room left in the origin's storage quota, when the browser says. */
export async function storageLeft(): Promise<number | undefined> {
  try {
    const { quota, usage } = await navigator.storage.estimate();
    return quota !== undefined && usage !== undefined ? quota - usage : undefined;
  } catch {
    return undefined;
  }
}
