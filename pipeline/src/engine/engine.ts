/**
 * The engine as a long-running object: it keeps every page's analysis in
 * memory between checks, so a check after an edit re-reads and re-analyses
 * only the files whose stamp changed (or whose unsaved text an editor passes
 * in as an overlay), then re-derives the site from the stages. The CLI's
 * warm check does the same from the cache on disk; a language server holds
 * one Engine per project.
 */
import { PageCache } from '../cache/cache.ts';
import { runCheck, type CheckOptions, type CheckResult } from '../check.ts';
import { createLinkMemo } from '../links/check.ts';

export class Engine {
  private readonly cache = PageCache.inMemory();
  /** Each unchanged page's resolved links, kept while the site's shape stays the same. */
  private readonly links = createLinkMemo();

  constructor(private readonly options: Omit<CheckOptions, 'cache' | 'cacheFile' | 'pageCache' | 'overlays' | 'body' | 'linkMemo'>) {}

  /** Checks the project as it is on disk, with `overlays` (path from the root -> text) in place of files. */
  check(overlays?: ReadonlyMap<string, string>): Promise<CheckResult> {
    return runCheck({ ...this.options, cache: true, pageCache: this.cache, overlays, linkMemo: this.links });
  }
}
