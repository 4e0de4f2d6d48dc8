#!/usr/bin/env node
// The spec-lint benchmark (part of `npm run bench`; alone: `node tests/bench/spec.mjs`).
//
// Inputs: each shipped spec (specs/<id>, copied into a scratch project with one page), a
// generated spec of 2,000 operations in 21 files (tests/bench/spec-corpus.mjs, 2.1 MB), and a
// generated single-file spec shaped like the platform's real REST spec (250 operations, about
// 2 MB in one file, allOf over shared components, examples everywhere).
// Every process runs with tests/bench/rss.cjs preloaded, so each figure has its peak RSS too.
// For each input, each as the wall time of a child process:
//   ours cold    `pipeline check --no-cache` (load + bundle + Spectral + ajv examples), also the
//                spec phase's own time from the check (PIPELINE_STATS=1)
//   ours warm    `pipeline check` again with the cache full: the spec phase's time is the target
//   Spectral CLI `spectral lint` with the same ruleset (rules/spectral/ruleset.ts built for that
//                API's settings, with Spectral's own example rules switched back on, since ours
//                replaces them with the ajv check)
//   Redocly CLI  `redocly lint` (its recommended rules: a different rule set, timing anchor only)
// Targets (issue 3): cold ≤ 0.6 × the Spectral CLI on the same spec; warm spec phase ≤ 50 ms.
// Options: --runs K (default 3 for the shipped specs; the 2,000-operation spec runs once),
// --ops N (generated spec size, default 2000), --out FILE (default dist/bench/spec.json).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse as parseYaml } from 'yaml';
import { generateSingleSpec, generateSpec } from './spec-corpus.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..', '..');
const PIPELINE = join(ROOT, 'pipeline', 'bin', 'pipeline.mjs');
const SPECTRAL = realpathSync(join(ROOT, 'node_modules', '.bin', 'spectral'));
const REDOCLY = realpathSync(join(ROOT, 'node_modules', '.bin', 'redocly'));
const TARGETS = { coldVsSpectral: 0.6, warmMs: 50 };

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1];
};
const RUNS = Number(opt('--runs', 3));
const OPS = Number(opt('--ops', 2000));
const OUT = resolve(opt('--out', join(ROOT, 'dist', 'bench', 'spec.json')));

