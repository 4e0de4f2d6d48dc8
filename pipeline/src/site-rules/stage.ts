/**
 * Stage: the site-wide rules (rules/site/), run over the facts the earlier
 * stages made: the pages, the API index, and which pages navigation and
 * links reach.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import type { NavFacts, SiteFacts, SiteLink, SiteRedirect } from '../core/site.ts';
import { SITE_RULE_LIST } from '../../../rules/site/index.ts';
import type { ApiIndex } from '../api-index/index.ts';
import type { PageEntry } from '../model.ts';
import { diagnostic } from '../registry/rules.ts';
import type { Staged } from '../engine/stage.ts';

export interface Reach {
  listed(id: string): boolean;
  linked(id: string): boolean;
  landingOf(id: string): string | undefined;
  previousRoutes?: { routes: ReadonlySet<string>; source: string } | undefined;
}

export function siteRulesStage(pages: ReadonlyMap<string, PageEntry>, routes: ReadonlySet<string>, unreadable: ReadonlySet<string>, api: ApiIndex, nav: NavFacts, links: readonly SiteLink[], redirects: readonly SiteRedirect[], reach: Reach): Staged<SiteFacts> {
  const facts: SiteFacts = { ...api, pages: [...pages.values()], routes, unreadable, nav, links, redirects, listed: reach.listed, linked: reach.linked, landingOf: reach.landingOf, previousRoutes: reach.previousRoutes };
  const diagnostics: Diagnostic[] = [];
  for (const rule of SITE_RULE_LIST) {
    for (const f of rule.check(facts)) diagnostics.push(diagnostic(rule.id, f.file, f.place, f.message, { hint: f.hint, end: f.end }));
  }
  return { value: facts, diagnostics };
}
