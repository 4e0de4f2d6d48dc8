/**
 * The code's layers, read from its import statements: the bundle contract
 * and core/ import nothing above them, rules import only core/ and the
 * contract, the site only the contract, and no module imports itself back
 * through others (static imports, type-only ones included).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mjs)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'fixtures' && name !== 'public') walk(path, out);
    } else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

interface Edge {
  to: string;
  dynamic: boolean;
}

/** Relative imports of a file (static `import`/`export ... from`, and `import()`), as paths from the root. */
function importsOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8');
  const edges: Edge[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm)) edges.push({ to: rel(resolve(dirname(file), m[1]!)), dynamic: false });
  for (const m of text.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) edges.push({ to: rel(resolve(dirname(file), m[1]!)), dynamic: true });
  return edges;
}
const rel = (p: string) => relative(ROOT, p).split('\\').join('/');

const files = ['pipeline/src', 'pipeline/contract', 'rules', 'site'].flatMap((d) => walk(join(ROOT, d))).map(rel);
const graph = new Map(files.map((f) => [f, importsOf(join(ROOT, f))]));

/** Imports from files under `from` that leave the allowed folders. */
function outside(from: string, allowed: string[]): string[] {
  const bad: string[] = [];
  for (const [file, edges] of graph) {
    if (!file.startsWith(from)) continue;
    for (const e of edges) if (!allowed.some((a) => e.to.startsWith(a))) bad.push(`${file} -> ${e.to}`);
  }
  return bad;
}

describe('layers', () => {
  it('finds the source files', () => {
    expect(files.filter((f) => f.startsWith('pipeline/src/core/')).length).toBeGreaterThan(5);
    expect(files.filter((f) => f.startsWith('rules/')).length).toBeGreaterThan(20);
  });

  it('the bundle contract imports only itself', () => {
    expect(outside('pipeline/contract/', ['pipeline/contract/'])).toEqual([]);
  });

  it('core/ imports only core/ and the contract', () => {
    expect(outside('pipeline/src/core/', ['pipeline/src/core/', 'pipeline/contract/'])).toEqual([]);
  });

  it('rules import only rules/, core/ and the contract', () => {
    expect(outside('rules/', ['rules/', 'pipeline/src/core/', 'pipeline/contract/'])).toEqual([]);
  });

  it('the site imports only the contract from the pipeline', () => {
    expect(outside('site/', ['site/', 'pipeline/contract/'])).toEqual([]);
  });

  it('has no import cycles', () => {
    // Tarjan's strongly connected components over the static imports.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    let next = 0;
    const visit = (v: string) => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      onStack.add(v);
      for (const e of graph.get(v) ?? []) {
        if (e.dynamic || !graph.has(e.to)) continue;
        if (!index.has(e.to)) {
          visit(e.to);
          low.set(v, Math.min(low.get(v)!, low.get(e.to)!));
        } else if (onStack.has(e.to)) low.set(v, Math.min(low.get(v)!, index.get(e.to)!));
      }
      if (low.get(v) === index.get(v)) {
        const scc: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          scc.push(w);
        } while (w !== v);
        if (scc.length > 1) cycles.push(scc.sort());
      }
    };
    for (const f of graph.keys()) if (!index.has(f)) visit(f);
    expect(cycles).toEqual([]);
  });
});
