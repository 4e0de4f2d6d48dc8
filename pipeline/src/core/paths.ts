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

/**
 * `posix.normalize(posix.join(dir, rel))` for a relative `rel` from a folder
 * `dir` with no `.` or `..` segments of its own (a page's folder), without the
 * general string rewriting: each link of every page goes through it, so the
 * common case (`x.md`, `./x.md`, `../a/x.md`) is resolved segment by segment.
 * Anything else falls back to the library.
 */
export function joinRelative(dir: string, rel: string, fallback: (dir: string, rel: string) => string): string {
  if (rel === '' || rel.startsWith('/') || rel.includes('//') || rel.endsWith('/') || rel.endsWith('/.') || rel.endsWith('/..') || rel === '.' || rel === '..') return fallback(dir, rel);
  const parts = dir === '' || dir === '.' ? [] : dir.split('/');
  let ups = 0;
  for (const segment of rel.split('/')) {
    if (segment === '.') continue;
    if (segment === '..') {
      if (parts.length) parts.pop();
      else ups++;
      continue;
    }
    parts.push(segment);
  }
  return '../'.repeat(ups) + parts.join('/');
}
