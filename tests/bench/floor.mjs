#!/usr/bin/env node
// The floor: read every .md file under DIR (DIR/content/docs when it exists) and parse it with
// unified().use(remark-parse) only: one thread, no plugins, no checks, no output but a summary.
// Whatever a Markdown checker built on remark does, it cannot be faster than this on one core.
// Usage: node tests/bench/floor.mjs DIR   (prints {"files","bytes","nodes","ms"} as JSON)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const started = performance.now();
const arg = process.argv[2];
if (!arg) {
  process.stderr.write('usage: node tests/bench/floor.mjs DIR\n');
  process.exit(2);
}
const dir = existsSync(join(arg, 'content', 'docs')) ? join(arg, 'content', 'docs') : arg;
const files = readdirSync(dir, { recursive: true })
  .filter((f) => f.endsWith('.md'))
  .sort();
const processor = unified().use(remarkParse);
let bytes = 0;
let nodes = 0;
for (const f of files) {
  const text = readFileSync(join(dir, f), 'utf8');
  bytes += text.length;
  const tree = processor.parse(text);
  nodes += tree.children.length; // use the result so the parse cannot be skipped
}
process.stdout.write(`${JSON.stringify({ files: files.length, bytes, nodes, ms: Math.round(performance.now() - started) })}\n`);
