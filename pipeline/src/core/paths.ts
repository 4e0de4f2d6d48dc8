/** Where things are in a project, relative to its root. */
export const DOCS = 'content/docs';
export const VERSION = 'content/version.yaml';
export const SIDEBARS = 'content/sidebars';
export const STATIC = 'content/static';
export const SPECS = 'specs';
export const REDIRECTS = 'content/redirects.yaml';

/** Drops a trailing slash (but keeps `/`). */
export function normalizeRoute(route: string): string {
  return route.length > 1 && route.endsWith('/') ? route.replace(/\/+$/, '') || '/' : route;
}
