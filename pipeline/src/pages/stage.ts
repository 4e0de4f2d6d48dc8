/**
 * Stage: the pages. Lists content/docs, reads every page the cache cannot
 * vouch for by its stamp, analyses the changed ones (in workers), and makes
 * the page set with ids and routes.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { diagnostic } from '../registry/rules.ts';
import { hashText } from '../cache/cache.ts';
import { decodeText, listContent, openPage, readOpened, type ReadResult } from '../load/files.ts';
import { docIdOf, routeOf, type PageEntry } from '../model.ts';
import type { RunContext, Staged } from '../engine/stage.ts';
import type { PageAnalysis } from './analyze.ts';
import { routeTable } from './identity.ts';
import { analyzeAll } from './pool.ts';

export interface PageSet {
  /** Pages by doc id, in path order. */
  pages: Map<string, PageEntry>;
  /** Pages by source path. */
  byPath: Map<string, PageEntry>;
  /** Pages by route (the first page of a route wins). */
  byRoute: Map<string, PageEntry>;
  /** Pages that could not be read (their read failure is their finding). */
  unreadable: Set<string>;
  /** Files under content/static, relative to the root. */
  assets: Set<string>;
  /** Pages listed, pages read from disk, pages analysed afresh. */
  counts: { listed: number; read: number; analysed: number };
}

/**
 * What a long-running engine remembers of the disk between checks: the listing
 * of content/ and each page's stamp. When its owner knows the files have not
 * changed since (an editor's keystrokes change buffers, not files), `trusted`
 * lets the next check reuse them instead of walking and stating every file.
 */
export interface DiskSnapshot {
  trusted: boolean;
  listing?: ReturnType<typeof listContent>;
  stamps: Map<string, string | undefined>;
}

/** The analysis of a page that could not be read: no findings of its own beyond the read failure. */
export const EMPTY_ANALYSIS: PageAnalysis = { frontmatter: null, places: {}, diagnostics: [], headings: [], links: [], words: 0 };

export async function pagesStage(ctx: RunContext, options: { body: boolean; threads?: number | undefined; overlays?: ReadonlyMap<string, string> | undefined; disk?: DiskSnapshot | undefined }): Promise<Staged<PageSet>> {
  const { root, docs } = ctx.layout;
  const { cache } = ctx;
  const diagnostics: Diagnostic[] = [];
  const disk = options.disk;
  const trusted = disk?.trusted === true && disk.listing !== undefined;
  const content = trusted ? disk.listing! : listContent(root, docs.abs, ctx.layout.static.abs);
  if (disk) {
    disk.listing = content;
    if (!trusted) disk.stamps.clear();
  }
  diagnostics.push(...content.diagnostics);

  // Read every page; analyse only what the cache does not already know.
  const paths = content.pages;
  const analyses = new Array<PageAnalysis>(paths.length);
  const misses: { index: number; path: string; text: string; hash: string; stamp: string | undefined }[] = [];
  let read = 0;
  /** A page's text (or why it has none): from the cache when its hash is known, else queued for analysis. */
  const take = (index: number, path: string, read: ReadResult, fromDisk: boolean, stamp: string | undefined) => {
    if (!read.file) {
      diagnostics.push(...read.diagnostics);
      analyses[index] = EMPTY_ANALYSIS;
      return;
    }
    const hash = cache ? hashText(read.file.text) : '';
    const hit = cache?.get<PageAnalysis>(path, hash);
    if (!hit) misses.push({ index, path, text: read.file.text, hash, stamp });
    else {
      analyses[index] = hit;
      if (fromDisk) cache!.setStamp(path, stamp);
    }
  };
  paths.forEach((path, index) => {
    ctx.used.add(path);
    // An editor's unsaved text for the page stands in for the file (with a file's limits); it is never stamped.
    const overlay = options.overlays?.get(path);
    if (overlay !== undefined) {
      read++;
      return take(index, path, decodeText(path, Buffer.from(overlay, 'utf8')), false, undefined);
    }
    // The disk has not changed since the last check: the page's analysis for the stamp it had then.
    if (trusted && disk.stamps.has(path)) {
      const known = cache?.getByStamp<PageAnalysis>(path, disk.stamps.get(path));
      if (known) {
        analyses[index] = known;
        return;
      }
    }
    const opened = openPage(root, path, undefined, content.plain);
    if ('diagnostics' in opened) return take(index, path, opened, false, undefined);
    disk?.stamps.set(path, opened.stamp);
    // A page whose stamp (size, times, inode) is unchanged is not even read.
    const stamped = cache?.getByStamp<PageAnalysis>(path, opened.stamp);
    if (stamped) {
      analyses[index] = stamped;
      return;
    }
    read++;
    take(index, path, readOpened(opened), true, opened.stamp);
  });
  const fresh = await analyzeAll(misses, options.body, options.threads);
  misses.forEach((m, i) => {
    analyses[m.index] = fresh[i]!;
    cache?.set(m.path, m.hash, fresh[i]!, m.stamp);
  });

  // The page set, routes and ids.
  const pages = new Map<string, PageEntry>();
  const byPath = new Map<string, PageEntry>();
  paths.forEach((path, index) => {
    const analysis = analyses[index]!;
    const id = docIdOf(path);
    const entry: PageEntry = { id, path, route: routeOf(id, analysis.frontmatter?.slug), analysis };
    pages.set(id, entry);
    byPath.set(path, entry);
    diagnostics.push(...analysis.diagnostics);
  });
  if (pages.size === 0 && content.diagnostics.length === 0) {
    diagnostics.push(
      diagnostic('load/no-pages', docs.rel, { line: 1, column: 1 }, `No pages (*.md files) were found in ${docs.rel}/.`, {
        hint: 'Check --root, or add a page; an empty site is not a passing site.',
      }),
    );
  }
  const byRoute = routeTable(pages);
  return {
    value: { pages, byPath, byRoute, unreadable: new Set(paths.filter((_, i) => analyses[i] === EMPTY_ANALYSIS)), assets: new Set(content.assets), counts: { listed: paths.length, read, analysed: misses.length } },
    diagnostics,
  };
}
