/**
 * The check, as a sequence of named stages: pages -> version -> sidebars -> redirects ->
 * specs -> API index -> sample rules -> navigation -> links -> site rules ->
 * report. Each stage takes what the earlier ones made and returns its value
 * with its findings; `check`, `build` and `sync` share it. Pure apart from
 * reading the files (and the cache).
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultCacheFile, PageCache } from './cache/cache.ts';
import { limitFindings } from './core/cap.ts';
import { compareDiagnostics, type Diagnostic } from './core/diagnostic.ts';
import { UsageError } from './load/files.ts';
import { layoutOf, type PageEntry } from './model.ts';
import { apiExpander, methodsByDoc } from './api-index/expand.ts';
import { buildApiIndex, type ApiIndex } from './api-index/index.ts';
import type { RunContext, Staged } from './engine/stage.ts';
import type { SiteRedirect } from './core/site.ts';
import { checkExternalLinks } from './links/external.ts';
import { resolveLinks, type LinkCheckResult, type LinkIndex, type LinkMemo } from './links/check.ts';
import { resolveNavigation, type NavResult } from './nav/resolve.ts';
import { pagesStage, type DiskSnapshot } from './pages/stage.ts';
import type { CheckStats } from './report/types.ts';
import type { VersionRecord } from '../contract/version.ts';
import { previousRoutesStage, redirectsStage } from './redirects/stage.ts';
import { sidebarsStage } from './sidebars/stage.ts';
import { sampleRulesStage } from './site-rules/samples.ts';
import { siteRulesStage } from './site-rules/stage.ts';
import type { LoadedSpec } from './spec/load.ts';
import { specsStage } from './spec/stage.ts';
import { versionStage } from './version/stage.ts';

export interface CheckOptions {
  /** The project folder holding content/ (and specs/). */
  root: string;
  /** Use the incremental cache (default true). */
  cache?: boolean;
  /** Cache file; defaults to one per root under node_modules/.cache/pipeline. */
  cacheFile?: string;
  /** Also request external links (slow; off by default). */
  external?: boolean;
  /** Produce each page's body tree (for the bundle); bypasses the cache. */
  body?: boolean;
  /** Worker threads for parsing; defaults to the machine's parallelism. */
  threads?: number;
  /** Hosts whose http(s) `$ref`s in specs may be fetched (none by default). */
  allowRemoteRefs?: string[];
  /** Compare routes with the pages at this git ref instead of the last build (redirects/missing). */
  baseRef?: string;
  /** A cache to use instead of the one on disk (an in-memory cache kept by a long-running process). */
  pageCache?: PageCache;
  /** Page and sidebar texts to check instead of what is on disk, by path from the root (an editor's unsaved buffers). */
  overlays?: ReadonlyMap<string, string>;
  /** Resolved links kept between checks by a long-running engine (see links/check.ts). */
  linkMemo?: LinkMemo;
  /** The listing and page stamps kept between checks by a long-running engine (see pages/stage.ts). */
  disk?: DiskSnapshot;
}

export interface Site {
  root: string;
  pages: Map<string, PageEntry>;
  nav: NavResult;
  version: VersionRecord | null;
  linkIndex: LinkIndex;
  links: LinkCheckResult;
  specs: LoadedSpec[];
  api: ApiIndex;
  redirects: SiteRedirect[];
}

export interface CheckResult {
  diagnostics: Diagnostic[];
  stats: CheckStats;
  site: Site;
  /** Things the user should know that are not findings (a cache that could not be written). */
  warnings: string[];
}

export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  const started = performance.now();
  const layout = layoutOf(resolve(options.root));
  const { root } = layout;
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new UsageError(`${options.root} is not a folder.`);
  if (!existsSync(layout.docs.abs)) throw new UsageError(`No ${layout.docs.rel}/ folder under ${root}: run pipeline in a project folder, or pass --root.`);
  const useCache = options.cache !== false && !options.body;
  const ctx: RunContext = { layout, cache: useCache ? (options.pageCache ?? PageCache.load(options.cacheFile ?? defaultCacheFile(root))) : undefined, used: new Set() };
  const diagnostics: Diagnostic[] = [];
  const take = <T>(staged: Staged<T>): T => {
    diagnostics.push(...staged.diagnostics);
    return staged.value;
  };

  const pageSet = take(await pagesStage(ctx, { body: options.body === true, threads: options.threads, overlays: options.overlays, disk: options.disk }));
  const { pages } = pageSet;
  const version = take(await versionStage(ctx));
  const sidebars = take(await sidebarsStage(ctx, options.overlays));
  const redirects = take(await redirectsStage(ctx));
  const previousRoutes = take(previousRoutesStage(ctx, options.baseRef));
  const specSet = take(await specsStage(ctx, options.allowRemoteRefs));
  const api = buildApiIndex(specSet.specs, pages.values());
  take(await sampleRulesStage(ctx, pages, specSet, api));
  const warnings = saveCache(ctx);

  const nav = take(resolveNavigationStage(sidebars, pageSet.pages, pageSet.byRoute, specSet.specs, api));
  const linkIndex: LinkIndex = { byPath: pageSet.byPath, byRoute: pageSet.byRoute, assets: pageSet.assets };
  const links = resolveLinks(pages.values(), linkIndex, options.linkMemo, options.external === true);
  take(siteRulesStage(pages, new Set(pageSet.byRoute.keys()), pageSet.unreadable, api, nav.facts, links.links, redirects, { listed: (id) => nav.sidebarOf.has(id), linked: (id) => links.linkedIds.has(id), landingOf: (id) => nav.landingOf.get(id), previousRoutes }));
  if (options.external) diagnostics.push(...(await checkExternalLinks(links.external, { root })));

  const stats: CheckStats = { pages: pages.size, links: links.checked, navItems: nav.itemCount, durationMs: Math.round(performance.now() - started) };
  if (ctx.cache) {
    stats.cached = pageSet.counts.listed - pageSet.counts.analysed;
    stats.read = pageSet.counts.read;
  }
  if (specSet.specs.length) stats.specs = { count: specSet.specs.length, operations: specSet.specs.reduce((n, s) => n + s.operations.length, 0), durationMs: specSet.durationMs };
  return {
    diagnostics: limitFindings(diagnostics).sort(compareDiagnostics),
    stats,
    site: { root, pages, nav, version, linkIndex, links, specs: specSet.specs, api, redirects },
    warnings,
  };
}

/** Stage: the sidebars resolved against the pages, with `api:` items expanded from the API index. */
function resolveNavigationStage(sidebars: Parameters<typeof resolveNavigation>[0]['sidebars'], pages: ReadonlyMap<string, PageEntry>, byRoute: ReadonlyMap<string, PageEntry>, specs: readonly LoadedSpec[], api: ApiIndex): Staged<NavResult> {
  const methods = methodsByDoc(api);
  const nav = resolveNavigation({ sidebars, pages, expandApi: apiExpander(specs, api), methodOf: (id) => methods.get(id) });
  return { value: nav, diagnostics: nav.diagnostics };
}

/** Drops the cache entries this run did not use and writes it; a failed write is a warning, not a finding. */
function saveCache(ctx: RunContext): string[] {
  if (!ctx.cache) return [];
  ctx.cache.retain(ctx.used);
  ctx.cache.save();
  return ctx.cache.saveError ? [`${ctx.cache.saveError}; the check is complete, the next one starts cold.`] : [];
}
