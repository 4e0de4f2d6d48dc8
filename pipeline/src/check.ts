/**
 * The check: load -> pages -> navigation -> links -> findings. Pure apart
 * from reading the files (and the cache), so `check` and `build` share it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultCacheFile, hashText, PageCache } from './cache/cache.ts';
import { limitFindings } from './core/cap.ts';
import { compareDiagnostics, type Diagnostic } from './core/diagnostic.ts';
import { diagnostic } from './core/rules.ts';
import { excerpt } from './core/excerpt.ts';
import { listContent, listYamlFiles, MAX_YAML_BYTES, openPage, readOpened, readText, toPosix, UsageError } from './load/files.ts';
import { nameProblem } from './load/names.ts';
import { VERSION_FILE } from './model.ts';
import { checkExternalLinks } from './links/external.ts';
import { checkLinks, STATIC_DIR, type LinkCheckResult, type LinkIndex } from './links/check.ts';
import { DOCS_DIR, docIdOf, isDraft, isUnlisted, routeOf, type PageEntry } from './model.ts';
import type { SidebarDoc } from './nav/load.ts';
import { resolveNavigation, type ApiExpander, type NavResult, type SidebarSource } from './nav/resolve.ts';
import { indexApi, opKey, type ApiIndex } from './drift/check.ts';
import type { LoadedSpec, SpecsResult } from './spec/load.ts';
import { readSpecFiles } from './spec/spec-files.ts';
import type { NavLink } from './schema/nav.ts';
import type { PageAnalysis } from './pages/analyze.ts';
import { analyzeAll } from './pages/pool.ts';
import type { CheckStats } from './report/types.ts';
import type { VersionRecord } from './schema/version.ts';

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
}

export interface CheckResult {
  diagnostics: Diagnostic[];
  stats: CheckStats;
  site: Site;
  /** Things the user should know that are not findings (a cache that could not be written). */
  warnings: string[];
}

const EMPTY_ANALYSIS: PageAnalysis = { frontmatter: null, places: {}, diagnostics: [], headings: [], links: [], words: 0 };

