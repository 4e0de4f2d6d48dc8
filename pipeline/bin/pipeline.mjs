#!/usr/bin/env node
// The `pipeline` command. Runs the bundled CLI in pipeline/out/, rebuilding it
// first when it is missing or older than any source file (a fresh clone, or a
// developer's edit), so the command always runs the code in the tree.
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(pkgDir, 'pipeline', 'out', 'cli.mjs');

async function stale() {
  if (!existsSync(cli)) return true;
  const built = statSync(cli).mtimeMs;
  const { sourceFiles } = await import('../scripts/sources.mjs');
  return sourceFiles().some((f) => statSync(f).mtimeMs > built);
}

if (process.env.PIPELINE_NO_REBUILD !== '1' && (await stale())) {
  const { buildCli } = await import('../scripts/build-cli.mjs');
  await buildCli();
}
await import(cli);
