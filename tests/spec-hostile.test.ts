/**
 * Hostile specs through the real CLI (a child process, cold: no cache):
 * every way a spec can fail to load ends the process with exit code 1 and a
 * finding at a file, line and column (for a bad `$ref`, on its value), never
 * a hang or a stack trace; nothing outside the spec's folder is opened, and a
 * remote `$ref` is fetched only from an allowed host. Then `sync` and
 * `check --fix` on the pages that used to lose text.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, project } from './helpers.ts';

const BIN = join(import.meta.dirname, '..', 'pipeline', 'bin', 'pipeline.mjs');
const CACHE_DIR = mkdtempSync(join(tmpdir(), 'pipeline-hostile-cache-'));
afterAll(() => rmSync(CACHE_DIR, { recursive: true, force: true }));
/** A generous guard: a run that has not ended by then is a hang. */
const HANG_MS = 60_000;

interface Run {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
}

/** The CLI in a child process, asynchronously (a test server in this process can answer it). */
function cli(args: string[], options: { uid?: number } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, PIPELINE_CACHE_DIR: CACHE_DIR, ...(options.uid !== undefined ? { PIPELINE_NO_REBUILD: '1' } : {}) },
      ...(options.uid !== undefined ? { uid: options.uid, gid: options.uid } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), HANG_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

interface Finding {
  ruleId: string;
  file: string;
  line: number;
  column: number;
  message: string;
  hint?: string;
}
const findings = (r: Run): Finding[] => (JSON.parse(r.stdout) as { diagnostics: Finding[] }).diagnostics;
const where = (ds: Finding[]) => ds.map((d) => `${d.file}:${d.line}:${d.column} ${d.ruleId}`);
const noStack = (text: string) => expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

const HEAD = "openapi: 3.1.0\ninfo: { title: T, version: '1' }\n";
/** A root whose one path item is `$ref: <ref>`: the ref's value is at line 5, column 11. */
const refRoot = (ref: string) => `${HEAD}paths:\n  /a:\n    $ref: '${ref}'\n`;
const AT_REF = 'specs/x/openapi.yaml:5:11 spec/ref';
const PATH_ITEM = 'paths:\n  /a:\n    get:\n      operationId: getA\n      summary: Get a\n      responses: { "200": { description: ok } }\n';

/** 50 levels of nested object schemas (150 levels of YAML). */
function deepSpec(): string {
  let s = `${HEAD}paths: {}\ncomponents:\n  schemas:\n    Deep:\n`;
  let indent = '      ';
  for (let i = 0; i < 50; i++) {
    s += `${indent}type: object\n${indent}properties:\n${indent}  p${i}:\n`;
    indent += '    ';
  }
  return `${s}${indent}type: string\n`;
}

interface Case {
  name: string;
  files: Record<string, string | Buffer>;
  setup?: (root: string) => void;
  want: string[];
  message?: RegExp;
}

