/**
 * The incremental cache: each file's analysis (pages, sidebars, the version
 * record) keyed by the hash of its content (and the pipeline build that produced it). A page whose bytes have
 * not changed is never parsed again. Stored under node_modules/.cache, written
 * atomically.
 *
 * The file is compact and read lazily: a first line naming the format, a
 * second line with the index (per key: content hash, file stamp, where its
 * value sits in the rest of the file, and a checksum), then every value as
 * JSON, one after the other. Loading parses the index only; a value is
 * decoded when it is asked for, and one not asked for is copied to the next
 * file as bytes.
 *
 * The cache only ever saves time: a missing, corrupt or hand-edited cache
 * file, or a damaged entry, means a cold analysis of what it covered, never
 * a crash. Each value has a checksum, so a damaged or edited value is
 * detected before it is parsed. A cache that cannot be written (a full disk,
 * a read-only folder) is a warning, and the check's result is the same.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { describeWriteError, removeStaleTemps, writeFileAtomic } from '../core/write-file.ts';
import { join, resolve } from 'node:path';
import { packageRoot } from '../core/package-root.ts';

declare const __PIPELINE_BUILD_ID__: string | undefined;

/** Changes whenever the pipeline's code changes (the CLI build injects it). */
export const BUILD_ID: string = typeof __PIPELINE_BUILD_ID__ === 'string' ? __PIPELINE_BUILD_ID__ : 'dev';

/** The first line of a cache file: a file in another format (an older pipeline's) starts cold. */
export const CACHE_FORMAT = 'pipeline-cache 2';

