/**
 * What a link's URL is, as a browser reads it, before it is resolved: a
 * scheme the site refuses (javascript:, data:, vbscript:, file:, or any scheme
 * not on the site's allow-list), a Windows file path, or a protocol-relative
 * `//host` URL. The site renders refused links as text and refused images not
 * at all, so each is a finding here rather than a silent loss there.
 */
import { excerpt } from './excerpt.ts';

/** The schemes the site makes into links; images are only ever http(s). Keep in step with site/lib/url.ts. */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);
/** Schemes that run code or read the reader's files when followed. */
const DANGEROUS = new Set(['javascript', 'vbscript', 'data', 'file']);

export type LinkKind = 'link' | 'image' | 'definition';

export interface SchemeProblem {
  ruleId: 'links/unsafe-scheme' | 'links/windows-path' | 'links/protocol-relative';
  message: string;
  hint: string;
}

/**
 * The scheme a browser would see: it drops ASCII tabs and newlines anywhere
 * and control characters and spaces at the start, so `java\tscript:` is
 * `javascript:`. Null for a relative URL.
 */
export function schemeOf(url: string): string | null {
  // Most links are relative paths: without a colon there is no scheme (squeezing never adds one).
  if (!url.includes(':')) return null;
  // eslint-disable-next-line no-control-regex
  const squeezed = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(squeezed);
  return m ? m[1]!.toLowerCase() : null;
}

/** Why a URL cannot be used as written, or null. `kind` decides the allow-list (images: http and https only). */
export function schemeProblem(url: string, kind: LinkKind): SchemeProblem | null {
  // Most links are relative paths: with no colon, no backslash and no leading "//" none of the problems below applies.
  if (!url.includes(':') && !url.includes('\\') && !/^\s*\/\//.test(url)) return null;
  // And most of the rest are web addresses, which every kind of link may use.
  if (url.startsWith('https://') || url.startsWith('http://')) return null;
  const noun = kind === 'image' ? 'Image' : kind === 'definition' ? 'Link definition' : 'Link';
  const trimmed = url.trim();
  // A drive letter reads as a one-letter scheme: C:\docs\a.md, C:/docs/a.md.
  if (/^[a-zA-Z]:[\\/]/.test(trimmed) || trimmed.startsWith('\\\\')) {
    return {
      ruleId: 'links/windows-path',
      message: `${noun} "${excerpt(url)}" is a Windows file path; it only works on the machine it was written on.`,
      hint: 'Link to the page or file with a relative path and forward slashes, such as ./setup.md or ../images/flow.png.',
    };
  }
  const scheme = schemeOf(trimmed);
  if (scheme !== null) {
    const allowed = kind === 'image' ? IMAGE_SCHEMES : LINK_SCHEMES;
    if (allowed.has(scheme)) return null;
    const list = kind === 'image' ? 'http and https' : 'http, https, mailto and tel';
    return {
      ruleId: 'links/unsafe-scheme',
      message: DANGEROUS.has(scheme)
        ? `${noun} uses the "${scheme}:" scheme, which can run code or read the reader's files; the site never makes it a ${kind === 'image' ? 'picture' : 'link'}.`
        : `${noun} uses the "${scheme}:" scheme; the site only allows ${list} ${kind === 'image' ? 'image sources' : 'links'}.`,
      hint: kind === 'image' ? 'Put the image under content/static and link it by path, or use an https URL.' : `Use an https URL, or a relative link to a page of this site.`,
    };
  }
  if (/^[\\/]{2}/.test(trimmed)) {
    return {
      ruleId: 'links/protocol-relative',
      message: `${noun} "${excerpt(url)}" starts with "//", so browsers read what follows as a host name, not a path.`,
      hint: 'Write https://host/... for another site, or a single "/" for a route of this site.',
    };
  }
  if (trimmed.includes('\\')) {
    return {
      ruleId: 'links/windows-path',
      message: `${noun} "${excerpt(url)}" has backslashes; URLs separate folders with "/".`,
      hint: 'Replace each "\\" with "/".',
    };
  }
  return null;
}
