/**
 * markdown/heading-increment: headings go down one level at a time.
 *
 * The site shows the frontmatter title as the page's h1, so the outline starts
 * at level 1 and the first heading of the body is an h2. A jump from `##` to
 * `####` (or from the title to `###`) leaves a hole in the table of contents
 * and in the outline screen readers announce. Going back up by any number of
 * levels is fine.
 */
import type { Heading, Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { ruleMeta } from './meta.ts';
import type { MarkdownRule } from './types.ts';

const plugin = lintRule<Root>({ origin: 'remark-lint:heading-increment' }, (tree, file) => {
  // Level 1 is the title the site renders above the body.
  let previous = 1;
  let seen = false;
  visit(tree, 'heading', (node: Heading) => {
    if (node.depth > previous + 1) {
      const from = seen ? `${previous}` : '1 (the page title)';
      file.message(`Heading level jumps from ${from} to ${node.depth}; use h${previous + 1}.`, node).note = seen
        ? undefined
        : 'The site shows the frontmatter title as the h1, so the first heading of the body is ## (h2).';
    }
    previous = node.depth;
    seen = true;
  });
});

export const headingIncrement: MarkdownRule = {
  ...ruleMeta('markdown/heading-increment'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    { markdown: '## Setup\n\n### Install\n\n## Usage\n', expect: [] },
    { markdown: '## Setup\n\n#### Install\n', expect: ['3:1 Heading level jumps from 2 to 4; use h3.'] },
    { markdown: 'Some text first.\n\n### Install\n', expect: ['3:1 Heading level jumps from 1 (the page title) to 3; use h2.'] },
  ],
};
