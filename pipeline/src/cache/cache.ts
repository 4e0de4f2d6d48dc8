/**
 * The incremental cache: each file's analysis (pages, sidebars, the version
 * record) keyed by the hash of its content (and the pipeline build that produced it). A page whose bytes have
 * not changed is never parsed again. Stored under node_modules/.cache, written
 * atomically; a missing or corrupt cache is simply a cold start.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFileAtomic } from '../core/write-file.ts';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

declare const __PIPELINE_BUILD_ID__: string | undefined;

/** Changes whenever the pipeline's code changes (the CLI build injects it). */
export const BUILD_ID: string = typeof __PIPELINE_BUILD_ID__ === 'string' ? __PIPELINE_BUILD_ID__ : 'dev';

export function hashText(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

interface CacheData {
  buildId: string;
  /** By key: a page's path, or `sidebar:<path>` / `version:<path>`. */
  entries: Record<string, { hash: string; value: unknown }>;
}

/** The package's own folder (the one with package.json), found from this module. */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** Where the cache of a content root lives: one file per root. */
export function defaultCacheFile(root: string): string {
  const base = process.env.PIPELINE_CACHE_DIR ?? join(packageRoot(), 'node_modules', '.cache', 'pipeline');
  return join(base, `check-${createHash('sha1').update(resolve(root)).digest('hex').slice(0, 12)}.json`);
}

export class PageCache {
  private data: CacheData;
  private dirty = false;

  private constructor(
    private readonly file: string,
    data: CacheData,
  ) {
    this.data = data;
  }

  static load(file: string): PageCache {
    const empty: CacheData = { buildId: BUILD_ID, entries: {} };
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as CacheData;
      if (parsed && parsed.buildId === BUILD_ID && typeof parsed.entries === 'object') return new PageCache(file, parsed);
    } catch {
      // no cache yet, or unreadable: start cold
    }
    return new PageCache(file, empty);
  }

  /** The value stored for a key, if it was stored for the same content hash. */
  get<T>(key: string, hash: string): T | undefined {
    const e = this.data.entries[key];
    return e && e.hash === hash ? (e.value as T) : undefined;
  }

  set(key: string, hash: string, value: unknown): void {
    this.data.entries[key] = { hash, value };
    this.dirty = true;
  }

  /** Drops entries whose keys were not used in this run (deleted files). */
  retain(keys: ReadonlySet<string>): void {
    for (const p of Object.keys(this.data.entries)) {
      if (!keys.has(p)) {
        delete this.data.entries[p];
        this.dirty = true;
      }
    }
  }

  /** Writes the cache if anything changed; a failure to write is not an error. */
  save(): void {
    if (!this.dirty) return;
    try {
      writeFileAtomic(this.file, JSON.stringify(this.data));
      this.dirty = false;
    } catch {
      // a read-only node_modules only costs speed
    }
  }
}
