/**
 * markdown/fenced-code-language: a fenced code block names its language.
 *
 * The language drives syntax highlighting, and the `samples/*` checks use it to
 * know what a block claims to be (SWML, cXML, ...). Plain output is `text`.
 * Indented code blocks have no place for a language and are not checked.
 */
import type { Code, Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { ruleMeta } from './meta.ts';
import type { MarkdownRule } from './types.ts';

const FENCE = /^(`{3,}|~{3,})/;

const plugin = lintRule<Root>({ origin: 'remark-lint:fenced-code-language' }, (tree, file) => {
  const source = String(file);
  visit(tree, 'code', (node: Code) => {
    if (node.lang) return;
    const offset = node.position?.start.offset;
    // Indented code starts with its indentation, a fenced block with its fence.
    if (offset === undefined || !FENCE.test(source.slice(offset, offset + 3))) return;
    const message = file.message('Fenced code block has no language.', node);
    message.note = 'Name the language after the opening fence, such as ```json; use ```text for plain output.';
  });
});

export const fencedCodeLanguage: MarkdownRule = {
  ...ruleMeta('markdown/fenced-code-language'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    {
      markdown: 'Send the request:\n\n```bash\ncurl https://example.com/api\n```\n\nIt answers:\n\n```text\nOK\n```\n',
      expect: [],
    },
    { markdown: 'An indented block is not checked:\n\n    npm install\n', expect: [] },
    {
      markdown: 'Run:\n\n```\nnpm install\n```\n\n~~~\nnpm test\n~~~\n',
      expect: ['3:1 Fenced code block has no language.', '7:1 Fenced code block has no language.'],
    },
  ],
};
