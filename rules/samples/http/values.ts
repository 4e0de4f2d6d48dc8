/**
 * What the JavaScript and Python readers share: turning the literal parts of a
 * program (strings, numbers, objects or dicts, lists) into data with the place
 * of each key, and a text with `{NAME}` wherever a variable or call stands.
 */
import type { Place } from '../../../pipeline/src/core/diagnostic.ts';
import { encodeSegment } from '../../../pipeline/contract/pointer.ts';
import type { BodySample } from './request.ts';

/** A JSON value read from code, with where each key is and which values could not be read. */
export interface ReadValue {
  value: unknown;
  places: Record<string, Place>;
  unknown: string[];
}

/** The language side of reading a literal: what a node is. */
export interface LiteralSyntax<N> {
  /** A literal (string, number, boolean, null): its value; undefined when the node is not one. */
  scalar(node: N): { value: unknown } | undefined;
  /** An object or dict: its entries; `spread` when it spreads another value into itself. */
  entries(node: N): { entries: { key: string | null; keyNode: N; value: N }[]; spread: boolean } | undefined;
  /** An array or list: its items. */
  items(node: N): N[] | undefined;
  /** A variable name, followed to what it was set to (or undefined). */
  follow(node: N): N | undefined;
  start(node: N): Place;
}

/** Reads `node` as JSON data; anything that is not a literal is `null` and listed as unknown. */
export function readLiteral<N>(syntax: LiteralSyntax<N>, node: N, pointer = '', out: ReadValue = { value: undefined, places: {}, unknown: [] }, depth = 0): ReadValue {
  const value = read(syntax, node, pointer, out, depth);
  if (pointer === '') out.value = value;
  return out;
}

function read<N>(syntax: LiteralSyntax<N>, node: N, pointer: string, out: ReadValue, depth: number): unknown {
  if (depth > 40) {
    out.unknown.push(pointer);
    return null;
  }
  const scalar = syntax.scalar(node);
  if (scalar) return scalar.value;
  const obj = syntax.entries(node);
  if (obj) {
    const result: Record<string, unknown> = {};
    if (obj.spread) out.unknown.push(pointer);
    for (const e of obj.entries) {
      if (e.key === null) {
        out.unknown.push(pointer);
        continue;
      }
      const p = `${pointer}/${encodeSegment(e.key)}`;
      out.places[p] = syntax.start(e.keyNode);
      result[e.key] = read(syntax, e.value, p, out, depth + 1);
    }
    return result;
  }
  const items = syntax.items(node);
  if (items) {
    return items.map((item, i) => {
      const p = `${pointer}/${i}`;
      out.places[p] = syntax.start(item);
      return read(syntax, item, p, out, depth + 1);
    });
  }
  const followed = syntax.follow(node);
  if (followed !== undefined && followed !== node) return read(syntax, followed, pointer, out, depth + 1);
  out.unknown.push(pointer);
  return null;
}

/** A body sample from a value read in code. */
export function jsonBody(read: ReadValue, at: Place): BodySample {
  const body: BodySample = { kind: 'json', at, value: read.value };
  if (Object.keys(read.places).length) body.places = read.places;
  if (read.unknown.length) body.unknown = read.unknown;
  return body;
}

/** Credentials named by an Authorization header value. */
export function authScheme(value: string): 'basic' | 'bearer' | 'other' {
  return /^\s*basic\b/i.test(value) ? 'basic' : /^\s*bearer\b/i.test(value) ? 'bearer' : 'other';
}