const CASES: Case[] = [
  { name: 'invalid YAML', files: { 'specs/x/openapi.yaml': 'openapi: 3.1.0\npaths: [unclosed\n' }, want: ['specs/x/openapi.yaml:3:1 spec/invalid'], message: /not valid YAML/ },
  { name: 'a missing root file', files: { 'specs/x/rooms.yaml': PATH_ITEM }, want: ['specs/x:1:1 spec/invalid'], message: /has no openapi\.yaml/ },
  {
    name: 'a circular $ref',
    files: { 'specs/x/openapi.yaml': `${HEAD}paths: {}\ncomponents:\n  schemas:\n    A: { $ref: '#/components/schemas/B' }\n    B: { $ref: '#/components/schemas/A' }\n` },
    want: ['specs/x/openapi.yaml:6:16 spec/ref'],
    message: /never reaches a value: #\/components\/schemas\/B -> #\/components\/schemas\/A -> #\/components\/schemas\/B/,
  },
  {
    name: 'a circular $ref across files',
    files: { 'specs/x/openapi.yaml': refRoot('./a.yaml#/p'), 'specs/x/a.yaml': "p:\n  $ref: './openapi.yaml#/paths/~1a'\n" },
    want: [AT_REF],
    message: /never reaches a value/,
  },
  { name: 'a YAML alias inside its own anchor', files: { 'specs/x/openapi.yaml': `${HEAD}paths: {}\nx-loop: &a\n  self: *a\n` }, want: ['specs/x/openapi.yaml:5:9 spec/invalid'], message: /endless/ },
  { name: 'a $ref climbing out of the project', files: { 'specs/x/openapi.yaml': refRoot('../../../../../../../../etc/passwd') }, want: [AT_REF], message: /^\/etc\/passwd is outside specs\/x\// },
  { name: 'a $ref to an absolute path', files: { 'specs/x/openapi.yaml': refRoot('/etc/passwd') }, want: [AT_REF], message: /"\/etc\/passwd" is an absolute path/ },
  { name: 'a $ref to /dev/zero', files: { 'specs/x/openapi.yaml': refRoot('/dev/zero') }, want: [AT_REF], message: /absolute path/ },
  { name: 'a file: URL $ref', files: { 'specs/x/openapi.yaml': refRoot('file:///etc/passwd') }, want: [AT_REF], message: /uses the scheme "file:"/ },
  {
    name: 'a symlink to /dev/zero inside the folder',
    files: { 'specs/x/openapi.yaml': refRoot('./zero.yaml') },
    setup: (root) => symlinkSync('/dev/zero', join(root, 'specs/x/zero.yaml')),
    want: [AT_REF],
    message: /symbolic link to a file outside specs\/x\//,
  },
  {
    name: 'a symlink to a file elsewhere in the project',
    files: { 'specs/x/openapi.yaml': refRoot('./linked.yaml#/paths/~1a'), 'outside.yaml': PATH_ITEM },
    setup: (root) => symlinkSync('../../outside.yaml', join(root, 'specs/x/linked.yaml')),
    want: [AT_REF],
    message: /symbolic link/,
  },
  {
    name: 'a $ref to a FIFO',
    files: { 'specs/x/openapi.yaml': refRoot('./pipe.yaml') },
    setup: (root) => execFileSync('mkfifo', [join(root, 'specs/x/pipe.yaml')]),
    want: [AT_REF],
    message: /not a regular file/,
  },
  { name: '50 levels of nesting', files: { 'specs/x/openapi.yaml': deepSpec() }, want: ['specs/x/openapi.yaml:154:203 spec/invalid'], message: /nested more than 100 levels/ },
  {
    name: 'a 20 MB root file',
    files: { 'specs/x/openapi.yaml': `${HEAD}paths: {}\n` },
    setup: (root) => truncateSync(join(root, 'specs/x/openapi.yaml'), 20 * 1024 * 1024),
    want: ['specs/x/openapi.yaml:1:1 spec/invalid'],
    message: /20\.0 MB; the limit is 16 MB/,
  },
  {
    name: 'a 20 MB area file',
    files: { 'specs/x/openapi.yaml': refRoot('./big.yaml#/paths/~1a'), 'specs/x/big.yaml': PATH_ITEM },
    setup: (root) => truncateSync(join(root, 'specs/x/big.yaml'), 20 * 1024 * 1024),
    want: [AT_REF],
    message: /big\.yaml is 20\.0 MB/,
  },
  { name: 'Swagger 2.0', files: { 'specs/x/openapi.yaml': 'swagger: "2.0"\ninfo: { title: T, version: "1" }\npaths: {}\n' }, want: ['specs/x/openapi.yaml:1:10 spec/invalid'], message: /Swagger|2\.0/ },
  {
    name: 'a folder named openapi.yaml',
    files: { 'specs/x/rooms.yaml': PATH_ITEM },
    setup: (root) => mkdirSync(join(root, 'specs/x/openapi.yaml')),
    want: ['specs/x/openapi.yaml:1:1 spec/invalid'],
    message: /is a folder, not a file/,
  },
  {
    name: 'a folder named like an area file',
    files: { 'specs/x/openapi.yaml': refRoot('./area.yaml#/paths/~1a') },
    setup: (root) => mkdirSync(join(root, 'specs/x/area.yaml')),
    want: [AT_REF],
    message: /area\.yaml is a folder/,
  },
  { name: 'a $ref to a missing file', files: { 'specs/x/openapi.yaml': refRoot('./gone.yaml') }, want: [AT_REF], message: /gone\.yaml does not exist/ },
];

function hostile(c: Case): string {
  const root = project({ 'content/docs/index.md': page('Home'), ...c.files });
  c.setup?.(root);
  return root;
}

/** Runs `check` (cold) and `build` on `root`; both must end with exit 1 and exactly `want`. */
async function expectRefused(root: string, want: string[], message?: RegExp, options: { uid?: number } = {}) {
  for (const args of [['check', '--no-cache'], ['build']]) {
    const r = await cli([...args, '--root', root, '--format', 'json'], options);
    expect(r.signal, `${args[0]} ended by itself`).toBeNull();
    noStack(r.stderr);
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code, `${args[0]}: ${r.stderr}`).toBe(1);
    const spec = findings(r).filter((d) => d.ruleId.startsWith('spec/'));
    expect(where(spec)).toEqual(want);
    if (message) expect(spec[0]!.message).toMatch(message);
  }
}

