// The files the CLI bundle is built from; the bin compares their times with the bundle's.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SOURCE_DIRS = [join(pkgDir, 'pipeline', 'src'), join(pkgDir, 'pipeline', 'contract'), join(pkgDir, 'rules'), join(pkgDir, 'pipeline', 'scripts')];

export function sourceFiles() {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      const s = statSync(p);
      if (s.isDirectory()) walk(p);
      else if (/\.(ts|mjs|js|json|yaml)$/.test(name)) files.push(p);
    }
  };
  SOURCE_DIRS.forEach(walk);
  return files.sort();
}
