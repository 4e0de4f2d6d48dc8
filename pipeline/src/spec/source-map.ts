/**
 * Maps a JSON path in a spec's bundled document back to the file, line and
 * column where that node is written. The bundle (Redocly, refs kept internal)
 * inlines path items from area files and hoists referenced components into
 * the root's `components`; this walks the authored files the same way,
 * following each `$ref` the author wrote.
 */
import { dirname, relative, resolve } from 'node:path';
import type { Place } from '../core/diagnostic.ts';
import { isObject, toPosix } from '../load/files.ts';
import { YamlFiles } from './authored.ts';
import { decodePointer } from '../../contract/pointer.ts';

type Segment = string | number;
interface At {
  file: string;
  pointer: Segment[];
}

export interface SourceMap {
  locate(path: readonly Segment[]): { file: string; place: Place; end: Place };
}

export function createSourceMap(root: string, rootFile: string): SourceMap {
  const files = YamlFiles.of(root, dirname(rootFile));
  const yamlOf = (abs: string) => files.get(abs);
  const nodeAt = (at: At): unknown => {
    let node: unknown = yamlOf(at.file)?.data;
    for (const seg of at.pointer) {
      if (Array.isArray(node) && /^\d+$/.test(String(seg))) node = node[Number(seg)];
      else if (isObject(node) && Object.hasOwn(node, String(seg))) node = node[String(seg)];
      else return undefined;
    }
    return node;
  };
  const follow = (from: string, ref: string): At => {
    const [filePart, pointer = ''] = ref.split('#');
    return { file: filePart ? resolve(dirname(from), filePart) : from, pointer: decodePointer(pointer) };
  };

  // Where each hoisted component came from: every ref to `.../components/<type>/<name>`
  // in any authored file, keyed by `<type>/<name>` as the bundle names it.
  const origins = new Map<string, At>();
  const seen = new Set<string>();
  const collect = (abs: string) => {
    if (seen.has(abs)) return;
    seen.add(abs);
    const walk = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!isObject(node)) return;
      if (typeof node.$ref === 'string') {
        const target = follow(abs, node.$ref);
        if (target.pointer[0] === 'components' && target.pointer.length >= 3) {
          const key = `${target.pointer[1]}/${target.pointer[2]}`;
          if (!origins.has(key)) origins.set(key, { file: target.file, pointer: target.pointer.slice(0, 3) });
        }
        if (target.file !== abs) collect(target.file);
      }
      for (const value of Object.values(node)) walk(value);
    };
    walk(yamlOf(abs)?.data);
  };
  collect(rootFile);

  return {
    locate(path) {
      let at: At = { file: rootFile, pointer: [] };
      let rest = [...path];
      // A hoisted component the root does not itself define starts in the file it came from.
      if (path[0] === 'components' && path.length >= 3 && nodeAt({ file: rootFile, pointer: path.slice(0, 3) }) === undefined) {
        const origin = origins.get(`${path[1]}/${path[2]}`);
        if (origin) {
          at = origin;
          rest = path.slice(3);
        }
      }
      for (const seg of rest) {
        let node = nodeAt(at);
        for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 16; hops++) {
          at = follow(at.file, node.$ref);
          node = nodeAt(at);
        }
        const next = { file: at.file, pointer: [...at.pointer, seg] };
        if (nodeAt(next) === undefined) break;
        at = next;
      }
      // A mapping or list is pointed at by its key; a scalar by its value.
      const node = nodeAt(at);
      const container = typeof node === 'object' && node !== null && at.pointer.length > 0;
      const pointer = at.pointer.map((seg) => (/^\d+$/.test(String(seg)) ? Number(seg) : seg));
      const span = yamlOf(at.file)?.locate(pointer, { key: container }) ?? { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
      return { file: toPosix(relative(root, at.file)), place: span.start, end: span.end };
    },
  };
}
