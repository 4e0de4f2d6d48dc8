#!/usr/bin/env node
// The benchmark: `npm run bench` (all sizes), `npm run bench -- --quick` (1,000 pages and the
// real-sized corpus only), `npm run bench -- --sizes 1000,real:2826,5000`. A size is a page count
// (the small synthetic pages) or `real:N` (N pages shaped like a real API docs site: see the
// 'real' shape in tests/bench/corpus.mjs). After the check benchmark it runs the spec-lint benchmark
// (tests/bench/spec.mjs: ours against the Spectral CLI and Redocly CLI; `--no-spec` skips it,
// `--spec-only` runs only it), the language-server benchmark (tests/bench/lsp.mjs: 100 unsaved edits
// through `pipeline lsp` on the 1,000- and 20,000-page corpora; `--no-lsp` skips it), the dev-server
// benchmark (tests/bench/dev.mjs: saved edit -> page reloaded in chromium, on the shipped site;
// `--no-dev` skips it, `--dev-only` runs only it) and the site
// benchmark (tests/bench/site.mjs: prerender time, HTML and JS gzip per page; `--no-site` skips it,
// `--site-only` runs only it).
//
// For each size N it generates (or reuses) a synthetic corpus (tests/bench/corpus.mjs) in a temp
// folder and measures, each as the wall time of a child `node` process (process.hrtime from spawn
// to exit) and its peak RSS (tests/bench/rss.cjs preloaded with --require):
//   ours   cold --no-cache, cold with an empty PIPELINE_CACHE_DIR, warm (cache full, nothing
//          changed), one file changed (a sentence appended to one page, restored afterwards)
//   anchors over the same files: markdownlint-cli2 (all rules on), remark-cli with
//          remark-frontmatter + remark-validate-links, and the floor (tests/bench/floor.mjs:
//          read + remark-parse, one thread)
// and checks that our check found exactly the seeded defects. Prints a table with the targets and
// writes everything to dist/bench/check.json (atomically).
//
// Other options: --cold-runs K (runs for cold and anchor measurements; default 3 up to 1,000
// pages, 1 above), --runs K (warm / changed runs, best of; default 3), --no-anchors,
// --corpus-dir DIR (default $TMPDIR/pipeline-bench), --out FILE, --timeout-s S (per child).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATOR_VERSION, expectedDefects, generateCorpus } from './corpus.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..', '..');
const PIPELINE = join(ROOT, 'pipeline', 'bin', 'pipeline.mjs');
const BUILD_ID_FILE = join(ROOT, 'pipeline', 'out', 'build-id');
const RSS_PRELOAD = join(HERE, 'rss.cjs');
const FLOOR = join(HERE, 'floor.mjs');
const MARKDOWNLINT = realpathSync(join(ROOT, 'node_modules', '.bin', 'markdownlint-cli2'));
const REMARK = realpathSync(join(ROOT, 'node_modules', '.bin', 'remark'));
// remark-cli resolves `--use` names from its cwd (the corpus, outside the project), so pass paths.
const REMARK_FRONTMATTER = fileURLToPath(import.meta.resolve('remark-frontmatter'));
const REMARK_VALIDATE_LINKS = fileURLToPath(import.meta.resolve('remark-validate-links'));

// Targets of the engine issue (one engine, incremental, faster than every peer).
const TARGETS = {
  warm1kMs: 200,
  warmRealMs: 300,
  warm20kMs: 1000,
  changedOverWarm: 1.5, // one file changed / warm
  cold20kMs: 30000,
  rss20kMB: 1024, // 1 GB
  perPageGrowth: 1.3, // per-page time at 20k / at 1k
  overFloor: 1.0, // ours cold / the one-thread read+parse floor
  overRemark: 0.67, // ours cold / remark-cli + remark-validate-links
};

/** `1000` -> { n: 1000, shape: 'small' }; `real:2826` -> { n: 2826, shape: 'real' }. */
function parseSize(text) {
  const m = /^(?:(small|real):)?(\d+)$/.exec(text.trim().replace(/[_]/g, '').replace(/k$/i, '000'));
  if (!m || Number(m[2]) < 1) die(`--sizes takes page counts or real:N, e.g. 1000,real:2826 (got ${text})`);
  return { n: Number(m[2]), shape: m[1] ?? 'small' };
}
const sizeLabel = (r) => `${r.n.toLocaleString('en-US')}${r.shape === 'real' ? ' real-sized' : ''}`;

// ---------------------------------------------------------------- arguments

