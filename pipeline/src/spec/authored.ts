/** The spec files as written: YAML read once per file, with positions. */
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
