/**
 * markdown/no-empty-link: a link goes somewhere and says where.
 *
 * `[text]()` leads nowhere, and `[](url)` gives readers (and screen readers)
 * nothing to click on. An image with alt text counts as link text. Reference
 * links (`[text][id]`) are checked for text; their URL lives in the definition.
 */
import type { Link, LinkReference, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { ruleMeta } from './meta.ts';
import type { MarkdownRule } from './types.ts';

const URL_HINT = 'Put the target between the parentheses, such as [Install the SDK](/sdks/install).';
const TEXT_HINT = 'Write the words readers click on between the brackets, such as [Install the SDK](/sdks/install).';

const plugin = lintRule<Root>({ origin: 'remark-lint:no-empty-link' }, (tree, file) => {
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'linkReference') return;
    const link = node as Link | LinkReference;
    // toString counts an image's alt text as text, which is what readers get.
    const noText = toString(link).trim() === '';
    const noUrl = link.type === 'link' && link.url.trim() === '';
    if (noUrl && noText) {
      file.message('Link has no URL and no text.', link).note = URL_HINT;
    } else if (noUrl) {
      file.message('Link has no URL.', link).note = URL_HINT;
    } else if (noText) {
      file.message('Link has no text.', link).note = TEXT_HINT;
    }
  });
});

export const noEmptyLink: MarkdownRule = {
  ...ruleMeta('markdown/no-empty-link'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    {
      markdown:
        'Read [the quickstart](/home/quickstart) or the [reference][api].\n\n[![SignalWire logo](logo.png)](https://example.com)\n\n[api]: /rest/overview\n',
      expect: [],
    },
    {
      markdown: 'See []() and [the guide]() and [](/home/guide).\n\nAlso [][api].\n\n[api]: /rest/overview\n',
      expect: [
        '1:5 Link has no URL and no text.',
        '1:14 Link has no URL.',
        '1:32 Link has no text.',
        '3:6 Link has no text.',
      ],
    },
  ],
};