function parseArgs(argv) {
  const o = { sizes: ['1000', 'real:2826', '5000', '20000'].map(parseSize), coldRuns: undefined, runs: 3, anchors: true, corpusDir: join(tmpdir(), 'pipeline-bench'), out: join(ROOT, 'dist', 'bench', 'check.json'), timeoutS: 1800, site: true, siteOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (v === undefined) die(`${a} needs a value`);
      return v;
    };
    const name = a.includes('=') ? a.slice(0, a.indexOf('=')) : a;
    switch (name) {
      case '--quick':
        o.sizes = ['1000', 'real:2826'].map(parseSize);
        break;
      case '--sizes':
        o.sizes = value().split(',').map(parseSize);
        break;
      case '--cold-runs':
        o.coldRuns = Number(value());
        break;
      case '--runs':
        o.runs = Number(value());
        break;
      case '--no-anchors':
        o.anchors = false;
        break;
      case '--corpus-dir':
        o.corpusDir = resolve(value());
        break;
      case '--out':
        o.out = resolve(value());
        break;
      case '--timeout-s':
        o.timeoutS = Number(value());
        break;
      case '--no-site':
        o.site = false;
        break;
      case '--site-only':
        o.siteOnly = true;
        break;
      case '--no-spec':
        o.spec = false;
        break;
      case '--spec-only':
        o.specOnly = true;
        break;
      case '--no-lsp':
        o.lsp = false;
        break;
      case '--no-dev':
        o.dev = false;
        break;
      case '--dev-only':
        o.devOnly = true;
        break;
      case '--help':
      case '-h':
        process.stdout.write('usage: node tests/bench/run.mjs [--quick | --sizes 1000,real:2826,5000,20000] [--cold-runs K] [--runs K] [--no-anchors] [--corpus-dir DIR] [--out FILE] [--no-site | --site-only] [--no-spec | --spec-only] [--no-lsp] [--no-dev | --dev-only]\n');
        process.exit(0);
      default:
        die(`unknown option ${a}`);
    }
  }
  return o;
}

function die(message) {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}

const log = (message) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

// ---------------------------------------------------------------- corpus

const GENERATOR_HASH = createHash('sha1')
  .update(readFileSync(join(HERE, 'corpus.mjs')))
  .digest('hex')
  .slice(0, 10);
const STAMP = '.bench-corpus.json';
const DIRTY = '.bench-dirty';

/** The corpus folder for n pages, generated unless a clean one from this generator is there. */
function ensureCorpus(base, n, shape) {
  mkdirSync(base, { recursive: true });
  const tag = `${shape === 'real' ? 'real' : 'n'}${n}`;
  const name = `corpus-v${GENERATOR_VERSION}-${GENERATOR_HASH}-${tag}`;
  const dir = join(base, name);
  const stampFile = join(dir, STAMP);
  if (existsSync(stampFile) && !existsSync(join(dir, DIRTY))) {
    try {
      const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
      if (stamp.generatorVersion === GENERATOR_VERSION && stamp.generatorHash === GENERATOR_HASH && stamp.pages === n && stamp.shape === shape) {
        log(`N=${n}: reusing corpus ${dir}`);
        return { dir, ...stamp, reused: true };
      }
    } catch {
      // regenerate
    }
  }
  // Corpora of older generators for this size are only disk clutter.
  for (const entry of readdirSync(base)) {
    if (entry.endsWith(`-${tag}`) && entry !== name) rmSync(join(base, entry), { recursive: true, force: true });
  }
  rmSync(dir, { recursive: true, force: true });
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  log(`N=${n}: generating corpus in ${dir}`);
  const t0 = process.hrtime.bigint();
  const made = generateCorpus(tmp, n, { shape });
  const stamp = { generatorVersion: GENERATOR_VERSION, generatorHash: GENERATOR_HASH, shape, pages: made.pages, bytes: made.bytes, files: made.files, defectFiles: made.defectFiles };
  writeFileSync(join(tmp, STAMP), JSON.stringify(stamp));
  renameSync(tmp, dir);
  log(`N=${n}: generated ${made.pages} pages, ${(made.bytes / 1e6).toFixed(1)} MB in ${msSince(t0)} ms`);
  return { dir, ...stamp, reused: false };
}

// ---------------------------------------------------------------- measuring a child

let childSeq = 0;
const scratch = mkdtempSync(join(tmpdir(), 'pipeline-bench-run-'));

const msSince = (t0) => Math.round(Number(process.hrtime.bigint() - t0) / 1e6);

/** Busy CPU time of the whole machine so far, in ms (Linux /proc/stat), or null elsewhere. */
function machineBusyMs() {
  try {
    const f = readFileSync('/proc/stat', 'utf8');
    const v = f.slice(0, f.indexOf('\n')).trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = v;
    return (user + nice + system + irq + softirq + steal) * 10; // USER_HZ = 100
  } catch {
    return null;
  }
}

/**
 * Runs `node --require rss.cjs ...args` and measures it: wall time from spawn to exit, peak RSS.
 * stdout is kept when asked (ours: the JSON report); otherwise only its line count.
 */
