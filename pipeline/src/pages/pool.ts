/**
 * Analyses many pages, in worker threads when there are enough of them to
 * pay for starting the workers, on this thread otherwise.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { bundledWorker } from '../core/worker-url.ts';
import type { PageAnalysis } from './analyze.ts';
import type { WorkRequest } from './worker.ts';

/** Below this many pages, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 150;
/** Pages per message: small enough to balance, large enough to amortise messaging. */
const CHUNK = 64;

declare const __PIPELINE_WORKER_URL__: string | undefined;

/** The bundled worker's URL; absent when running from TypeScript sources (tests). */
const workerUrl = () => bundledWorker(typeof __PIPELINE_WORKER_URL__ === 'string' ? __PIPELINE_WORKER_URL__ : undefined, import.meta.url);

export async function analyzeAll(items: { path: string; text: string }[], body: boolean, threads?: number): Promise<PageAnalysis[]> {
  if (items.length === 0) return [];
  const url = workerUrl();
  const count = Math.min(threads ?? availableParallelism(), Math.ceil(items.length / CHUNK));
  if (!url || items.length < WORKER_THRESHOLD || count < 2) {
    const { analyzeSafely } = await import('./analyze.ts');
    return items.map((it) => analyzeSafely(it.path, it.text, { body }));
  }
  const results = new Array<PageAnalysis>(items.length);
  let next = 0;
  const workers = Array.from({ length: count }, () => new Worker(url));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolveWorker, reject) => {
            let start = 0;
            const send = () => {
              if (next >= items.length) {
                resolveWorker();
                return;
              }
              start = next;
              next = Math.min(items.length, next + CHUNK);
              const req: WorkRequest = { items: items.slice(start, next), body };
              worker.postMessage(req);
            };
            worker.on('message', (res: PageAnalysis[]) => {
              for (let i = 0; i < res.length; i++) results[start + i] = res[i]!;
              send();
            });
            worker.on('error', reject);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
