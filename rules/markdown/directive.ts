/**
 * markdown/directive: container directives are ones the site knows, nested as
 * it expects.
 *
 * The admonitions are `:::note`, `:::tip`, `:::info`, `:::warning` and
 * `:::danger`. Tabs are a `:::tabs` block holding only `:::tab[Label]` blocks
 * (the outer fence takes more colons: `::::tabs` ... `::::`). Anything else is
 * silently dropped by the site, so it is reported here. Leaf (`::name`) and
 * text (`:name`) directives are not checked: `:word` in prose parses as one.
 */
import type { Nodes, Parents, Root } from 'mdast';
// Loads the directive node types into mdast's node maps.
import type {} from 'remark-directive';
import { toString } from 'mdast-util-to-string';
import { lintRule } from 'unified-lint-rule';
import { visitParents } from 'unist-util-visit-parents';
import { nearest } from '../../pipeline/src/core/nearest.ts';
import { ADMONITIONS } from '../../pipeline/src/core/admonitions.ts';
import { ruleMeta } from './meta.ts';
import type { MarkdownRule } from './types.ts';

type ContainerDirective = Extract<Nodes, { type: 'containerDirective' }>;

const KNOWN: readonly string[] = [...ADMONITIONS, 'tabs', 'tab'];

const isDirective = (node: Nodes | Parents): node is ContainerDirective => node.type === 'containerDirective';
const isLabel = (node: Nodes) => node.type === 'paragraph' && (node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true;

/** How a node that does not belong in `:::tabs` is named in the message. */
function describe(node: Nodes): string {
  switch (node.type) {
    case 'containerDirective':
      return `\`:::${node.name}\``;
    case 'paragraph':
      return 'a paragraph';
    case 'code':
      return 'a code block';
    case 'heading':
      return 'a heading';
    case 'list':
      return 'a list';
    case 'table':
      return 'a table';
    default:
      return `a ${node.type}`;
  }
}

const plugin = lintRule<Root>({ origin: 'remark-lint:directive' }, (tree, file) => {
  visitParents(tree, 'containerDirective', (node: ContainerDirective, parents) => {
    const { name } = node;
    if (!KNOWN.includes(name)) {
      const guess = nearest(name.toLowerCase(), KNOWN);
      file.message(`Unknown directive \`:::${name}\`.`, node).note = guess
        ? `Did you mean \`:::${guess}\`? Known directives: ${KNOWN.join(', ')}.`
        : `Known directives: ${KNOWN.join(', ')}.`;
      return;
    }

    if (name === 'tab') {
      const parent = parents[parents.length - 1];
      if (!parent || !isDirective(parent) || parent.name !== 'tabs') {
        file.message('`:::tab` is not directly inside `:::tabs`.', node).note =
          'Put the tabs in a `::::tabs` block (one more colon than the tabs inside it).';
      }
      const first = node.children[0];
      const label = first && isLabel(first) ? toString(first).trim() : node.attributes?.label?.trim();
      if (!label) file.message('`:::tab` has no label.', node).note = 'Name the tab in brackets: `:::tab[JavaScript]`.';
    }

    if (name === 'tabs') {
      let tabs = 0;
      for (const child of node.children) {
        if (isLabel(child)) continue;
        if (isDirective(child) && child.name === 'tab') tabs++;
        // An unknown directive is reported as such; one report per problem.
        else if (!(isDirective(child) && !KNOWN.includes(child.name))) {
          file.message(`\`:::tabs\` holds ${describe(child)}; it may only hold \`:::tab\` blocks.`, child).note =
            'Move it into a `:::tab[Label]` block, or out of the tabs.';
        }
      }
      if (tabs === 0) file.message('`:::tabs` has no `:::tab` inside it.', node).note = 'Add `:::tab[Label]` blocks, one per tab.';
    }
  });
});

export const directive: MarkdownRule = {
  ...ruleMeta('markdown/directive'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    {
      markdown:
        ':::warning[Rate limits]\nAccounts in trial send one message per second.\n:::\n\n::::tabs\n:::tab[Node.js]\n\n```js\nawait client.messages.send();\n```\n\n:::\n:::tab{label="Python"}\n\n```python\nclient.messages.send()\n```\n\n:::\n::::\n\nPoint it at localhost:port, a text directive, which is not checked.\n',
      expect: [],
    },
    {
      markdown: ':::notes\nTypo in the name.\n:::\n\n:::tab\nA tab outside tabs, without a label.\n:::\n',
      expect: ['1:1 Unknown directive `:::notes`.', '5:1 `:::tab` is not directly inside `:::tabs`.', '5:1 `:::tab` has no label.'],
    },
    {
      markdown: '::::tabs\nIntro text.\n\n:::tab[cURL]\nText.\n:::\n::::\n\n:::tabs\n:::\n\nAn empty tabs block.\n',
      expect: ['2:1 `:::tabs` holds a paragraph; it may only hold `:::tab` blocks.', '9:1 `:::tabs` has no `:::tab` inside it.'],
    },
  ],
};