describe('every spec that fails to load: exit 1 with a located finding, no hang (check and build)', () => {
  for (const c of CASES) it(c.name, async () => expectRefused(hostile(c), c.want, c.message), HANG_MS * 3);

  it('a spec file or folder the process may not read', async () => {
    // As root every file is readable: run the CLI as nobody, who cannot read a chmod 000 file either.
    const asRoot = process.getuid?.() === 0;
    const root = project({ 'content/docs/index.md': page('Home'), 'specs/x/openapi.yaml': `${HEAD}paths: {}\n`, 'specs/y/openapi.yaml': refRoot('./area.yaml#/paths/~1a'), 'specs/y/area.yaml': PATH_ITEM });
    chmodSync(join(root, 'specs/x/openapi.yaml'), 0o000);
    chmodSync(join(root, 'specs/y/area.yaml'), 0o000);
    mkdirSync(join(root, 'specs/z'));
    writeFileSync(join(root, 'specs/z/openapi.yaml'), `${HEAD}paths: {}\n`);
    chmodSync(join(root, 'specs/z'), 0o000);
    if (asRoot) chmodSync(root, 0o755);
    try {
      await expectRefused(root, ['specs/x/openapi.yaml:1:1 spec/invalid', 'specs/y/openapi.yaml:5:11 spec/ref', 'specs/z:1:1 spec/invalid'], /permission denied/, asRoot ? { uid: 65534 } : {});
    } finally {
      chmodSync(join(root, 'specs/z'), 0o755); // so the project can be removed afterwards
    }
  }, HANG_MS * 3);

  it('one broken spec beside a good one: the good one is linted, and the process ends', async () => {
    const root = project({ 'content/docs/index.md': page('Home'), 'specs/bad/openapi.yaml': 'openapi: [\n', 'specs/good/openapi.yaml': `${HEAD}paths:\n  /a:\n    get:\n      summary: get a\n      responses: { "200": { description: ok } }\n` });
    const r = await cli(['check', '--no-cache', '--root', root, '--format', 'json']);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(1);
    const files = new Set(findings(r).map((d) => d.file));
    expect(files).toEqual(new Set(['specs/bad/openapi.yaml', 'specs/good/openapi.yaml']));
  }, HANG_MS);
});

