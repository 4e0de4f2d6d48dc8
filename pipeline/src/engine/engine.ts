/**
 * The engine as a long-running object: it keeps every page's analysis in
 * memory between checks, so a check after an edit re-reads and re-analyses
 * only the files whose stamp changed (or whose unsaved text an editor passes
 * in as an overlay), then re-derives the site from the stages. The CLI's
 * warm check does the same from the cache on disk; a language server holds
 * one Engine per project.
 */
import { resolve } from 'node:path';
import { defaultCacheFile, PageCache } from '../cache/cache.ts';
import { runCheck, type CheckOptions, type CheckResult } from '../check.ts';
import { createLinkMemo } from '../links/check.ts';
import type { DiskSnapshot } from '../pages/stage.ts';

/** A check that may trust the disk still walks it when the last walk is older than this. */
const RESCAN_MS = 10_000;

export class Engine {
  /** Starts from the project's cache file, if a `pipeline check` left one (read, never written). */
  private readonly cache: PageCache;
  /** Each unchanged page's resolved links, kept while the site's shape stays the same. */
  private readonly links = createLinkMemo();
  /** The content listing and page stamps of the last check that looked at the disk. */
  private readonly disk: DiskSnapshot = { trusted: false, stamps: new Map() };
  private lastScan = 0;

  constructor(private readonly options: Omit<CheckOptions, 'cache' | 'cacheFile' | 'pageCache' | 'overlays' | 'body' | 'linkMemo' | 'disk'>) {
    this.cache = PageCache.inMemory(defaultCacheFile(resolve(options.root)));
  }

  /**
   * Checks the project as it is on disk, with `overlays` (path from the root -> text) in place of files.
   * With `diskUnchanged`, the caller vouches that no file changed since the last check (only its
   * overlays did), so the pages' listing and stamps are reused instead of walking the disk again;
   * the disk is walked anyway when the last walk is more than 10 seconds old.
   */
  check(overlays?: ReadonlyMap<string, string>, { diskUnchanged = false }: { diskUnchanged?: boolean } = {}): Promise<CheckResult> {
    const now = Date.now();
    this.disk.trusted = diskUnchanged && now - this.lastScan < RESCAN_MS;
    if (!this.disk.trusted) this.lastScan = now;
    return runCheck({ ...this.options, cache: true, pageCache: this.cache, overlays, linkMemo: this.links, disk: this.disk });
  }
}
