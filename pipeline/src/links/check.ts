/**
 * Internal links, images and anchors, resolved against the whole site: pages
 * by file and by route, heading anchors by the slug function the site uses,
 * and asset files on disk. The links/* rules (rules/site/) judge what this
 * finds; the bundle rewrites links with the same resolution.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { MAX_PER_RULE } from '../core/cap.ts';
import { nearestKey, nearestPath } from '../core/nearest.ts';
import { DOCS_DIR, isDraft, normalizeRoute, STATIC_DIR, type PageEntry } from '../model.ts';
import { joinRelative } from '../core/paths.ts';
import type { SiteLink } from '../core/site.ts';
import { excerpt } from '../core/excerpt.ts';
import { schemeProblem } from '../core/link-scheme.ts';

export interface LinkIndex {
  /** Pages by source path (relative to the root). */
  byPath: ReadonlyMap<string, PageEntry>;
  /** Pages by route. */
  byRoute: ReadonlyMap<string, PageEntry>;
  /** Non-page files under content/ (relative to the root), for images and downloads. */
  assets: ReadonlySet<string>;
}

export interface LinkCheckResult {
  /** Every link and image of every page but drafts, with what each internal one resolved to. */
  links: SiteLink[];
  /** Internal links and images checked. */
  checked: number;
  /** Doc ids that at least one other page links to. */
  linkedIds: Set<string>;
  /** External URLs seen, with where each appears (gathered only when asked, for --external). */
  external: Map<string, { file: string; line: number; column: number }[]>;
}

/** Where a link leads, once resolved. */
export type LinkTarget =
  | { kind: 'page'; page: PageEntry; anchor: string | undefined }
  | { kind: 'asset'; path: string }
  | { kind: 'external' }
  | { kind: 'broken'; reason: string; hint?: string | undefined };

/** Static files are served from content/static at the site root. */
export { STATIC_DIR };

export const isExternalUrl = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

