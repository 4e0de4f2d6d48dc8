/**
 * samples/cxml-element: a cXML sample uses only cXML verbs and nouns, each
 * inside a parent that accepts it (`<Number>` inside `<Dial>`, `<Say>` inside
 * `<Response>` or `<Gather>`, SSML tags inside `<Say>`). The vocabulary is in cxml/.
 */
import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { nearest } from '../../pipeline/src/core/nearest.ts';
import type { MarkdownRule } from '../markdown/types.ts';
import { placeIn } from './code.ts';
import { childrenOf, CXML, isSsml, SSML_ELEMENTS } from './cxml/index.ts';
import { cxmlSamples, type XmlElement } from './cxml-parse.ts';
import { sampleMeta } from './meta.ts';

const KNOWN = Object.keys(CXML);

const plugin = lintRule<Root>({ origin: 'samples:cxml-element' }, (tree, file) => {
  for (const sample of cxmlSamples(tree)) {
    if (!sample.root || sample.errors.length) continue;
    const visit = (el: XmlElement, inSay: boolean) => {
      const place = placeIn(sample.node, el.place);
      const ssml = inSay && isSsml(el.name);
      if (!ssml && !(el.name in CXML)) {
        const guess = nearest(el.name, inSay ? [...KNOWN, ...Object.keys(SSML_ELEMENTS)] : KNOWN);
        const msg = file.message(`\`<${el.name}>\` is not a cXML verb or noun${inSay ? ' nor an SSML tag' : ''}.`, { place });
        msg.note = guess ? `Did you mean \`<${guess}>\`?` : 'See the cXML reference for the verbs and nouns.';
        return;
      }
      if (el.parent && !el.name.includes(':')) {
        const allowed = childrenOf(el.parent.name);
        if (!allowed.includes(el.name)) {
          const msg = file.message(`\`<${el.name}>\` cannot go inside \`<${el.parent.name}>\`.`, { place });
          msg.note = allowed.length ? `\`<${el.parent.name}>\` holds ${allowed.map((a) => `<${a}>`).join(', ')}.` : `\`<${el.parent.name}>\` holds only text.`;
        }
      }
      for (const child of el.children) visit(child, inSay || el.name === 'Say');
    };
    visit(sample.root, false);
  }
});

export const cxmlElement: MarkdownRule = {
  ...sampleMeta('samples/cxml-element'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    {
      markdown:
        'Menu:\n\n```xml\n<Response>\n  <Gather action="/menu" numDigits="1">\n    <Say>Press <emphasis level="strong">1</emphasis> for sales.<break time="1s"/><amazon:effect name="whispered">or wait</amazon:effect></Say>\n  </Gather>\n  <Dial><Conference>standup<Stream url="wss://example.com/audio"/></Conference></Dial>\n</Response>\n```\n',
      expect: [],
    },
    {
      markdown: 'Mistakes:\n\n```xml\n<Response>\n  <Speak>Hello</Speak>\n  <Number>+15551230000</Number>\n  <Gather><Dial>+15551230000</Dial></Gather>\n  <Play><break time="1s"/>https://example.com/a.mp3</Play>\n  <Say><brake time="1s"/>Hi</Say>\n</Response>\n```\n',
      expect: [
        '5:3 `<Speak>` is not a cXML verb or noun.',
        '6:3 `<Number>` cannot go inside `<Response>`.',
        '7:11 `<Dial>` cannot go inside `<Gather>`.',
        '8:9 `<break>` is not a cXML verb or noun.',
        '9:8 `<brake>` is not a cXML verb or noun nor an SSML tag.',
      ],
    },
  ],
};
