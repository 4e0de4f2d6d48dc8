/**
 * The `pipeline` command as users and CI run it: a real child process, its
 * output formats, exit codes and the bundle it writes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeEntries, encodeEntries } from '../pipeline/src/cache/cache.ts';
import { page, project } from './helpers.ts';

const BIN = join(import.meta.dirname, '..', 'pipeline', 'bin', 'pipeline.mjs');
/** The CLI's cache goes to a throwaway folder, never into the repository. */
const CACHE_DIR = mkdtempSync(join(tmpdir(), 'pipeline-cli-cache-'));
afterAll(() => rmSync(CACHE_DIR, { recursive: true, force: true }));
const REPO = join(import.meta.dirname, '..');

function run(args: string[], cwd = REPO, options: { uid?: number; env?: Record<string, string> } = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, PIPELINE_CACHE_DIR: CACHE_DIR, ...options.env },
    timeout: 60_000,
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, signal: r.signal };
}

/** `file:line:col ruleId` of each finding in a JSON report. */
const found = (stdout: string): string[] =>
  JSON.parse(stdout).diagnostics.map((d: { file: string; line: number; column: number; ruleId: string }) => `${d.file}:${d.line}:${d.column} ${d.ruleId}`);

/** No stack trace: Node prints frames as "    at fn (file:line:col)". */
const noStack = (text: string) => expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

const defects = () =>
  project({
    'content/docs/index.md': page('Home', 'See [guide](./guide.md) and [gone](./gone.md).\n'),
    'content/docs/guide.md': '---\ntitle: Guide\ndescripton: typo\n---\n\n## Setup\n\nRead [this](#setpu).\n',
    'content/docs/lonely.md': page('Lonely'),
    'content/sidebars/main.yaml': '- doc: index\n- doc: guide\n',
  });

