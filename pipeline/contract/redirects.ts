/**
 * `content/redirects.yaml`: routes that moved. Each entry sends readers of an
 * old route (`from`) to where its content lives now (`to`: a route of the
 * site, with an optional `#anchor`, or an https URL). The site writes a small
 * page at each `from` that forwards to `to`, with JavaScript on or off, and
 * lists them all in `_redirects` for static hosts that answer with a 301.
 */

/** The part of `route` a wildcard source (`/old/*`) matches, or null when it does not match. */
export function wildcardMatch(from: string, route: string): string | null {
  if (!from.endsWith('/*')) return null;
  const prefix = from.slice(0, -1);
  const r = route.endsWith('/') ? route : `${route}/`;
  return r.startsWith(prefix) && r.length > prefix.length ? r.slice(prefix.length).replace(/\/$/, '') : null;
}
import { z } from 'zod';

export const RedirectEntry = z
  .strictObject({
    /**
     * The old route, starting with "/". Ending in `/*`, it covers every route
     * below that folder that no page serves (`/old/*` matches `/old/a/b`).
     */
    from: z.string().regex(/^\/[^\s?#*]*(\/\*)?$/, 'a route starting with "/", with no spaces, query or anchor (or a folder ending in "/*")'),
    /**
     * The route (optionally with #anchor) or https URL readers go to instead.
     * For a `/*` source, `:splat` stands for the part of the old route the `*` matched.
     */
    to: z.string().regex(/^(\/[^\s]*|https:\/\/\S+)$/, 'a route starting with "/" or an https:// URL'),
  })
  .refine((r) => !r.to.includes(':splat') || r.from.endsWith('/*'), { message: '":splat" in "to" needs a "from" that ends with "/*"', path: ['to'] });
export type RedirectEntry = z.infer<typeof RedirectEntry>;

export const RedirectsFile = z.array(RedirectEntry);
