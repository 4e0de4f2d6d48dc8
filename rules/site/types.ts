/**
 * The contract of a site-wide rule: a rule that judges the site as a whole
 * (page ids and routes, pages against specs, navigation reach) rather than one
 * page. It is one file with its metadata, its check over the site's facts and
 * its examples. An example is a small project, given as files; the test
 * (tests/site-rules.test.ts) checks it and compares the rule's findings with
 * `expect`, and rules/README.md shows it.
 *
 * Files not given get defaults: content/version.yaml, and a sidebar
 * content/sidebars/docs.yaml listing every page, unless the example has
 * its own sidebar.
 */
import type { Severity } from '../../pipeline/src/core/diagnostic.ts';
import type { SiteFacts, SiteFinding } from '../../pipeline/src/core/site.ts';
import type { ProjectExample } from '../project-example.ts';
import type { SiteRuleId } from './meta.ts';

/** A site-wide rule's example: a small project and the findings it gets. */
export type SiteRuleExample = ProjectExample;

export interface SiteRule {
  id: SiteRuleId;
  severity: Severity;
  summary: string;
  check(site: SiteFacts): SiteFinding[];
  /** At least one ok and one not-ok example. */
  examples: SiteRuleExample[];
}