describe('pipeline check', () => {
  it('passes on the shipped content and says what it checked', () => {
    const r = run(['check']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^checked \d+ pages, \d+ links, \d+ nav items/m);
  });

  it('lints specs in worker threads: findings from both halves, in the files where they are written', () => {
    const fixture = (name: string) => Object.fromEntries(
      readdirSync(join(REPO, 'rules/spectral/fixtures/specs', name)).map((f) => [`specs/${name}/${f}`, readFileSync(join(REPO, 'rules/spectral/fixtures/specs', name, f), 'utf8')]),
    );
    const root = project({ 'content/docs/index.md': page('Home'), ...fixture('fail-invalid-example'), ...fixture('fail-list-paging') });
    const r = run(['check', '--root', root, '--no-cache', '--format', 'json']);
    expect(r.code).toBe(1);
    const found = (JSON.parse(r.stdout) as { diagnostics: { ruleId: string; file: string; line: number; column: number }[] }).diagnostics
      .filter((d) => d.ruleId.startsWith('spec/'))
      .map((d) => `${d.file}:${d.line}:${d.column} ${d.ruleId}`);
    expect(found).toEqual([
      'specs/fail-invalid-example/rooms.yaml:21:15 spec/invalid-example',
      'specs/fail-invalid-example/rooms.yaml:22:23 spec/invalid-example',
      'specs/fail-invalid-example/schemas.yaml:13:20 spec/invalid-example',
      'specs/fail-list-paging/openapi.yaml:21:7 spec/list-paging',
      'specs/fail-list-paging/openapi.yaml:24:9 spec/list-paging',
    ]);
  });

  it('--fix applies only safe fixes, keeps every other byte, and a second run changes nothing', () => {
    const guide = '---\ntitle: Guide\ndescripton: Set it up.\n---\n\n## Steps\n\n1) Install.\n2) Run `a) b`.\n\nText with no final newline.';
    const both = '---\ntitle: Both\ndescription: Kept.\ndescripton: Not renamed, description exists.\n---\n\nSome text.\n';
    const root = project({
      'content/docs/guide.md': guide,
      'content/docs/both.md': both,
      'content/sidebars/main.yaml': '- doc: guide\n- doc: both\n',
    });
    const first = run(['check', '--root', root, '--fix', '--format', 'json']);
    expect(first.stderr).toContain('pipeline check --fix: 4 fixes in 1 file');
    const fixed = readFileSync(join(root, 'content/docs/guide.md'), 'utf8');
    expect(fixed).toBe('---\ntitle: Guide\ndescription: Set it up.\n---\n\n## Steps\n\n1. Install.\n2. Run `a) b`.\n\nText with no final newline.\n');
    expect(readFileSync(join(root, 'content/docs/both.md'), 'utf8')).toBe(both);
    // What is left is reported as usual: the key that could not be renamed.
    const left = (JSON.parse(first.stdout) as { diagnostics: { ruleId: string; file: string }[] }).diagnostics.map((d) => `${d.file} ${d.ruleId}`);
    expect(left).toEqual(['content/docs/both.md frontmatter/unknown-key']);
    const second = run(['check', '--root', root, '--fix', '--format', 'json']);
    expect(second.stderr).toContain('pipeline check --fix: 0 fixes in 0 files');
    expect(readFileSync(join(root, 'content/docs/guide.md'), 'utf8')).toBe(fixed);
  });

  it('--fix fixes every finding, also past the 50 a report lists for one rule and file', () => {
    const steps = Array.from({ length: 130 }, (_, i) => `${i + 1}) Step ${i + 1}.`).join('\n');
    const root = project({ 'content/docs/index.md': page('Home', `${steps}\n`), 'content/sidebars/s.yaml': '- doc: index\n' });
    const first = run(['check', '--root', root, '--fix', '--format', 'json']);
    expect(first.stderr).toContain('pipeline check --fix: 130 fixes in 1 file');
    expect(JSON.parse(first.stdout).diagnostics).toEqual([]);
    expect(readFileSync(join(root, 'content/docs/index.md'), 'utf8')).toBe(page('Home', `${steps.replace(/^(\d+)\)/gm, '$1.')}\n`));
  });

  it('exits 1 on errors and reports every one in JSON with locations', () => {
    const root = defects();
    const r = run(['check', '--root', root, '--format', 'json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.errorCount).toBe(3);
    expect(report.warningCount).toBe(1);
    expect(report.diagnostics.map((d: { file: string; line: number; column: number; ruleId: string }) => `${d.file}:${d.line}:${d.column} ${d.ruleId}`)).toEqual([
      'content/docs/guide.md:3:1 frontmatter/unknown-key',
      'content/docs/guide.md:8:6 links/broken-anchor',
      'content/docs/index.md:5:29 links/broken',
      'content/docs/lonely.md:1:1 nav/orphan-page',
    ]);
    for (const d of report.diagnostics) expect(d.docsUrl).toMatch(/^rules\/README\.md#/);
  });

  it('prints stylish findings with hints and the checked line', () => {
    const r = run(['check', '--root', defects()]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('content/docs/guide.md');
    expect(r.stdout).toMatch(/3:1\s+error\s+Unknown key "descripton"\.\s+frontmatter\/unknown-key/);
    expect(r.stdout).toContain('Did you mean "description"?');
    expect(r.stdout).toMatch(/4 problems \(3 errors, 1 warning\)/);
    expect(r.stdout).toMatch(/checked 3 pages, 3 links, 2 nav items/);
  });

  it('writes every machine format', () => {
    const root = defects();
    const sarif = JSON.parse(run(['check', '--root', root, '--format', 'sarif']).stdout);
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results).toHaveLength(4);
    const github = run(['check', '--root', root, '--format', 'github']).stdout.trim().split('\n');
    expect(github).toHaveLength(4);
    expect(github[0]).toMatch(/^::error file=content\/docs\/guide\.md,line=3,col=1/);
    const junit = run(['check', '--root', root, '--format', 'junit']);
    expect(junit.code).toBe(1);
    expect(junit.stdout).toMatch(/<testsuite [^>]*failures="3"/);
    const out = join(root, 'report', 'check.sarif');
    expect(run(['check', '--root', root, '--format', 'sarif', '-o', out]).stdout).toBe('');
    expect(JSON.parse(readFileSync(out, 'utf8')).runs[0].results).toHaveLength(4);
  });

  it('reports only the files asked for, but checks links against the whole site', () => {
    const root = defects();
    const r = run(['check', '--format', 'json', join(root, 'content/docs/index.md')], root);
    const report = JSON.parse(r.stdout);
    expect(report.diagnostics.map((d: { ruleId: string }) => d.ruleId)).toEqual(['links/broken']);
    expect(r.code).toBe(1);
  });

  it('gates on warnings only with --max-warnings', () => {
    const root = project({ 'content/docs/index.md': page('Home'), 'content/docs/lost.md': page('Lost'), 'content/sidebars/s.yaml': '- doc: index\n' });
    expect(run(['check', '--root', root]).code).toBe(0);
    expect(run(['check', '--root', root, '--max-warnings', '1']).code).toBe(0);
    expect(run(['check', '--root', root, '--max-warnings', '0']).code).toBe(1);
  });

  it('exits 2 with one clear line when it cannot run', () => {
    const empty = project({}, { version: false });
    const noDocs = join(empty, 'nothing');
    mkdirSync(noDocs);
    for (const args of [['check', '--root', noDocs], ['check', '--format', 'xml'], ['frobnicate'], ['check', '--max-warnings', 'many'], ['check', 'no/such/file.md']]) {
      const r = run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')[0]).toMatch(/^pipeline: /);
      noStack(r.stderr);
    }
  });

  it('treats an empty content folder as an error, not a pass', () => {
    const root = project({});
    const r = run(['check', '--root', root]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('load/no-pages');
    expect(r.stdout).toMatch(/checked 0 pages/);
  });
});

describe('bad input', () => {
  it('reports binary, non-UTF-8, huge and looping files without a stack trace, in bounded time', () => {
    const root = project({
      'content/docs/index.md': page('Home'),
      'content/docs/binary.md': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02]),
      'content/docs/latin1.md': Buffer.concat([Buffer.from('---\ntitle: Caf'), Buffer.from([0xe9]), Buffer.from('\n---\n')]),
      'content/docs/huge.md': `---\ntitle: Huge\n---\n\n${'A line of text that repeats.\n'.repeat(190_000)}`,
      'content/sidebars/s.yaml': '- doc: index\n',
    });
    symlinkSync('loop-b.md', join(root, 'content/docs/loop-a.md'));
    symlinkSync('loop-a.md', join(root, 'content/docs/loop-b.md'));
    mkdirSync(join(root, 'content/docs/folder-loop'));
    symlinkSync('..', join(root, 'content/docs/folder-loop/up'));
    const started = Date.now();
    const r = run(['check', '--root', root, '--format', 'json']);
    expect(Date.now() - started).toBeLessThan(30_000);
    noStack(r.stderr);
    expect(r.code).toBe(1);
    expect(found(r.stdout)).toEqual([
      'content/docs/binary.md:1:5 load/encoding',
      'content/docs/huge.md:1:1 load/too-large',
      'content/docs/latin1.md:2:11 load/encoding',
      'content/docs/loop-a.md:1:1 load/unreadable',
      'content/docs/loop-b.md:1:1 load/unreadable',
    ]);
  });
});

describe('pathological Markdown', () => {
  it('reports every page, with bounded findings, when pages hold the shapes that make the parser slow down', () => {
    const refs = Array.from({ length: 1000 }, (_, i) => `See [text][${'label-'.repeat(10)}${i}].`).join('\n\n');
    const links = Array.from({ length: 10_000 }, (_, i) => `[l](./gone-${i}.md)`).join('\n\n');
    const root = project({
      'content/docs/index.md': page('Home', 'See [the guide](./guide.md).\n'),
      'content/docs/nested-50k.md': page('Nested', `${'['.repeat(25_000)}x${']'.repeat(25_000)}\n`),
      'content/docs/nested-200k.md': page('Nested more', `${'['.repeat(100_000)}x${']'.repeat(100_000)}\n`),
      'content/docs/emphasis.md': page('Emphasis', `${'x_ '.repeat(60_000)}\n`),
      'content/docs/quotes.md': page('Quotes', `${'>'.repeat(20_000)} deep\n`),
      'content/docs/lists.md': page('Lists', `${Array.from({ length: 200 }, (_, i) => `${' '.repeat(2 * i)}- level ${i}`).join('\n')}\n`),
      'content/docs/table.md': page('Table', `| a | b |\n|---|---|\n${'| x | y |\n'.repeat(20_000)}`),
      'content/docs/refs.md': page('Refs', `${refs}\n`),
      'content/docs/links.md': page('Links', `${links}\n`),
      'content/docs/one-line.md': page('One line', `${'word '.repeat(220_000)}\n`),
      'content/docs/nul-bytes.md': Buffer.concat([Buffer.from(page('Null', 'a')), Buffer.from([0, 0x41, 0x0a])]),
      'content/sidebars/s.yaml': ['index', 'nested-50k', 'nested-200k', 'emphasis', 'quotes', 'lists', 'table', 'refs', 'links', 'one-line', 'nul-bytes'].map((d) => `- doc: ${d}\n`).join(''),
    });
    const started = Date.now();
    const r = run(['check', '--root', root, '--format', 'json', '--no-cache']);
    expect(r.signal).toBeNull(); // finished within the spawn timeout
    expect(Date.now() - started).toBeLessThan(60_000);
    noStack(r.stderr);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.stdout.length).toBeLessThan(100_000);
    const report = JSON.parse(r.stdout) as { diagnostics: { file: string; line: number; column: number; ruleId: string; message: string }[] };
    const count = new Map<string, number>();
    for (const d of report.diagnostics) count.set(`${d.file.slice('content/docs/'.length)} ${d.ruleId}`, (count.get(`${d.file.slice('content/docs/'.length)} ${d.ruleId}`) ?? 0) + 1);
    expect(Object.fromEntries(count)).toEqual({
      'index.md links/broken': 1,
      'nested-50k.md load/too-complex': 1,
      'nested-200k.md load/too-complex': 1,
      'emphasis.md load/too-complex': 1,
      'quotes.md load/too-complex': 1,
      'lists.md load/too-complex': 1,
      'table.md load/too-complex': 1,
      'refs.md markdown/no-undefined-references': 51,
      'links.md links/broken': 51,
      'one-line.md load/too-large': 1,
      'nul-bytes.md load/encoding': 1,
    });
    const summary = report.diagnostics.find((d) => d.file === 'content/docs/links.md' && d.message.startsWith('9950 more'));
    expect(summary?.message).toBe('9950 more findings of this rule in this file are not listed; the first 50 are.');
    for (const d of report.diagnostics) expect(d.message.length).toBeLessThan(400);
  });
});

describe('a parsing thread that dies', () => {
  it('reports the page it was parsing and checks every other page', () => {
    const files: Record<string, string> = { 'content/sidebars/s.yaml': '- autogenerated: /\n' };
    for (let i = 0; i < 170; i++) files[`content/docs/p${String(i).padStart(3, '0')}.md`] = page(`Page ${i}`, i === 7 ? 'See [gone](./gone.md).\n' : 'Text.\n');
    // About 200 KB of one-word list items: hundreds of megabytes to parse, more than the thread is given here.
    files['content/docs/p100.md'] = page('Heavy', ('- a\n'.repeat(3000) + '\n').repeat(16));
    const root = project(files);
    const r = run(['check', '--root', root, '--format', 'json', '--no-cache'], REPO, { env: { PIPELINE_WORKER_HEAP_MB: '48' } });
    noStack(r.stderr);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { diagnostics: { file: string; ruleId: string; message: string }[] };
    expect(report.diagnostics.map((d) => `${d.file} ${d.ruleId}`)).toEqual(['content/docs/p007.md links/broken', 'content/docs/p100.md load/parse-failed']);
    expect(report.diagnostics[1]!.message).toBe('The page could not be analysed: the parser ran out of memory.');
  });
});

describe('hostile YAML', () => {
  it('reports a self-containing sidebar category, a deep sidebar and a deep version record as findings (exit 1, never an internal error)', () => {
    let deep = '{doc: index}';
    for (let i = 0; i < 3000; i++) deep = `{category: {label: L${i}, items: [${deep}]}}`;
    const root = project({
      'content/docs/index.md': page('Home'),
      'content/sidebars/loop.yaml': '- doc: index\n- &loop\n  category:\n    label: Loop\n    items:\n      - *loop\n',
      'content/sidebars/deep.yaml': `- ${deep}\n`,
      'content/version.yaml': `pluginId: ${'['.repeat(5000)}x${']'.repeat(5000)}\n`,
    }, { version: false });
    const r = run(['check', '--root', root, '--format', 'json', '--no-cache']);
    noStack(r.stderr);
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code).toBe(1);
    const files = new Set(JSON.parse(r.stdout).diagnostics.map((d: { file: string; ruleId: string }) => `${d.file} ${d.ruleId}`));
    expect([...files].sort()).toEqual(['content/sidebars/deep.yaml nav/yaml', 'content/sidebars/loop.yaml nav/yaml', 'content/version.yaml version/schema']);
  });
});