export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  const started = performance.now();
  const root = resolve(options.root);
  const docsDir = join(root, DOCS_DIR);
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new UsageError(`${options.root} is not a folder.`);
  if (!existsSync(docsDir)) throw new UsageError(`No ${DOCS_DIR}/ folder under ${root}: run pipeline in a project folder, or pass --root.`);

  const diagnostics: Diagnostic[] = [];
  const content = listContent(root, docsDir, join(root, STATIC_DIR));
  const found = { paths: content.pages, diagnostics: content.diagnostics };
  diagnostics.push(...found.diagnostics);

  // Read every page; analyse only what the cache does not already know.
  const useCache = options.cache !== false && !options.body;
  const cache = useCache ? PageCache.load(options.cacheFile ?? defaultCacheFile(root)) : undefined;
  const analyses = new Array<PageAnalysis>(found.paths.length);
  const misses: { index: number; path: string; text: string; hash: string; stamp: string | undefined }[] = [];
  let pagesRead = 0;
  found.paths.forEach((path, index) => {
    const opened = openPage(root, path, undefined, content.plain);
    if ('diagnostics' in opened) {
      diagnostics.push(...opened.diagnostics);
      analyses[index] = EMPTY_ANALYSIS;
      return;
    }
    // A page whose stamp (size, times, inode) is unchanged is not even read.
    const stamped = cache?.getByStamp<PageAnalysis>(path, opened.stamp);
    if (stamped) {
      analyses[index] = stamped;
      return;
    }
    pagesRead++;
    const read = readOpened(opened);
    if (!read.file) {
      diagnostics.push(...read.diagnostics);
      analyses[index] = EMPTY_ANALYSIS;
      return;
    }
    const hash = cache ? hashText(read.file.text) : '';
    const hit = cache?.get<PageAnalysis>(path, hash);
    if (hit) {
      analyses[index] = hit;
      cache!.setStamp(path, opened.stamp);
    } else misses.push({ index, path, text: read.file.text, hash, stamp: opened.stamp });
  });
  const fresh = await analyzeAll(misses, options.body === true, options.threads);
  misses.forEach((m, i) => {
    analyses[m.index] = fresh[i]!;
    cache?.set(m.path, m.hash, fresh[i]!, m.stamp);
  });
  const used = new Set(found.paths);

  // The page set, routes and ids.
  const pages = new Map<string, PageEntry>();
  const byPath = new Map<string, PageEntry>();
  found.paths.forEach((path, index) => {
    const analysis = analyses[index]!;
    const id = docIdOf(path);
    const entry: PageEntry = { id, path, route: routeOf(id, analysis.frontmatter?.slug), analysis };
    pages.set(id, entry);
    byPath.set(path, entry);
    diagnostics.push(...analysis.diagnostics);
  });
  if (pages.size === 0 && found.diagnostics.length === 0) {
    diagnostics.push(
      diagnostic('load/no-pages', DOCS_DIR, { line: 1, column: 1 }, `No pages (*.md files) were found in ${DOCS_DIR}/.`, {
        hint: 'Check --root, or add a page; an empty site is not a passing site.',
      }),
    );
  }
  const byRoute = checkIdentity(pages, diagnostics);

  // The version record and the sidebars, through the same cache (a warm run loads no YAML parser).
  const cachedParse = async <T>(key: string, text: string, parse: () => Promise<T>): Promise<T> => {
    const hash = cache ? hashText(text) : '';
    used.add(key);
    const hit = cache?.get<T>(key, hash);
    if (hit) return hit;
    const value = await parse();
    cache?.set(key, hash, value);
    return value;
  };
  let version: VersionRecord | null = null;
  if (!existsSync(join(root, VERSION_FILE))) {
    diagnostics.push(diagnostic('version/schema', VERSION_FILE, { line: 1, column: 1 }, 'The version record content/version.yaml is missing.', { hint: 'Add it: pluginId, version, label, banner, badge, noIndex, isLast.' }));
  } else {
    const read = readText(root, VERSION_FILE, MAX_YAML_BYTES);
    if (!read.file) diagnostics.push(...read.diagnostics);
    else {
      const text = read.file.text;
      const loaded = await cachedParse(`version:${VERSION_FILE}`, text, async () => {
        try {
          return (await import('./load/version.ts')).loadVersion(text);
        } catch (error) {
          return { data: null, diagnostics: [failed('version/schema', VERSION_FILE, error)] };
        }
      });
      diagnostics.push(...loaded.diagnostics);
      version = loaded.data;
    }
  }
  const sidebars: SidebarSource[] = [];
  const sidebarFiles = listYamlFiles(root, join(root, 'content/sidebars'));
  diagnostics.push(...sidebarFiles.diagnostics);
  for (const file of sidebarFiles.files) {
    const read = readText(root, file, MAX_YAML_BYTES);
    if (!read.file) diagnostics.push(...read.diagnostics);
    const text = read.file?.text ?? '[]';
    const doc = await cachedParse<SidebarDoc>(`sidebar:${file}`, text, async () => {
      try {
        return (await import('./nav/load.ts')).loadSidebar(file, text);
      } catch (error) {
        return { diagnostics: [failed('nav/yaml', file, error)], items: [] };
      }
    });
    sidebars.push({ id: file.slice(file.lastIndexOf('/') + 1).replace(/\.ya?ml$/, ''), file, doc });
  }
  // Specs: loaded (or taken from the cache when no spec file changed), then matched with pages.
  const specsStarted = performance.now();
  const specFiles = readSpecFiles(root, JSON.stringify(options.allowRemoteRefs ?? [])); // read once: for the fingerprint here and each spec's lint hash
  let specs: SpecsResult = { specs: [], diagnostics: [] };
  let specsHash = '';
  if (specFiles.files.length) {
    specsHash = specFiles.hash;
    used.add('specs');
    const cachedSpecs = cache?.get<SpecsResult>('specs', specsHash);
    const lintAll = cachedSpecs ? undefined : await import('./spec/lint-all.ts');
    lintAll?.prewarmSpecWorkers(); // a spec changed: lint will follow
    specs = cachedSpecs ?? (await (await import('./spec/load.ts')).loadSpecs(root, { allowRemoteRefs: options.allowRemoteRefs }));
    if (!specs.specs.length) lintAll?.stopSpecWorkers(); // none loaded: no lint will take them
    if (!cachedSpecs) cache?.set('specs', specsHash, specs);
  }
  diagnostics.push(...specs.diagnostics);
  if (specs.specs.length) diagnostics.push(...(await (await import('./spec/lint-all.ts')).lintSpecs(root, specs.specs, cache, used, (f) => specFiles.bytes.get(f) ?? readFileSync(join(root, f)))));
  const specsMs = Math.round(performance.now() - specsStarted);
  const api = indexApi(specs.specs, pages.values());
  diagnostics.push(...api.diagnostics);
  // Request samples on API pages, against their operation's body schema; cached by the
  // samples' text and the specs they are checked against.
  for (const [key, page] of api.pageOf) {
    const samples = page.analysis.requestSamples;
    const op = api.operations.get(key);
    const spec = op && specs.specs.find((sp) => sp.id === op.specId);
    if (!samples?.length || !op || !spec) continue;
    const cacheKey = `reqsamples:${page.path}`;
    const hash = cache ? hashText(`${specsHash}\0${key}\0${JSON.stringify(samples)}`) : '';
    used.add(cacheKey);
    let found = cache?.get<Diagnostic[]>(cacheKey, hash);
    if (!found) {
      const { checkRequestSamples } = await import('../../rules/samples/request-body.ts');
      found = checkRequestSamples(samples, spec.document, op).map((f) => diagnostic('samples/request-body', page.path, f.place, f.message, { hint: f.hint }));
      cache?.set(cacheKey, hash, found);
    }
    diagnostics.push(...found);
  }
  diagnostics.push(...(await checkSdkSamples(pages, cache, used)));
  // HTTP requests written in any page, against the operations they call; cached per page
  // by the page's content hash (the requests are read from its text) and the specs.
  if (specs.specs.length) {
    const specDocs = specs.specs.map((sp) => ({ id: sp.id, title: sp.title, document: sp.document }));
    const opOfPage = new Map<string, string>();
    for (const [key, page] of api.pageOf) opOfPage.set(page.path, key);
    for (const page of pages.values()) {
      const requests = page.analysis.httpRequests ?? [];
      // Responses marked with no request above them count on API pages only, for the page's operation.
      const opKeyOfPage = opOfPage.get(page.path);
      const responses = opKeyOfPage ? page.analysis.httpResponses ?? [] : [];
      if ((!requests.length && !responses.length) || isDraft(page)) continue;
      const cacheKey = `httpreq:${page.path}`;
      const hash = cache ? `${specsHash}\0${cache.hashOf(page.path) ?? hashText(JSON.stringify([requests, responses]))}` : '';
      used.add(cacheKey);
      let found = cache?.get<Diagnostic[]>(cacheKey, hash);
      if (!found) {
        const { checkHttpRequests, checkPageResponses } = await import('../../rules/samples/http/check.ts');
        const findings = checkHttpRequests(requests, specDocs);
        const op = opKeyOfPage ? api.operations.get(opKeyOfPage) : undefined;
        const spec = op && specDocs.find((sp) => sp.id === op.specId);
        if (responses.length && op && spec) findings.push(...checkPageResponses(responses, spec, op));
        found = findings.map((f) => diagnostic(f.ruleId, page.path, f.place, f.message, { hint: f.hint }));
        cache?.set(cacheKey, hash, found);
      }
      diagnostics.push(...found);
    }
  }
  const methodByDoc = new Map<string, string>();
  for (const [key, page] of api.pageOf) methodByDoc.set(page.id, api.operations.get(key)!.method);
  const expandApi: ApiExpander = (specId, tag, at) => {
    const spec = specs.specs.find((s) => s.id === specId);
    if (!spec) {
      return { items: [], diagnostics: [diagnostic('drift/unknown-operation', at.file, at.place, `No spec "${specId}" under specs/.`, { hint: `Specs: ${specs.specs.map((s) => s.id).join(', ') || 'none'}.` })] };
    }
    const ops = spec.operations.filter((op) => tag === undefined || op.tags.includes(tag));
    if (ops.length === 0) {
      return { items: [], diagnostics: [diagnostic('nav/empty-category', at.file, at.place, `The spec ${specId} has no operations tagged "${tag}".`, { hint: 'Tags are case-sensitive; check the spec\'s tags list.' })] };
    }
    const items: NavLink[] = [];
    for (const op of ops) {
      const page = api.pageOf.get(opKey(specId, op.operationId));
      if (!page || isDraft(page)) continue;
      items.push({ type: 'link', label: page.analysis.frontmatter?.sidebar_label ?? op.summary, href: page.route, docId: page.id, className: `api-method ${op.method}` });
    }
    return { items, diagnostics: [] };
  };
  const warnings: string[] = [];
  if (cache) {
    cache.retain(used);
    cache.save();
    if (cache.saveError) warnings.push(`${cache.saveError}; the check is complete, the next one starts cold.`);
  }

  const nav = resolveNavigation({ sidebars, pages, routes: new Set(byRoute.keys()), expandApi, methodOf: (id) => methodByDoc.get(id) });
  diagnostics.push(...nav.diagnostics);

  const assets = new Set(content.assets);
  const linkIndex: LinkIndex = { byPath, byRoute, assets };
  const links = checkLinks(pages.values(), linkIndex);
  diagnostics.push(...links.diagnostics);

  for (const page of pages.values()) {
    if (isDraft(page) || isUnlisted(page) || page.route === '/' || nav.sidebarOf.has(page.id) || links.linkedIds.has(page.id)) continue;
    if (page.analysis === EMPTY_ANALYSIS) continue;
    diagnostics.push(
      diagnostic('nav/orphan-page', page.path, { line: 1, column: 1 }, 'No sidebar lists this page and no other page links to it.', {
        hint: 'Add it to a sidebar, link to it from a related page, or mark it unlisted: true.',
      }),
    );
  }

  if (options.external) diagnostics.push(...(await checkExternalLinks(links.external, { root })));

  const limited = limitFindings(diagnostics).sort(compareDiagnostics);
  const stats: CheckStats = {
    pages: pages.size,
    links: links.checked,
    navItems: nav.itemCount,
    durationMs: Math.round(performance.now() - started),
  };
  if (cache) {
    stats.cached = found.paths.length - misses.length;
    stats.read = pagesRead;
  }
  if (specs.specs.length) stats.specs = { count: specs.specs.length, operations: specs.specs.reduce((n, s) => n + s.operations.length, 0), durationMs: specsMs };
  return { diagnostics: limited, stats, site: { root, pages, nav, version, linkIndex, links, specs: specs.specs, api }, warnings };
}

