/**
 * The registry of every rule id the pipeline can report. Ids are stable and
 * namespaced by family; each has a default severity, a one-line summary (used
 * by SARIF, JUnit and the generated rule docs) and its docs anchor.
 */
import type { Diagnostic, Place, Severity } from '../core/diagnostic.ts';
import { MARKDOWN_META } from '../../../rules/markdown/meta.ts';
import { SAMPLES_META } from '../../../rules/samples/meta.ts';
import { SPEC_META } from '../../../rules/spectral/meta.ts';
import { SITE_META } from '../../../rules/site/meta.ts';
import { INPUT_META } from '../../../rules/input/meta.ts';

export interface RuleMeta {
  readonly severity: Severity;
  readonly summary: string;
  /** More about the rule, as Markdown, for the rules reference. */
  readonly details?: string;
}

export const RULES = { ...INPUT_META, ...SITE_META, ...MARKDOWN_META, ...SAMPLES_META, ...SPEC_META } as const satisfies Record<string, RuleMeta>;

export type RuleId = keyof typeof RULES;

/** Where a rule is documented: an anchor in the generated rules reference. */
export function docsUrl(ruleId: string): string {
  return `rules/README.md#${ruleId.replace(/[^a-z0-9]+/g, '-')}`;
}

export function isRuleId(id: string): id is RuleId {
  return Object.hasOwn(RULES, id);
}

/** Builds a diagnostic with the rule's default severity and docs URL filled in. */
export function diagnostic(
  ruleId: RuleId,
  file: string,
  start: Place,
  message: string,
  extra: { end?: Place | undefined; hint?: string | undefined; severity?: Severity } = {},
): Diagnostic {
  const d: Diagnostic = {
    ruleId,
    severity: extra.severity ?? RULES[ruleId].severity,
    file,
    line: start.line,
    column: start.column,
    message,
    docsUrl: docsUrl(ruleId),
  };
  if (extra.end) {
    d.endLine = extra.end.line;
    d.endColumn = extra.end.column;
  }
  if (extra.hint) d.hint = extra.hint;
  return d;
}