describe('the cache', () => {
  const cacheFileOf = (root: string, dir = CACHE_DIR) => join(dir, `check-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.cache`);

  it('gives the same report from a cache whose values were all changed', () => {
    const root = defects();
    const cold = run(['check', '--root', root, '--format', 'json']);
    expect(cold.code).toBe(1);
    const file = cacheFileOf(root);
    // Every value replaced by one of the wrong shape, under its old checksum.
    const bytes = Buffer.from('{"diagnostics":{"length":1e9}}');
    const buildId = readFileSync(file, 'utf8').split('\n')[1]!.match(/"buildId":"([^"]*)"/)![1]!;
    const entries = decodeEntries(readFileSync(file), buildId)!.map((e) => ({ ...e, bytes }));
    expect(entries.length).toBeGreaterThan(0);
    writeFileSync(file, encodeEntries(buildId, entries));
    const warm = run(['check', '--root', root, '--format', 'json']);
    noStack(warm.stderr);
    expect(warm.stderr).toBe('');
    expect(warm.code).toBe(1);
    expect(warm.stdout).toBe(cold.stdout);
  });

  it('warns, naming the cache file, when it cannot write the cache, and reports the same', () => {
    const root = defects();
    const reference = run(['check', '--root', root, '--format', 'json', '--no-cache']);
    const locked = mkdtempSync(join(tmpdir(), 'pipeline-locked-cache-'));
    chmodSync(locked, 0o555);
    try {
      const asUser: { uid?: number; env: Record<string, string> } = process.getuid?.() === 0 ? { uid: 65534, env: { PIPELINE_NO_REBUILD: '1', PIPELINE_CACHE_DIR: locked } } : { env: { PIPELINE_CACHE_DIR: locked } };
      chmodSync(root, 0o755);
      expect(run(['--version']).code).toBe(0);
      const r = run(['check', '--root', root, '--format', 'json'], REPO, asUser);
      noStack(r.stderr);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe(reference.stdout);
      expect(r.stderr).toBe(`pipeline: warning: could not write ${cacheFileOf(root, locked)}: permission denied; the check is complete, the next one starts cold.\n`);
    } finally {
      rmSync(locked, { recursive: true, force: true });
    }
  });
});

