/**
 * The incremental cache: a warm check re-parses only what changed, and over a
 * series of random edits it reports exactly what a --no-cache check reports.
 */
import { existsSync, readFileSync, renameSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_FORMAT, decodeEntries, defaultCacheFile, encodeEntries } from '../pipeline/src/cache/cache.ts';
import { Engine } from '../pipeline/src/engine/engine.ts';
import { check, page, prng, project, where } from './helpers.ts';

const N = 12;
const names = Array.from({ length: N }, (_, i) => `p${i}`);

/** A spec whose operations are `op0`..`op<count-1>`, the summary of op0 given. */
const spec = (count: number, summary = 'List things') =>
  `openapi: 3.1.0\ninfo: { title: T, version: '1', description: T. }\nservers: [{ url: 'https://api.example.com' }]\ntags: [{ name: T, description: T. }]\npaths:\n` +
  Array.from({ length: count }, (_, i) => `  /things${i}:\n    get:\n      operationId: op${i}\n      summary: ${i === 0 ? summary : `Get thing ${i}`}\n      description: D.\n      tags: [T]\n      responses:\n        '200': { description: OK. }\n        '404': { description: No. }\n`).join('');

/** The pages p0..p11 in a sidebar, each linking to the next one's heading; with `api`, also a spec and its two API pages. */
function site(options: { api?: boolean } = {}) {
  const files: Record<string, string> = { 'content/sidebars/s.yaml': names.map((n) => `- doc: ${n}\n`).join('') };
  if (options.api) {
    files['content/sidebars/s.yaml'] += '- api: { spec: t, tag: T }\n';
    files['specs/t/openapi.yaml'] = spec(2);
    files['content/docs/api/op0.md'] = '---\ntitle: List things\napi: t#op0\n---\n\nWhen to list.\n';
    files['content/docs/api/op1.md'] = '---\ntitle: Get thing 1\napi: t#op1\n---\n\nWhen to get.\n';
  }
  names.forEach((n, i) => {
    files[`content/docs/${n}.md`] = page(`Page ${i}`, `## Part ${i}\n\nSee [next](./${names[(i + 1) % N]}.md#part-${(i + 1) % N}).\n`);
  });
  return project(files);
}

