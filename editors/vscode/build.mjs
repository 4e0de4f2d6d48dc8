// Builds the VS Code extension: bundles src/extension.js with its language
// client into dist/extension.js (vscode itself is provided by the editor), then
// packages the folder as docs-pipeline-<version>.vsix with @vscode/vsce.
// Run from the project root: `npm run vsix`.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { name, version } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
await build({ entryPoints: [join(here, 'src', 'extension.js')], outfile: join(here, 'dist', 'extension.js'), bundle: true, platform: 'node', format: 'cjs', target: 'node18', external: ['vscode'], minify: true, logLevel: 'warning' });
const vsce = join(here, '..', '..', 'node_modules', '@vscode', 'vsce', 'vsce');
const out = join(here, `${name}-${version}.vsix`);
const r = spawnSync(process.execPath, [vsce, 'package', '--no-dependencies', '--allow-missing-repository', '--skip-license', '--out', out], { cwd: here, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
process.stdout.write(`wrote ${out}\n`);
