/**
 * samples/cxml-attribute: the attributes of a cXML verb or noun (and of an
 * SSML tag) have values the reference allows: true or false, a whole number,
 * GET or POST, one of the listed words. An attribute the reference does not
 * list is reported only when it is a near miss of one it does (`timout` for
 * `timeout`): the reference does not list every attribute the platform
 * takes, so an unknown name alone is not proof of a mistake.
 */
import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { nearest } from '../../pipeline/src/core/nearest.ts';
import type { MarkdownRule } from '../markdown/types.ts';
import { placeIn } from './code.ts';
import { CXML, SSML_ELEMENTS, type AttributeValue } from './cxml/index.ts';
import { cxmlSamples, type XmlElement } from './cxml-parse.ts';
import { sampleMeta } from './meta.ts';

const list = (items: readonly string[]) => items.map((w) => `\`${w}\``).join(', ');

/** Why a value does not fit, or null. */
function problem(value: string, expected: AttributeValue): string | null {
  const v = value.trim();
  if (expected === 'text' || expected === 'url') return null;
  if (expected === 'boolean') return /^(true|false)$/.test(v) ? null : 'should be `true` or `false`';
  if (expected === 'integer') return /^\d+$/.test(v) ? null : 'should be a whole number';
  if (expected === 'decimal') return /^\d+(\.\d+)?$/.test(v) ? null : 'should be a number such as `10.50`';
  if (expected === 'method') return /^(GET|POST)$/.test(v) ? null : 'should be `GET` or `POST`';
  const items = expected.list ? v.split(/[\s,]+/).filter(Boolean) : [v];
  const bad = items.find((w) => !expected.words.includes(w));
  if (bad === undefined && items.length) return null;
  return expected.list ? `should be one or more of ${list(expected.words)}${bad !== undefined ? `, not \`${bad}\`` : ''}` : `should be one of ${list(expected.words)}`;
}

const plugin = lintRule<Root>({ origin: 'samples:cxml-attribute' }, (tree, file) => {
  for (const sample of cxmlSamples(tree)) {
    if (!sample.root || sample.errors.length) continue;
    const visit = (el: XmlElement) => {
      const spec = CXML[el.name] ?? SSML_ELEMENTS[el.name];
      if (spec) {
        const known = Object.keys(spec.attributes);
        for (const attr of el.attributes) {
          const place = placeIn(sample.node, attr.place);
          const expected = spec.attributes[attr.name];
          if (expected === undefined) {
            if (attr.name.includes(':') || attr.name.startsWith('xmlns')) continue;
            const guess = nearest(attr.name, known);
            if (guess !== undefined) {
              file.message(`\`<${el.name}>\` has no attribute \`${attr.name}\`.`, { place }).note = `Did you mean \`${guess}\`?`;
            }
            continue;
          }
          const why = problem(attr.value, expected);
          if (why) file.message(`\`<${el.name}>\` attribute \`${attr.name}\` ${why}; it is "${attr.value.slice(0, 40)}".`, { place });
        }
      }
      el.children.forEach(visit);
    };
    visit(sample.root);
  }
});

export const cxmlAttribute: MarkdownRule = {
  ...sampleMeta('samples/cxml-attribute'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    {
      markdown:
        'Record a message:\n\n```xml\n<Response>\n  <Say voice="Polly.Joanna" loop="2">Leave a message <break time="500ms"/> after the tone.</Say>\n  <Record action="/done" method="GET" maxLength="30" playBeep="true" trim="do-not-trim" customOption="x"/>\n</Response>\n```\n',
      expect: [],
    },
    {
      markdown:
        'Mistakes:\n\n```xml\n<Response>\n  <Gather input="dtmf keypad" timout="5" numDigits="one">\n    <Say>Press a key.</Say>\n  </Gather>\n  <Record method="PUT" playBeep="yes"/>\n  <Say><break strength="huge"/>Hi</Say>\n</Response>\n```\n',
      expect: [
        '5:11 `<Gather>` attribute `input` should be one or more of `dtmf`, `speech`, not `keypad`; it is "dtmf keypad".',
        '5:31 `<Gather>` has no attribute `timout`.',
        '5:42 `<Gather>` attribute `numDigits` should be a whole number; it is "one".',
        '8:11 `<Record>` attribute `method` should be `GET` or `POST`; it is "PUT".',
        '8:24 `<Record>` attribute `playBeep` should be `true` or `false`; it is "yes".',
        '9:15 `<break>` attribute `strength` should be one of `none`, `x-weak`, `weak`, `medium`, `strong`, `x-strong`; it is "huge".',
      ],
    },
  ],
};
