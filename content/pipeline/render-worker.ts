/** A content render worker (content/pipeline/render-pool.ts): renders its slice of pages in order. */
import { parentPort, workerData } from 'node:worker_threads';
import { renderPage } from './build-content.ts';
import { ContentError } from './errors.ts';
import type { RenderJob, RenderOutcome } from './render-pool.ts';

type Rendered = Awaited<ReturnType<typeof renderPage>>;

const { jobs } = workerData as { jobs: RenderJob[] };
const outcomes: RenderOutcome<Rendered>[] = [];
for (const job of jobs) {
  try {
    outcomes.push({ ok: await renderPage(job.page, job.append) });
  } catch (error) {
    if (error instanceof ContentError) outcomes.push({ contentError: { file: error.file, line: error.line, reason: error.reason } });
    else outcomes.push({ crash: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}
parentPort!.postMessage(outcomes);
