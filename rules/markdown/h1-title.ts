/**
 * markdown/h1-title: a page has at most one h1, and it is the page's title.
 *
 * The frontmatter `title` names the page in navigation, search and the browser
 * tab. An h1 that says something else gives the page two names; a second h1
 * splits the outline. When the title is not known (invalid frontmatter), only
 * the "one h1" part is checked. Text is compared trimmed, either as rendered
 * (`` `send` `` reads `send`) or as written, and an explicit `{#id}` is ignored.
 */
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { splitExplicitId } from '../../pipeline/src/core/slug.ts';
import { ruleMeta } from './meta.ts';
import type { MarkdownRule, PageFileData } from './types.ts';

/** The heading's text as written between the `#` marks, when positions are known. */
function sourceText(node: Heading, source: string): string | undefined {
  const start = node.children[0]?.position?.start.offset;
  const end = node.children[node.children.length - 1]?.position?.end.offset;
  return start === undefined || end === undefined ? undefined : source.slice(start, end);
}

const clean = (text: string) => splitExplicitId(text).text.trim();

const plugin = lintRule<Root>({ origin: 'remark-lint:h1-title' }, (tree, file) => {
  const title = (file.data as PageFileData).title?.trim();
  const source = String(file);
  let seen = false;
  visit(tree, 'heading', (node: Heading) => {
    if (node.depth !== 1) return;
    if (seen) {
      file.message('Page has more than one h1.', node).note = 'Keep one h1, the page title; make the others ## sections.';
      return;
    }
    seen = true;
    if (!title) return;
    const rendered = clean(toString(node));
    const written = sourceText(node, source);
    if (rendered === title || (written !== undefined && clean(written) === title)) return;
    file.message(`h1 "${rendered}" differs from the frontmatter title "${title}".`, node).note =
      'Make the heading and the `title` the same, or drop the heading.';
  });
});

export const h1Title: MarkdownRule = {
  ...ruleMeta('markdown/h1-title'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    { title: 'Send an SMS', markdown: '# Send an SMS\n\n## Prerequisites\n', expect: [] },
    { title: 'Send an SMS', markdown: 'No h1 at all is fine.\n\n## Prerequisites\n', expect: [] },
    { title: 'The `dial` method', markdown: '# The `dial` method\n', expect: [] },
    {
      title: 'Send an SMS',
      markdown: '# Sending messages\n\n## Steps\n\n# Troubleshooting\n',
      expect: [
        '1:1 h1 "Sending messages" differs from the frontmatter title "Send an SMS".',
        '5:1 Page has more than one h1.',
      ],
    },
  ],
};
