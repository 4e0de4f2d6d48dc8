// Bundles the pipeline's TypeScript into pipeline/out/ with esbuild: one ESM
// entry for the CLI and one for the parsing worker, shared code split out, so
// the warm path loads no Markdown parser at all. Runs on `npm install`
// (prepare) and again by the bin whenever a source file is newer than the output.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync, rmSync, renameSync } from 'node:fs';
import { pkgDir, sourceFiles } from './sources.mjs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = join(pkgDir, 'pipeline', 'out');

/**
 * unist-util-visit-parents names every visitor function after the node it
 * visits (`Object.defineProperty(visit, 'name', ...)`), for stack traces when
 * debugging a plugin. Every lint rule walks every tree, so in a cold check that
 * naming costs several hundred milliseconds per parsing thread; the bundle
 * leaves it out. Nothing else changes: if the library's code no longer has
 * that statement, the file is bundled as it is.
 */
const skipVisitorNames = {
  name: 'skip-visitor-names',
  setup(b) {
    b.onLoad({ filter: /unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const trimmed = source.replace(/Object\.defineProperty\(visit, 'name', \{\s*value:[^}]*\}\)/, 'void 0');
      return { contents: trimmed, loader: 'js' };
    });
  },
};

export async function buildCli() {
  const hash = createHash('sha1');
  for (const f of sourceFiles()) hash.update(relative(pkgDir, f)).update(readFileSync(f));
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  for (const dep of Object.keys(pkg.dependencies ?? {}).sort()) {
    try {
      hash.update(dep).update(JSON.parse(readFileSync(join(pkgDir, 'node_modules', dep, 'package.json'), 'utf8')).version);
    } catch {}
  }
  const buildId = hash.digest('hex').slice(0, 16);
  const tmp = `${outDir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  await build({
    entryPoints: { cli: join(pkgDir, 'pipeline/src/cli/entry.ts'), worker: join(pkgDir, 'pipeline/src/pages/worker.ts'), 'spec-worker': join(pkgDir, 'pipeline/src/spec/worker.ts') },
    outdir: tmp,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    // Prefer packages' ESM builds: jsonc-parser's UMD build (under Spectral) breaks when bundled.
    mainFields: ['module', 'main'],
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [skipVisitorNames],
    // `pipeline dev` renders through the site's own Vite + Vike, loaded from node_modules as they are.
    external: ['vike', 'vike/*', 'vite'],
    legalComments: 'none',
    minifyWhitespace: true,
    minifySyntax: true,
    banner: { js: "import { createRequire as __pipelineCreateRequire } from 'node:module'; const require = __pipelineCreateRequire(import.meta.url);" },
    define: {
      __PIPELINE_BUILD_ID__: JSON.stringify(buildId),
      __PIPELINE_VERSION__: JSON.stringify(pkg.version),
      __PIPELINE_WORKER_URL__: JSON.stringify('./worker.mjs'),
      __PIPELINE_SPEC_WORKER_URL__: JSON.stringify('./spec-worker.mjs'),
    },
  });
  writeFileSync(join(tmp, 'build-id'), `${buildId}\n`);
  rmSync(outDir, { recursive: true, force: true });
  renameSync(tmp, outDir);
  return buildId;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(dirname(outDir), { recursive: true });
  await buildCli();
}
