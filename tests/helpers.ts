/** Test helpers: throwaway projects on disk, and compact views of findings. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';
import { runCheck, type CheckOptions, type CheckResult } from '../pipeline/src/check.ts';
import type { Diagnostic } from '../pipeline/src/core/diagnostic.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

export const VERSION_YAML = 'pluginId: default\nversion: current\nlabel: Next\nbanner: null\nbadge: false\nnoIndex: false\nisLast: true\n';

/** A page with a title and some text. */
export const page = (title: string, body = 'Some text.\n') => `---\ntitle: ${title}\n---\n\n${body}`;

/** Writes a project: paths relative to the root, `content/version.yaml` added unless given. */
export function project(files: Record<string, string | Buffer>, options: { version?: boolean } = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'pipeline-test-'));
  made.push(root);
  const all: Record<string, string | Buffer> = options.version === false ? { ...files } : { 'content/version.yaml': VERSION_YAML, ...files };
  for (const [path, content] of Object.entries(all)) {
    const abs = join(root, path);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
  mkdirSync(join(root, 'content/docs'), { recursive: true });
  return root;
}

export async function check(root: string, options: Partial<CheckOptions> = {}): Promise<CheckResult> {
  return runCheck({ root, cache: false, threads: 1, ...options });
}

/** `file:line:col ruleId` for each finding: the compact form tests compare. */
export const where = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.file}:${d.line}:${d.column} ${d.ruleId}`);

/** Findings of one rule. */
export const only = (ds: readonly Diagnostic[], ruleId: string) => ds.filter((d) => d.ruleId === ruleId);

/** A small seeded PRNG (mulberry32): numbers in [0, 1), so a failing case can be replayed from its seed. */
export function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
