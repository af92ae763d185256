/** A content render worker (content/pipeline/render-pool.ts): renders its slice of pages in order. */
import { parentPort, workerData } from 'node:worker_threads';
import { ContentError } from './errors.ts';
import type { RenderJob, RenderOutcome } from './render-pool.ts';
import { renderMarkdownPage, type RenderedPage } from './sections/markdown-pages.ts';

const { jobs } = workerData as { jobs: RenderJob[] };
const outcomes: RenderOutcome<RenderedPage>[] = [];
for (const job of jobs) {
  try {
    outcomes.push({ ok: await renderMarkdownPage(job.page, job.paths, job.append, job.apiLinks) });
  } catch (error) {
    if (error instanceof ContentError) outcomes.push({ contentError: { file: error.file, line: error.line, reason: error.reason } });
    else outcomes.push({ crash: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}
parentPort!.postMessage(outcomes);
