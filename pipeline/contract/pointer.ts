/**
 * JSON Pointer helpers, shared by the spec code and the site (no imports, so
 * either can use them): a `$ref` fragment, an ajv instance path, a pointer
 * built from a document path.
 */

/** One pointer segment unescaped (`~1` is `/`, `~0` is `~`). */
export const unescapeSegment = (s: string): string => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** One pointer segment escaped. */
export const encodeSegment = (seg: string | number): string => String(seg).replace(/~/g, '~0').replace(/\//g, '~1');

/** A `$ref` fragment (`#/components/schemas/Room`, URI-encoded) as its keys. */
export const decodePointer = (pointer: string): string[] =>
  pointer
    .replace(/^#?\/?/, '')
    .split('/')
    .filter((s) => s !== '')
    .map((s) => unescapeSegment(decodeURIComponent(s)));
