/** Chunk loading errors (spec §8): after a deploy, old code chunks are gone. Pure. */
export const CHUNK_ERROR_MESSAGE = 'Our docs have been updated, reload the page to see the latest.';
export const CHUNK_ERROR_ACTION = 'Reload';
export const CHUNK_ERROR_REPORT = 'Chunk loading error';

const PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** Whether an error (or rejection reason) is a failed load of a code chunk. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  return PATTERNS.some((pattern) => pattern.test(message));
}

/** Whether to tell the reader: only while online (offline, the reload would fail too). */
export function shouldNotifyChunkError(error: unknown, online: boolean): boolean {
  return online && isChunkLoadError(error);
}