/** A stage that failed on one file: a finding at that file, so the rest of the run goes on. */
function failed(ruleId: 'nav/yaml' | 'version/schema', file: string, error: unknown): Diagnostic {
  const why = /call stack/i.test(String((error as Error)?.message)) ? 'it is nested too deeply' : excerpt(String((error as Error)?.message ?? error), 120);
  return diagnostic(ruleId, file, { line: 1, column: 1 }, `The file could not be checked: ${why}.`, { hint: 'Simplify the file; if it looks right, this is a bug in the pipeline worth reporting.' });
}

/** id/invalid-name, id/duplicate and id/duplicate-route; returns the route table (first page wins). */
function checkIdentity(pages: Map<string, PageEntry>, diagnostics: Diagnostic[]): Map<string, PageEntry> {
  const byRoute = new Map<string, PageEntry>();
  const byLowerId = new Map<string, PageEntry>();
  for (const page of pages.values()) {
    const bad = nameProblem(page.id);
    if (bad) {
      const noun = bad.isFolder ? 'folder' : 'file';
      diagnostics.push(
        diagnostic('id/invalid-name', page.path, { line: 1, column: 1 }, `The ${noun} name "${excerpt(bad.segment)}" has ${bad.what}, which cannot be part of a route as written.`, {
          hint: `Rename the ${noun} with letters, digits, "-", "_" and ".", such as "${excerpt(bad.suggestion)}${bad.isFolder ? '' : '.md'}"; its route is made from its path.`,
        }),
      );
    }
    if (isDraft(page)) continue;
    const lower = page.id.toLowerCase();
    const twin = byLowerId.get(lower);
    if (twin) {
      diagnostics.push(
        diagnostic('id/duplicate', page.path, { line: 1, column: 1 }, `The id "${page.id}" differs from "${twin.id}" (${twin.path}) only in letter case.`, {
          hint: 'Case-insensitive file systems would merge them; rename one.',
        }),
      );
    } else byLowerId.set(lower, page);
    const other = byRoute.get(page.route);
    if (other) {
      const slug = page.analysis.frontmatter?.slug;
      diagnostics.push(
        diagnostic('id/duplicate-route', page.path, page.analysis.places.slug ?? { line: 1, column: 1 }, `The route "${page.route}" is already served by ${other.path}.`, {
          hint: slug ? 'Change this page\'s slug.' : 'Give one of the pages a different slug, or rename it.',
        }),
      );
    } else byRoute.set(page.route, page);
  }
  return byRoute;
}

