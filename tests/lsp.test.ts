/**
 * `pipeline lsp`, driven as an editor drives it: the CLI started as a child
 * process, spoken to over stdio with the protocol's own client library
 * (vscode-languageserver-protocol), never through internal calls. Findings
 * arrive for unsaved buffers and go away when the buffer is fixed; completion
 * and go to definition answer from the site.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CodeActionRequest,
  CompletionRequest,
  DefinitionRequest,
  HoverRequest,
  PrepareRenameRequest,
  RenameRequest,
  WillRenameFilesRequest,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  ShutdownRequest,
  type CompletionItem,
  type Location,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection } from 'vscode-languageserver-protocol/node';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { check, page, prng, project } from './helpers.ts';

const BIN = join(import.meta.dirname, '..', 'pipeline', 'bin', 'pipeline.mjs');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill()));

interface Session {
  connection: ProtocolConnection;
  /** The diagnostics last published, by URI. */
  latest: Map<string, PublishDiagnosticsParams>;
  uri: (path: string) => string;
  /** Resolves with the next diagnostics published for `path` that satisfy `test`. */
  diagnostics: (path: string, test: (p: PublishDiagnosticsParams) => boolean) => Promise<PublishDiagnosticsParams>;
  close: () => Promise<void>;
}

async function start(root: string, capabilities: object = {}): Promise<Session & { registrations: string[] }> {
  const child = spawn(process.execPath, [BIN, 'lsp', '--stdio'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
  children.push(child);
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const uri = (path: string) => pathToFileURL(join(root, path)).href;
  const latest = new Map<string, PublishDiagnosticsParams>();
  const waiting: { uri: string; test: (p: PublishDiagnosticsParams) => boolean; done: (p: PublishDiagnosticsParams) => void }[] = [];
  connection.onNotification(PublishDiagnosticsNotification.type, (params) => {
    latest.set(params.uri, params);
    for (const w of [...waiting]) {
      if (w.uri === params.uri && w.test(params)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.done(params);
      }
    }
  });
  // The server may ask to register capabilities (file watchers); accept, and remember what it asked for.
  const registrations: string[] = [];
  connection.onRequest(RegistrationRequest.type, (params) => {
    for (const r of params.registrations) registrations.push(`${r.method} ${JSON.stringify(r.registerOptions)}`);
  });
  connection.listen();
  await connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: pathToFileURL(root).href, capabilities, workspaceFolders: null });
  await connection.sendNotification(InitializedNotification.type, {});
  return {
    connection,
    latest,
    registrations,
    uri,
    diagnostics: (path, test) =>
      new Promise((done, fail) => {
        const seen = latest.get(uri(path));
        if (seen && test(seen)) return done(seen);
        const timer = setTimeout(() => fail(new Error(`no matching diagnostics for ${path}; last: ${JSON.stringify(latest.get(uri(path)))}`)), 20_000);
        waiting.push({ uri: uri(path), test, done: (p) => (clearTimeout(timer), done(p)) });
      }),
    close: async () => {
      await connection.sendRequest(ShutdownRequest.type);
      await connection.sendNotification(ExitNotification.type);
      await new Promise((done) => child.once('exit', done));
      connection.dispose();
    },
  };
}

function site(): string {
  return project({
    'content/docs/index.md': page('Home', 'Read the [guide](./guide.md#setup).\n'),
    'content/docs/guide.md': page('Guide', '## Setup\n\nSteps.\n\n## Next steps\n\nMore.\n'),
    'content/sidebars/docs.yaml': '- doc: index\n- doc: guide\n',
  });
}

/** The sorted labels of a completion answer. */
const labels = (items: CompletionItem[] | { items: CompletionItem[] } | null) => (Array.isArray(items) ? items : (items?.items ?? [])).map((i) => i.label).sort();

