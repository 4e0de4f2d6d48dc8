/**
 * The contract of an input rule: a rule judged while a file is read (a page's
 * bytes and Markdown, its frontmatter, the version record, a sidebar, the
 * redirects file, a spec, an external link's answer). Its verdict comes from
 * reading the file (a parser's error is the finding), so the code that makes
 * the finding lives in the stage that reads that file; `reportedBy` names
 * those files (tests/site-rules.test.ts checks that each one reports the id).
 * One file per family here holds each rule's metadata and its examples.
 */
import type { Severity } from '../../pipeline/src/core/diagnostic.ts';
import type { ProjectExample } from '../project-example.ts';
import type { InputRuleId } from './meta.ts';

export interface InputRule {
  id: InputRuleId;
  severity: Severity;
  summary: string;
  /** The source files (from the project root) that report this rule. */
  reportedBy: string[];
  /** At least one ok and one not-ok example. */
  examples: ProjectExample[];
}
