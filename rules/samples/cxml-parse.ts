/**
 * cXML samples: an `xml` block whose root element is `<Response>`, parsed
 * once with saxes (a streaming, standards-conforming XML parser that keeps
 * positions) into a small element tree the cXML rules share.
 */
import type { Code, Root } from 'mdast';
import { SaxesParser } from 'saxes';
import type { Place } from '../../pipeline/src/core/diagnostic.ts';
import { codeBlocks } from './code.ts';

export interface XmlElement {
  name: string;
  place: Place;
  children: XmlElement[];
  parent?: XmlElement;
}

export interface CxmlSample {
  node: Code;
  root?: XmlElement;
  /** Well-formedness errors, at most a few (the parser stops making sense after the first). */
  errors: { message: string; place: Place }[];
}

const parsed = new WeakMap<Root, CxmlSample[]>();

/** Blocks that claim to be cXML: xml whose first element is Response. */
const looksLikeCxml = (text: string) => /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<Response[\s/>]/.test(text);

export function cxmlSamples(tree: Root): CxmlSample[] {
  let samples = parsed.get(tree);
  if (samples) return samples;
  samples = codeBlocks(tree, ['xml']).filter((n) => looksLikeCxml(n.value)).map(parseSample);
  parsed.set(tree, samples);
  return samples;
}

function parseSample(node: Code): CxmlSample {
  const sample: CxmlSample = { node, errors: [] };
  const parser = new SaxesParser({ position: true });
  const stack: XmlElement[] = [];
  // At opentagstart saxes stands just after the name: step back over `<Name`.
  let tagStart: Place = { line: 1, column: 1 };
  parser.on('opentagstart', (tag) => {
    tagStart = { line: parser.line, column: Math.max(1, parser.column - tag.name.length - 1) };
  });
  parser.on('opentag', (tag) => {
    const el: XmlElement = { name: tag.name, place: tagStart, children: [] };
    const parent = stack[stack.length - 1];
    if (parent) {
      el.parent = parent;
      parent.children.push(el);
    } else if (!sample.root) sample.root = el;
    if (!tag.isSelfClosing) stack.push(el);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  parser.on('error', (error) => {
    if (sample.errors.length < 3) {
      // "3:25: message" -> the message; the place is where the parser is.
      const message = error.message.replace(/^\d+:\d+: /, '');
      if (sample.errors.some((e) => e.message === message)) return;
      sample.errors.push({ message, place: { line: parser.line, column: Math.max(1, parser.column) } });
    }
  });
  try {
    parser.write(node.value).close();
  } catch (error) {
    if (!sample.errors.length) sample.errors.push({ message: (error as Error).message, place: { line: parser.line, column: Math.max(1, parser.column) } });
  }
  return sample;
}
