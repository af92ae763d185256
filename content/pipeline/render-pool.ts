/**
 * Renders many pages on worker threads (one per core): Markdown rendering and highlighting are
 * CPU-bound, and at scale (the 10,000-page benchmark, `npm run perf:build -- --synthetic 10000`) they
 * are most of the content build. Below POOL_THRESHOLD pages (the real site today) starting workers
 * costs more than it saves, and pages render on the main thread as before.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageRecord } from '../../isomorphic/navigation-types.ts';
import { ContentError } from './errors.ts';
import type { SectionPaths } from './sections/section.ts';

export interface RenderJob {
  page: PageRecord;
  /** Where the page is read from and written to (plain data: it crosses to the worker). */
  paths: SectionPaths;
  /** Generated Markdown appended to the page (reference tables). */
  append?: string;
  /** API name → entry route, for linking first inline-code mentions (guides). */
  apiLinks?: Readonly<Record<string, string>>;
}

/** What a worker sends back per job: the rendered page, a content error, or a crash. */
export type RenderOutcome<T> = { ok: T } | { contentError: { file: string; line: number; reason: string } } | { crash: string };

export const POOL_THRESHOLD = Number(process.env['CONTENT_POOL_THRESHOLD'] ?? 1000);
export const CONTENT_WORKERS = Number(process.env['CONTENT_WORKERS'] ?? availableParallelism());

/**
 * Renders `jobs` with `render` (main thread) or on workers (content/pipeline/render-worker.ts, which
 * calls the same renderMarkdownPage); results in job order, a ContentError in place of a page that failed.
 */
export async function renderPages<T>(jobs: RenderJob[], render: (job: RenderJob) => Promise<T>): Promise<(T | ContentError)[]> {
  const settle = async (job: RenderJob) => {
    try {
      return await render(job);
    } catch (error) {
      if (error instanceof ContentError) return error;
      throw error;
    }
  };
  if (jobs.length < POOL_THRESHOLD || CONTENT_WORKERS < 2) {
    const results: (T | ContentError)[] = [];
    for (const job of jobs) results.push(await settle(job));
    return results;
  }
  // Contiguous slices, one per worker: a worker renders its slice in order, like the main thread would.
  const size = Math.ceil(jobs.length / CONTENT_WORKERS);
  const slices = Array.from({ length: CONTENT_WORKERS }, (_, i) => jobs.slice(i * size, (i + 1) * size)).filter((s) => s.length);
  const outcomes = await Promise.all(
    slices.map(
      (slice) =>
        new Promise<RenderOutcome<T>[]>((resolve, reject) => {
          const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: { jobs: slice } });
          worker.once('message', (result: RenderOutcome<T>[]) => {
            resolve(result);
            void worker.terminate();
          });
          worker.once('error', reject);
          worker.once('exit', (code) => code !== 0 && reject(new Error(`content render worker exited with ${code}`)));
        }),
    ),
  );
  const results = outcomes.flat().map((outcome) => {
    if ('ok' in outcome) return outcome.ok;
    if ('contentError' in outcome) return new ContentError(outcome.contentError.file, outcome.contentError.line, outcome.contentError.reason);
    throw new Error(`content render worker: ${outcome.crash}`);
  });
  // A content path listed under two site paths is one fragment file, which the last page in order
  // writes on the main thread; workers may have finished in another order: render the last one again.
  const last = new Map<string, number>();
  const count = new Map<string, number>();
  jobs.forEach((job, index) => {
    last.set(job.page.contentPath, index);
    count.set(job.page.contentPath, (count.get(job.page.contentPath) ?? 0) + 1);
  });
  for (const [contentPath, index] of last) if (count.get(contentPath)! > 1) results[index] = await settle(jobs[index]!);
  return results;
}
