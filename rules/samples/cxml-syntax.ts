/**
 * samples/cxml-syntax: a cXML sample (```xml whose root is `<Response>`) is
 * well-formed XML: tags closed and nested, attributes quoted, entities escaped.
 */
import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import type { MarkdownRule } from '../markdown/types.ts';
import { placeIn } from './code.ts';
import { cxmlSamples } from './cxml-parse.ts';
import { sampleMeta } from './meta.ts';

const plugin = lintRule<Root>({ origin: 'samples:cxml-syntax' }, (tree, file) => {
  for (const sample of cxmlSamples(tree)) {
    const first = sample.errors[0];
    if (!first) continue;
    const msg = file.message(`The cXML sample is not well-formed XML: ${first.message.replace(/\.$/, '')}.`, { place: placeIn(sample.node, first.place) });
    msg.note = 'Close every tag, quote attribute values and write & as &amp;.';
  }
});

export const cxmlSyntax: MarkdownRule = {
  ...sampleMeta('samples/cxml-syntax'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    { markdown: 'Greet the caller:\n\n```xml\n<?xml version="1.0" encoding="UTF-8"?>\n<Response>\n  <Say voice="woman">Welcome &amp; thanks for calling.</Say>\n</Response>\n```\n', expect: [] },
    {
      markdown: 'Broken:\n\n```xml\n<Response>\n  <Say>Hello</Sai>\n</Response>\n```\n',
      expect: ['5:13 The cXML sample is not well-formed XML: unexpected close tag.'],
    },
    { markdown: 'Other XML is not checked:\n\n```xml\n<config><item/></config>\n```\n', expect: [] },
  ],
};