/**
 * samples/sdk-types: each page's SDK samples, type-checked against the
 * installed SDK packages; cached by the samples' text and the packages'
 * versions, so the compiler is loaded only when a sample (or an SDK) changed.
 */
async function checkSdkSamples(pages: ReadonlyMap<string, PageEntry>, cache: PageCache | undefined, used: Set<string>): Promise<Diagnostic[]> {
  const withSamples = [...pages.values()].filter((p) => p.analysis.sdkSamples?.length);
  if (!withSamples.length) return [];
  const { sdkVersions } = await import('../../rules/samples/sdk-versions.ts');
  const versions = sdkVersions();
  const out: Diagnostic[] = [];
  const due: { page: PageEntry; key: string; hash: string }[] = [];
  for (const page of withSamples) {
    const key = `sdktypes:${page.path}`;
    const hash = cache ? hashText(`${versions}\0${JSON.stringify(page.analysis.sdkSamples)}`) : '';
    used.add(key);
    const hit = cache?.get<Diagnostic[]>(key, hash);
    if (hit) out.push(...hit);
    else due.push({ page, key, hash });
  }
  if (!due.length) return out;
  // One program for every sample that is due: the SDK's types are loaded once.
  const { checkSdkSamples: typeCheck } = await import('../../rules/samples/sdk-types.ts');
  const samples = due.flatMap((d, pageIndex) => d.page.analysis.sdkSamples!.map((s) => ({ ...s, pageIndex })));
  const found = typeCheck(samples);
  const perPage = due.map((): Diagnostic[] => []);
  for (const f of found) {
    const pageIndex = samples[f.sample]!.pageIndex;
    perPage[pageIndex]!.push(diagnostic('samples/sdk-types', due[pageIndex]!.page.path, f.place, f.message, { hint: f.hint }));
  }
  due.forEach((d, i) => {
    cache?.set(d.key, d.hash, perPage[i]!);
    out.push(...perPage[i]!);
  });
  return out;
}
