/**
 * An example of a rule that judges a project rather than one Markdown
 * fragment (site-wide rules in rules/site/, input rules in rules/input/): a
 * small project given as files, and the findings of the rule it gets. The
 * tests check every example through the whole check (tests/site-rules.test.ts)
 * and rules/README.md shows it.
 *
 * Files not given get defaults: content/version.yaml, and a sidebar
 * content/sidebars/docs.yaml listing every page, unless the example has its
 * own sidebar (or says `defaults: false`).
 */

/** A file too large or too odd to show as written: its content, and how the rules reference describes it. */
export interface MadeFile {
  make: () => string | Uint8Array;
  shown: string;
}

/** A symbolic link, to a path relative to the link's folder (it may lead out of the project). */
export interface LinkFile {
  symlink: string;
}

export type ExampleFile = string | MadeFile | LinkFile;

export interface ProjectExample {
  /** What the example shows, in a few words. */
  title: string;
  /** Project files by path from the project root. */
  files: Record<string, ExampleFile>;
  /** Further files, many alike, described in one sentence rather than shown (for a rule that needs a large site). */
  more?: { shown: string; files: () => Record<string, string> };
  /** Expected findings of this rule as `path:line:column message`; empty for an ok example. */
  expect: string[];
  /** Leave out the default version record and sidebar. */
  defaults?: false;
  /** Check options the example needs (external links are requested only when asked). */
  options?: { external?: boolean };
  /** Run through the command line with these environment variables (a limit lowered to show the rule). */
  cliEnv?: Record<string, string>;
}