function safeDecode(s: string): string {
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Where a link's path (the part before `#`) leads from a page; an empty path is the page itself. */
type PathTarget = Exclude<LinkTarget, { kind: 'page' }> | { kind: 'page'; page: PageEntry };

/**
 * Resolves an authored URL from a page to its target. Pure: used by the checker and the bundle.
 * @param suggest look for a near miss to suggest when the link is broken (costly on huge sites)
 */
export function resolveLink(from: PageEntry, url: string, index: LinkIndex, suggest = true): LinkTarget {
  if (isExternalUrl(url)) return { kind: 'external' };
  const hashAt = url.indexOf('#');
  const anchor = hashAt === -1 ? undefined : safeDecode(url.slice(hashAt + 1));
  const target = resolvePath(from, hashAt === -1 ? url : url.slice(0, hashAt), index, suggest, url);
  return target.kind === 'page' ? { kind: 'page', page: target.page, anchor } : target;
}

/** The target of a link's path part (no `#anchor`), from a page. */
function resolvePath(from: PageEntry, rawUrlPath: string, index: LinkIndex, suggest: boolean, url = rawUrlPath): PathTarget {
  const rawPath = rawUrlPath.includes('?') ? rawUrlPath.replace(/\?.*$/, '') : rawUrlPath;
  const path = safeDecode(rawPath);
  if (path === '') return { kind: 'page', page: from };

  if (path.startsWith('/')) {
    const route = normalizeRoute(path);
    const page = index.byRoute.get(route);
    if (page) return { kind: 'page', page };
    const asset = posix.join(STATIC_DIR, path);
    if (index.assets.has(asset)) return { kind: 'asset', path: asset };
    const suggestion = suggest ? nearestPath(route, index.byRoute) : undefined;
    return { kind: 'broken', reason: `No page is served at "${excerpt(route)}".`, hint: suggestion ? `Did you mean "${suggestion}"?` : undefined };
  }

  const dir = posix.dirname(from.path);
  const target = joinRelative(dir, path, (d, r) => posix.normalize(posix.join(d, r)));
  if (!target.startsWith('content/') || target.startsWith('../')) {
    return { kind: 'broken', reason: `"${excerpt(url)}" points outside the content folder.`, hint: 'Link to a page or file inside content/.' };
  }
  if (target.endsWith('.md')) {
    const page = index.byPath.get(target);
    if (page) return { kind: 'page', page };
    const suggestion = suggest ? nearestPath(target, index.byPath) : undefined;
    const rel = suggestion ? posix.relative(dir, suggestion) : undefined;
    return {
      kind: 'broken',
      reason: `"${excerpt(path)}" does not exist (resolved to ${excerpt(target)}).`,
      hint: rel ? `Did you mean "${rel.startsWith('.') ? rel : `./${rel}`}"?` : undefined,
    };
  }
  if (index.assets.has(target)) return { kind: 'asset', path: target };
  // A relative route, resolved against the page's own route like a browser would.
  const route = normalizeRoute(posix.normalize(posix.join(from.route.endsWith('/') ? from.route : posix.dirname(from.route), path)));
  const page = index.byRoute.get(route);
  if (page) return { kind: 'page', page };
  return { kind: 'broken', reason: `"${excerpt(path)}" is neither a page, a file under content/ nor a route.`, hint: 'Link to the page\'s .md file with a relative path.' };
}

/**
 * {@link resolvePath} remembered per folder: pages of one folder share their
 * relative links (a sibling, the section index), so each distinct path is
 * resolved once per folder. Only what resolved is kept: a broken link is
 * resolved each time, with or without the search for a suggestion. The
 * caller asks for a page's resolver once and uses it for all its links.
 */
function memoResolver(index: LinkIndex): (from: PageEntry) => (url: string, suggest: boolean) => LinkTarget {
  const root = new Map<string, PathTarget>();
  // A relative .md path depends on the page's folder; another relative path also on the page's
  // route (it may be a route-relative link); a path from the site root on nothing else.
  const byFolder = new Map<string, Map<string, PathTarget>>();
  const byRoute = new Map<string, Map<string, PathTarget>>();
  const table = (tables: Map<string, Map<string, PathTarget>>, key: string) => {
    let t = tables.get(key);
    if (!t) tables.set(key, (t = new Map()));
    return t;
  };
  return (from) => {
    const dir = from.path.slice(0, from.path.lastIndexOf('/'));
    const folder = table(byFolder, dir);
    let routed: Map<string, PathTarget> | undefined;
    return (url, suggest) => {
      if (isExternalUrl(url)) return { kind: 'external' };
      const hashAt = url.indexOf('#');
      const pathPart = hashAt === -1 ? url : url.slice(0, hashAt);
      const anchor = hashAt === -1 ? undefined : safeDecode(url.slice(hashAt + 1));
      if (pathPart === '') return { kind: 'page', page: from, anchor };
      const memo = pathPart.startsWith('/') ? root : pathPart.endsWith('.md') ? folder : (routed ??= table(byRoute, `${dir}\0${from.route.endsWith('/') ? from.route : posix.dirname(from.route)}`));
      let target = memo.get(pathPart);
      if (!target) {
        target = resolvePath(from, pathPart, index, suggest, url);
        if (target.kind !== 'broken') memo.set(pathPart, target);
      }
      return target.kind === 'page' ? { kind: 'page', page: target.page, anchor } : target;
    };
  };
}

/** A resolved target as kept between checks: pages by source path, since page entries are made anew each check. */
type StoredTarget =
  | { kind: 'page'; path: string; anchor: string | undefined }
  | { kind: 'asset'; path: string }
  | { kind: 'external' }
  | { kind: 'broken'; reason: string; hint?: string | undefined; suggested: boolean };

/**
 * What a long-running engine keeps between checks: each page's resolved link
 * targets, valid while the page's analysis is the same object (unchanged) and
 * the site's shape (which paths, routes and files exist) is the same. Anchors
 * are checked afresh every time, since other pages' headings may change.
 */
export interface LinkMemo {
  shape: string;
  pages: Map<string, { analysis: object; byUrl: Map<string, StoredTarget> }>;
}

export const createLinkMemo = (): LinkMemo => ({ shape: '', pages: new Map() });

/** Which paths, routes (and the page each serves) and files exist: what a resolved target depends on. */
function shapeOf(index: LinkIndex): string {
  const hash = createHash('sha1');
  for (const path of index.byPath.keys()) hash.update(path).update('\0');
  hash.update('\u0001');
  for (const [route, page] of index.byRoute) hash.update(route).update('\0').update(page.path).update('\0');
  hash.update('\u0001');
  for (const asset of index.assets) hash.update(asset).update('\0');
  return hash.digest('base64url');
}

/** `resolveFrom` remembered across checks for one page, through `memo`. */
function remembered(page: PageEntry, index: LinkIndex, memo: LinkMemo, resolveFrom: (url: string, suggest: boolean) => LinkTarget): (url: string, suggest: boolean) => LinkTarget {
  let entry = memo.pages.get(page.path);
  if (!entry || entry.analysis !== page.analysis) memo.pages.set(page.path, (entry = { analysis: page.analysis, byUrl: new Map() }));
  const byUrl = entry.byUrl;
  return (url, suggest) => {
    const stored = byUrl.get(url);
    if (stored && !(stored.kind === 'broken' && suggest && !stored.suggested)) {
      if (stored.kind === 'page') {
        const target = index.byPath.get(stored.path);
        if (target) return { kind: 'page', page: target, anchor: stored.anchor };
      } else if (stored.kind === 'broken') return { kind: 'broken', reason: stored.reason, hint: suggest ? stored.hint : undefined };
      else return stored;
    }
    const target = resolveFrom(url, suggest);
    byUrl.set(url, target.kind === 'page' ? { kind: 'page', path: target.page.path, anchor: target.anchor } : target.kind === 'broken' ? { ...target, suggested: suggest } : target);
    return target;
  };
}

/** Each page's anchors, by its list of headings: shared by the checks that see the same (unchanged) analysis. */
const ANCHORS = new WeakMap<object, Set<string>>();

/** @param collectExternal also gather the external URLs with where each appears (for --external) */
export function resolveLinks(pages: Iterable<PageEntry>, index: LinkIndex, memo?: LinkMemo, collectExternal = false): LinkCheckResult {
  const links: SiteLink[] = [];
  const linkedIds = new Set<string>();
  const external = new Map<string, { file: string; line: number; column: number }[]>();
  const anchorsOf = (p: PageEntry) => {
    let set = ANCHORS.get(p.analysis.headings);
    if (!set) ANCHORS.set(p.analysis.headings, (set = new Set(p.analysis.headings.map((h) => h.id))));
    return set;
  };
  let checked = 0;
  const resolve = memoResolver(index);
  if (memo) {
    const shape = shapeOf(index);
    if (memo.shape !== shape) {
      memo.shape = shape;
      memo.pages.clear();
    }
  }

  for (const page of pages) {
    if (isDraft(page)) continue;
    const resolveFrom = memo ? remembered(page, index, memo, resolve(page)) : resolve(page);
    // Past the number of findings a report lists per rule, skip the search for near misses.
    let broken = 0;
    for (const ref of page.analysis.links) {
      const link: SiteLink = { page, ref };
      links.push(link);
      if (schemeProblem(ref.url, ref.kind)) continue; // links/unsafe-scheme and friends report these
      if (isExternalUrl(ref.url)) {
        if (collectExternal && /^https?:/i.test(ref.url)) {
          const seen = external.get(ref.url) ?? [];
          seen.push({ file: page.path, line: ref.line, column: ref.column });
          external.set(ref.url, seen);
        }
        continue;
      }
      if (ref.url === '') continue; // markdown/no-empty-link reports these
      checked++;
      const target = resolveFrom(ref.url, broken < MAX_PER_RULE);
      if (target.kind === 'external') continue;
      if (target.kind === 'broken') {
        broken++;
        link.target = target;
        continue;
      }
      if (target.kind === 'asset') {
        link.target = target;
        continue;
      }
      link.target = { kind: 'page', page: target.page, anchor: target.anchor };
      if (isDraft(target.page)) continue;
      if (target.page.id !== page.id) linkedIds.add(target.page.id);
      if (target.anchor !== undefined && target.anchor !== '') {
        const anchors = anchorsOf(target.page);
        if (!anchors.has(target.anchor)) link.target.missingAnchor = { suggestion: ++broken <= MAX_PER_RULE ? nearestKey(target.anchor, anchors) : undefined };
      }
    }
  }
  return { links, checked, linkedIds, external };
}
