/**
 * The id, severity and summary of every site-wide rule, without the rules'
 * code: the registry reads this. Each rule file takes its metadata from here
 * with `siteRuleMeta(id)`.
 */
import type { Severity } from '../../pipeline/src/core/diagnostic.ts';
import { metaLookup } from '../meta.ts';

export const SITE_META = {
  'id/invalid-name': { severity: 'error', summary: 'A page\'s file or folder name has a character a route cannot hold as written: a space, "?", "#", "%", ":", a line break or another control character, or a non-ASCII letter.' },
  'id/duplicate': { severity: 'error', summary: 'Two pages have ids that differ only in letter case.' },
  'id/duplicate-route': { severity: 'error', summary: 'Two pages would be served at the same route.' },
  'drift/missing-page': { severity: 'error', summary: 'An API operation has no page; run pipeline sync to create it.' },
  'drift/unknown-operation': { severity: 'error', summary: "A page's api names an operation that no spec has." },
  'drift/title': { severity: 'error', summary: "An API page's title is not the operation's summary; run pipeline sync to update it." },
  'drift/duplicate-page': { severity: 'error', summary: 'Two pages document the same operation.' },
  'links/broken': { severity: 'error', summary: 'An internal link or image points to a page or file that does not exist.' },
  'links/broken-anchor': { severity: 'error', summary: 'A link points to a heading anchor that the target page does not have.' },
  'links/unsafe-scheme': { severity: 'error', summary: 'A link or image uses a scheme the site refuses: javascript:, vbscript:, data:, file:, or any but http, https, mailto and tel (http and https for images).' },
  'links/windows-path': { severity: 'error', summary: 'A link is a Windows file path (C:\\..., \\\\server) or separates folders with backslashes.' },
  'links/protocol-relative': { severity: 'error', summary: 'A link starts with "//", so browsers take its first segment for a host name.' },
  'nav/unknown-doc': { severity: 'error', summary: 'A sidebar item names a doc id that does not exist.' },
  'nav/duplicate-doc': { severity: 'error', summary: 'A doc appears more than once across the sidebars.' },
  'nav/empty-category': { severity: 'error', summary: 'A sidebar category has no items and no link.' },
  'nav/invalid-href': { severity: 'error', summary: 'A sidebar link is not a valid URL or points to a route that does not exist.' },
  'drift/method': { severity: 'error', summary: "A sidebar item's api-method class names a method other than the operation's." },
  'redirects/unknown-target': { severity: 'error', summary: 'A redirect sends readers to a route no page is served at.' },
  'redirects/shadows-page': { severity: 'error', summary: 'A redirect starts at a route a page is still served at, so one of the two would be lost.' },
  'redirects/chain': { severity: 'error', summary: 'A redirect leads to another redirect (readers are sent on twice), or a set of redirects goes round in a circle.' },
  'redirects/duplicate': { severity: 'error', summary: 'One old route is redirected more than once.' },
  'redirects/missing': { severity: 'error', summary: 'A route the last build published (dist/bundle) is gone, and no redirect sends its readers on.' },
  'nav/orphan-page': { severity: 'warning', summary: 'A page is in no sidebar and no other page links to it, so readers cannot reach it.' },
  'nav/no-sidebar': { severity: 'warning', summary: 'A listed page in no sidebar has no section landing (a folder index in a sidebar) that links to it, so it renders without navigation or cannot be found from its section.' },
} as const satisfies Record<string, { severity: Severity; summary: string }>;

export type SiteRuleId = keyof typeof SITE_META;

export const siteRuleMeta = metaLookup(SITE_META);
