/**
 * Where the SDK packages are installed (the pipeline's own package folder)
 * and which versions they are: part of samples/sdk-types' cache key, so an
 * SDK upgrade rechecks every sample. Light: loads no compiler.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SDK_VARIANTS } from './sdk-packages.ts';

/** The package folder (with node_modules) that holds the SDKs and the compiler. */
export function packageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'node_modules', 'typescript-5'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export function sdkVersions(): string {
  const root = packageDir();
  return SDK_VARIANTS.flatMap((v) => Object.entries(v.folders))
    .map(([pkg, folder]) => {
      try {
        return `${pkg}@${(JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { version: string }).version}`;
      } catch {
        return `${pkg}@missing`;
      }
    })
    .join(',');
}
