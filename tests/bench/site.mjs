#!/usr/bin/env node
// The site benchmark: `node tests/bench/site.mjs [--bundle DIR] [--runs K] [--out FILE]`.
//
// Builds the site from a bundle (by default a fresh `pipeline build` of the shipped content into a
// temp folder, so the figures are for the content as it is now; `--bundle DIR` reuses one) K times (default 1) in a child process, and reports:
//   - whole-site build time (wall, child process): Vite builds + prerender of every page + Pagefind
//   - per doc page: HTML gzip size (median, max and which page) and the JavaScript a page loads
//     (its <script src> files, gzipped, summed); Pagefind's files, fetched only on the first search,
//     are listed apart
//   - the one stylesheet, gzipped
// against the targets: <= 30 s whole site, <= 25 KB HTML and <= 70 KB JS per doc page (median).
// Prints a table and writes dist/bench/site.json (atomically).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { evaluateSearch, QUERIES } from '../search/eval.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..', '..');
export const SITE_TARGETS = { wholeSiteS: 30, htmlMedianKB: 25, jsMedianKB: 70 };

function parseArgs(argv) {
  const o = { bundle: undefined, runs: 1, out: join(ROOT, 'dist', 'bench', 'site.json') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--bundle') o.bundle = resolve(argv[++i]);
    else if (a === '--runs') o.runs = Math.max(1, Number(argv[++i]) || 1);
    else if (a === '--out') o.out = resolve(argv[++i]);
    else if (a === '--help' || a === '-h') {
      process.stdout.write('usage: node tests/bench/site.mjs [--bundle DIR] [--runs K] [--out FILE]\n');
      process.exit(0);
    } else {
      process.stderr.write(`bench site: unknown option ${a}\n`);
      process.exit(2);
    }
  }
  return o;
}

const log = (m) => process.stderr.write(`[bench site ${new Date().toISOString().slice(11, 19)}] ${m}\n`);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
};

