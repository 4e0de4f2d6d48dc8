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
/**
 * Heap of one parsing thread (PIPELINE_WORKER_HEAP_MB overrides it): past it the
 * thread stops, the page it was parsing is reported, and the run goes on.
 */
const WORKER_HEAP_MB = Number(process.env.PIPELINE_WORKER_HEAP_MB) || 3072;

function workerFailure(error: unknown): string {
  const e = error as Error & { code?: string };
  if (e?.code === 'ERR_WORKER_OUT_OF_MEMORY') return 'the parser ran out of memory';
  return e?.message ?? String(error);
}

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
  // Work as ranges of pages; a range whose thread dies comes back one page at a time, so only the page that kills a thread is reported.
  const queue: [number, number][] = [];
  for (let i = 0; i < items.length; i += CHUNK) queue.push([i, Math.min(items.length, i + CHUNK)]);
  const { failedAnalysis } = await import('./failed.ts');
  const lane = async (): Promise<void> => {
    while (queue.length) {
      const worker = new Worker(url, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      try {
        await new Promise<void>((resolveLane) => {
          let current: [number, number] | undefined;
          let settled = false;
          const done = () => {
            if (!settled) {
              settled = true;
              resolveLane();
            }
          };
          const send = () => {
            current = queue.shift();
            if (!current) return done();
            const req: WorkRequest = { items: items.slice(current[0], current[1]), body };
            worker.postMessage(req);
          };
          worker.on('message', (res: PageAnalysis[]) => {
            for (let i = 0; i < res.length; i++) results[current![0] + i] = res[i]!;
            send();
          });
          const die = (why: string) => {
            if (settled) return;
            const [from, to] = current ?? [0, 0];
            if (to - from > 1) for (let i = from; i < to; i++) queue.push([i, i + 1]);
            else if (to > from) results[from] = failedAnalysis(items[from]!.path, why);
            done();
          };
          worker.on('error', (error) => die(workerFailure(error)));
          worker.on('exit', (code) => die(`the parsing thread stopped (exit code ${code})`));
          send();
        });
      } finally {
        await worker.terminate();
      }
    }
  };
  await Promise.all(Array.from({ length: count }, lane));
  return results;
}
