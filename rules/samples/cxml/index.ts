/**
 * The cXML vocabulary: every verb and noun of voice, messaging and fax cXML,
 * and SSML inside `<Say>`, with the elements each may hold and its attributes.
 * The samples/cxml-* rules read it.
 */
import { MESSAGING_FAX_ELEMENTS } from './messaging-fax.ts';
import { SSML_ELEMENTS, SSML_INLINE } from './ssml.ts';
import type { ElementSpec } from './types.ts';
import { VOICE_ELEMENTS } from './voice.ts';

export type { AttributeValue, ElementSpec } from './types.ts';

/** cXML verbs and nouns by name (case matters: `<say>` is not `<Say>`). */
export const CXML: Readonly<Record<string, ElementSpec>> = { ...VOICE_ELEMENTS, ...MESSAGING_FAX_ELEMENTS };
export { SSML_ELEMENTS };

/** The elements `parent` may hold; `<Say>` holds the SSML tags. */
export function childrenOf(parent: string): readonly string[] {
  const spec = CXML[parent] ?? SSML_ELEMENTS[parent];
  if (!spec) return [];
  return spec.children.flatMap((c) => (c === '#ssml' ? SSML_INLINE : [c]));
}

/** Whether an element belongs to SSML (inside `<Say>`), where namespaced vendor tags are allowed too. */
export const isSsml = (name: string) => name in SSML_ELEMENTS || name.includes(':');

/** Nouns that each dial one party; a `<Dial>` rings at most this many at once. */
export const DIAL_NOUNS: ReadonlySet<string> = new Set(['Number', 'Sip', 'Verto']);
export const DIAL_LIMIT = 10;
