/** Worker thread: lints the spec it is sent and posts the findings back, as paths (the main thread places them). */
import { parentPort } from 'node:worker_threads';
import { findSpecProblems, type LintTarget } from './lint.ts';

export interface SpecLintRequest {
  root: string;
  target: LintTarget;
}

parentPort?.on('message', (req: SpecLintRequest) => {
  findSpecProblems(req.root, req.target).then(
    (found) => parentPort?.postMessage({ found }),
    (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
