/** Small helpers the spec rule functions share. */

import { isObject } from '../../../pipeline/src/core/object.ts';

/** The first word of a summary, e.g. `Create` in "Create a room". */
export const firstWord = (summary: string): string => summary.trim().split(/\s+/, 1)[0] ?? '';

/** The properties a schema declares, following allOf (refs are already resolved by Spectral). */
export function schemaProperties(schema: unknown, depth = 0): Set<string> {
  const out = new Set<string>();
  if (!isObject(schema) || depth > 8) return out;
  if (isObject(schema.properties)) for (const key of Object.keys(schema.properties)) out.add(key);
  if (Array.isArray(schema.allOf)) for (const part of schema.allOf) for (const key of schemaProperties(part, depth + 1)) out.add(key);
  return out;
}

const joinWith = (word: string) => (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
/** "a, b or c". */
export const listOr = joinWith('or');
/** "a, b and c". */
export const listAnd = joinWith('and');
