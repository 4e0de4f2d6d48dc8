/**
 * Every Markdown rule: the curated remark-lint preset and our own rules.
 * The pipeline runs them in this order; their metadata is in meta.ts.
 */
import { directive } from './directive.ts';
import { fencedCodeLanguage } from './fenced-code-language.ts';
import { h1Title } from './h1-title.ts';
import { headingIncrement } from './heading-increment.ts';
import { imageAltText } from './image-alt-text.ts';
import { noEmptyLink } from './no-empty-link.ts';
import { noHtml } from './no-html.ts';
import { PRESET_RULES } from './preset.ts';
import type { MarkdownRule } from './types.ts';

export const MARKDOWN_RULE_LIST: readonly MarkdownRule[] = [
  ...PRESET_RULES,
  headingIncrement,
  h1Title,
  fencedCodeLanguage,
  imageAltText,
  noEmptyLink,
  noHtml,
  directive,
];
