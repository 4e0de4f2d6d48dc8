#!/usr/bin/env node
// Search quality, measured in a real browser against a built site: `node tests/search/eval.mjs [SITE_DIR]`
// (default dist/site; part of `npm run bench`). Serves the site, opens it in Debian's chromium and
// runs every query of tests/search/queries.json through the site's own search (window.docsSearch
// in site/public/search.js: Pagefind, then the site's grouping of language variants), as a reader
// typing it in the header box would get it. A query scores when a page it expects is the first
// result (precision at 1) and by the reciprocal of the best rank of one within the first ten (MRR).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../site/serve.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..', '..');
export const QUERIES = JSON.parse(readFileSync(join(HERE, 'queries.json'), 'utf8')).queries;

/** A result URL as the doc id it serves, through the bundle's route table. */
function idOf(url, routes) {
  const path = decodeURI(new URL(url, 'http://x').pathname).replace(/\/index\.html$/, '/');
  const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routes.get(route) ?? route;
}

export async function evaluateSearch(siteDir, { queries = QUERIES, bundleDir = join(ROOT, 'dist', 'bundle') } = {}) {
  const manifest = JSON.parse(readFileSync(join(bundleDir, 'manifest.json'), 'utf8'));
  const routes = new Map(manifest.routes.map((r) => [r.route, r.id]));
  const server = await serve({ dir: siteDir, port: 0 });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage();
    await page.goto(server.url, { waitUntil: 'load' });
    await page.waitForFunction(() => typeof window.docsSearch === 'function');
    const rows = [];
    for (const { q, expect } of queries) {
      const urls = await page.evaluate(async (query) => (await window.docsSearch(query, 10)).map((r) => r.url), q);
      const ids = urls.map((u) => idOf(u, routes));
      const rank = ids.findIndex((id) => expect.includes(id)) + 1;
      rows.push({ q, expect, got: ids.slice(0, 3), rank });
    }
    const p1 = rows.filter((r) => r.rank === 1).length / rows.length;
    const mrr = rows.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / rows.length;
    return { queries: rows.length, precisionAt1: Math.round(p1 * 1000) / 1000, mrr: Math.round(mrr * 1000) / 1000, misses: rows.filter((r) => r.rank !== 1) };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const r = await evaluateSearch(resolve(process.argv[2] ?? join(ROOT, 'dist', 'site')));
  for (const m of r.misses) process.stdout.write(`  rank ${m.rank || '-'}  ${m.q}  (want ${m.expect[0]}; got ${m.got.join(', ')})\n`);
  process.stdout.write(`search: ${r.queries} queries, precision at 1 ${r.precisionAt1}, MRR ${r.mrr}\n`);
}
