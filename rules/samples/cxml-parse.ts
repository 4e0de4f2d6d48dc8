/**
 * cXML samples: an `xml` block whose root element is `<Response>`, parsed
 * once with saxes (a streaming, standards-conforming XML parser that keeps
 * positions) into a small element tree the cXML rules share.
 */
import type { Code, Root } from 'mdast';
import { SaxesParser } from 'saxes';
import type { Place } from '../../pipeline/src/core/diagnostic.ts';
import { codeBlocks } from './code.ts';

export interface XmlAttribute {
  name: string;
  value: string;
  /** Where the attribute's name starts. */
  place: Place;
}

export interface XmlElement {
  name: string;
  place: Place;
  attributes: XmlAttribute[];
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

/** 1-based line and column of an offset in `text`. */
function placeAt(text: string, offset: number): Place {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The offset of a 1-based line and column in `text`. */
function offsetOf(text: string, place: Place): number {
  let offset = 0;
  for (let line = 1; line < place.line; line++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) break;
    offset = next + 1;
  }
  return offset + place.column - 1;
}

function parseSample(node: Code): CxmlSample {
  const text = node.value;
  const sample: CxmlSample = { node, errors: [] };
  const parser = new SaxesParser({ position: true });
  const stack: XmlElement[] = [];
  // At opentagstart saxes stands just after the name: step back over `<Name`.
  let tagStart: Place = { line: 1, column: 1 };
  parser.on('opentagstart', (tag) => {
    tagStart = { line: parser.line, column: Math.max(1, parser.column - tag.name.length - 1) };
  });
  parser.on('opentag', (tag) => {
    // Each attribute's place: its name, searched for after the tag's own name.
    const from = offsetOf(text, tagStart) + tag.name.length + 1;
    const end = text.indexOf('>', from);
    const source = text.slice(from, end === -1 ? undefined : end);
    const attributes = Object.entries(tag.attributes as Record<string, string>).map(([name, value]) => {
      const at = new RegExp(`(^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*=`).exec(source);
      return { name, value, place: at ? placeAt(text, from + at.index + at[1]!.length) : tagStart };
    });
    const el: XmlElement = { name: tag.name, place: tagStart, attributes, children: [] };
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
      // "3:25: message" -> the message; the place is where the parser is, or for a
      // mistake in a tag the start of that tag (the `<`), which is what a writer looks for.
      const message = error.message.replace(/^\d+:\d+: /, '');
      if (sample.errors.some((e) => e.message === message)) return;
      const here = { line: parser.line, column: Math.max(1, parser.column) };
      const inTag = /tag|attribute|whitespace|name/i.test(message);
      const lt = inTag ? text.lastIndexOf('<', Math.max(0, offsetOf(text, here) - 1)) : -1;
      sample.errors.push({ message, place: lt === -1 ? here : placeAt(text, lt) });
    }
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (!sample.errors.length) sample.errors.push({ message: (error as Error).message, place: { line: parser.line, column: Math.max(1, parser.column) } });
  }
  return sample;
}
