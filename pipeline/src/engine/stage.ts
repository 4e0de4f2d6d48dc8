/**
 * What every stage of the check shares: its result shape (a value and the
 * findings made while producing it) and the run context (the project's
 * layout and the incremental cache, with the keys this run used).
 */
import type { PageCache } from '../cache/cache.ts';
import { hashText } from '../cache/cache.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { diagnostic } from '../registry/rules.ts';
import { excerpt } from '../core/excerpt.ts';
import type { Layout } from '../model.ts';

/** A stage's output: what it made, and what it found wrong on the way. */
export interface Staged<T> {
  value: T;
  diagnostics: Diagnostic[];
}

export interface RunContext {
  layout: Layout;
  /** The incremental cache, unless the run bypasses it. */
  cache: PageCache | undefined;
  /** Cache keys this run read or wrote: the others are dropped when it is saved. */
  used: Set<string>;
}

/** A value parsed from `text`, through the cache under `key` (a warm run loads no parser). */
export async function cachedParse<T>(ctx: RunContext, key: string, text: string, parse: () => Promise<T>): Promise<T> {
  const hash = ctx.cache ? hashText(text) : '';
  ctx.used.add(key);
  const hit = ctx.cache?.get<T>(key, hash);
  if (hit) return hit;
  const value = await parse();
  ctx.cache?.set(key, hash, value);
  return value;
}

/** Findings cached under `key` for `hash`, or computed (and stored) by `compute`. */
export async function cachedFindings(ctx: RunContext, key: string, hash: string, compute: () => Promise<Diagnostic[]>): Promise<Diagnostic[]> {
  ctx.used.add(key);
  const hit = ctx.cache?.get<Diagnostic[]>(key, hash);
  if (hit) return hit;
  const found = await compute();
  ctx.cache?.set(key, hash, found);
  return found;
}

/** A stage that failed on one file: a finding at that file, so the rest of the run goes on. */
export function failedFile(ruleId: 'nav/yaml' | 'version/schema', file: string, error: unknown): Diagnostic {
  const why = /call stack/i.test(String((error as Error)?.message)) ? 'it is nested too deeply' : excerpt(String((error as Error)?.message ?? error), 120);
  return diagnostic(ruleId, file, { line: 1, column: 1 }, `The file could not be checked: ${why}.`, { hint: 'Simplify the file; if it looks right, this is a bug in the pipeline worth reporting.' });
}
