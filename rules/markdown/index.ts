/**
 * Every Markdown rule: the curated remark-lint preset and our own rules.
 * The pipeline runs them in this order; the registry takes their metadata.
 */
import type { RuleMeta } from '../../pipeline/src/core/rules.ts';
import { headingIncrement } from './heading-increment.ts';
import type { MarkdownRule } from './types.ts';

export const MARKDOWN_RULE_LIST: readonly MarkdownRule[] = [headingIncrement];

export const MARKDOWN_RULES: Record<`markdown/${string}`, RuleMeta> = Object.fromEntries(
  MARKDOWN_RULE_LIST.map((r) => [r.id, { severity: r.severity, summary: r.summary }]),
);
