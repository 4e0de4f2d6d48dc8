#!/usr/bin/env node
// The dev-server benchmark (part of `npm run bench`; alone: `node tests/bench/dev.mjs [ROOT]`).
//
// Copies the project's content/ and specs/ (the shipped site by default) to a scratch folder,
// starts `pipeline dev` on it, opens pages in Debian's chromium and, 20 times, saves an edit to
// the open page's file (a new sentence with a marker) and times save -> the reloaded page's
// `load` event with the marker in it. That is what a writer waits for. Also the time to the
// first served page and the server's peak RSS.
// Target (issue 13): median save -> reloaded page <= 500 ms on the shipped site.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { peakRssMB, prng } from './measure.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..', '..');
const BIN = join(ROOT, 'pipeline', 'bin', 'pipeline.mjs');
const EDITS = 20;
const TARGET_MS = 500;

/** Plain written pages (no `api:` operation, not a draft), with their routes as the dev server serves them. */
function writtenPages(root) {
  const docs = join(root, 'content', 'docs');
  return readdirSync(docs, { recursive: true })
    .map((f) => f.split('\\').join('/'))
    .filter((f) => f.endsWith('.md'))
    .filter((f) => {
      const head = readFileSync(join(docs, f), 'utf8').slice(0, 2000);
      return !/^(api|slug|draft):/m.test(head.split(/^---$/m)[1] ?? '');
    })
    .map((f) => ({ path: join(docs, f), route: `/${f.replace(/\.md$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/' }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}

export async function benchDev(source = ROOT) {
  const work = mkdtempSync(join(tmpdir(), 'bench-dev-'));
  for (const dir of ['content', 'specs']) if (existsSync(join(source, dir))) cpSync(join(source, dir), join(work, dir), { recursive: true });
  const child = spawn(process.execPath, [BIN, 'dev', '--root', work, '--port', '0'], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const t0 = performance.now();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const url = await new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`pipeline dev did not start:\n${output}`)), 180_000);
      const look = () => {
        const m = /serving (http:\/\/\S+\/)/.exec(output);
        if (m) {
          clearTimeout(timer);
          ok(m[1]);
        }
      };
      child.stdout.on('data', look);
      child.stderr.on('data', look);
      child.once('exit', () => fail(new Error(`pipeline dev exited:\n${output}`)));
    });
    const startMs = performance.now() - t0;
    const pages = writtenPages(work);
    const rnd = prng(2026);
    const tab = await browser.newPage();
    const t1 = performance.now();
    await tab.goto(new URL(pages[0].route.slice(1), url).href, { waitUntil: 'load' });
    const firstPageMs = performance.now() - t1;
    const times = [];
    for (let i = 0; i < EDITS; i++) {
      const page = pages[Math.floor(rnd() * pages.length)];
      await tab.goto(new URL(page.route.slice(1), url).href, { waitUntil: 'load' });
      // Let the page's event stream connect before the save.
      await tab.waitForFunction(() => document.querySelector('script[src="/_dev/dev.js"]') !== null);
      await tab.waitForTimeout(150);
      const marker = `bench-edit-${i}-${Date.now()}`;
      const reloaded = tab.waitForEvent('load', { timeout: 30_000 });
      const saved = performance.now();
      writeFileSync(page.path, `${readFileSync(page.path, 'utf8')}\nA sentence added by the benchmark: ${marker}.\n`);
      await reloaded;
      const shown = await tab.evaluate((m) => document.body.textContent.includes(m), marker);
      if (!shown) throw new Error(`the page ${page.route} reloaded without the edit`);
      times.push(performance.now() - saved);
    }
    const rssMB = peakRssMB(child.pid);
    times.sort((a, b) => a - b);
    const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
    return { pages: pages.length, startMs: Math.round(startMs), firstPageMs: Math.round(firstPageMs), saveToReloadMedianMs: at(0.5), saveToReloadP90Ms: at(0.9), saveToReloadMaxMs: Math.round(times.at(-1)), rssMB };
  } finally {
    await browser.close();
    child.kill('SIGINT');
    await new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)));
    rmSync(work, { recursive: true, force: true });
  }
}

export function renderDev(r) {
  const rows = [
    ['written pages', 'server start (cold)', 'first page', 'save -> reload median', 'p90', 'max', 'server peak RSS', 'target'],
    [String(r.pages), `${r.startMs} ms`, `${r.firstPageMs} ms`, `${r.saveToReloadMedianMs} ms`, `${r.saveToReloadP90Ms} ms`, `${r.saveToReloadMaxMs} ms`, r.rssMB === null ? '-' : `${r.rssMB} MB`, `median <= ${TARGET_MS} ms: ${r.saveToReloadMedianMs <= TARGET_MS ? 'met' : 'MISSED'}`],
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  return [`pipeline dev: a saved edit -> the page reloaded in chromium with it (${EDITS} edits to random written pages)`, ...rows.map((row) => row.map((cell, c) => cell.padEnd(widths[c])).join(' | '))].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const result = await benchDev(resolve(process.argv[2] ?? ROOT));
  process.stdout.write(`${renderDev(result)}\n`);
}