describe('the file system', () => {
  it('never follows a symbolic link out of the project: pages, sidebars, the version record, folders and static files', () => {
    const outside = mkdtempSync(join(tmpdir(), 'pipeline-outside-'));
    try {
      writeFileSync(join(outside, 'secret.md'), page('Top secret', 'TOP SECRET TEXT\n'));
      writeFileSync(join(outside, 'secret.yaml'), '- doc: leaked\n');
      writeFileSync(join(outside, 'version.yaml'), 'pluginId: default\nversion: current\nlabel: TOP SECRET\nbanner: null\nbadge: false\nnoIndex: false\nisLast: true\n');
      writeFileSync(join(outside, 'secret.png'), 'TOP SECRET PNG');
      mkdirSync(join(outside, 'folder'));
      writeFileSync(join(outside, 'folder', 'inner.md'), page('Inner', 'TOP SECRET TEXT\n'));
      const root = project({
        'content/docs/index.md': page('Home', 'Hello. See [the copy](./copy.md) and ![picture](/img/leak.png).\n'),
        'content/docs/real.md': page('Real'),
        'content/sidebars/s.yaml': '- doc: index\n- doc: copy\n- doc: real\n',
      }, { version: false });
      symlinkSync(join(outside, 'secret.md'), join(root, 'content/docs/leak.md'));
      symlinkSync('real.md', join(root, 'content/docs/copy.md')); // inside the project: followed
      symlinkSync(join(outside, 'folder'), join(root, 'content/docs/outdir'));
      symlinkSync(join(outside, 'secret.yaml'), join(root, 'content/sidebars/leak.yaml'));
      symlinkSync(join(outside, 'version.yaml'), join(root, 'content/version.yaml'));
      mkdirSync(join(root, 'content/static/img'), { recursive: true });
      symlinkSync(join(outside, 'secret.png'), join(root, 'content/static/img/leak.png'));

      const r = run(['check', '--root', root, '--format', 'json', '--no-cache']);
      noStack(r.stderr);
      expect(r.code).toBe(1);
      expect(r.stdout).not.toContain('TOP SECRET');
      expect(found(r.stdout)).toEqual([
        'content/docs/index.md:5:38 links/broken',
        'content/docs/leak.md:1:1 load/outside-root',
        'content/docs/outdir:1:1 load/outside-root',
        'content/sidebars/leak.yaml:1:1 load/outside-root',
        'content/static/img/leak.png:1:1 load/outside-root',
        'content/version.yaml:1:1 load/outside-root',
      ]);
      const leak = JSON.parse(r.stdout).diagnostics.find((d: { file: string }) => d.file === 'content/docs/leak.md');
      expect(leak.message).toContain(`symbolic link to "${join(outside, 'secret.md')}"`);

      const b = run(['build', '--root', root, '--no-cache']);
      expect(b.code).toBe(1);
      expect(existsSync(join(root, 'dist'))).toBe(false);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('reports a page or sidebar that is a named pipe without ever opening it (no hang)', () => {
    const root = project({ 'content/docs/index.md': page('Home'), 'content/sidebars/s.yaml': '- doc: index\n' });
    expect(spawnSync('mkfifo', [join(root, 'content/docs/pipe.md'), join(root, 'content/sidebars/pipe.yaml'), join(root, 'content/docs/also.md.tmp')]).status).toBe(0);
    symlinkSync('pipe.md', join(root, 'content/docs/linked-pipe.md'));
    mkdirSync(join(root, 'content/docs/folder.md'));
    writeFileSync(join(root, 'content/docs/folder.md/inside.md'), page('Inside'));
    const r = run(['check', '--root', root, '--format', 'json', '--no-cache']);
    expect(r.signal).toBeNull();
    noStack(r.stderr);
    expect(found(r.stdout)).toEqual([
      'content/docs/folder.md/inside.md:1:1 nav/orphan-page',
      'content/docs/linked-pipe.md:1:1 load/unreadable',
      'content/docs/pipe.md:1:1 load/unreadable',
      'content/sidebars/pipe.yaml:1:1 load/unreadable',
    ]);
    expect(JSON.parse(r.stdout).diagnostics[2].message).toBe('The page is a named pipe, not a file; it was not read.');
  });

  it('reports a folder it may not list, and a page it may not read, instead of dropping their pages', () => {
    const root = project({
      'content/docs/index.md': page('Home', 'See [the guide](./locked/guide.md).\n'),
      'content/docs/locked/guide.md': page('Guide'),
      'content/docs/private.md': page('Private'),
      'content/sidebars/s.yaml': '- doc: index\n',
      'content/sidebars/locked.yaml': '- doc: private\n',
    });
    chmodSync(root, 0o755);
    chmodSync(join(root, 'content/docs/locked'), 0o000);
    chmodSync(join(root, 'content/docs/private.md'), 0o000);
    chmodSync(join(root, 'content/sidebars/locked.yaml'), 0o000);
    try {
      // Root reads everything: run the check as an ordinary user, as a writer would.
      const asUser = process.getuid?.() === 0 ? { uid: 65534, env: { PIPELINE_NO_REBUILD: '1' } } : {};
      expect(run(['--version']).code).toBe(0); // the bundled CLI is current before an ordinary user runs it
      const r = run(['check', '--root', root, '--format', 'json', '--no-cache'], REPO, asUser);
      noStack(r.stderr);
      expect(r.code).toBe(1);
      expect(found(r.stdout)).toEqual([
        'content/docs/index.md:5:5 links/broken',
        'content/docs/locked:1:1 load/unreadable',
        'content/docs/private.md:1:1 load/unreadable',
        'content/sidebars/locked.yaml:1:1 load/unreadable',
      ]);
      const messages = JSON.parse(r.stdout).diagnostics.map((d: { message: string }) => d.message);
      expect(messages[1]).toBe('The folder could not be listed: permission denied; the pages in it were not checked.');
    } finally {
      chmodSync(join(root, 'content/docs/locked'), 0o755);
    }
  });
});

function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else hash.update(relative(dir, p)).update(readFileSync(p));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

describe('pipeline build', () => {
  it('writes the same bundle bytes every time', () => {
    const root = project({
      'content/docs/index.md': page('Home', '## Start\n\nGo to the [guide](./guide.md#setup).\n\n![Logo](/img/logo.png)\n'),
      'content/docs/guide.md': page('Guide', '## Setup\n\n:::note[Heads up]\nA note.\n:::\n'),
      'content/static/img/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      'content/sidebars/s.yaml': '- doc: index\n- category:\n    label: More\n    items:\n      - doc: guide\n',
    });
    const first = run(['build', '--root', root]);
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/wrote 2 pages/);
    const out = join(root, 'dist/bundle');
    const hash = treeHash(out);
    expect(run(['build', '--root', root]).code).toBe(0);
    expect(treeHash(out)).toBe(hash);
    const home = JSON.parse(readFileSync(join(out, 'pages/index.json'), 'utf8'));
    expect(home.next).toEqual({ label: 'Guide', href: '/guide' });
    expect(JSON.stringify(home.body)).toContain('"url":"/guide#setup"');
    expect(existsSync(join(out, 'assets/img/logo.png'))).toBe(true);
    const guide = JSON.parse(readFileSync(join(out, 'pages/guide.json'), 'utf8'));
    expect(guide.breadcrumbs).toEqual([{ label: 'More' }]);
    expect(guide.previous).toEqual({ label: 'Home', href: '/' });
    expect(guide.body.children[1]).toMatchObject({ type: 'admonition', kind: 'note', title: 'Heads up' });
  });

  it('refuses to write anything when there is an error', () => {
    const root = defects();
    const r = run(['build', '--root', root]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/refused, 3 errors; nothing was written/);
    expect(existsSync(join(root, 'dist'))).toBe(false);
  });

  it('keeps the old bundle whole when a build is refused', () => {
    const root = project({ 'content/docs/index.md': page('Home'), 'content/sidebars/s.yaml': '- doc: index\n' });
    expect(run(['build', '--root', root]).code).toBe(0);
    const before = treeHash(join(root, 'dist/bundle'));
    writeFileSync(join(root, 'content/docs/index.md'), '---\ntitle: [unclosed\n---\n');
    expect(run(['build', '--root', root]).code).toBe(1);
    expect(treeHash(join(root, 'dist/bundle'))).toBe(before);
  });
});

describe('pipeline check --base', () => {
  /** A project that is a git repository with one commit holding two pages. */
  function repo(): string {
    const root = project({
      'content/docs/index.md': page('Home', 'Read the [guide](./guide.md).\n'),
      'content/docs/guide.md': page('Guide'),
      'content/docs/draft.md': '---\ntitle: Draft\ndraft: true\n---\n\nText.\n',
      'content/docs/moved.md': '---\ntitle: Moved\nslug: /elsewhere\n---\n\nText.\n',
      'content/sidebars/docs.yaml': '- doc: index\n- doc: guide\n- doc: moved\n',
    });
    const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' } });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'first');
    return root;
  }

  it('finds a route the pages had at the ref that is gone with no redirect, and is clean once a redirect covers it', () => {
    const root = repo();
    rmSync(join(root, 'content/docs/guide.md'));
    rmSync(join(root, 'content/docs/draft.md'));
    writeFileSync(join(root, 'content/docs/index.md'), page('Home', 'Welcome.\n'));
    writeFileSync(join(root, 'content/sidebars/docs.yaml'), '- doc: index\n- doc: moved\n');
    const gone = run(['check', '--root', root, '--base', 'HEAD', '--format', 'json']);
    expect(gone.code).toBe(1);
    const findings = (JSON.parse(gone.stdout) as { diagnostics: { ruleId: string; message: string }[] }).diagnostics.filter((d) => d.ruleId === 'redirects/missing');
    // The guide was published at HEAD; the draft never was, and the page with a slug is still at /elsewhere.
    expect(findings.map((d) => d.message)).toEqual(['"/guide" was published at HEAD but no page serves it now, and no redirect sends its readers on.']);
    writeFileSync(join(root, 'content/redirects.yaml'), '- from: /guide\n  to: /\n');
    expect(run(['check', '--root', root, '--base', 'HEAD']).code).toBe(0);
  });

  it('refuses a ref git does not know, or one that looks like an option, with exit 2', () => {
    const root = repo();
    const unknown = run(['check', '--root', root, '--base', 'no-such-branch']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--base no-such-branch: git does not know this ref here');
    const option = run(['check', '--root', root, '--base=--output=x']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('--base takes a git ref');
    noStack(unknown.stderr + option.stderr);
  });
});
