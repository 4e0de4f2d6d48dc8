/** Worker thread: analyses the pages it is sent and posts the results back. */
import { parentPort } from 'node:worker_threads';
import { analyzeSafely, type PageAnalysis } from './analyze.ts';

export interface WorkRequest {
  items: { path: string; text: string }[];
  body: boolean;
}

parentPort?.on('message', (req: WorkRequest) => {
  const results: PageAnalysis[] = req.items.map((it) => analyzeSafely(it.path, it.text, { body: req.body }));
  parentPort?.postMessage(results);
});
