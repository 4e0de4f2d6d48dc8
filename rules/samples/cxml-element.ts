/**
 * samples/cxml-element: a cXML sample uses only cXML verbs and nouns, each
 * inside a parent that accepts it (`<Number>` inside `<Dial>`, `<Say>` inside
 * `<Response>` or `<Gather>`, ...). The vocabulary is in cxml-elements.ts.
 */
import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { nearest } from '../../pipeline/src/core/nearest.ts';
import type { MarkdownRule } from '../markdown/types.ts';
import { placeIn } from './code.ts';
import { CXML_CHILDREN, CXML_ELEMENTS } from './cxml-elements.ts';
import { cxmlSamples, type XmlElement } from './cxml-parse.ts';
import { sampleMeta } from './meta.ts';

const plugin = lintRule<Root>({ origin: 'samples:cxml-element' }, (tree, file) => {
  for (const sample of cxmlSamples(tree)) {
    if (!sample.root || sample.errors.length) continue;
    const visit = (el: XmlElement) => {
      const place = placeIn(sample.node, el.place);
      if (!CXML_ELEMENTS.has(el.name)) {
        const guess = nearest(el.name, CXML_ELEMENTS);
        const msg = file.message(`\`<${el.name}>\` is not a cXML verb or noun.`, { place });
        msg.note = guess ? `Did you mean \`<${guess}>\`?` : 'See the cXML reference for the verbs and nouns.';
        return;
      }
      if (el.parent) {
        const allowed = CXML_CHILDREN[el.parent.name] ?? [];
        if (!allowed.includes(el.name)) {
          const msg = file.message(`\`<${el.name}>\` cannot go inside \`<${el.parent.name}>\`.`, { place });
          msg.note = allowed.length ? `\`<${el.parent.name}>\` holds ${allowed.map((a) => `<${a}>`).join(', ')}.` : `\`<${el.parent.name}>\` holds only text.`;
        }
      }
      el.children.forEach(visit);
    };
    visit(sample.root);
  }
});

export const cxmlElement: MarkdownRule = {
  ...sampleMeta('samples/cxml-element'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    {
      markdown: 'Menu:\n\n```xml\n<Response>\n  <Gather action="/menu" numDigits="1">\n    <Say>Press 1 for sales.</Say>\n  </Gather>\n  <Dial><Number>+15551230000</Number></Dial>\n</Response>\n```\n',
      expect: [],
    },
    {
      markdown: 'Mistakes:\n\n```xml\n<Response>\n  <Speak>Hello</Speak>\n  <Number>+15551230000</Number>\n  <Gather><Dial>+15551230000</Dial></Gather>\n</Response>\n```\n',
      expect: [
        '5:3 `<Speak>` is not a cXML verb or noun.',
        '6:3 `<Number>` cannot go inside `<Response>`.',
        '7:11 `<Dial>` cannot go inside `<Gather>`.',
      ],
    },
  ],
};
