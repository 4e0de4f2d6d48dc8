/**
 * The contract of a Markdown rule. A rule is a unified-lint-rule plugin (so it
 * also honours `<!-- lint disable <name> -->` comments; use the origin
 * `remark-lint:<name>`) plus its metadata
 * and its examples. The examples are the rule's documentation and its tests:
 * tests/markdown-rules.test.ts runs every one, and rules/README.md is generated
 * from them.
 *
 * An example is the Markdown body of a page, without frontmatter. The test puts
 * a frontmatter block (`title: <title>`) in front of it and subtracts those
 * lines again, so expected lines count from the first line of `markdown`:
 * `'3:1 ...'` is the third line of the example as written.
 */
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import type { Severity } from '../../pipeline/src/core/diagnostic.ts';

export interface MarkdownRuleExample {
  /** Frontmatter title the page has, when the rule looks at it. Default "Example". */
  title?: string;
  /** The Markdown body (no frontmatter). */
  markdown: string;
  /**
   * Expected findings as `line:column message`, lines counted from the first
   * line of `markdown`; empty for an ok example.
   */
  expect: string[];
}

export interface MarkdownRule {
  /**
   * Namespaced id, `markdown/<name>`; the file is named `<name>.ts`, except for
   * the wrapped remark-lint rules in `preset.ts`, whose name is the package's.
   */
  id: `markdown/${string}` | `samples/${string}`;
  severity: Severity;
  /** One line: what the rule asks for. */
  summary: string;
  /** The lint plugin. Messages it emits become diagnostics with this rule's id. */
  plugin: Plugin<[], Root>;
  /** At least one ok and one not-ok example. */
  examples: MarkdownRuleExample[];
  /** For a rule of the remark-lint preset: the npm package it wraps, `remark-lint-<name>`. */
  package?: string;
}

/** What the pipeline puts on `file.data` before the rules run. */
export interface PageFileData {
  /** The frontmatter title, when the frontmatter is valid. */
  title?: string;
}
