/**
 * How the cXML vocabulary is written down: for each element, the elements it
 * may hold, whether it holds text, and its attributes with the values each
 * accepts. The verb and noun tables (voice.ts, messaging-fax.ts) and the SSML
 * table (ssml.ts) are written in these terms, from the platform's cXML reference.
 */

/** What an attribute's value must be. */
export type AttributeValue =
  | 'text' // any text
  | 'url' // an absolute URL (any scheme), or a relative one; not checked further
  | 'boolean' // true or false
  | 'integer' // a whole number, at least 0
  | 'decimal' // a number such as 10.50
  | 'method' // GET or POST
  | { words: readonly string[]; list?: boolean }; // one of these (or, with `list`, several separated by spaces or commas)

export interface ElementSpec {
  /** Elements it may contain, by name. */
  children: readonly string[];
  attributes: Readonly<Record<string, AttributeValue>>;
}

export const words = (...values: string[]): AttributeValue => ({ words: values });
export const wordList = (...values: string[]): AttributeValue => ({ words: values, list: true });

/** Attributes of a status callback: the URL and the method used to call it. */
export const callback = (name: string): Record<string, AttributeValue> => ({ [name]: 'url', [`${name}Method`]: 'method' });

export const recordingEvents = wordList('completed', 'in-progress', 'absent', 'failed');
export const trim = words('trim-silence', 'do-not-trim');
