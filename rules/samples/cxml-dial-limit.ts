/**
 * samples/cxml-dial-limit: one `<Dial>` rings at most 10 numbers or
 * addresses at once (`<Number>`, `<Sip>`, `<Verto>`); the first to answer is
 * connected and the others stop ringing. More than that fails on the platform.
 */
import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import type { MarkdownRule } from '../markdown/types.ts';
import { placeIn } from './code.ts';
import { DIAL_LIMIT, DIAL_NOUNS } from './cxml/index.ts';
import { cxmlSamples, type XmlElement } from './cxml-parse.ts';
import { sampleMeta } from './meta.ts';

const plugin = lintRule<Root>({ origin: 'samples:cxml-dial-limit' }, (tree, file) => {
  for (const sample of cxmlSamples(tree)) {
    if (!sample.root) continue;
    const visit = (el: XmlElement) => {
      if (el.name === 'Dial') {
        const parties = el.children.filter((c) => DIAL_NOUNS.has(c.name));
        if (parties.length > DIAL_LIMIT) {
          const msg = file.message(`This \`<Dial>\` rings ${parties.length} parties at once; the limit is ${DIAL_LIMIT}.`, { place: placeIn(sample.node, parties[DIAL_LIMIT]!.place) });
          msg.note = 'Split the list: dial the first ten, and the rest from the action URL if nobody answers.';
        }
      }
      el.children.forEach(visit);
    };
    visit(sample.root);
  }
});

const numbers = (n: number) => Array.from({ length: n }, (_, i) => `    <Number>+1555010${String(i).padStart(4, '0')}</Number>`).join('\n');

export const cxmlDialLimit: MarkdownRule = {
  ...sampleMeta('samples/cxml-dial-limit'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    { markdown: `Ring the whole team:\n\n\`\`\`xml\n<Response>\n  <Dial>\n${numbers(10)}\n  </Dial>\n</Response>\n\`\`\`\n`, expect: [] },
    {
      markdown: `Too many:\n\n\`\`\`xml\n<Response>\n  <Dial>\n${numbers(11)}\n  </Dial>\n</Response>\n\`\`\`\n`,
      expect: ['16:5 This `<Dial>` rings 11 parties at once; the limit is 10.'],
    },
  ],
};
