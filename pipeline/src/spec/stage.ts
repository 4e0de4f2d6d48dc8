/**
 * Stage: the specs under specs/, loaded (or taken from the cache while no
 * spec file changed) and linted. Its value also carries the fingerprint of
 * every spec file, which the sample rules key their cache entries by.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../core/diagnostic.ts';
import type { RunContext, Staged } from '../engine/stage.ts';
import type { LoadedSpec, SpecsResult } from './load.ts';
import { readSpecFiles } from './spec-files.ts';

export interface SpecSet {
  specs: LoadedSpec[];
  /** Fingerprint of every file under specs/ (and the remote-ref setting); '' when there are none. */
  hash: string;
  durationMs: number;
}

export async function specsStage(ctx: RunContext, allowRemoteRefs: string[] | undefined): Promise<Staged<SpecSet>> {
  const started = performance.now();
  const { root } = ctx.layout;
  const { cache } = ctx;
  const diagnostics: Diagnostic[] = [];
  // Read once: for the fingerprint here and each spec's lint hash.
  const files = readSpecFiles(root, JSON.stringify(allowRemoteRefs ?? []));
  let specs: SpecsResult = { specs: [], diagnostics: [] };
  if (files.files.length) {
    ctx.used.add('specs');
    const cached = cache?.get<SpecsResult>('specs', files.hash);
    const lintAll = cached ? undefined : await import('./lint-all.ts');
    lintAll?.prewarmSpecWorkers(); // a spec changed: lint will follow
    specs = cached ?? (await (await import('./load.ts')).loadSpecs(root, { allowRemoteRefs }));
    if (!specs.specs.length) lintAll?.stopSpecWorkers(); // none loaded: no lint will take them
    if (!cached) cache?.set('specs', files.hash, specs);
  }
  diagnostics.push(...specs.diagnostics);
  if (specs.specs.length) {
    const { lintSpecs } = await import('./lint-all.ts');
    diagnostics.push(...(await lintSpecs(root, specs.specs, cache, ctx.used, (f) => files.bytes.get(f) ?? readFileSync(join(root, f)))));
  }
  return { value: { specs: specs.specs, hash: files.files.length ? files.hash : '', durationMs: Math.round(performance.now() - started) }, diagnostics };
}
