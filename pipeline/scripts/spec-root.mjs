// Writes a spec's root openapi.yaml `paths` and `tags` from its area files:
// every path of every area file becomes a `$ref` into that file, and every
// area's `x-tags` entry a declared tag. Run after adding an area file:
//   node pipeline/scripts/spec-root.mjs specs/signalwire-rest
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseDocument } from 'yaml';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node pipeline/scripts/spec-root.mjs specs/<specId>');
  process.exit(2);
}
const rootFile = join(dir, 'openapi.yaml');
const root = parseDocument(readFileSync(rootFile, 'utf8'));
const pointer = (p) => `/${['paths', p].map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
const paths = {};
const tags = [];
for (const name of readdirSync(dir).sort()) {
  if (!/\.ya?ml$/.test(name) || ['openapi.yaml', 'api.yaml', 'common.yaml'].includes(name)) continue;
  const area = parse(readFileSync(join(dir, name), 'utf8'));
  for (const t of area['x-tags'] ?? []) if (!tags.some((x) => x.name === t.name)) tags.push(t);
  for (const p of Object.keys(area.paths ?? {})) {
    if (paths[p]) throw new Error(`${p} is in two area files`);
    paths[p] = { $ref: `./${name}#${pointer(p)}` };
  }
}
root.set('tags', tags);
root.set('paths', paths);
const tmp = `${rootFile}.tmp`;
writeFileSync(tmp, root.toString({ lineWidth: 0 }));
renameSync(tmp, rootFile);
console.log(`${rootFile}: ${Object.keys(paths).length} paths, ${tags.length} tags`);
