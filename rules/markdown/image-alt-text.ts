/**
 * markdown/image-alt-text: every image has alt text.
 *
 * Screen readers read the alt text, search indexes it, and readers see it when
 * the image does not load. Applies to inline images (`![alt](src)`) and image
 * references (`![alt][id]`) alike.
 */
import type { Image, ImageReference, Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { ruleMeta } from './meta.ts';
import type { MarkdownRule } from './types.ts';

const plugin = lintRule<Root>({ origin: 'remark-lint:image-alt-text' }, (tree, file) => {
  visit(tree, (node) => {
    if (node.type !== 'image' && node.type !== 'imageReference') return;
    const image = node as Image | ImageReference;
    if (image.alt?.trim()) return;
    const message = file.message('Image has no alt text.', image);
    message.note = 'Describe what the image shows between the brackets, such as ![Call flow from caller to agent](call-flow.png).';
  });
});

export const imageAltText: MarkdownRule = {
  ...ruleMeta('markdown/image-alt-text'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    {
      markdown: '![The dashboard, with the phone numbers tab open](dashboard.png)\n\n![Architecture diagram][arch]\n\n[arch]: arch.png\n',
      expect: [],
    },
    {
      markdown: '![](dashboard.png)\n\n![ ][arch]\n\n[arch]: arch.png\n',
      expect: ['1:1 Image has no alt text.', '3:1 Image has no alt text.'],
    },
  ],
};