export function hashText(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

/** One entry of the index line: [content hash, file stamp or null, offset, length, checksum]. */
export type IndexEntry = [hash: string, stamp: string | null, offset: number, length: number, sum: number];

interface Entry {
  /** Hash of the input the value was computed from. */
  hash: string;
  /** The file's stamp (size, times, inode) when it had that hash: a file with the same stamp is not read again. */
  stamp?: string;
  /** The value as JSON bytes: a slice of the loaded file, or encoded when set in this run. */
  bytes: Buffer;
  /** Checksum of key, hash and bytes: a damaged or hand-edited entry fails it. */
  sum: number;
  /** In a cache kept in memory only: the value itself, frozen in place (the check that made it never changes it afterwards), handed out as it is (no bytes, nothing to damage). */
  value?: unknown;
}

/** The cache file's parts: the index, and the buffer the offsets point into. */
interface Loaded {
  buildId: string;
  index: Record<string, IndexEntry>;
  body: Buffer;
}

/** Where the cache of a content root lives: one file per root. */
export function defaultCacheFile(root: string): string {
  const base = process.env.PIPELINE_CACHE_DIR ?? join(packageRoot(), 'node_modules', '.cache', 'pipeline');
  return join(base, `check-${createHash('sha1').update(resolve(root)).digest('hex').slice(0, 12)}.cache`);
}

/** CRC-32 of key, hash and value: cheap enough to run on every value read, and any damage to the bytes changes it. */
export const checksum = (key: string, hash: string, bytes: Uint8Array) => crc32(bytes, crc32(`${key}\0${hash}\0`));

/** Splits a cache file into its index and body; undefined when it is not one this build wrote. */
function parseCacheFile(buf: Buffer, expectedBuild = BUILD_ID): Loaded | undefined {
  const first = buf.indexOf(10);
  if (first === -1 || buf.toString('utf8', 0, first) !== CACHE_FORMAT) return undefined;
  const second = buf.indexOf(10, first + 1);
  if (second === -1) return undefined;
  const head = JSON.parse(buf.toString('utf8', first + 1, second)) as unknown;
  if (typeof head !== 'object' || head === null || Array.isArray(head)) return undefined;
  const { buildId, index } = head as { buildId?: unknown; index?: unknown };
  if (buildId !== expectedBuild || typeof index !== 'object' || index === null || Array.isArray(index)) return undefined;
  return { buildId, index: index as Record<string, IndexEntry>, body: buf.subarray(second + 1) };
}

export class PageCache {
  private readonly entries: Map<string, Entry>;
  private dirty = false;
  /** Why the last save failed, if it did. */
  saveError: string | undefined;

  private constructor(
    private readonly file: string | undefined,
    entries: Map<string, Entry>,
  ) {
    this.entries = entries;
  }

  /**
   * A cache kept in memory only, for a long-running process such as an editor's language server.
   * With `seed`, it starts from what that cache file holds (read, never written), so the first
   * check is as warm as `pipeline check` after a previous run.
   */
  static inMemory(seed?: string): PageCache {
    const cache = new PageCache(undefined, seed === undefined ? new Map() : PageCache.load(seed).entries);
    cache.live = true;
    return cache;
  }

  /** Values are kept as objects (frozen, shared between checks) rather than as JSON: no file is ever written. */
  private live = false;

  static load(file: string): PageCache {
    const entries = new Map<string, Entry>();
    let loaded: Loaded | undefined;
    try {
      loaded = parseCacheFile(readFileSync(file));
    } catch {
      // no cache yet, or unreadable: start cold
    }
    if (loaded) {
      const { index, body } = loaded;
      for (const key of Object.keys(index)) {
        const e = indexEntry(index[key], body.length);
        if (e) entries.set(key, { hash: e[0], ...(e[1] === null ? {} : { stamp: e[1] }), bytes: body.subarray(e[2], e[2] + e[3]), sum: e[4] });
      }
    }
    const cache = new PageCache(file, entries);
    // Replace a damaged file, or one with entries this build dropped, on the next save.
    cache.dirty = loaded ? entries.size !== Object.keys(loaded.index).length : existsSync(file);
    return cache;
  }

  /** The value stored for a key, if it was stored for the same content hash and is intact. */
  get<T>(key: string, hash: string): T | undefined {
    const e = this.entries.get(key);
    if (!e || e.hash !== hash) return undefined;
    if (this.live && 'value' in e) return e.value as T;
    if (e.sum !== checksum(key, e.hash, e.bytes)) return this.drop(key);
    let value: T;
    try {
      value = JSON.parse(e.bytes.toString('utf8')) as T;
    } catch {
      return this.drop(key);
    }
    // A live cache seeded from a file decodes each entry once, then shares it like its own.
    if (this.live) {
      e.value = deepFreeze(value);
      e.bytes = EMPTY;
    }
    return value;
  }

  /** The value stored for a key whose file still has the stamp it had then, if intact. */
  getByStamp<T>(key: string, stamp: string | undefined): T | undefined {
    if (stamp === undefined) return undefined;
    const e = this.entries.get(key);
    if (!e || e.stamp !== stamp) return undefined;
    return this.get<T>(key, e.hash);
  }

  /** The hash an entry was stored with (for a page, the hash of its text), without reading its value. */
  hashOf(key: string): string | undefined {
    return this.entries.get(key)?.hash;
  }

  /** Records the stamp of a file whose content hash matched its entry (a touched, unchanged file). */
  setStamp(key: string, stamp: string | undefined): void {
    const e = this.entries.get(key);
    if (!e || e.stamp === stamp) return;
    if (stamp === undefined) delete e.stamp;
    else e.stamp = stamp;
    this.dirty = true;
  }

  set(key: string, hash: string, value: unknown, stamp?: string): void {
    if (this.live) {
      this.entries.set(key, { hash, ...(stamp === undefined ? {} : { stamp }), bytes: EMPTY, sum: 0, value: deepFreeze(value) });
      return;
    }
    const bytes = Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');
    this.entries.set(key, { hash, ...(stamp === undefined ? {} : { stamp }), bytes, sum: checksum(key, hash, bytes) });
    this.dirty = true;
  }

  /** Drops entries whose keys were not used in this run (deleted files). */
  retain(keys: ReadonlySet<string>): void {
    for (const key of [...this.entries.keys()]) {
      if (!keys.has(key)) {
        this.entries.delete(key);
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
      writeFileAtomic(this.file, this.serialize());
      this.dirty = false;
      this.saveError = undefined;
    } catch (error) {
      this.saveError = describeWriteError(this.file, error);
    }
  }

  /** The file's bytes: values are copied as they are, never re-encoded. */
  private serialize(): Buffer {
    return encodeEntries(BUILD_ID, [...this.entries].map(([key, e]) => ({ key, hash: e.hash, stamp: e.stamp ?? null, bytes: e.bytes, sum: e.sum })));
  }

  private drop(key: string): undefined {
    this.entries.delete(key);
    this.dirty = true;
    return undefined;
  }
}

const EMPTY = Buffer.alloc(0);

/** Freezes a value and everything in it, so a check that shares it with the next one cannot change it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** An index entry of the right shape whose bytes lie inside the body, or undefined. */
function indexEntry(e: unknown, bodyLength: number): IndexEntry | undefined {
  if (!Array.isArray(e) || e.length !== 5) return undefined;
  const [hash, stamp, offset, length, sum] = e as unknown[];
  if (typeof hash !== 'string' || (stamp !== null && typeof stamp !== 'string')) return undefined;
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || !Number.isSafeInteger(sum)) return undefined;
  if ((offset as number) < 0 || (length as number) < 0 || (offset as number) + (length as number) > bodyLength) return undefined;
  return e as IndexEntry;
}

/** An entry as it is written: the key, its hash and stamp, the value's bytes and their checksum. */
export interface RawEntry {
  key: string;
  hash: string;
  stamp: string | null;
  bytes: Uint8Array;
  sum: number;
}

/** A cache file from entries as given (checksums not recomputed): the format line, the index line, the values. */
export function encodeEntries(buildId: string, entries: readonly RawEntry[]): Buffer {
  const index: Record<string, IndexEntry> = {};
  let offset = 0;
  for (const e of entries) {
    index[e.key] = [e.hash, e.stamp, offset, e.bytes.length, e.sum];
    offset += e.bytes.length;
  }
  const head = Buffer.from(`${CACHE_FORMAT}\n${JSON.stringify({ buildId, index })}\n`, 'utf8');
  return Buffer.concat([head, ...entries.map((e) => e.bytes)]);
}

/** The entries of a cache file as written (for tests and inspection); undefined when the file is not in this format or of that build. */
export function decodeEntries(buf: Buffer, buildId = BUILD_ID): RawEntry[] | undefined {
  const loaded = parseCacheFile(buf, buildId);
  if (!loaded) return undefined;
  return Object.keys(loaded.index).flatMap((key) => {
    const e = indexEntry(loaded.index[key], loaded.body.length);
    return e ? [{ key, hash: e[0], stamp: e[1], bytes: loaded.body.subarray(e[2], e[2] + e[3]), sum: e[4] }] : [];
  });
}