function node(args, env = {}) {
  const started = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, SITE_PROGRESS: '0', ...env }, maxBuffer: 256 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} failed (${r.status}):\n${r.stderr.slice(-4000)}`);
  return { ms, stderr: r.stderr };
}

/** Sizes of every doc page (bundle routes; not 404 or /search/) and the scripts each loads. */
export function measurePages(siteDir, manifest) {
  const gzCache = new Map();
  const fileGz = (urlPath) => {
    if (!gzCache.has(urlPath)) {
      const file = join(siteDir, urlPath.replace(/^\//, ''));
      gzCache.set(urlPath, existsSync(file) ? gz(readFileSync(file)) : 0);
    }
    return gzCache.get(urlPath);
  };
  const pages = manifest.routes.map((r) => {
    const file = join(siteDir, r.route === '/' ? 'index.html' : `${r.route.slice(1)}/index.html`);
    const html = readFileSync(file);
    const scripts = [...html.toString('utf8').matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    const local = scripts.filter((s) => s.startsWith('/'));
    return { route: r.route, api: r.file.includes('/rest/') || undefined, htmlBytes: html.length, htmlGz: gz(html), scripts, jsGz: local.reduce((a, s) => a + fileGz(s), 0) };
  });
  const css = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (e.name.endsWith('.css')) css.push(join(d, e.name));
    }
  };
  walk(join(siteDir, 'assets'));
  const pf = join(siteDir, 'pagefind');
  const searchFiles = existsSync(pf) ? ['pagefind.js', ...readdirSync(pf).filter((f) => f.endsWith('.pagefind'))].filter((f) => existsSync(join(pf, f))) : [];
  return {
    pages,
    css: css.map((f) => ({ file: relative(siteDir, f), gz: gz(readFileSync(f)) })),
    firstSearchGz: searchFiles.reduce((a, f) => a + gz(readFileSync(join(pf, f))), 0),
    siteBytes: dirBytes(siteDir),
  };
}

function dirBytes(d) {
  let n = 0;
  for (const e of readdirSync(d, { withFileTypes: true })) n += e.isDirectory() ? dirBytes(join(d, e.name)) : statSync(join(d, e.name)).size;
  return n;
}

export async function benchSite(opts) {
  const scratch = mkdtempSync(join(tmpdir(), 'site-bench-'));
  try {
    let bundle = opts.bundle;
    if (!bundle || !existsSync(join(bundle, 'manifest.json'))) {
      bundle = join(scratch, 'bundle');
      log('running pipeline build of the shipped content into a temp folder');
      node([join(ROOT, 'pipeline', 'bin', 'pipeline.mjs'), 'build', '--out', bundle]);
    }
    const manifest = JSON.parse(readFileSync(join(bundle, 'manifest.json'), 'utf8'));
    const out = join(scratch, 'site');
    const runs = [];
    for (let i = 0; i < opts.runs; i++) {
      const report = join(scratch, `report-${i}.json`);
      const load = loadavg()[0];
      log(`build ${i + 1}/${opts.runs} of ${manifest.routes.length} pages`);
      const { ms } = node([join(ROOT, 'site', 'build.mjs'), '--bundle', bundle, '--out', out, '--report', report]);
      runs.push({ wallMs: Math.round(ms), ...JSON.parse(readFileSync(report, 'utf8')), loadAvgAtStart: Math.round(load * 100) / 100 });
    }
    const sizes = measurePages(out, manifest);
    log(`search: ${QUERIES.length} reader queries through the site's search in chromium`);
    const search = await evaluateSearch(out, { bundleDir: bundle });
    const html = sizes.pages.map((p) => p.htmlGz);
    const js = sizes.pages.map((p) => p.jsGz);
    const maxPage = sizes.pages.reduce((a, b) => (b.htmlGz > a.htmlGz ? b : a), sizes.pages[0]);
    const best = runs.reduce((a, b) => (b.wallMs < a.wallMs ? b : a));
    const result = {
      pages: manifest.routes.length,
      build: {
        bestWallMs: best.wallMs,
        viteMs: Math.round(best.viteMs),
        prerenderMs: Math.round(best.prerenderMs),
        searchMs: Math.round(best.searchMs),
        perPageMs: Math.round((best.prerenderMs - best.viteMs) / manifest.routes.length * 10) / 10,
        runs,
      },
      html: { medianGzKB: kb(median(html)), maxGzKB: kb(Math.max(...html)), maxRoute: maxPage?.route, medianApiGzKB: kb(median(sizes.pages.filter((p) => p.api).map((p) => p.htmlGz))) },
      js: { medianGzKB: kb(median(js)), maxGzKB: kb(Math.max(...js)), scripts: sizes.pages[0]?.scripts ?? [], firstSearchGzKB: kb(sizes.firstSearchGz) },
      css: sizes.css.map((c) => ({ file: c.file, gzKB: kb(c.gz) })),
      siteMB: Math.round((sizes.siteBytes / 2 ** 20) * 10) / 10,
      search: { queries: search.queries, precisionAt1: search.precisionAt1, mrr: search.mrr, misses: search.misses },
    };
    result.targets = {
      wholeSite: { target: `<= ${SITE_TARGETS.wholeSiteS} s`, ok: best.wallMs <= SITE_TARGETS.wholeSiteS * 1000 },
      htmlMedian: { target: `<= ${SITE_TARGETS.htmlMedianKB} KB`, ok: result.html.medianGzKB <= SITE_TARGETS.htmlMedianKB },
      jsMedian: { target: `<= ${SITE_TARGETS.jsMedianKB} KB`, ok: result.js.medianGzKB <= SITE_TARGETS.jsMedianKB },
      oneStylesheet: { target: '1 CSS file', ok: result.css.length === 1 },
      searchP1: { target: '>= 0.8', ok: search.precisionAt1 >= 0.8 },
      searchMrr: { target: '>= 0.9', ok: search.mrr >= 0.9 },
    };
    return result;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function renderSite(r) {
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  const rows = [
    ['measure', 'value', 'target', ''],
    [`whole site, ${r.pages} pages (wall, best of ${r.build.runs.length})`, `${(r.build.bestWallMs / 1000).toFixed(1)} s`, r.targets.wholeSite.target, mark(r.targets.wholeSite.ok)],
    ['  of which Vite client+server builds', `${(r.build.viteMs / 1000).toFixed(1)} s`, '', ''],
    ['  of which prerender (per page)', `${((r.build.prerenderMs - r.build.viteMs) / 1000).toFixed(1)} s (${r.build.perPageMs} ms)`, '', ''],
    ['  of which Pagefind index', `${(r.build.searchMs / 1000).toFixed(1)} s`, '', ''],
    ['HTML per doc page, gzip, median', `${r.html.medianGzKB} KB`, r.targets.htmlMedian.target, mark(r.targets.htmlMedian.ok)],
    ['HTML per doc page, gzip, max', `${r.html.maxGzKB} KB (${r.html.maxRoute})`, '', ''],
    ['HTML per API page, gzip, median', `${r.html.medianApiGzKB} KB`, '', ''],
    ['JS per doc page, gzip, median', `${r.js.medianGzKB} KB (${r.js.scripts.join(', ')})`, r.targets.jsMedian.target, mark(r.targets.jsMedian.ok)],
    ['JS per doc page, gzip, max', `${r.js.maxGzKB} KB`, '', ''],
    ['Pagefind on first search (JS + wasm + index), gzip', `${r.js.firstSearchGzKB} KB`, '', ''],
    ['stylesheet(s), gzip', r.css.map((c) => `${c.gzKB} KB`).join(' + '), r.targets.oneStylesheet.target, mark(r.targets.oneStylesheet.ok)],
    ['whole dist/site on disk', `${r.siteMB} MB`, '', ''],
    [`search, ${r.search.queries} reader queries (tests/search): precision at 1`, String(r.search.precisionAt1), r.targets.searchP1.target, mark(r.targets.searchP1.ok)],
    ['search: mean reciprocal rank (first 10)', String(r.search.mrr), r.targets.searchMrr.target, mark(r.targets.searchMrr.ok)],
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return ['Site build and page weight', line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

function writeAtomic(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  const result = await benchSite(opts);
  const table = renderSite(result);
  writeAtomic(opts.out, `${JSON.stringify({ meta: { finishedAt: new Date().toISOString(), node: process.version, cpus: availableParallelism() }, result, table }, null, 2)}\n`);
  process.stdout.write(`${table}\n\nwritten to ${relative(process.cwd(), opts.out)}\n`);
  process.exitCode = Object.values(result.targets).every((t) => t.ok) ? 0 : 1;
}
