#!/usr/bin/env node
// The language-server benchmark (part of `npm run bench`; alone: `node tests/bench/lsp.mjs DIR...`).
//
// For each corpus folder given (the generated corpora of the check benchmark), starts
// `pipeline lsp --stdio` on it as an editor would, waits for the first full check, then makes
// 100 random edits to random pages (a changed sentence, a link to another page or a missing one,
// a renamed heading) as didChange notifications of unsaved buffers, and after each asks the
// server's pipeline/flush request to answer once the edit has been checked and its findings
// published. The time from the edit to that answer is the figure (the server's 40 ms typing
// debounce is left out: flush checks at once). Also the server's peak RSS (from /proc).
// Targets (issue 13): median <= 30 ms at 1,000 pages, <= 100 ms at 20,000; RSS <= 500 MB at 20,000.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DidChangeTextDocumentNotification, DidOpenTextDocumentNotification, ExitNotification, InitializedNotification, InitializeRequest, ShutdownRequest } from 'vscode-languageserver-protocol';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node';
import { peakRssMB, prng } from './measure.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const BIN = join(HERE, '..', '..', 'pipeline', 'bin', 'pipeline.mjs');
const EDITS = 100;
const TARGETS = { 1000: 30, 20000: 100 };

const pagesOf = (root) =>
  readdirSync(join(root, 'content', 'docs'), { recursive: true })
    .filter((f) => f.endsWith('.md'))
    .map((f) => `content/docs/${f.split('\\').join('/')}`)
    .sort();

export async function benchLsp(root) {
  root = resolve(root);
  const pages = pagesOf(root);
  const child = spawn(process.execPath, [BIN, 'lsp', '--stdio'], { cwd: root, stdio: ['pipe', 'pipe', 'ignore'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  connection.listen();
  const uri = (p) => pathToFileURL(join(root, p)).href;
  const t0 = performance.now();
  await connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: pathToFileURL(root).href, capabilities: {}, workspaceFolders: null });
  await connection.sendNotification(InitializedNotification.type, {});
  await connection.sendRequest('pipeline/flush');
  const firstMs = performance.now() - t0;
  const rnd = prng(2026);
  const open = new Map();
  const times = [];
  for (let i = 0; i < EDITS; i++) {
    const path = pages[Math.floor(rnd() * pages.length)];
    let text = open.get(path)?.text ?? readFileSync(join(root, path), 'utf8');
    const version = (open.get(path)?.version ?? 0) + 1;
    const other = relative(dirname(path), pages[Math.floor(rnd() * pages.length)]).split('\\').join('/');
    const change = [
      () => `${text}\nAn added sentence, edit ${i}.\n`,
      () => `${text}\nSee [another page](${other.startsWith('.') ? other : `./${other}`}).\n`,
      () => `${text}\nSee [a page that is not there](./missing-${i}.md).\n`,
      () => text.replace(/^## (.+)$/m, `## Renamed $1 ${i}`),
    ][Math.floor(rnd() * 4)];
    const start = performance.now();
    if (!open.has(path)) await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: uri(path), languageId: 'markdown', version, text: change() } });
    else await connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: uri(path), version }, contentChanges: [{ text: change() }] });
    await connection.sendRequest('pipeline/flush');
    times.push(performance.now() - start);
    text = change();
    open.set(path, { text, version });
  }
  const rssMB = peakRssMB(child.pid);
  await connection.sendRequest(ShutdownRequest.type);
  await connection.sendNotification(ExitNotification.type);
  await new Promise((done) => child.once('exit', done));
  connection.dispose();
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return { pages: pages.length, firstCheckMs: Math.round(firstMs), editMedianMs: at(0.5), editP90Ms: at(0.9), editMaxMs: Math.round(times.at(-1)), rssMB };
}

export function renderLsp(results) {
  const rows = [['pages', 'first check', 'edit median', 'p90', 'max', 'server peak RSS', 'target']];
  for (const r of results) {
    const target = TARGETS[r.pages];
    rows.push([String(r.pages), `${r.firstCheckMs} ms`, `${r.editMedianMs} ms`, `${r.editP90Ms} ms`, `${r.editMaxMs} ms`, r.rssMB === null ? '-' : `${r.rssMB} MB`, target ? `median <= ${target} ms: ${r.editMedianMs <= target ? 'met' : 'MISSED'}` : '-']);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return ['Language server: one edit to an unsaved page -> its findings published (100 random edits, pipeline/flush)', ...rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c])).join(' | '))].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const dirs = process.argv.slice(2);
  if (!dirs.length) {
    process.stderr.write('usage: node tests/bench/lsp.mjs CORPUS_DIR...\n');
    process.exit(2);
  }
  const results = [];
  for (const dir of dirs) results.push(await benchLsp(dir));
  process.stdout.write(`${renderLsp(results)}\n`);
}
