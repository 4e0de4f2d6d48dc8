/** Worker thread: lints the spec it is sent and posts the findings back. */
import { parentPort } from 'node:worker_threads';
import { lintSpec, type LintTarget } from './lint.ts';

export interface SpecLintRequest {
  root: string;
  target: LintTarget;
}

parentPort?.on('message', (req: SpecLintRequest) => {
  lintSpec(req.root, req.target).then(
    (diagnostics) => parentPort?.postMessage({ diagnostics }),
    (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
