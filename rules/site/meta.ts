/**
 * The id, severity and summary of every site-wide rule, without the rules'
 * code: the registry reads this. Each rule file takes its metadata from here
 * with `siteRuleMeta(id)`.
 */
import type { Severity } from '../../pipeline/src/core/diagnostic.ts';

export const SITE_META = {
  'id/invalid-name': { severity: 'error', summary: 'A page\'s file or folder name has a character a route cannot hold as written: a space, "?", "#", "%", ":", a line break or another control character, or a non-ASCII letter.' },
  'id/duplicate': { severity: 'error', summary: 'Two pages have ids that differ only in letter case.' },
  'id/duplicate-route': { severity: 'error', summary: 'Two pages would be served at the same route.' },
  'drift/missing-page': { severity: 'error', summary: 'An API operation has no page; run pipeline sync to create it.' },
  'drift/unknown-operation': { severity: 'error', summary: "A page's api names an operation that no spec has." },
  'drift/title': { severity: 'error', summary: "An API page's title is not the operation's summary; run pipeline sync to update it." },
  'drift/duplicate-page': { severity: 'error', summary: 'Two pages document the same operation.' },
  'nav/orphan-page': { severity: 'warning', summary: 'A page is in no sidebar and no other page links to it, so readers cannot reach it.' },
} as const satisfies Record<string, { severity: Severity; summary: string }>;

export type SiteRuleId = keyof typeof SITE_META;

export function siteRuleMeta<Id extends SiteRuleId>(id: Id): { id: Id; severity: Severity; summary: string } {
  return { id, severity: SITE_META[id].severity, summary: SITE_META[id].summary };
}
