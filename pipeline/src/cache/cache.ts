/**
 * The incremental cache: each file's analysis (pages, sidebars, the version
 * record) keyed by the hash of its content (and the pipeline build that produced it). A page whose bytes have
 * not changed is never parsed again. Stored under node_modules/.cache, written
 * atomically.
 *
 * The cache only ever saves time: a missing, corrupt or hand-edited cache
 * file, or one entry of the wrong shape, means a cold analysis of what it
 * covered, never a crash. Each entry keeps its value as JSON text with a
 * checksum, so a damaged entry is detected before it is parsed. A cache that
 * cannot be written (a full disk, a read-only folder) is a warning, and the
 * check's result is the same.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describeWriteError, removeStaleTemps, writeFileAtomic } from '../core/write-file.ts';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

declare const __PIPELINE_BUILD_ID__: string | undefined;

/** Changes whenever the pipeline's code changes (the CLI build injects it). */
export const BUILD_ID: string = typeof __PIPELINE_BUILD_ID__ === 'string' ? __PIPELINE_BUILD_ID__ : 'dev';

export function hashText(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

interface Entry {
  /** Hash of the input the value was computed from. */
  hash: string;
  /** The value, as JSON text. */
  json: string;
  /** Checksum of key, hash and json: a damaged or hand-edited entry fails it. */
  sum: string;
  /** The file's stamp (size, times, inode) when it had that hash: a file with the same stamp is not read again. */
  stamp?: string;
}

interface CacheData {
  buildId: string;
  /** By key: a page's path, or `sidebar:<path>` / `version:<path>`. */
  entries: Record<string, Entry>;
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

const checksum = (key: string, hash: string, json: string) => createHash('sha1').update(key).update('\0').update(hash).update('\0').update(json).digest('base64url');

export class PageCache {
  private data: CacheData;
  private dirty = false;
  /** Why the last save failed, if it did. */
  saveError: string | undefined;

  private constructor(
    private readonly file: string | undefined,
    data: CacheData,
  ) {
    this.data = data;
  }

  /** A cache kept in memory only, for a long-running process such as an editor's language server. */
  static inMemory(): PageCache {
    return new PageCache(undefined, { buildId: BUILD_ID, entries: Object.create(null) as Record<string, Entry> });
  }

  static load(file: string): PageCache {
    const empty = (): CacheData => ({ buildId: BUILD_ID, entries: Object.create(null) as Record<string, Entry> });
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (isCacheData(parsed)) {
        const entries = Object.assign(Object.create(null) as Record<string, Entry>, parsed.entries);
        return new PageCache(file, { buildId: parsed.buildId, entries });
      }
    } catch {
      // no cache yet, or unreadable: start cold
    }
    const cache = new PageCache(file, empty());
    cache.dirty = existsSync(file); // replace a damaged file on the next save
    return cache;
  }

  /** The value stored for a key, if it was stored for the same content hash and is intact. */
  get<T>(key: string, hash: string): T | undefined {
    const e = this.data.entries[key];
    if (!isEntry(e) || e.hash !== hash) return undefined;
    if (e.sum !== checksum(key, e.hash, e.json)) return this.drop(key);
    try {
      return JSON.parse(e.json) as T;
    } catch {
      return this.drop(key);
    }
  }

  /** The value stored for a key whose file still has the stamp it had then, if intact. */
  getByStamp<T>(key: string, stamp: string | undefined): T | undefined {
    if (stamp === undefined) return undefined;
    const e = this.data.entries[key];
    if (!isEntry(e) || e.stamp !== stamp) return undefined;
    return this.get<T>(key, e.hash);
  }

  /** The hash an entry was stored with (for a page, the hash of its text), without reading its value. */
  hashOf(key: string): string | undefined {
    const e = this.data.entries[key];
    return isEntry(e) ? e.hash : undefined;
  }

  /** Records the stamp of a file whose content hash matched its entry (a touched, unchanged file). */
  setStamp(key: string, stamp: string | undefined): void {
    const e = this.data.entries[key];
    if (!isEntry(e) || e.stamp === stamp) return;
    if (stamp === undefined) delete e.stamp;
    else e.stamp = stamp;
    this.dirty = true;
  }

  set(key: string, hash: string, value: unknown, stamp?: string): void {
    const json = JSON.stringify(value) ?? 'null';
    this.data.entries[key] = stamp === undefined ? { hash, json, sum: checksum(key, hash, json) } : { hash, json, sum: checksum(key, hash, json), stamp };
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

  /**
   * Writes the cache if anything changed, and removes what interrupted runs
   * left beside it. A failure to write is not an error: the reason is kept in
   * {@link saveError} for a warning, and the next run starts cold.
   */
  save(): void {
    if (this.file === undefined) {
      this.dirty = false;
      return;
    }
    removeStaleTemps(this.file);
    if (!this.dirty) return;
    try {
      writeFileAtomic(this.file, JSON.stringify(this.data));
      this.dirty = false;
      this.saveError = undefined;
    } catch (error) {
      this.saveError = describeWriteError(this.file, error);
    }
  }

  private drop(key: string): undefined {
    delete this.data.entries[key];
    this.dirty = true;
    return undefined;
  }
}

function isCacheData(v: unknown): v is CacheData {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const d = v as Partial<CacheData>;
  return d.buildId === BUILD_ID && typeof d.entries === 'object' && d.entries !== null && !Array.isArray(d.entries);
}

function isEntry(e: unknown): e is Entry {
  if (typeof e !== 'object' || e === null) return false;
  const { hash, json, sum, stamp } = e as Partial<Entry>;
  return typeof hash === 'string' && typeof json === 'string' && typeof sum === 'string' && (stamp === undefined || typeof stamp === 'string');
}
