/**
 * Which URLs may become `href`/`src`. Writer content is data: a link whose
 * scheme is not on the list (javascript:, data:, vbscript:, file:, ...) is
 * rendered as plain text, never as a link.
 */

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

/**
 * The scheme a browser would see, after it drops what browsers drop: ASCII
 * whitespace and control characters anywhere (`java\tscript:` is `javascript:`),
 * and leading/trailing spaces. Null when the URL is relative.
 */
export function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const squeezed = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(squeezed);
  if (m) return m[1]!.toLowerCase();
  // Anything with a colon before the first / ? # that is not a valid scheme
  // (e.g. "&#x6a;avascript:" left undecoded, or "\u2028javascript:") is refused too.
  const firstSep = squeezed.search(/[/?#]/);
  const colon = squeezed.indexOf(':');
  if (colon !== -1 && (firstSep === -1 || colon < firstSep)) return 'invalid';
  return null;
}

/**
 * A path on this site in the form a static host serves without a redirect:
 * a page's path ends with `/` (it is served from `<path>/index.html`), so
 * `/a/b#x` becomes `/a/b/#x`. Files (a last segment with an extension, such
 * as `/llms.txt` or `/a/b.md`) and other URLs are left as they are.
 */
export function canonicalPath(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const rest = end === -1 ? '' : url.slice(end);
  if (path.endsWith('/') || /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1))) return url;
  return `${path}/${rest}`;
}

/** The URL to put in an `href`, or null when it must not be a link. Site paths come in their canonical form. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  const scheme = schemeOf(trimmed);
  if (scheme === null) return canonicalPath(trimmed);
  return LINK_SCHEMES.has(scheme) ? trimmed : null;
}

/** The URL to put in an image `src`, or null. */
export function safeImageSrc(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('//')) return null;
  const scheme = schemeOf(trimmed);
  if (scheme === null) return trimmed;
  return IMAGE_SCHEMES.has(scheme) ? trimmed : null;
}

/** An absolute http(s) URL to another site. */
export const isExternal = (url: string): boolean => /^(https?:)?\/\//i.test(url.trim());

/** The rel every link to another site gets. */
export const EXTERNAL_REL = 'noopener noreferrer';

/** Where a page's Markdown twin is served: `/a/b.md` for `/a/b`, `/index.md` for `/`. */
export const twinPath = (route: string): string => (route === '/' ? '/index.md' : `${route.replace(/\/+$/, '')}.md`);

/** Where a page's social preview image is served: `/og/a/b.png` for `/a/b`, `/og/index.png` for `/`. */
export const ogPath = (route: string): string => (route === '/' ? '/og/index.png' : `/og${route.replace(/\/+$/, '')}.png`);

/** A page's absolute URL in its canonical form (`https://host/a/b/`), for canonical links, sitemaps and catalogs. */
export const pageUrl = (siteUrl: string, route: string): string => `${siteUrl}${route === '/' ? '/' : `${route.replace(/\/+$/, '')}/`}`;
