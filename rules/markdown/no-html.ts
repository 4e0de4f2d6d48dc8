/**
 * markdown/no-html: no raw HTML in pages.
 *
 * Content is data: the bundle carries a Markdown tree, and the site shows raw
 * HTML as plain text rather than running or rendering it. Write the Markdown
 * equivalent, or a container directive for callouts and tabs. HTML comments
 * are fine (they carry `<!-- lint ... -->` directives), and a lone closing tag
 * is not reported again after its opening tag.
 */
import type { Html, Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { ruleMeta } from './meta.ts';
import type { MarkdownRule } from './types.ts';

const ONLY_COMMENTS = /^(?:<!--(?:(?!-->)[\s\S])*-->\s*)+$/;
const CLOSING_TAG = /^<\/[A-Za-z][A-Za-z0-9-]*\s*>$/;
const TAG_NAME = /^<([A-Za-z][A-Za-z0-9-]*)/;

const DIRECTIVE_HINT = 'Use a container directive: :::note, :::tip, :::info, :::warning or :::danger for callouts, :::tabs with :::tab[Label] for tabs.';

const HINTS: Record<string, string> = {
  a: 'Use a Markdown link: [text](url).',
  img: 'Use a Markdown image: ![alt text](src).',
  br: 'End the line with a backslash for a line break, or start a new paragraph.',
  b: 'Use **strong** text.',
  strong: 'Use **strong** text.',
  i: 'Use *emphasis*.',
  em: 'Use *emphasis*.',
  code: 'Use `inline code`.',
  pre: 'Use a fenced code block with a language.',
  p: 'Separate paragraphs with a blank line.',
  ul: 'Use a Markdown list.',
  ol: 'Use a Markdown list.',
  li: 'Use a Markdown list.',
  table: 'Use a Markdown table (| a | b |).',
  h1: 'Use a Markdown heading (#).',
  h2: 'Use a Markdown heading (##).',
  h3: 'Use a Markdown heading (###).',
  h4: 'Use a Markdown heading (####).',
  div: DIRECTIVE_HINT,
  aside: DIRECTIVE_HINT,
  details: DIRECTIVE_HINT,
  section: DIRECTIVE_HINT,
  // Components carried over from MDX sites.
  admonition: DIRECTIVE_HINT,
  tabs: DIRECTIVE_HINT,
  tabitem: DIRECTIVE_HINT,
};

const plugin = lintRule<Root>({ origin: 'remark-lint:no-html' }, (tree, file) => {
  visit(tree, 'html', (node: Html) => {
    const value = node.value.trim();
    if (ONLY_COMMENTS.test(value) || CLOSING_TAG.test(value)) return;
    const name = TAG_NAME.exec(value)?.[1]?.toLowerCase();
    const message = file.message(
      name ? `Raw HTML \`<${name}>\` is not allowed in a page.` : 'Raw HTML is not allowed in a page.',
      node,
    );
    message.note = (name && HINTS[name]) || `Write it in Markdown instead. ${DIRECTIVE_HINT}`;
  });
});

export const noHtml: MarkdownRule = {
  ...ruleMeta('markdown/no-html'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    {
      markdown: '<!-- Screenshots are from the 2024 dashboard. -->\n\nPress **Save**.\n\n:::note\nChanges apply at once.\n:::\n',
      expect: [],
    },
    {
      markdown: '<div class="note">\nChanges apply at once.\n</div>\n\nPress <kbd>Save</kbd>.<br>\n',
      expect: ['1:1 Raw HTML `<div>` is not allowed in a page.', '5:7 Raw HTML `<kbd>` is not allowed in a page.', '5:23 Raw HTML `<br>` is not allowed in a page.'],
    },
  ],
};
