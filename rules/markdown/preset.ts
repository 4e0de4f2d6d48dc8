/**
 * The curated remark-lint preset: upstream rules we adopt as they are, with our
 * severity, summary and examples. Their ids are `markdown/<name>` for the
 * package `remark-lint-<name>` (the name the package gives its messages), and
 * their messages are the package's own.
 */
import remarkLintFinalNewline from 'remark-lint-final-newline';
import remarkLintHardBreakSpaces from 'remark-lint-hard-break-spaces';
import remarkLintListItemBulletIndent from 'remark-lint-list-item-bullet-indent';
import remarkLintNoBlockquoteWithoutMarker from 'remark-lint-no-blockquote-without-marker';
import remarkLintNoDuplicateDefinitions from 'remark-lint-no-duplicate-definitions';
import remarkLintNoDuplicateHeadingsInSection from 'remark-lint-no-duplicate-headings-in-section';
import remarkLintNoHeadingContentIndent from 'remark-lint-no-heading-content-indent';
import remarkLintNoShortcutReferenceLink from 'remark-lint-no-shortcut-reference-link';
import remarkLintNoUndefinedReferences from 'remark-lint-no-undefined-references';
import remarkLintNoUnusedDefinitions from 'remark-lint-no-unused-definitions';
import remarkLintOrderedListMarkerStyle from 'remark-lint-ordered-list-marker-style';
import { ruleMeta, type MarkdownRuleId } from './meta.ts';
import type { MarkdownRule, MarkdownRuleExample } from './types.ts';

/** A lint-rule plugin as unified-lint-rule makes it: called with its options, it returns the transform. */
type LintPlugin = (this: unknown, config?: unknown) => unknown;

/** The plugin with its options fixed, so the pipeline can `.use()` it without any. */
function withOptions(plugin: LintPlugin, options: unknown): MarkdownRule['plugin'] {
  const configured = function (this: unknown) {
    return plugin.call(this, options);
  };
  Object.defineProperty(configured, 'name', { value: plugin.name });
  return configured as unknown as MarkdownRule['plugin'];
}

function upstream(pkg: `remark-lint-${string}`, plugin: unknown, examples: MarkdownRuleExample[]): MarkdownRule {
  return {
    ...ruleMeta(`markdown/${pkg.slice('remark-lint-'.length)}` as MarkdownRuleId),
    plugin: plugin as MarkdownRule['plugin'],
    examples,
    package: pkg,
  };
}

export const PRESET_RULES: readonly MarkdownRule[] = [
  upstream('remark-lint-final-newline', remarkLintFinalNewline, [
    { markdown: 'Last line.\n', expect: [] },
    { markdown: 'Last line.', expect: ['1:11 Unexpected missing final newline character, expected line feed (`\\n`) at end of file'] },
  ]),
  upstream('remark-lint-hard-break-spaces',
    remarkLintHardBreakSpaces,
    [
      { markdown: 'Call us:  \nweekdays only.\n\nWrite to us:\\\nany day.\n', expect: [] },
      { markdown: 'Call us:   \nweekdays only.\n', expect: ['1:9 Unexpected `3` spaces for hard break, expected `2` spaces'] },
    ],
  ),
  upstream('remark-lint-no-duplicate-definitions',
    remarkLintNoDuplicateDefinitions,
    [
      { markdown: 'See the [API][api] and the [SDK][sdk].\n\n[api]: /rest/overview\n[sdk]: /sdks/overview\n', expect: [] },
      {
        markdown: 'See the [API][api].\n\n[api]: /rest/overview\n[api]: /rest/reference\n',
        expect: ['4:1 Unexpected definition with an already defined identifier (`api`), expected unique identifiers'],
      },
    ],
  ),
  upstream('remark-lint-no-undefined-references',
    remarkLintNoUndefinedReferences,
    [
      { markdown: 'See the [API][api]. Arrays print as \\[1, 2\\].\n\n[api]: /rest/overview\n', expect: [] },
      {
        markdown: 'See the [API][ap].\n\n[api]: /rest/overview\n',
        expect: [
          '1:9 Unexpected reference to undefined definition, expected corresponding definition (`ap`) for a link or escaped opening bracket (`\\[`) for regular text',
        ],
      },
    ],
  ),
  upstream('remark-lint-no-unused-definitions',
    remarkLintNoUnusedDefinitions,
    [
      { markdown: 'See the [API][api].\n\n[api]: /rest/overview\n', expect: [] },
      {
        markdown: 'See the [API][api].\n\n[api]: /rest/overview\n[sdk]: /sdks/overview\n',
        expect: ['4:1 Unexpected unused definition, expected no definition or one or more references to `sdk`'],
      },
    ],
  ),
  upstream(
    'remark-lint-no-heading-content-indent',
    remarkLintNoHeadingContentIndent,
    [
      { markdown: '## Setup\n', expect: [] },
      { markdown: '##   Setup\n', expect: ['1:6 Unexpected `3` spaces between hashes and content, expected `1` space, remove `2` spaces'] },
    ],
  ),
  upstream('remark-lint-no-duplicate-headings-in-section',
    remarkLintNoDuplicateHeadingsInSection,
    [
      { markdown: '## Voice\n\n### Setup\n\n## Video\n\n### Setup\n', expect: [] },
      {
        markdown: '## Voice\n\n### Setup\n\n### Setup\n',
        expect: ['5:1 Unexpected heading with equivalent text in section, expected unique headings'],
      },
    ],
  ),
  upstream('remark-lint-no-shortcut-reference-link',
    remarkLintNoShortcutReferenceLink,
    [
      { markdown: 'Read the [changelog][] first.\n\n[changelog]: /home/changelog\n', expect: [] },
      {
        markdown: 'Read the [changelog] first.\n\n[changelog]: /home/changelog\n',
        expect: ['1:10 Unexpected shortcut reference link (`[text]`), expected collapsed reference (`[text][]`)'],
      },
    ],
  ),
  upstream('remark-lint-no-blockquote-without-marker',
    remarkLintNoBlockquoteWithoutMarker,
    [
      { markdown: '> Numbers are billed monthly\n> from the day they are bought.\n', expect: [] },
      {
        markdown: '> Numbers are billed monthly\nfrom the day they are bought.\n',
        expect: ['2:1 Unexpected `0` block quote markers before paragraph line, expected `1` marker, add `1` marker'],
      },
    ],
  ),
  upstream('remark-lint-ordered-list-marker-style',
    withOptions(remarkLintOrderedListMarkerStyle as LintPlugin, '.'),
    [
      { markdown: '1. Buy a number.\n2. Point it at a script.\n', expect: [] },
      { markdown: '1) Buy a number.\n2) Point it at a script.\n', expect: ['1:2 Unexpected ordered list marker `)`, expected `.`', '2:2 Unexpected ordered list marker `)`, expected `.`'] },
    ],
  ),
  upstream('remark-lint-list-item-bullet-indent',
    remarkLintListItemBulletIndent,
    [
      { markdown: '- Voice\n- Video\n', expect: [] },
      {
        markdown: ' - Voice\n - Video\n',
        expect: [
          '1:2 Unexpected `1` space before list item, expected `0` spaces, remove them',
          '2:2 Unexpected `1` space before list item, expected `0` spaces, remove them',
        ],
      },
    ],
  ),
];
