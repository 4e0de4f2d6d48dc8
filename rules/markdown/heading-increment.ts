/**
 * markdown/heading-increment: headings go down one level at a time.
 *
 * A jump from `##` to `####` leaves a hole in the table of contents and in the
 * outline screen readers announce. Going back up by any number of levels is fine.
 */
import type { Heading, Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { ruleMeta } from './meta.ts';
import type { MarkdownRule } from './types.ts';

const plugin = lintRule<Root>({ origin: 'remark-lint:heading-increment' }, (tree, file) => {
  let previous = 0;
  visit(tree, 'heading', (node: Heading) => {
    if (previous > 0 && node.depth > previous + 1) {
      file.message(`Heading level jumps from ${previous} to ${node.depth}; use h${previous + 1}.`, node);
    }
    previous = node.depth;
  });
});

export const headingIncrement: MarkdownRule = {
  ...ruleMeta('markdown/heading-increment'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    { markdown: '## Setup\n\n### Install\n\n## Usage\n', expect: [] },
    { markdown: '## Setup\n\n#### Install\n', expect: ['3:1 Heading level jumps from 2 to 4; use h3.'] },
  ],
};
