/**
 * `content/redirects.yaml`: routes that moved. Each entry sends readers of an
 * old route (`from`) to where its content lives now (`to`: a route of the
 * site, with an optional `#anchor`, or an https URL). The site writes a small
 * page at each `from` that forwards to `to`, with JavaScript on or off.
 */
import { z } from 'zod';

export const RedirectEntry = z.strictObject({
  /** The old route, starting with "/". */
  from: z.string().regex(/^\/[^\s?#]*$/, 'a route starting with "/", with no spaces, query or anchor'),
  /** The route (optionally with #anchor) or https URL readers go to instead. */
  to: z.string().regex(/^(\/[^\s]*|https:\/\/\S+)$/, 'a route starting with "/" or an https:// URL'),
});
export type RedirectEntry = z.infer<typeof RedirectEntry>;

export const RedirectsFile = z.array(RedirectEntry);
