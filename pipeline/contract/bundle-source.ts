/**
 * A bundle held in memory instead of on disk. `pipeline dev` registers one
 * under BUNDLE_SOURCE_KEY on `globalThis` before the site renders a page, and
 * the site's bundle reader (site/lib/bundle.ts) asks it first: the same
 * records a build would write, made when they are asked for, from the
 * engine's latest check. A production build registers none and the site
 * reads `dist/bundle`.
 */
import type { BundlePage, BundleSpec, Manifest } from './bundle.ts';

export interface BundleSource {
  manifest(): Manifest;
  /** The page at a route the manifest lists (its `routes[].route`). */
  page(route: string): BundlePage;
  spec(id: string): BundleSpec | undefined;
}

/** Where a source is registered: a global symbol, so that Vite's server modules and the CLI's see the same one. */
export const BUNDLE_SOURCE_KEY = Symbol.for('docs-pipeline.bundle-source');

export function registeredBundleSource(): BundleSource | undefined {
  return (globalThis as Record<symbol, BundleSource | undefined>)[BUNDLE_SOURCE_KEY];
}

export function registerBundleSource(source: BundleSource | undefined): void {
  (globalThis as Record<symbol, BundleSource | undefined>)[BUNDLE_SOURCE_KEY] = source;
}
