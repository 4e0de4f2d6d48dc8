/**
 * The spec files as written: YAML read once per file with positions, and the
 * JSON Pointer helpers the spec code shares (a `$ref` fragment, an ajv
 * instance path, a pointer built from a document path).
 */
import { readFileSync } from 'node:fs';
import { parseYaml, type ParsedYaml } from '../load/yaml.ts';

/** Parsed YAML files by absolute path, each read and parsed once; null when it cannot be. */
export class YamlFiles {
  private readonly cache = new Map<string, ParsedYaml | null>();
  get(abs: string): ParsedYaml | null {
    if (!this.cache.has(abs)) {
      try {
        this.cache.set(abs, parseYaml(readFileSync(abs, 'utf8')));
      } catch {
        this.cache.set(abs, null);
      }
    }
    return this.cache.get(abs)!;
  }
}

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
