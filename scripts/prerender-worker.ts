/**
 * A prerender worker (scripts/prerender-pool.ts): loads the server build once and answers the
 * requests the main thread forwards, so page renders (synchronous React renders) run on every core.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';

export interface PoolRequest {
  id: number;
  url: string;
  method: string;
  headers: [string, string][];
}

export interface PoolResponse {
  id: number;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Uint8Array;
}

const { serverEntry } = workerData as { serverEntry: string };
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const handler = createRequestHandler(build, 'production');

parentPort!.on('message', async ({ id, url, method, headers }: PoolRequest) => {
  let reply: PoolResponse;
  try {
    const response = await handler(new Request(url, { method, headers }));
    reply = {
      id,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: new Uint8Array(await response.arrayBuffer()),
    };
  } catch (error) {
    const body = new TextEncoder().encode(error instanceof Error ? (error.stack ?? error.message) : String(error));
    reply = { id, status: 500, statusText: 'Prerender worker error', headers: [['content-type', 'text/plain']], body };
  }
  parentPort!.postMessage(reply, [reply.body.buffer as ArrayBuffer]);
});