function measure(args, { cwd = ROOT, env = {}, keepStdout = false, keepStderr = false, timeoutS } = {}) {
  const rssFile = join(scratch, `rss-${++childSeq}.txt`);
  rmSync(rssFile, { force: true });
  return new Promise((resolvePromise) => {
    const load = loadavg()[0];
    const busy0 = machineBusyMs();
    const self0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--require', RSS_PRELOAD, ...args], {
      cwd,
      env: { ...process.env, ...env, BENCH_RSS_FILE: rssFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let ms;
    let timedOut = false;
    const out = [];
    const err = [];
    let outLines = 0;
    let errLines = 0;
    const count = (buf) => {
      let c = 0;
      for (let i = buf.indexOf(10); i !== -1; i = buf.indexOf(10, i + 1)) c++;
      return c;
    };
    child.stdout.on('data', (b) => {
      outLines += count(b);
      if (keepStdout) out.push(b);
    });
    child.stderr.on('data', (b) => {
      errLines += count(b);
      if (keepStderr) err.push(b);
      else if (err.length < 64) err.push(b); // a little, for error messages
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, (timeoutS ?? 1800) * 1000);
    let busy1 = null;
    let self1;
    child.on('exit', () => {
      ms = msSince(t0);
      busy1 = machineBusyMs();
      self1 = process.cpuUsage(self0);
      clearTimeout(timer);
    });
    child.on('close', (code, signal) => {
      let rssKB = null;
      let cpuMs = null;
      try {
        const u = JSON.parse(readFileSync(rssFile, 'utf8'));
        rssKB = u.maxRSS;
        cpuMs = Math.round((u.userCPUTime + u.systemCPUTime) / 1000);
      } catch {
        // killed before exit handlers ran
      }
      // CPU the rest of the machine used meanwhile (other processes, not this child or the
      // harness), in cores: the noise indicator. /proc/stat has 10 ms ticks, so this is rough.
      const selfMs = self1 ? (self1.user + self1.system) / 1000 : 0;
      const otherCores = busy0 !== null && busy1 !== null && cpuMs !== null && ms > 0 ? Math.max(0, Math.round(((busy1 - busy0 - cpuMs - selfMs) / ms) * 100) / 100) : null;
      resolvePromise({
        ms,
        code,
        signal,
        timedOut,
        rssMB: rssKB === null ? null : Math.round((rssKB / 1024) * 10) / 10,
        cpuMs,
        otherCores,
        stdout: keepStdout ? Buffer.concat(out).toString('utf8') : undefined,
        stderr: Buffer.concat(err).toString('utf8'),
        stdoutLines: outLines,
        stderrLines: errLines,
        loadAvg1m: Math.round(load * 100) / 100,
      });
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Summarises runs: ms by the given statistic, peak RSS over all runs. */
function summarise(runs, stat) {
  const ok = runs.filter((r) => typeof r.ms === 'number' && !r.timedOut);
  const times = ok.map((r) => r.ms);
  const rss = runs.map((r) => r.rssMB).filter((x) => typeof x === 'number');
  const cpu = ok.map((r) => r.cpuMs).filter((x) => typeof x === 'number');
  const other = runs.map((r) => r.otherCores).filter((x) => typeof x === 'number');
  return {
    stat: `${stat} of ${runs.length}`,
    ms: times.length ? Math.round(stat === 'best' ? Math.min(...times) : median(times)) : null,
    cpuMs: cpu.length ? Math.round(stat === 'best' ? Math.min(...cpu) : median(cpu)) : null,
    rssMB: rss.length ? Math.max(...rss) : null,
    otherCoresMax: other.length ? Math.max(...other) : null,
    runs: runs.map(({ stdout, stderr, ...r }) => r),
  };
}

// ---------------------------------------------------------------- ours

function oursArgs(dir, extra = []) {
  return [PIPELINE, 'check', '--root', dir, '--format', 'json', ...extra];
}

/** The pipeline as built now: no rebuild in the middle of a measurement. */
const OURS_ENV = { PIPELINE_NO_REBUILD: '1' };

function parseReport(run) {
  try {
    const j = JSON.parse(run.stdout);
    const byRule = {};
    for (const d of j.diagnostics) byRule[d.ruleId] = (byRule[d.ruleId] ?? 0) + 1;
    return { errorCount: j.errorCount, warningCount: j.warningCount, byRule, diagnostics: j.diagnostics };
  } catch (e) {
    return { error: `could not parse the JSON report (exit ${run.code}${run.signal ? `, ${run.signal}` : ''}): ${String(e.message).slice(0, 200)}; stderr: ${run.stderr.slice(0, 400)}` };
  }
}

/** Our findings against the seeded defects: every rule count equal, and nothing else. */
function verify(report, corpus, n) {
  const expected = expectedDefects(n);
  if (report.error) return { ok: false, expected: expected.byRule, problem: report.error };
  const problems = [];
  for (const [rule, count] of Object.entries(expected.byRule)) {
    if ((report.byRule[rule] ?? 0) !== count) problems.push(`${rule}: expected ${count}, found ${report.byRule[rule] ?? 0}`);
    const files = new Set(report.diagnostics.filter((d) => d.ruleId === rule).map((d) => d.file));
    const missing = (corpus.defectFiles?.[rule] ?? []).filter((f) => !files.has(f));
    if (missing.length) problems.push(`${rule}: not reported in ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', ...' : ''}`);
  }
  for (const [rule, count] of Object.entries(report.byRule)) {
    if (!(rule in expected.byRule)) problems.push(`unexpected ${rule} x${count} (e.g. ${report.diagnostics.find((d) => d.ruleId === rule)?.file})`);
  }
  if (report.errorCount !== expected.errors) problems.push(`errorCount ${report.errorCount}, expected ${expected.errors}`);
  if (report.warningCount !== expected.warnings) problems.push(`warningCount ${report.warningCount}, expected ${expected.warnings}`);
  return { ok: problems.length === 0, expected: { ...expected.byRule, errorCount: expected.errors, warningCount: expected.warnings }, found: { ...report.byRule, errorCount: report.errorCount, warningCount: report.warningCount }, problems };
}

const freshCacheDir = () => mkdtempSync(join(scratch, 'cache-'));

async function benchOurs(corpus, n, opts, progress) {
  const result = {};
  const { dir } = corpus;
  const timeoutS = opts.timeoutS;
  const reports = [];
  const check = (run, what) => {
    const report = parseReport(run);
    reports.push({ what, report });
    return report;
  };
  const line = (what, i, k, run) =>
    progress(`ours ${what} ${i + 1}/${k}: ${run.ms} ms (cpu ${run.cpuMs} ms), ${run.rssMB} MB, other load ${run.otherCores} cores, exit ${run.code}${run.timedOut ? ' TIMED OUT' : ''}${run.code !== 0 && run.code !== 1 ? ` stderr: ${run.stderr.slice(0, 300)}` : ''}`);

  // Cold, --no-cache (the cache folder is fresh and empty as well).
  {
    const runs = [];
    for (let i = 0; i < opts.coldRuns; i++) {
      const run = await measure(oursArgs(dir, ['--no-cache']), { env: { ...OURS_ENV, PIPELINE_CACHE_DIR: freshCacheDir() }, keepStdout: true, timeoutS });
      check(run, 'cold --no-cache');
      line('cold --no-cache', i, opts.coldRuns, run);
      runs.push(run);
    }
    result.coldNoCache = summarise(runs, opts.coldRuns > 1 ? 'median' : 'single');
  }

  // Cold with an empty cache folder (this run also writes the cache).
  let cacheDir;
  {
    const runs = [];
    for (let i = 0; i < opts.coldRuns; i++) {
      if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
      cacheDir = freshCacheDir();
      const run = await measure(oursArgs(dir), { env: { ...OURS_ENV, PIPELINE_CACHE_DIR: cacheDir }, keepStdout: true, timeoutS });
      check(run, 'cold empty cache');
      line('cold empty cache', i, opts.coldRuns, run);
      runs.push(run);
    }
    result.coldEmptyCache = summarise(runs, opts.coldRuns > 1 ? 'median' : 'single');
    result.cacheBytes = readdirSync(cacheDir).reduce((s, f) => s + readFileSync(join(cacheDir, f)).length, 0);
  }

  // Warm: the same cache, nothing changed.
  {
    const runs = [];
    for (let i = 0; i < opts.runs; i++) {
      const run = await measure(oursArgs(dir), { env: { ...OURS_ENV, PIPELINE_CACHE_DIR: cacheDir }, keepStdout: true, timeoutS });
      check(run, 'warm');
      line('warm', i, opts.runs, run);
      runs.push(run);
    }
    result.warm = summarise(runs, 'best');
  }

  // One file changed: a different sentence appended for each run, so every run has exactly one
  // page the cache does not know; the page is restored afterwards (a marker makes the corpus be
  // regenerated next time if this process dies in between).
  {
    const files = corpus.files;
    const planned = new Set(Object.values(corpus.defectFiles ?? {}).flat());
    let pick = Math.floor(files.length / 2);
    while (planned.has(files[pick]) && pick < files.length - 1) pick++;
    const rel = files[pick];
    const abs = join(dir, rel);
    const original = readFileSync(abs);
    const runs = [];
    writeFileSync(join(dir, DIRTY), rel);
    try {
      for (let i = 0; i < opts.runs; i++) {
        writeFileSync(abs, Buffer.concat([original, Buffer.from(`\nThis sentence was appended by the benchmark, run ${i + 1}.\n`)]));
        const run = await measure(oursArgs(dir), { env: { ...OURS_ENV, PIPELINE_CACHE_DIR: cacheDir }, keepStdout: true, timeoutS });
        check(run, 'one file changed');
        line('one file changed', i, opts.runs, run);
        runs.push(run);
      }
    } finally {
      writeFileSync(abs, original);
      rmSync(join(dir, DIRTY), { force: true });
    }
    result.changed = { ...summarise(runs, 'best'), file: rel };
  }
  rmSync(cacheDir, { recursive: true, force: true });

  result.rssPeakMB = Math.max(...['coldNoCache', 'coldEmptyCache', 'warm', 'changed'].map((k) => result[k].rssMB ?? 0));
  // Every run must find the seeded defects, cached or not.
  const checks = reports.map(({ what, report }) => ({ what, ...verify(report, corpus, n) }));
  const firstBad = checks.find((c) => !c.ok);
  result.defects = { ...checks[0], allRunsAgree: !firstBad, ...(firstBad ? { firstBadRun: firstBad } : {}) };
  delete result.defects.what;
  return result;
}

// ---------------------------------------------------------------- anchors

async function benchAnchors(corpus, n, opts, progress) {
  const { dir } = corpus;
  const out = {};
  const timeoutS = opts.timeoutS;
  const k = opts.coldRuns;
  const stat = k > 1 ? 'median' : 'single';

  // markdownlint-cli2 with every rule on (its default config, said explicitly), run from the
  // corpus root so no other config applies. Its findings are counted, its exit code ignored.
  writeFileSync(join(dir, '.markdownlint-cli2.jsonc'), '{ "config": { "default": true } }\n');
  {
    const runs = [];
    for (let i = 0; i < k; i++) {
      const run = await measure([MARKDOWNLINT, 'content/docs/**/*.md'], { cwd: dir, keepStderr: true, keepStdout: true, timeoutS });
      const text = `${run.stdout}\n${run.stderr}`;
      run.findings = (text.match(/^content\/docs\/.*:\d+(?::\d+)? /gm) ?? []).length;
      progress(`markdownlint-cli2 ${i + 1}/${k}: ${run.ms} ms, ${run.rssMB} MB, ${run.findings} findings, exit ${run.code}`);
      runs.push(run);
    }
    out.markdownlint = { ...summarise(runs, stat), findings: runs[0].findings, command: `node ${MARKDOWNLINT} "content/docs/**/*.md" (cwd: corpus, config { default: true })` };
  }

  // remark-cli + remark-frontmatter (so YAML is not read as Markdown) + remark-validate-links.
  // repository:false: without it the plugin runs `git remote -v` (and `git rev-parse`) from each
  // file's folder, one process per file, and fails outside a Git repository (the corpus is
  // not one); with it, the root is the cwd (the corpus root). --no-config so no project
  // .remarkrc applies, --quiet so only files with findings are printed.
  {
    const runs = [];
    const expected = expectedDefects(n).byRule;
    for (let i = 0; i < k; i++) {
      const run = await measure(
        [REMARK, 'content/docs', '--no-config', '--no-ignore', '--no-color', '--no-stdout', '--quiet', '--frail', '--use', REMARK_FRONTMATTER, '--use', `${REMARK_VALIDATE_LINKS}=repository:false`],
        { cwd: dir, keepStderr: true, timeoutS },
      );
      run.brokenLinks = (run.stderr.match(/Cannot find file/g) ?? []).length;
      run.brokenAnchors = (run.stderr.match(/Cannot find heading/g) ?? []).length;
      run.failures = (run.stderr.match(/Cannot process file/g) ?? []).length;
      run.foundSeeded = run.brokenLinks === expected['links/broken'] && run.brokenAnchors === expected['links/broken-anchor'] && run.failures === 0;
      if (run.failures) {
        const at = run.stderr.indexOf('Cannot process file');
        run.failureSample = run.stderr.slice(Math.max(0, run.stderr.lastIndexOf('\n', at - 2)), at + 700);
      }
      progress(`remark-cli + validate-links ${i + 1}/${k}: ${run.ms} ms, ${run.rssMB} MB, ${run.brokenLinks} missing files + ${run.brokenAnchors} missing headings (expected ${expected['links/broken']} + ${expected['links/broken-anchor']})${run.failures ? `, ${run.failures} files FAILED:\n${run.failureSample}` : ''}`);
      runs.push(run);
    }
    out.remark = {
      ...summarise(runs, stat),
      brokenLinks: runs[0].brokenLinks,
      brokenAnchors: runs[0].brokenAnchors,
      foundSeeded: runs.every((r) => r.foundSeeded),
      failedFiles: runs[0].failures,
      failureCause: runs[0].failureSample ? (runs[0].failureSample.match(/Error: ([A-Z]+):|Error: ([^\n]{0,80})/)?.slice(1).find(Boolean) ?? 'see failureSample') : undefined,
      command: `node ${REMARK} content/docs --no-config --no-ignore --no-stdout --quiet --frail --use remark-frontmatter --use remark-validate-links=repository:false`,
    };
  }

  // The floor: read + remark-parse, one thread.
  {
    const runs = [];
    for (let i = 0; i < k; i++) {
      const run = await measure([FLOOR, dir], { keepStdout: true, timeoutS });
      try {
        run.inner = JSON.parse(run.stdout);
      } catch {
        run.inner = null;
      }
      progress(`floor ${i + 1}/${k}: ${run.ms} ms, ${run.rssMB} MB (parse loop ${run.inner?.ms} ms, ${run.inner?.files} files)`);
      runs.push(run);
    }
    out.floor = { ...summarise(runs, stat), files: runs[0].inner?.files ?? null };
  }
  return out;
}

// ---------------------------------------------------------------- report

const fmtMs = (x) => (typeof x === 'number' ? x.toLocaleString('en-US') : '-');
const fmtX = (x) => (typeof x === 'number' && Number.isFinite(x) ? `${x.toFixed(2)}x` : '-');
const fmtMB = (x) => (typeof x === 'number' ? `${Math.round(x)}` : '-');
const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b > 0 ? a / b : null);

function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  return rows.map((r, i) => {
    const line = r.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join(' | ');
    return i === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}` : line;
  }).join('\n');
}

function targetsOf(results) {
  const by = Object.fromEntries(results.map((r) => [`${r.shape}:${r.n}`, r]));
  const t = [];
  const round2 = (x) => (typeof x === 'number' ? Math.round(x * 100) / 100 : null);
  const add = (name, actual, limit, unit) =>
    t.push({ target: name, limit, unit, actual: actual ?? null, met: typeof actual === 'number' ? actual <= limit : null });
  const r1 = by['small:1000'];
  const r20 = by['small:20000'];
  const real = results.find((r) => r.shape === 'real');
  add('1,000 pages warm', r1?.ours.warm.ms, TARGETS.warm1kMs, 'ms');
  if (real) add(`${sizeLabel(real)} pages warm`, real.ours.warm.ms, TARGETS.warmRealMs, 'ms');
  add('20,000 pages warm', r20?.ours.warm.ms, TARGETS.warm20kMs, 'ms');
  for (const r of results) add(`${sizeLabel(r)} pages one file changed / warm`, round2(ratio(r.ours.changed.ms, r.ours.warm.ms)), TARGETS.changedOverWarm, 'x');
  add('20,000 pages cold (--no-cache)', r20?.ours.coldNoCache.ms, TARGETS.cold20kMs, 'ms');
  add('20,000 pages peak RSS', r20?.ours.rssPeakMB, TARGETS.rss20kMB, 'MB');
  const growth = r1 && r20 ? ratio(r20.ours.coldNoCache.ms / 20000, r1.ours.coldNoCache.ms / 1000) : null;
  add('per-page cold time at 20k / at 1k', round2(growth), TARGETS.perPageGrowth, 'x');
  for (const r of results) {
    add(`${sizeLabel(r)} pages cold / one-thread read+parse floor`, round2(r.ratios?.oursColdOverFloor), TARGETS.overFloor, 'x');
    add(`${sizeLabel(r)} pages cold / remark-cli + validate-links`, round2(r.ratios ? 1 / r.ratios.remarkOverOurs : null), TARGETS.overRemark, 'x');
  }
  return t;
}

function render(results, meta) {
  const head = ['N', 'cold no-cache ms', 'cold empty-cache ms', 'warm ms', '1 changed ms', 'ours peak RSS MB', 'markdownlint ms', 'remark+links ms', 'floor ms', 'mdl/ours', 'remark/ours', 'floor/ours', 'ours/floor'];
  const rows = [head];
  for (const r of results) {
    const a = r.anchors ?? {};
    rows.push([
      sizeLabel(r),
      fmtMs(r.ours.coldNoCache.ms),
      fmtMs(r.ours.coldEmptyCache.ms),
      fmtMs(r.ours.warm.ms),
      fmtMs(r.ours.changed.ms),
      fmtMB(r.ours.rssPeakMB),
      fmtMs(a.markdownlint?.ms),
      fmtMs(a.remark?.ms),
      fmtMs(a.floor?.ms),
      fmtX(r.ratios?.markdownlintOverOurs),
      fmtX(r.ratios?.remarkOverOurs),
      fmtX(r.ratios?.floorOverOurs),
      fmtX(r.ratios?.oursColdOverFloor),
    ]);
  }
  const rssRows = [['N', 'ours cold no-cache', 'cold empty-cache', 'warm', '1 changed', 'markdownlint', 'remark+links', 'floor']];
  for (const r of results) {
    const a = r.anchors ?? {};
    rssRows.push([sizeLabel(r), fmtMB(r.ours.coldNoCache.rssMB), fmtMB(r.ours.coldEmptyCache.rssMB), fmtMB(r.ours.warm.rssMB), fmtMB(r.ours.changed.rssMB), fmtMB(a.markdownlint?.rssMB), fmtMB(a.remark?.rssMB), fmtMB(a.floor?.rssMB)]);
  }
  const cpuRows = [['N', 'ours cold no-cache', 'cold empty-cache', 'warm', '1 changed', 'markdownlint', 'remark+links', 'floor', 'ours cold cpu/floor cpu', 'max other load (cores)']];
  for (const r of results) {
    const a = r.anchors ?? {};
    const all = [r.ours.coldNoCache, r.ours.coldEmptyCache, r.ours.warm, r.ours.changed, a.markdownlint, a.remark, a.floor].filter(Boolean);
    const other = all.map((x) => x.otherCoresMax).filter((x) => typeof x === 'number');
    cpuRows.push([sizeLabel(r), fmtMs(r.ours.coldNoCache.cpuMs), fmtMs(r.ours.coldEmptyCache.cpuMs), fmtMs(r.ours.warm.cpuMs), fmtMs(r.ours.changed.cpuMs), fmtMs(a.markdownlint?.cpuMs), fmtMs(a.remark?.cpuMs), fmtMs(a.floor?.cpuMs), fmtX(ratio(r.ours.coldNoCache.cpuMs, a.floor?.cpuMs)), other.length ? Math.max(...other).toFixed(2) : '-']);
  }
  const lines = [];
  lines.push(`pipeline check benchmark: node ${process.version}, ${meta.cpus} x ${meta.cpuModel}, ${Math.round(meta.memMB / 1024)} GB RAM, build ${meta.buildId}`);
  lines.push(`statistics: cold and anchors = ${results.map((r) => `${sizeLabel(r)}: ${r.ours.coldNoCache.stat}`).join(', ')}; warm and changed = ${results[0]?.ours.warm.stat}; times are wall time of the child process, spawn to exit`);
  lines.push('');
  lines.push(table(rows));
  lines.push('');
  lines.push('peak RSS (MB, maxRSS of the process incl. worker threads):');
  lines.push(table(rssRows));
  lines.push('');
  lines.push('CPU time (ms, user+system of the process incl. worker threads; same statistic as the wall times) and load from other processes during the runs:');
  lines.push(table(cpuRows));
  lines.push('');
  lines.push('seeded defects found by our check (expected vs found, every run incl. warm/changed):');
  for (const r of results) {
    const d = r.ours.defects;
    const exp = Object.entries(d.expected).map(([k, v]) => `${k}=${v}`).join(' ');
    lines.push(`  ${sizeLabel(r)}: ${d.ok && d.allRunsAgree ? 'OK ' : 'FAIL'} expected ${exp}${d.ok ? '' : `; problems: ${(d.problems ?? [d.problem]).join('; ')}`}${d.allRunsAgree ? '' : `; a later run disagrees (${d.firstBadRun.what}): ${(d.firstBadRun.problems ?? [d.firstBadRun.problem]).join('; ')}`}`);
    if (r.anchors?.remark) lines.push(`        remark-validate-links found ${r.anchors.remark.brokenLinks} missing files + ${r.anchors.remark.brokenAnchors} missing headings: ${r.anchors.remark.foundSeeded ? 'the seeded link defects' : 'NOT the seeded link defects'}${r.anchors.remark.failedFiles ? ` (it failed to process ${r.anchors.remark.failedFiles} files: ${r.anchors.remark.failureCause}; a failed file's headings are missing, so links to it count as broken)` : ''}; markdownlint reported ${r.anchors.markdownlint.findings} findings (style rules, all on)`);
  }
  lines.push('');
  lines.push('targets:');
  const targets = targetsOf(results);
  const w = Math.max(...targets.map((t) => t.target.length));
  for (const t of targets) {
    const actual = t.actual === null ? 'not measured' : `${t.unit === 'ms' ? fmtMs(t.actual) : t.actual} ${t.unit}`;
    lines.push(`  ${t.target.padEnd(w)}  ${actual.padStart(14)}  target <= ${t.unit === 'ms' ? fmtMs(t.limit) : t.limit} ${t.unit}  ${t.met === null ? '(n/a)' : t.met ? 'met' : 'MISSED'}`);
  }
  if (meta.warnings.length) {
    lines.push('');
    for (const w2 of meta.warnings) lines.push(`note: ${w2}`);
  }
  return { text: lines.join('\n'), targets };
}

function writeAtomic(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

const readBuildId = () => {
  try {
    return readFileSync(BUILD_ID_FILE, 'utf8').trim();
  } catch {
    return 'unknown';
  }
};

// ---------------------------------------------------------------- main

/** The language-server benchmark (tests/bench/lsp.mjs) on the generated corpora of 1,000 and 20,000 pages measured above. */
async function benchLspStep(results) {
  const { benchLsp, renderLsp } = await import('./lsp.mjs');
  const corpora = results.filter((r) => r.shape !== 'real' && (r.n === 1000 || r.n === 20000));
  if (!corpora.length) return;
  log(`lsp: 100 random edits through pipeline lsp on ${corpora.map((r) => r.n).join(' and ')} pages`);
  const out = join(ROOT, 'dist', 'bench', 'lsp.json');
  const measured = [];
  for (const r of corpora) measured.push(await benchLsp(r.corpus.dir));
  const table = renderLsp(measured);
  writeAtomic(out, `${JSON.stringify({ meta: { finishedAt: new Date().toISOString(), node: process.version }, results: measured, table }, null, 2)}\n`);
  process.stdout.write(`\n${table}\n\nwritten to ${out}\n`);
}

/** The dev-server benchmark (tests/bench/dev.mjs) on the shipped site. */
async function benchDevStep() {
  const { benchDev, renderDev } = await import('./dev.mjs');
  log('dev: 20 saved edits through pipeline dev on the shipped site, each until the page reloaded in chromium');
  const out = join(ROOT, 'dist', 'bench', 'dev.json');
  const result = await benchDev(ROOT);
  const table = renderDev(result);
  writeAtomic(out, `${JSON.stringify({ meta: { finishedAt: new Date().toISOString(), node: process.version }, result, table }, null, 2)}\n`);
  process.stdout.write(`\n${table}\n\nwritten to ${out}\n`);
}

/** The spec-lint benchmark (tests/bench/spec.mjs): ours against the Spectral CLI and Redocly CLI. */
function benchSpecStep() {
  log('spec: linting the shipped specs and a generated 2,000-operation spec');
  const r = spawnSync(process.execPath, [join(HERE, 'spec.mjs')], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
}

/** The site benchmark (tests/bench/site.mjs): build time and page weight of the prerendered site. */
async function benchSiteStep() {
  const { benchSite, renderSite } = await import('./site.mjs');
  const out = join(ROOT, 'dist', 'bench', 'site.json');
  log('site: a fresh pipeline build of the shipped content, then the site from it');
  const result = await benchSite({ runs: 1, out });
  const table = renderSite(result);
  writeAtomic(out, `${JSON.stringify({ meta: { finishedAt: new Date().toISOString(), node: process.version, cpus: availableParallelism() }, result, table }, null, 2)}\n`);
  process.stdout.write(`\n${table}\n\nwritten to ${out}\n`);
  return Object.values(result.targets).every((t) => t.ok);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.siteOnly) {
    await benchSiteStep();
    return;
  }
  if (opts.specOnly) {
    benchSpecStep();
    return;
  }
  if (opts.devOnly) {
    await benchDevStep();
    return;
  }
  const startedAt = new Date().toISOString();
  const buildId = readBuildId();
  const meta = { startedAt, node: process.version, cpus: availableParallelism(), cpuModel: cpus()[0]?.model ?? 'unknown', memMB: Math.round(totalmem() / 2 ** 20), buildId, generator: { version: GENERATOR_VERSION, hash: GENERATOR_HASH }, options: { ...opts }, warnings: [] };
  const results = [];
  let lastBuildId = buildId;
  const save = (complete) => {
    const { text, targets } = render(results, meta);
    writeAtomic(opts.out, `${JSON.stringify({ complete, meta: { ...meta, finishedAt: complete ? new Date().toISOString() : undefined }, targets, results, table: text }, null, 2)}\n`);
    return text;
  };
  try {
    for (const { n, shape } of opts.sizes) {
      const coldRuns = opts.coldRuns ?? (n <= 3000 ? 3 : 1);
      const progress = (m) => log(`N=${n}${shape === 'real' ? ' real-sized' : ''}: ${m}`);
      const corpus = ensureCorpus(opts.corpusDir, n, shape);
      const load = loadavg()[0];
      const t0 = process.hrtime.bigint();
      const ours = await benchOurs(corpus, n, { ...opts, coldRuns }, progress);
      const anchors = opts.anchors ? await benchAnchors(corpus, n, { ...opts, coldRuns }, progress) : undefined;
      const cold = ours.coldNoCache.ms;
      const r = {
        n,
        shape,
        corpus: { dir: corpus.dir, bytes: corpus.bytes, reused: corpus.reused },
        ours,
        anchors,
        ratios: anchors
          ? {
              markdownlintOverOurs: ratio(anchors.markdownlint.ms, cold),
              remarkOverOurs: ratio(anchors.remark.ms, cold),
              floorOverOurs: ratio(anchors.floor.ms, cold),
              oursColdOverFloor: ratio(cold, anchors.floor.ms),
              oursColdEmptyCacheOverFloor: ratio(ours.coldEmptyCache.ms, anchors.floor.ms),
            }
          : undefined,
        perPageColdMs: cold === null ? null : cold / n,
        loadAvgAtStart: Math.round(load * 100) / 100,
        elapsedMs: msSince(t0),
      };
      results.push(r);
      {
        const all = [ours.coldNoCache, ours.coldEmptyCache, ours.warm, ours.changed, anchors?.markdownlint, anchors?.remark, anchors?.floor].filter(Boolean).flatMap((x) => x.runs);
        const busy = all.filter((x) => typeof x.otherCores === 'number' && x.otherCores >= 0.3);
        if (busy.length) meta.warnings.push(`N=${n}: other processes kept ${Math.max(...busy.map((x) => x.otherCores)).toFixed(2)} of ${meta.cpus} cores busy during some runs (${busy.length} of ${all.length} runs had >= 0.3 cores); those wall times are inflated`);
      }
      const now = readBuildId();
      if (now !== lastBuildId) {
        meta.warnings.push(`the pipeline build changed while N=${n} was measured (${lastBuildId} -> ${now}): something rebuilt pipeline/out meanwhile, so this size's figures may mix two builds (and a warm run right after a rebuild is really cold)`);
        lastBuildId = now;
      }
      progress(`done in ${Math.round(r.elapsedMs / 1000)} s; defects ${ours.defects.ok && ours.defects.allRunsAgree ? 'OK' : 'NOT as expected'}`);
      save(false);
    }
    const text = save(true);
    process.stdout.write(`${text}\n\nwritten to ${opts.out}\n`);
    const bad = results.some((r) => !(r.ours.defects.ok && r.ours.defects.allRunsAgree));
    process.exitCode = bad ? 1 : 0;
    if (opts.lsp !== false) await benchLspStep(results);
    if (opts.dev !== false) await benchDevStep();
    if (opts.spec !== false) benchSpecStep();
    if (opts.site) await benchSiteStep();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