describe('remote $refs', () => {
  let server: ReturnType<typeof createServer>;
  let host = '';
  const requests: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/redirect.yaml') {
        res.writeHead(302, { location: 'http://example.invalid/x.yaml' }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/yaml' }).end(PATH_ITEM);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('are refused, never fetched, by default; the finding sits on the $ref and names the URL', async () => {
    requests.length = 0;
    const url = `http://${host}/area.yaml#/paths/~1a`;
    const root = project({ 'content/docs/index.md': page('Home'), 'specs/x/openapi.yaml': refRoot(url) });
    await expectRefused(root, [AT_REF], new RegExp(`"http://${host}/area\\.yaml" is remote; remote files are not fetched`));
    expect(requests).toEqual([]);
  }, HANG_MS * 3);

  it('are fetched from a host allowed with --allow-remote-ref, or in the spec\'s api.yaml', async () => {
    const url = `http://${host}/area.yaml#/paths/~1a`;
    requests.length = 0;
    const root = project({ 'content/docs/index.md': page('Home'), 'specs/x/openapi.yaml': refRoot(url) });
    const r = await cli(['check', '--no-cache', '--root', root, '--format', 'json', '--allow-remote-ref', host]);
    expect(r.signal).toBeNull();
    expect(requests).toEqual(['/area.yaml']);
    expect(where(findings(r).filter((d) => d.ruleId.startsWith('drift/') || d.ruleId === 'spec/ref'))).toEqual(['specs/x/openapi.yaml:4:3 drift/missing-page']);

    requests.length = 0;
    const viaSettings = project({ 'content/docs/index.md': page('Home'), 'specs/x/openapi.yaml': refRoot(url), 'specs/x/api.yaml': `allowRemoteRefs: ['${host}']\n` });
    const s = await cli(['check', '--no-cache', '--root', viaSettings, '--format', 'json']);
    expect(requests).toEqual(['/area.yaml']);
    expect(findings(s).filter((d) => d.ruleId === 'spec/ref')).toEqual([]);
  }, HANG_MS * 2);

  it('an example\'s externalValue is checked like a $ref, and a $ref inside a value (a default) is data: nothing is fetched', async () => {
    requests.length = 0;
    const spec = `${HEAD}paths:
  /a:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { type: object, default: { $ref: 'http://${host}/default.yaml' } }
              examples:
                one: { externalValue: 'http://${host}/example.json' }
`;
    const root = project({ 'content/docs/index.md': page('Home'), 'specs/x/openapi.yaml': spec });
    await expectRefused(root, ['specs/x/openapi.yaml:13:39 spec/ref'], /example\.json" is remote/);
    const data = project({ 'content/docs/index.md': page('Home'), 'specs/x/openapi.yaml': spec.replace(/\n\s+examples:\n.*\n$/, '\n') });
    const r = await cli(['check', '--no-cache', '--root', data, '--format', 'json']);
    expect(r.signal).toBeNull();
    expect(findings(r).filter((d) => d.ruleId === 'spec/ref')).toEqual([]);
    expect(requests).toEqual([]);
  }, HANG_MS * 3);

  it('never follow a redirect, even from an allowed host', async () => {
    const root = project({ 'content/docs/index.md': page('Home'), 'specs/x/openapi.yaml': refRoot(`http://${host}/redirect.yaml#/paths/~1a`) });
    const r = await cli(['check', '--no-cache', '--root', root, '--format', 'json', '--allow-remote-ref', host]);
    expect(r.code).toBe(1);
    expect(where(findings(r).filter((d) => d.ruleId.startsWith('spec/')))).toEqual([AT_REF]);
    expect(findings(r)[0]!.message).toMatch(/could not be fetched/);
  }, HANG_MS);

  it('--allow-remote-ref takes a host name only', async () => {
    const r = await cli(['check', '--allow-remote-ref', 'http://x.example/']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--allow-remote-ref takes a host name/);
  }, HANG_MS);
});

const SPEC = `${HEAD}tags: [{ name: Rooms, description: Rooms. }]
paths:
  /rooms:
    get:
      operationId: listRooms
      summary: List rooms
      tags: [Rooms]
      responses: { '200': { description: ok } }
`;