const scratch = mkdtempSync(join(tmpdir(), 'spec-bench-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

const RSS_PRELOAD = join(HERE, 'rss.cjs');
let runs = 0;
function run(argv, env = {}) {
  const rssFile = join(scratch, `rss-${++runs}.json`);
  return new Promise((done) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--require', RSS_PRELOAD, ...argv], { cwd: ROOT, env: { ...process.env, ...env, BENCH_RSS_FILE: rssFile }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (b) => (stdout += b));
    child.stderr.on('data', (b) => (stderr += b));
    child.on('close', (code) => {
      let rssMB = null;
      try {
        rssMB = Math.round(JSON.parse(readFileSync(rssFile, 'utf8')).maxRSS / 1024);
      } catch {
        // no figure when the child died before its exit handler
      }
      done({ ms: Number(process.hrtime.bigint() - t0) / 1e6, code, stderr, stdout, rssMB });
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const statsOf = (r) => {
  const line = r.stderr.split('\n').find((l) => l.startsWith('pipeline-stats '));
  if (!line) throw new Error(`pipeline check printed no stats (exit ${r.code}):\n${r.stderr.slice(0, 2000)}`);
  return JSON.parse(line.slice('pipeline-stats '.length));
};

/** The project ruleset for one API, as a JS module the Spectral CLI can load. */
async function cliRuleset(specDir, name) {
  const DEFAULTS = { verbs: null, paging: null };
  const apiFile = join(specDir, 'api.yaml');
  const api = existsSync(apiFile) ? (parseYaml(readFileSync(apiFile, 'utf8')) ?? {}) : DEFAULTS;
  const entry = join(scratch, `${name}-entry.mjs`);
  writeFileSync(
    entry,
    `import { specRuleset } from ${JSON.stringify(join(ROOT, 'rules/spectral/ruleset.ts'))};
import { DEFAULT_SETTINGS } from ${JSON.stringify(join(ROOT, 'pipeline/src/spec/settings.ts'))};
const api = ${JSON.stringify({ verbs: api.verbs ?? null, paging: api.paging ?? null })};
const ruleset = specRuleset({ verbs: api.verbs ?? DEFAULT_SETTINGS.verbs, paging: api.paging ?? DEFAULT_SETTINGS.paging });
ruleset.rules['oas3-valid-media-example'] = 'error';
ruleset.rules['oas3-valid-schema-example'] = 'error';
export default ruleset;
`,
  );
  // Inside the project so the CLI resolves @stoplight/* to the same packages we use.
  const outfile = join(ROOT, 'node_modules', '.cache', 'spec-bench', `${name}-ruleset.mjs`);
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', external: ['@stoplight/*'], outfile, logLevel: 'warning' });
  return outfile;
}

async function benchInput(name, project, runs) {
  const specDir = join(project, 'specs', readdirSync(join(project, 'specs'))[0]);
  const rootFile = join(specDir, 'openapi.yaml');
  const cacheDir = join(scratch, `cache-${name}`);
  const ours = (extra, env = {}) => run([PIPELINE, 'check', '--root', project, '--format', 'json', '-o', join(scratch, 'out.json'), ...extra], { PIPELINE_STATS: '1', ...env });
  const cold = [];
  for (let i = 0; i < runs; i++) {
    const r = await ours(['--no-cache']);
    cold.push({ ms: r.ms, specMs: statsOf(r).specs.durationMs, operations: statsOf(r).specs.operations, rssMB: r.rssMB });
    process.stderr.write(`  ${name}: ours cold ${Math.round(r.ms)} ms\n`);
  }
  rmSync(cacheDir, { recursive: true, force: true });
  await ours([], { PIPELINE_CACHE_DIR: cacheDir });
  const warm = [];
  for (let i = 0; i < Math.max(3, runs); i++) {
    const r = await ours([], { PIPELINE_CACHE_DIR: cacheDir });
    warm.push({ ms: r.ms, specMs: statsOf(r).specs.durationMs });
  }
  const ruleset = await cliRuleset(specDir, name);
  const spectral = [];
  for (let i = 0; i < runs; i++) {
    const r = await run([SPECTRAL, 'lint', '--quiet', '-f', 'json', '-r', ruleset, rootFile]);
    if (r.code !== 0 && r.code !== 1) throw new Error(`spectral failed (${r.code}): ${r.stderr.slice(0, 1000)}`);
    let problems = null;
    try {
      problems = JSON.parse(r.stdout).length;
    } catch {}
    spectral.push({ ms: r.ms, problems, rssMB: r.rssMB });
    process.stderr.write(`  ${name}: Spectral CLI ${Math.round(r.ms)} ms\n`);
  }
  const redocly = [];
  for (let i = 0; i < runs; i++) {
    const r = await run([REDOCLY, 'lint', '--format', 'json', rootFile]);
    redocly.push({ ms: r.ms, rssMB: r.rssMB });
    process.stderr.write(`  ${name}: Redocly CLI ${Math.round(r.ms)} ms\n`);
  }
  const m = (xs, k = 'ms') => Math.round(median(xs.map((x) => x[k])));
  return {
    input: name,
    operations: cold[0].operations,
    runs,
    oursColdMs: m(cold),
    oursColdSpecPhaseMs: m(cold, 'specMs'),
    oursWarmMs: Math.min(...warm.map((w) => Math.round(w.ms))),
    oursWarmSpecPhaseMs: Math.min(...warm.map((w) => w.specMs)),
    spectralCliMs: m(spectral),
    spectralCliProblems: spectral[0].problems,
    redoclyCliMs: m(redocly),
    oursColdRssMB: m(cold, 'rssMB'),
    spectralCliRssMB: m(spectral, 'rssMB'),
    redoclyCliRssMB: m(redocly, 'rssMB'),
  };
}

function shippedProject(id) {
  const dir = join(scratch, `shipped-${id}`);
  mkdirSync(join(dir, 'content', 'docs'), { recursive: true });
  writeFileSync(join(dir, 'content', 'docs', 'index.md'), '---\ntitle: Home\n---\n\nA page so the project has one.\n');
  cpSync(join(ROOT, 'specs', id), join(dir, 'specs', id), { recursive: true });
  return dir;
}

const results = [];
process.stderr.write(`spec bench: ${cpus().length} CPUs, load ${loadavg()[0].toFixed(2)}\n`);
await run([PIPELINE, 'schemas', '--help']); // builds the CLI if a source changed, outside the timings
for (const id of readdirSync(join(ROOT, 'specs')).filter((d) => existsSync(join(ROOT, 'specs', d, 'openapi.yaml'))).sort()) {
  results.push(await benchInput(id, shippedProject(id), RUNS));
}
const generated = join(scratch, 'generated');
generateSpec(generated, OPS);
results.push(await benchInput(`generated-${OPS}`, generated, 1));
const single = join(scratch, 'single');
generateSingleSpec(single, 250, 85);
cpSync(join(ROOT, 'content', 'version.yaml'), join(single, 'content', 'version.yaml'));
results.push(await benchInput('single-file-250', single, RUNS));

const rows = [['input', 'ops', 'ours cold', '(spec phase)', 'Spectral CLI', 'ratio', 'Redocly CLI', 'RSS ours / Spectral / Redocly', 'ours warm spec phase', 'targets']];
for (const r of results) {
  const ratio = r.oursColdMs / r.spectralCliMs;
  r.coldVsSpectral = Math.round(ratio * 100) / 100;
  r.coldVsRedocly = Math.round((r.oursColdMs / r.redoclyCliMs) * 100) / 100;
  r.met = { cold: ratio <= TARGETS.coldVsSpectral, warm: r.oursWarmSpecPhaseMs <= TARGETS.warmMs };
  rows.push([
    r.input,
    String(r.operations),
    `${r.oursColdMs} ms`,
    `${r.oursColdSpecPhaseMs} ms`,
    `${r.spectralCliMs} ms`,
    `${r.coldVsSpectral}x`,
    `${r.redoclyCliMs} ms`,
    `${r.oursColdRssMB} / ${r.spectralCliRssMB} / ${r.redoclyCliRssMB} MB`,
    `${r.oursWarmSpecPhaseMs} ms`,
    `cold ${r.met.cold ? 'met' : 'MISSED'} (≤${TARGETS.coldVsSpectral}x), warm ${r.met.warm ? 'met' : 'MISSED'} (≤${TARGETS.warmMs} ms)`,
  ]);
}
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
console.log('\nSpec lint (wall time of each process; medians; warm = best of 3)');
for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c])).join('  '));
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(`${OUT}.tmp`, JSON.stringify({ date: new Date().toISOString(), cpus: cpus().length, targets: TARGETS, results }, null, 2) + '\n');
renameSync(`${OUT}.tmp`, OUT);
console.log(`\nwrote ${OUT}`);
