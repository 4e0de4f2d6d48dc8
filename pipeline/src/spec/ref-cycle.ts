/**
 * Where a spec's `$ref`s go round in a circle without ever reaching a value
 * (`A: {$ref: B}`, `B: {$ref: A}`, also across files). Redocly stops with
 * "Self-referencing circular pointer" and no place; this finds the first
 * `$ref` (in reading order) whose chain loops, so the finding can sit on it.
 */
import { dirname, resolve } from 'node:path';
import { decodePointer } from '../../contract/pointer.ts';
import { isObject } from '../load/files.ts';
import type { YamlFiles } from './authored.ts';
import { shapeProblem } from './shape.ts';

type Segment = string | number;
const MAX_HOPS = 64;

export interface RefCycle {
  /** Absolute path of the file holding the first `$ref` of the loop. */
  file: string;
  /** Data path of the object holding that `$ref`. */
  path: Segment[];
  /** The refs as written, in the order they are followed. */
  chain: string[];
}

interface Target {
  file: string;
  pointer: string[];
}

export function findRefCycle(files: YamlFiles, rootAbs: string): RefCycle | null {
  const target = (from: string, ref: string): Target | null => {
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    if (/^[a-z][a-z0-9+.-]*:/i.test(filePart) || filePart.startsWith('/')) return null; // never read here
    return { file: filePart ? resolve(dirname(from), filePart) : from, pointer: decodePointer(hash === -1 ? '' : ref.slice(hash + 1)) };
  };
  /** Follows `ref` from `from` until a value that is not a `$ref`; the refs followed, or null when that ends. */
  const chainFrom = (from: string, ref: string): string[] | null => {
    const seen = new Set<string>();
    const chain: string[] = [];
    let file = from;
    let next: string | undefined = ref;
    while (next !== undefined && chain.length < MAX_HOPS) {
      const t = target(file, next);
      if (!t) return null;
      const key = `${t.file}#${t.pointer.join('/')}`;
      chain.push(next);
      if (seen.has(key)) return chain;
      seen.add(key);
      file = t.file;
      let node: unknown = files.get(t.file)?.data;
      for (const seg of t.pointer) {
        // A pointer may run through a $ref on its way (`#/components/schemas/A/properties/x`).
        while (isObject(node) && typeof node.$ref === 'string' && !Object.hasOwn(node, seg) && chain.length < MAX_HOPS) {
          const via = target(file, node.$ref);
          if (!via) return null;
          const viaKey = `${via.file}#${via.pointer.join('/')}`;
          chain.push(node.$ref);
          if (seen.has(viaKey)) return chain;
          seen.add(viaKey);
          file = via.file;
          node = files.get(via.file)?.data;
          for (const s of via.pointer) node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[s] : undefined;
        }
        node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[seg] : undefined;
      }
      next = isObject(node) && typeof node.$ref === 'string' ? node.$ref : undefined;
    }
    return null;
  };

  const queue = [rootAbs];
  const walked = new Set<string>(queue);
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i]!;
    let found: RefCycle | null = null;
    const walk = (node: unknown, path: Segment[]): void => {
      if (found) return;
      if (Array.isArray(node)) return node.forEach((v, i) => walk(v, [...path, i]));
      if (!isObject(node)) return;
      if (typeof node.$ref === 'string') {
        const chain = chainFrom(file, node.$ref);
        if (chain) found = { file, path, chain };
        const t = target(file, node.$ref);
        if (t && !walked.has(t.file) && /\.(ya?ml|json)$/i.test(t.file)) {
          walked.add(t.file);
          queue.push(t.file);
        }
      }
      for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
    };
    const data = files.get(file)?.data;
    if (!shapeProblem(data)) walk(data, []);
    if (found) return found;
  }
  return null;
}