/** Edits that matter to different stages: frontmatter, headings (anchors), links, sidebars, files coming, going and renamed, specs, redirects. */
const EDITS: ((root: string, rnd: () => number) => void)[] = [
  (root, rnd) => {
    const n = names[Math.floor(rnd() * N)]!;
    const f = join(root, `content/docs/${n}.md`);
    if (existsSync(f)) writeFileSync(f, readFileSync(f, 'utf8').replace(/## Part (\d+)/, '## Section $1'));
  },
  (root, rnd) => {
    const n = names[Math.floor(rnd() * N)]!;
    const f = join(root, `content/docs/${n}.md`);
    if (existsSync(f)) writeFileSync(f, `${readFileSync(f, 'utf8')}\nAlso [this](./p${Math.floor(rnd() * N * 1.5)}.md).\n`);
  },
  (root, rnd) => {
    const n = names[Math.floor(rnd() * N)]!;
    const f = join(root, `content/docs/${n}.md`);
    if (existsSync(f)) writeFileSync(f, readFileSync(f, 'utf8').replace('title:', rnd() < 0.5 ? 'titel:' : 'title:'));
  },
  (root, rnd) => {
    const n = names[Math.floor(rnd() * N)]!;
    const f = join(root, `content/docs/${n}.md`);
    if (existsSync(f)) unlinkSync(f);
    else writeFileSync(f, page(`Back ${n}`));
  },
  (root, rnd) => {
    const keep = names.filter(() => rnd() < 0.8);
    writeFileSync(join(root, 'content/sidebars/s.yaml'), keep.map((n) => `- doc: ${n}\n`).join('') + (rnd() < 0.3 ? '- doc: [broken\n' : ''));
  },
  // Rename a page (its links and sidebar entry now lead nowhere), or move it back.
  (root, rnd) => {
    const n = names[Math.floor(rnd() * N)]!;
    const from = join(root, `content/docs/${n}.md`);
    const to = join(root, `content/docs/moved-${n}.md`);
    if (existsSync(from)) renameSync(from, to);
    else if (existsSync(to)) renameSync(to, from);
  },
  // The spec gains or loses an operation, or op0's summary changes (drift: pages, titles, sidebar).
  (root, rnd) => {
    writeFileSync(join(root, 'specs/t/openapi.yaml'), spec(1 + Math.floor(rnd() * 3), rnd() < 0.5 ? 'List things' : 'List all things'));
  },
  // Redirects come and go: to a page, to a missing route, from a live page.
  (root, rnd) => {
    const f = join(root, 'content/redirects.yaml');
    const choice = Math.floor(rnd() * 4);
    if (choice === 0 && existsSync(f)) unlinkSync(f);
    else writeFileSync(f, `- from: /old-${choice}\n  to: ${choice === 2 ? '/nowhere' : '/p1'}\n${choice === 3 ? '- from: /p2\n  to: /p1\n' : ''}`);
  },
  (root) => {
    const f = join(root, 'content/version.yaml');
    const text = readFileSync(f, 'utf8');
    writeFileSync(f, text.includes('label: Next') ? text.replace('label: Next', 'label: 7') : text.replace('label: 7', 'label: Next'));
  },
];

describe('the incremental cache', () => {
  it('re-parses only the changed page', async () => {
    const root = site();
    const cacheFile = join(root, '.cache.json');
    const cold = await check(root, { cache: true, cacheFile });
    expect(cold.stats.cached).toBe(0);
    const warm = await check(root, { cache: true, cacheFile });
    expect(warm.stats.cached).toBe(N);
    expect(warm.diagnostics).toEqual(cold.diagnostics);
    const f = join(root, 'content/docs/p3.md');
    writeFileSync(f, `${readFileSync(f, 'utf8')}\nOne more line.\n`);
    const changed = await check(root, { cache: true, cacheFile });
    expect(changed.stats.cached).toBe(N - 1);
  });

  it('starts a long-running engine from the cache a check left, and never writes that file', async () => {
    const root = site();
    const previous = process.env.PIPELINE_CACHE_DIR;
    process.env.PIPELINE_CACHE_DIR = join(root, '.caches');
    try {
      const cacheFile = defaultCacheFile(root);
      const cold = await check(root, { cache: true, cacheFile });
      expect(cold.stats.cached).toBe(0);
      const before = readFileSync(cacheFile);
      const engine = new Engine({ root, threads: 1 });
      const first = await engine.check();
      expect(first.stats.cached).toBe(N);
      expect(first.diagnostics).toEqual(cold.diagnostics);
      const f = join(root, 'content/docs/p3.md');
      writeFileSync(f, `${readFileSync(f, 'utf8')}\nOne more line.\n`);
      const next = await engine.check();
      expect(next.stats.cached).toBe(N - 1);
      expect(readFileSync(cacheFile).equals(before)).toBe(true);
      // An engine with no cache file to start from analyses every page.
      process.env.PIPELINE_CACHE_DIR = join(root, '.no-caches');
      expect((await new Engine({ root, threads: 1 }).check()).stats.cached).toBe(0);
    } finally {
      if (previous === undefined) delete process.env.PIPELINE_CACHE_DIR;
      else process.env.PIPELINE_CACHE_DIR = previous;
    }
  });

  it('takes a page whose size and times are unchanged without reading it, once its times are settled', async () => {
    const root = site();
    const cacheFile = join(root, '.cache.json');
    // Files written in the last two seconds are always read and hashed (a second write in the
    // same clock tick would keep their times); the clock moves on so these count as settled.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fresh = await check(root, { cache: true, cacheFile });
      expect(fresh.stats.read).toBe(N);
      vi.setSystemTime(Date.now() + 10_000);
      const cold = await check(root, { cache: true, cacheFile });
      expect(cold.stats).toMatchObject({ cached: N, read: N }); // hashes matched; stamps recorded now
      const warm = await check(root, { cache: true, cacheFile });
      expect(warm.stats).toMatchObject({ cached: N, read: 0 });
      expect(warm.diagnostics).toEqual(cold.diagnostics);

      const f = join(root, 'content/docs/p3.md');
      writeFileSync(f, readFileSync(f, 'utf8').replace('## Part 3', '## Step 3')); // breaks the link from p2
      vi.setSystemTime(Date.now() + 10_000);
      const edited = await check(root, { cache: true, cacheFile });
      expect(edited.stats).toMatchObject({ cached: N - 1, read: 1 });
      expect(where(edited.diagnostics)).toContain('content/docs/p2.md:7:5 links/broken-anchor');
      expect(edited.diagnostics).toEqual((await check(root, { cache: false })).diagnostics);

      const later = new Date(Date.now() + 5_000);
      utimesSync(f, later, later); // touched, not changed: read once, hash matches, stamp renewed
      vi.setSystemTime(Date.now() + 10_000);
      expect((await check(root, { cache: true, cacheFile })).stats).toMatchObject({ cached: N, read: 1 });
      expect((await check(root, { cache: true, cacheFile })).stats).toMatchObject({ cached: N, read: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads pages changed less than two seconds ago even when their stamp is cached', async () => {
    const root = site();
    const cacheFile = join(root, '.cache.json');
    await check(root, { cache: true, cacheFile });
    expect((await check(root, { cache: true, cacheFile })).stats).toMatchObject({ cached: N, read: N });
  });

  it('gives the same findings as --no-cache over 40 random edits of pages, sidebars, specs, redirects and the version', async () => {
    const root = site({ api: true });
    const cacheFile = join(root, '.cache.json');
    const rnd = prng(20261122);
    const seen = new Set<string>();
    for (let step = 0; step < 40; step++) {
      EDITS[Math.floor(rnd() * EDITS.length)]!(root, rnd);
      const cached = await check(root, { cache: true, cacheFile });
      const fresh = await check(root, { cache: false });
      for (const d of fresh.diagnostics) seen.add(d.ruleId);
      expect(cached.diagnostics, `step ${step}`).toEqual(fresh.diagnostics);
      expect(cached.stats.pages).toBe(fresh.stats.pages);
      expect(cached.stats.links).toBe(fresh.stats.links);
      expect(cached.stats.navItems).toBe(fresh.stats.navItems);
    }
    // The edits reached every stage: the series is a test of all of them.
    expect([...seen].sort()).toEqual(expect.arrayContaining(['drift/missing-page', 'drift/title', 'links/broken', 'links/broken-anchor', 'nav/unknown-doc', 'nav/yaml', 'redirects/unknown-target', 'version/schema']));
  });

  it('starts cold from a corrupt cache file', async () => {
    const root = site();
    const cacheFile = join(root, '.cache.json');
    writeFileSync(cacheFile, `${CACHE_FORMAT}\n{"buildId": "dev", "index": {"content/docs/p0.md": `);
    const r = await check(root, { cache: true, cacheFile });
    expect(r.stats.cached).toBe(0);
    expect(r.diagnostics).toEqual([]);
  });

  it('analyses a page again when its entry is damaged (changed bytes, cut short, a bad checksum)', async () => {
    const root = site();
    const cacheFile = join(root, '.cache.json');
    const fresh = await check(root, { cache: false });
    await check(root, { cache: true, cacheFile });
    const entries = decodeEntries(readFileSync(cacheFile))!;
    const byKey = new Map(entries.map((e) => [e.key, e]));
    const keys = entries.map((e) => e.key).filter((k) => k.startsWith('content/docs/'));
    const [a, b, c, d, e] = keys;
    const text = (json: string) => Buffer.from(json, 'utf8');
    // Values changed under their old checksums (damage or a hand edit), truncated JSON, a checksum of
    // the wrong type, bytes past the end of the file; a sidebar value changed the same way.
    byKey.get(a!)!.bytes = text('{"frontmatter":null,"links":[{"url":42}],"diagnostics":[1,2]}');
    byKey.get(b!)!.bytes = text('{"diagnostics":"none","links":7}');
    byKey.get(c!)!.bytes = text('{"frontmatter":');
    byKey.get(d!)!.sum = -1.5;
    byKey.get('sidebar:content/sidebars/s.yaml')!.bytes = text('{"items":"all of them"}');
    // The last value is cut short: the file ends one byte into it, so its length points past the end.
    const ordered = [...[...byKey.values()].filter((x) => x.key !== e), byKey.get(e!)!];
    const file = encodeEntries('dev', ordered);
    writeFileSync(cacheFile, file.subarray(0, file.length - byKey.get(e!)!.bytes.length + 1));
    const warm = await check(root, { cache: true, cacheFile });
    expect(warm.diagnostics).toEqual(fresh.diagnostics);
    expect(warm.stats.navItems).toBe(fresh.stats.navItems);
    expect(warm.stats.cached).toBe(N - 5);
    // The damaged entries were replaced: the next run takes every page from the cache.
    expect((await check(root, { cache: true, cacheFile })).stats.cached).toBe(N);
  });

  it('starts cold from a cache file of the wrong shape', async () => {
    const root = site();
    const cacheFile = join(root, '.cache.json');
    for (const text of ['[]', 'null', `${CACHE_FORMAT}\n{"buildId":"dev","index":[]}\n`, `${CACHE_FORMAT}\n{"buildId":"dev","index":"x"}\n`, `${CACHE_FORMAT}\n{"buildId":"dev","index":{"__proto__":{"polluted":true}}}\n`, `${CACHE_FORMAT}\n{"buildId":"dev","index":{"content/docs/p0.md":["h",null,0,99,1]}}\n{}`]) {
      writeFileSync(cacheFile, text);
      const r = await check(root, { cache: true, cacheFile });
      expect(r.diagnostics, text).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('keeps the result and warns, naming the file, when the cache cannot be written (a full disk)', async () => {
    const root = site();
    const cacheFile = join(root, '.cache.json');
    const fresh = await check(root, { cache: false });
    // The temporary file the cache is written to leads to /dev/full: every write fails with ENOSPC.
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    symlinkSync('/dev/full', tmp);
    const r = await check(root, { cache: true, cacheFile });
    expect(r.diagnostics).toEqual(fresh.diagnostics);
    expect(r.warnings).toEqual([`could not write ${cacheFile}: no space left on the device; the check is complete, the next one starts cold.`]);
    expect(existsSync(tmp)).toBe(false);
    expect(existsSync(cacheFile)).toBe(false);
  });

  it('removes the temporary files of runs that were killed', async () => {
    const root = site();
    const cacheFile = join(root, '.cache.json');
    const dead = `${cacheFile}.999999999.tmp`;
    const live = `${cacheFile}.${process.ppid}.tmp`;
    writeFileSync(dead, '{"half": ');
    writeFileSync(live, '{"half": ');
    await check(root, { cache: true, cacheFile });
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(cacheFile)).toBe(true);
  });
});
