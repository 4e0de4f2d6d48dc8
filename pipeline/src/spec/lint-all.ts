/**
 * Lints every spec whose files changed since the last run: cached by the
 * content of the files the spec is made of (and its settings), and linted in
 * parallel worker threads, one spec per thread, when more than one is due.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageCache } from '../cache/cache.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { diagnostic } from '../registry/rules.ts';
import { bundledWorker } from '../core/worker-url.ts';
import type { LoadedSpec } from './load.ts';
import type { LintTarget, RawFinding } from './lint.ts';
import type { SpecLintRequest } from './worker.ts';

declare const __PIPELINE_SPEC_WORKER_URL__: string | undefined;

const workerUrl = () => bundledWorker(typeof __PIPELINE_SPEC_WORKER_URL__ === 'string' ? __PIPELINE_SPEC_WORKER_URL__ : undefined, import.meta.url);

/** Workers started early (see prewarmSpecWorkers), taken by the next lint. */
let warm: Worker[] = [];
/** Workers that stopped (crashed or were terminated): never handed a job. */
const dead = new WeakSet<Worker>();

function startWorker(url: URL): Worker {
  const worker = new Worker(url);
  // An idle worker that fails to start must not crash the process; the job waiting on it hears of it below.
  worker.on('error', () => dead.add(worker));
  worker.once('exit', () => dead.add(worker));
  return worker;
}

/**
 * Starts the lint workers now, so they load Spectral and ajv while this thread
 * loads and bundles the specs. Called when a spec changed. The workers are
 * unref'd until a lint takes them: when no spec loads (every one is broken),
 * nothing is left keeping the process alive, and stopSpecWorkers ends them.
 */
export function prewarmSpecWorkers(): void {
  const url = workerUrl();
  if (!url || warm.length) return;
  warm = Array.from({ length: Math.min(2, availableParallelism()) }, () => {
    const worker = startWorker(url);
    worker.unref();
    return worker;
  });
}

/** Ends the prewarmed workers no lint took. */
export function stopSpecWorkers(): void {
  for (const w of warm.splice(0)) void w.terminate();
}

function takeWorker(url: URL): Worker {
  let worker = warm.pop();
  while (worker && dead.has(worker)) worker = warm.pop();
  worker ??= startWorker(url);
  worker.ref();
  return worker;
}

/** @param read the spec files' bytes when the caller has them already (check reads every spec file once) */
export function specLintHash(root: string, spec: LoadedSpec, read: (file: string) => Buffer = (f) => readFileSync(join(root, f))): string {
  const hash = createHash('sha1').update(JSON.stringify(spec.settings));
  for (const f of spec.files) hash.update(f).update('\0').update(read(f)).update('\0');
  return hash.digest('base64url');
}

export async function lintSpecs(root: string, specs: readonly LoadedSpec[], cache: PageCache | undefined, used: Set<string>, read?: (file: string) => Buffer): Promise<Diagnostic[]> {
  try {
    return await lintDue(root, specs, cache, used, read);
  } finally {
    stopSpecWorkers();
  }
}

async function lintDue(root: string, specs: readonly LoadedSpec[], cache: PageCache | undefined, used: Set<string>, read?: (file: string) => Buffer): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  const due: { key: string; hash: string; target: LintTarget }[] = [];
  for (const spec of specs) {
    const key = `speclint:${spec.id}`;
    const hash = specLintHash(root, spec, read);
    used.add(key);
    const hit = cache?.get<Diagnostic[]>(key, hash);
    if (hit) out.push(...hit);
    else due.push({ key, hash, target: { file: spec.file, document: spec.document, settings: spec.settings } });
  }
  const url = workerUrl();
  let results: Diagnostic[][];
  if (url && due.length) {
    // Two jobs per spec (Spectral's rules; the example check), so even one spec uses both cores.
    // Each half comes back as paths (or as the finding that says why it failed); this thread
    // places them in the authored files, so the YAML is parsed for positions once, not per half.
    const halves = await inWorkers(url, root, due.flatMap((d) => [{ ...d.target, part: 'spectral' as const }, { ...d.target, part: 'examples' as const }]));
    const { placeFindings } = await import('./lint.ts');
    results = due.map((d, i) => {
      const parts = [halves[2 * i]!, halves[2 * i + 1]!];
      const failures = parts.filter((h): h is Diagnostic => !Array.isArray(h));
      return [...placeFindings(root, d.target.file, parts.filter(Array.isArray).flat()), ...failures];
    });
  } else results = await inThread(root, due.map((d) => d.target));
  stopSpecWorkers();
  // The parsed spec files served the source maps (and the load before them); let them go.
  if (due.length) (await import('./authored.ts')).YamlFiles.forgetAll();
  due.forEach((d, i) => {
    const found = results[i]!;
    if (!found.some((f) => f.ruleId === 'spec/invalid')) cache?.set(d.key, d.hash, found);
    out.push(...found);
  });
  return out;
}

async function inThread(root: string, targets: LintTarget[]): Promise<Diagnostic[][]> {
  if (!targets.length) return [];
  const { lintSpec } = await import('./lint.ts');
  const out: Diagnostic[][] = [];
  for (const t of targets) out.push(await lintSpec(root, t).catch((e: unknown) => [failed(t, e)]));
  return out;
}

async function inWorkers(url: URL, root: string, targets: LintTarget[]): Promise<(RawFinding[] | Diagnostic)[]> {
  const out = new Array<RawFinding[] | Diagnostic>(targets.length);
  let next = 0;
  const count = Math.min(availableParallelism(), targets.length);
  await Promise.all(
    Array.from({ length: count }, async () => {
      let worker = takeWorker(url);
      try {
        while (next < targets.length) {
          const i = next++;
          const target = targets[i]!;
          out[i] = await job(worker, { root, target });
          if (dead.has(worker)) worker = takeWorker(url); // it crashed: the next job gets a fresh one
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return out;
}

/** One lint in `worker`: its findings, or one finding saying why it failed (the worker crashed or exited). */
function job(worker: Worker, req: SpecLintRequest): Promise<RawFinding[] | Diagnostic> {
  return new Promise<RawFinding[] | Diagnostic>((resolve) => {
    const done = (found: RawFinding[] | Diagnostic) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      resolve(found);
    };
    const onMessage = (res: { found?: RawFinding[]; error?: string }) => done(res.found ?? failed(req.target, res.error));
    const onError = (e: Error) => done(failed(req.target, e));
    const onExit = (code: number) => done(failed(req.target, `the lint worker stopped (exit code ${code})`));
    if (dead.has(worker)) return onExit(-1);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    try {
      worker.postMessage(req);
    } catch (e) {
      onError(e as Error);
    }
  });
}

/** A lint that crashed is reported, not thrown: the rest of the check still runs. */
function failed(target: LintTarget, error: unknown): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  return diagnostic('spec/invalid', target.file, { line: 1, column: 1 }, `The spec could not be linted: ${message.split('\n')[0]}`, {
    hint: 'This is a bug in the pipeline or Spectral; the other checks still ran.',
  });
}