describe('sync and check --fix keep the writer\'s text', () => {
  it('sync replaces a block-scalar title whole, loses no key, and a second sync changes nothing', async () => {
    const writer = '---\ntitle: |\n  Rooms, listed\n  on two lines\napi: x#listRooms\ndescription: >-\n  Kept as\n  written.\n---\n\nWords.\n';
    const root = project({ 'content/docs/index.md': page('Home'), 'content/docs/rooms.md': writer, 'specs/x/openapi.yaml': SPEC });
    const first = await cli(['sync', '--root', root, '--no-cache']);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('retitled content/docs/rooms.md');
    expect(readFileSync(join(root, 'content/docs/rooms.md'), 'utf8')).toBe('---\ntitle: List rooms\napi: x#listRooms\ndescription: >-\n  Kept as\n  written.\n---\n\nWords.\n');
    const second = await cli(['sync', '--root', root, '--no-cache']);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('pipeline sync: 0 pages created, 0 titles updated');
  }, HANG_MS * 2);

  it('sync refuses, with a finding and exit 1, when two operations share an operationId', async () => {
    const twice = SPEC.replace("      responses: { '200': { description: ok } }\n", "      responses: { '200': { description: ok } }\n    post:\n      operationId: listRooms\n      summary: Create a room\n      tags: [Rooms]\n      responses: { '201': { description: ok } }\n");
    const writer = '---\ntitle: Make rooms\napi: x#listRooms\n---\n\nWords.\n';
    const root = project({ 'content/docs/index.md': page('Home'), 'content/docs/rooms.md': writer, 'specs/x/openapi.yaml': twice });
    const r = await cli(['sync', '--root', root, '--no-cache', '--format', 'json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pipeline sync: refused, 1 problem in the specs; nothing was written/);
    expect(where(findings(r))).toEqual(['specs/x/openapi.yaml:12:20 spec/duplicate-operation-id']);
    expect(findings(r)[0]!.message).toBe('The operationId "listRooms" is also used by GET /rooms (specs/x/openapi.yaml:6:5).');
    expect(readFileSync(join(root, 'content/docs/rooms.md'), 'utf8')).toBe(writer);
  }, HANG_MS);

  it('sync refuses while a spec does not load', async () => {
    const root = project({ 'content/docs/index.md': page('Home'), 'specs/x/openapi.yaml': refRoot('/etc/passwd') });
    const r = await cli(['sync', '--root', root, '--no-cache', '--format', 'json']);
    expect(r.code).toBe(1);
    expect(where(findings(r))).toEqual([AT_REF]);
  }, HANG_MS);

  it('check --fix never turns subtitle into a second title on a page saved with a BOM and CRLF', async () => {
    const bom = '\uFEFF---\r\ntitle: Home\r\nsubtitle: Sub\r\n---\r\n\r\nHi.\r\n';
    const root = project({ 'content/docs/index.md': bom });
    const r = await cli(['check', '--fix', '--root', root, '--no-cache', '--format', 'json']);
    expect(r.stderr).toContain('pipeline check --fix: 0 fixes in 0 files');
    expect(readFileSync(join(root, 'content/docs/index.md'), 'utf8')).toBe(bom);
    expect(where(findings(r))).toEqual(['content/docs/index.md:3:1 frontmatter/unknown-key']);
  }, HANG_MS);

  it('check --fix renames a misspelt key and then retitles, in one run, keeping BOM and CRLF', async () => {
    const writer = '\uFEFF---\r\ntitle: >-\r\n  Old\r\napi: x#listRooms\r\ndescripton: Kept.\r\n---\r\n\r\nWords.\r\n';
    const root = project({ 'content/docs/index.md': page('Home'), 'content/docs/rooms.md': writer, 'specs/x/openapi.yaml': SPEC });
    const r = await cli(['check', '--fix', '--root', root, '--no-cache', '--format', 'json']);
    expect(r.stderr).toContain('pipeline check --fix: 2 fixes in 1 file');
    expect(readFileSync(join(root, 'content/docs/rooms.md'), 'utf8')).toBe('\uFEFF---\r\ntitle: List rooms\r\napi: x#listRooms\r\ndescription: Kept.\r\n---\r\n\r\nWords.\r\n');
    const again = await cli(['check', '--fix', '--root', root, '--no-cache', '--format', 'json']);
    expect(again.stderr).toContain('pipeline check --fix: 0 fixes in 0 files');
  }, HANG_MS * 2);
});
