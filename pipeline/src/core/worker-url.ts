/**
 * Where a worker bundled beside the CLI is. esbuild puts shared code in
 * `chunks/`, so the module asking may sit one folder below the CLI.
 * Undefined when running from the TypeScript sources (tests), where the
 * build-time name is not defined and work runs on the calling thread.
 */
import { existsSync } from 'node:fs';

export function bundledWorker(name: string | undefined, base: string): URL | undefined {
  if (name === undefined) return undefined;
  return [new URL(name, base), new URL(`../${name}`, base)].find((u) => existsSync(u));
}
