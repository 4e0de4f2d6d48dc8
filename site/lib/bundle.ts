/**
 * The only door to data: reads `dist/bundle` (or the folder in SITE_BUNDLE_DIR)
 * at build time. Never reads content/ or specs/. Files are read once and kept.
 * Under `pipeline dev` the same records come from the in-memory bundle the
 * dev server registers (pipeline/contract/bundle-source.ts), fresh per request.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BundlePage, BundleSpec, Manifest } from '../../pipeline/contract/bundle.ts';
import type { NavItem } from '../../pipeline/contract/nav.ts';
import type { BodyNode } from '../../pipeline/contract/body.ts';
import { registeredBundleSource } from '../../pipeline/contract/bundle-source.ts';

export type { BodyNode, BundlePage, BundleSpec, Manifest, NavItem };
export type RouteEntry = Manifest['routes'][number];

/** The bundle folder: SITE_BUNDLE_DIR, else dist/bundle below the working directory. */
export function bundleDir(): string {
  return resolve(process.env.SITE_BUNDLE_DIR ?? join(process.cwd(), 'dist', 'bundle'));
}

const cache = new Map<string, unknown>();
function readJson<T>(file: string): T {
  const path = join(bundleDir(), file);
  let value = cache.get(path);
  if (value === undefined) {
    value = JSON.parse(readFileSync(path, 'utf8'));
    cache.set(path, value);
  }
  return value as T;
}

export const loadManifest = (): Manifest => registeredBundleSource()?.manifest() ?? readJson<Manifest>('manifest.json');

let byRoute: { manifest: Manifest; table: Map<string, RouteEntry> } | undefined;
/** Route -> entry, for every page the bundle holds (drafts never reach the bundle). */
export function routeTable(): Map<string, RouteEntry> {
  const manifest = loadManifest();
  if (byRoute?.manifest !== manifest) byRoute = { manifest, table: new Map(manifest.routes.map((r) => [r.route, r])) };
  return byRoute.table;
}

/** A page by its route entry. Pages are not cached: each is rendered once. */
export function loadPage(entry: RouteEntry): BundlePage {
  const source = registeredBundleSource();
  if (source) return source.page(entry.route);
  return JSON.parse(readFileSync(join(bundleDir(), entry.file), 'utf8')) as BundlePage;
}

/** A spec's shared components, `specs/<specId>.json`, read once per build. */
export function loadSpec(specId: string): BundleSpec | undefined {
  const source = registeredBundleSource();
  if (source) return source.spec(specId);
  const listed = loadManifest().specs.find((s) => s.id === specId);
  if (!listed) return undefined;
  return readJson<BundleSpec>(listed.file);
}

/** `/a/b/` and `/a/b` are the same page; `/` stays `/`. */
export function normalizeRoute(pathname: string): string {
  let p = pathname;
  try {
    p = decodeURI(pathname);
  } catch {
    /* keep it as it came */
  }
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}