const rules = (p: PublishDiagnosticsParams) => p.diagnostics.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code}`);

describe('pipeline lsp', () => {
  it('reports findings in an unsaved buffer as it changes, and clears them when fixed', async () => {
    const root = site();
    const s = await start(root);
    const text = page('Home', 'Read the [guide](./guide.md#setup).\n');
    await s.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: s.uri('content/docs/index.md'), languageId: 'markdown', version: 1, text } });
    // Break the link's anchor, then the path, without saving.
    const broken = text.replace('#setup', '#set-up');
    await s.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: s.uri('content/docs/index.md'), version: 2 }, contentChanges: [{ text: broken }] });
    const found = await s.diagnostics('content/docs/index.md', (p) => p.diagnostics.length > 0);
    expect(rules(found)).toEqual(['5:10 links/broken-anchor']);
    expect(found.diagnostics[0]!.codeDescription?.href).toMatch(/rules\/README\.md#links-broken-anchor$/);
    expect(found.diagnostics[0]!.message).toMatch(/set-up/);
    // Fixed in the buffer: the findings go away. The file on disk never changed.
    await s.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: s.uri('content/docs/index.md'), version: 3 }, contentChanges: [{ text }] });
    await s.diagnostics('content/docs/index.md', (p) => p.diagnostics.length === 0);
    await s.close();
  });

  it('completes doc ids in a sidebar, link paths and heading anchors in a page, goes to a link\'s heading and shows it on hover', async () => {
    const root = site();
    const s = await start(root);
    const sidebar = '- doc: index\n- doc: \n';
    await s.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: s.uri('content/sidebars/docs.yaml'), languageId: 'yaml', version: 1, text: sidebar } });
    const home = page('Home', 'Read the [guide](./guide.md#setup) and [more](./guide.md#\n');
    await s.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: s.uri('content/docs/index.md'), languageId: 'markdown', version: 1, text: home } });
    await s.diagnostics('content/docs/index.md', () => true).catch(() => undefined);

    const ids = await s.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: s.uri('content/sidebars/docs.yaml') }, position: { line: 1, character: 7 } });
    expect(labels(ids)).toEqual(['guide', 'index']);
    // Line 5 of the page: `Read the [guide](./guide.md#setup) and [more](./guide.md#`
    const line = 'Read the [guide](./guide.md#setup) and [more](./guide.md#';
    const anchors = await s.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: s.uri('content/docs/index.md') }, position: { line: 4, character: line.length } });
    expect(labels(anchors)).toEqual(['next-steps', 'setup']);
    const paths = await s.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: s.uri('content/docs/index.md') }, position: { line: 4, character: line.indexOf('guide.md#set') - 2 } });
    expect(labels(paths)).toEqual(['./guide.md']);

    const definition = (await s.connection.sendRequest(DefinitionRequest.type, { textDocument: { uri: s.uri('content/docs/index.md') }, position: { line: 4, character: 12 } })) as Location;
    expect(definition.uri).toBe(s.uri('content/docs/guide.md'));
    expect(definition.range.start).toEqual({ line: 4, character: 0 });

    const hover = await s.connection.sendRequest(HoverRequest.type, { textDocument: { uri: s.uri('content/docs/index.md') }, position: { line: 4, character: 12 } });
    expect(hover?.contents).toEqual({ kind: 'markdown', value: '**Guide** › Setup\n\n`content/docs/guide.md`' });
    await s.close();
  });

  it('publishes, after any series of random edits to open buffers, exactly what a fresh --no-cache check of the same texts finds', async () => {
    const names = ['a', 'b', 'c', 'd', 'e'];
    const files: Record<string, string> = { 'content/sidebars/docs.yaml': names.map((n) => `- doc: ${n}\n`).join('') };
    for (const n of names) files[`content/docs/${n}.md`] = page(`Page ${n}`, `## Part ${n}\n\nSee [next](./${names[(names.indexOf(n) + 1) % names.length]}.md).\n`);
    const root = project(files);
    const s = await start(root);
    const texts = new Map<string, string>();
    const rnd = prng(13);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const scratch: string[] = [];
    const kinds = new Set<string>();
    try {
      for (let step = 0; step < 12; step++) {
        const n = pick(names);
        const path = `content/docs/${n}.md`;
        const text = page(pick(['Edited', `Page ${n}`]), `## ${pick(['Part', 'Section'])} ${pick(names)}\n\nSee [x](./${pick([...names, 'gone'])}.md#${pick(['part-a', 'part-b', 'section-c', ''])}).\n`);
        const version = step + 2;
        if (!texts.has(path)) await s.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: s.uri(path), languageId: 'markdown', version, text } });
        else await s.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: s.uri(path), version }, contentChanges: [{ text }] });
        texts.set(path, text);
        await s.connection.sendRequest('pipeline/flush');
        // The oracle: the same texts written to a copy of the project, checked from scratch.
        const copy = mkdtempSync(join(tmpdir(), 'lsp-oracle-'));
        scratch.push(copy);
        cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true });
        for (const [p, t] of texts) writeFileSync(join(copy, p), t);
        const fresh = await check(copy, { cache: false });
        const expected = fresh.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.ruleId}`).sort();
        const published = [...s.latest.values()].flatMap((p) => p.diagnostics.map((d) => `${decodeURIComponent(p.uri.slice(pathToFileURL(root).href.length + 1))}:${d.range.start.line + 1}:${d.range.start.character + 1} ${d.code}`)).sort();
        expect(published, `step ${step}`).toEqual(expected);
        for (const d of fresh.diagnostics) kinds.add(d.ruleId);
      }
      // The series reached findings of several kinds, so the comparison had something to compare.
      expect([...kinds]).toEqual(expect.arrayContaining(['links/broken', 'links/broken-anchor']));
    } finally {
      scratch.forEach((d) => rmSync(d, { recursive: true, force: true }));
      await s.close();
    }
  });

  it('renames a heading and every link to its anchor, in other pages and in its own, in one edit', async () => {
    const root = project({
      'content/docs/index.md': page('Home', 'Read the [guide](./guide.md#setup) or [the next part](guide.md#next-steps).\n'),
      'content/docs/guide.md': page('Guide', '## Setup\n\nSteps; see [below](#setup).\n\n## Next steps\n\nMore.\n'),
      'content/sidebars/docs.yaml': '- doc: index\n- doc: guide\n',
    });
    const s = await start(root);
    await s.connection.sendRequest('pipeline/flush');
    const guide = s.uri('content/docs/guide.md');
    const prepared = await s.connection.sendRequest(PrepareRenameRequest.type, { textDocument: { uri: guide }, position: { line: 4, character: 4 } });
    expect(prepared).toMatchObject({ placeholder: 'Setup' });
    const edit = await s.connection.sendRequest(RenameRequest.type, { textDocument: { uri: guide }, position: { line: 4, character: 4 }, newName: 'Getting set up' });
    const changes = Object.fromEntries(Object.entries(edit?.changes ?? {}).map(([uri, edits]) => [uri.slice(pathToFileURL(root).href.length + 1), edits.map((e) => `${e.range.start.line + 1}:${e.range.start.character + 1}-${e.range.end.character + 1} ${e.newText}`)]));
    expect(changes).toEqual({
      'content/docs/guide.md': ['5:4-9 Getting set up', '7:21-26 getting-set-up'],
      'content/docs/index.md': ['5:29-34 getting-set-up'],
    });
    await s.close();
  });

  it('offers the fixes --fix knows as quick fixes on the open buffer', async () => {
    const root = site();
    const s = await start(root);
    const uri = s.uri('content/docs/guide.md');
    const text = '---\ntitle: Guide\ndescripton: How to set up.\n---\n\n## Setup\n\nSteps.\n';
    await s.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'markdown', version: 1, text } });
    const published = await s.diagnostics('content/docs/guide.md', (p) => p.diagnostics.some((d) => d.code === 'frontmatter/unknown-key'));
    const finding = published.diagnostics.find((d) => d.code === 'frontmatter/unknown-key')!;
    const actions = await s.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range: finding.range, context: { diagnostics: [finding] } });
    expect(actions).toHaveLength(1);
    const action = actions![0] as { title: string; edit: { changes: Record<string, { newText: string }[]> } };
    expect(action.title).toBe('Fix: Unknown key "descripton".');
    expect(action.edit.changes[uri]![0]!.newText).toBe(text.replace('descripton:', 'description:'));
    await s.close();
  });

  it('checks an unsaved sidebar too', async () => {
    const root = site();
    const s = await start(root);
    const uri = s.uri('content/sidebars/docs.yaml');
    await s.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'yaml', version: 1, text: '- doc: index\n- doc: guid\n' } });
    const found = await s.diagnostics('content/sidebars/docs.yaml', (p) => p.diagnostics.length > 0);
    expect(rules(found)).toEqual(['2:8 nav/unknown-doc']);
    await s.close();
  });

  it('moves a page: links to it, its own relative links and its sidebar entries follow, in one edit', async () => {
    const root = project({
      'content/docs/index.md': page('Home', 'Read the [guide](./guide.md#setup); it is [here](/guide) too.\n'),
      'content/docs/guide.md': page('Guide', '## Setup\n\nBack [home](./index.md), or see the [diagram](../static/flow.png).\n'),
      'content/static/flow.png': 'png',
      'content/sidebars/docs.yaml': '- doc: index\n- doc: guide\n',
      'content/redirects.yaml': '- from: /old-guide\n  to: /guide#setup\n',
    });
    const s = await start(root);
    await s.connection.sendRequest('pipeline/flush');
    const edit = await s.connection.sendRequest(WillRenameFilesRequest.type, { files: [{ oldUri: s.uri('content/docs/guide.md'), newUri: s.uri('content/docs/setup/guide.md') }] });
    const changes = Object.fromEntries(Object.entries(edit?.changes ?? {}).map(([uri, edits]) => [uri.slice(pathToFileURL(root).href.length + 1), edits.map((e) => `${e.range.start.line + 1}:${e.range.start.character + 1}-${e.range.end.character + 1} ${e.newText}`)]));
    expect(changes).toEqual({
      'content/docs/index.md': ['5:18-28 ./setup/guide.md', '5:50-56 /setup/guide'],
      'content/docs/guide.md': ['7:13-23 ../index.md', '7:47-65 ../../static/flow.png'],
      'content/sidebars/docs.yaml': ['2:8-13 setup/guide'],
      // The old route keeps working, and the redirect that led to it now leads to the page directly.
      'content/redirects.yaml': ['2:7-13 /setup/guide', '3:1-1 - from: /guide\n  to: /setup/guide\n'],
    });
    await s.close();
  });

  it('completes frontmatter keys not yet written and boolean values, and explains a finding on hover', async () => {
    const root = site();
    const s = await start(root);
    const uri = s.uri('content/docs/guide.md');
    const text = '---\ntitle: Guide\ndraft: \nd\n---\n\nSee [nowhere](./nowhere.md).\n';
    await s.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'markdown', version: 1, text } });
    await s.connection.sendRequest('pipeline/flush');
    const keys = labels(await s.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line: 3, character: 1 } }));
    expect(keys).toContain('description');
    expect(keys).not.toContain('title');
    expect(keys).not.toContain('draft');
    expect(labels(await s.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line: 2, character: 7 } }))).toEqual(['false', 'true']);
    // Line 7: `See [nowhere](./nowhere.md).`, a broken link.
    const hover = await s.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 6, character: 6 } });
    expect((hover?.contents as { value: string }).value).toMatch(/^\*\*links\/broken\*\* \(error\): An internal link or image points to a page or file that does not exist\.\n\n\[About this rule\]\(file:.*rules\/README\.md#links-broken\)$/);
    await s.close();
  });

  it('asks the editor to watch the project\'s files, and a change it reports is checked at once', async () => {
    const root = site();
    const s = await start(root, { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } });
    await s.connection.sendRequest('pipeline/flush');
    expect(s.registrations).toEqual(['workspace/didChangeWatchedFiles {"watchers":[{"globPattern":"**/content/**"},{"globPattern":"**/specs/**"}]}']);
    // Typing in one page (the disk is trusted between keystrokes) while a script breaks another page on disk.
    const uri = s.uri('content/docs/index.md');
    const text = page('Home', 'Read the [guide](./guide.md#setup).\n');
    await s.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'markdown', version: 1, text } });
    await s.connection.sendRequest('pipeline/flush');
    writeFileSync(join(root, 'content/docs/guide.md'), page('Guide', 'See [nowhere](./nowhere.md).\n'));
    await s.connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri: s.uri('content/docs/guide.md'), type: FileChangeType.Changed }] });
    await s.connection.sendRequest('pipeline/flush');
    expect(rules(s.latest.get(s.uri('content/docs/guide.md'))!)).toEqual(['5:5 links/broken']);
    expect(rules(s.latest.get(uri)!)).toEqual(['5:10 links/broken-anchor']);
    await s.close();
  });
});
