/**
 * Pathological Markdown: the scan before parsing blanks the blocks the parser
 * cannot afford (reported as load/too-complex, at their lines), keeps every
 * other line where it was, and leaves ordinary pages alone. Repeated findings
 * are capped per rule and page, and quoted text is cut to a short excerpt.
 */
import { describe, expect, it } from 'vitest';
import { limitFindings, MAX_PER_RULE } from '../pipeline/src/core/cap.ts';
import type { Diagnostic } from '../pipeline/src/core/diagnostic.ts';
import { analyzePage } from '../pipeline/src/pages/analyze.ts';
import { guardMarkdown, MAX_BLOCK_CHARS, MAX_BRACKET_DEPTH, MAX_NESTING } from '../pipeline/src/pages/guard.ts';

const fm = '---\ntitle: Page\n---\n\n';
const ids = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.line}:${d.column} ${d.ruleId}`);

describe('the scan before parsing', () => {
  it('leaves ordinary pages, long tables and long code samples alone', () => {
    const table = `| Voice | Id |\n|---|---|\n${'| A voice name | 3f4ade23-6eb4-4279-ab05-6a144947c4d5 |\n'.repeat(250)}`;
    const code = `\`\`\`json\n${'  { "name": "value", "items": [1, 2, [3, [4]]] },\n'.repeat(280)}\`\`\`\n`;
    const text = `${fm}## Voices\n\n${table}\n${code}\nSee [the list](#voices).\n`;
    expect(table.length).toBeGreaterThan(10_000);
    expect(code.length).toBeGreaterThan(14_000);
    const g = guardMarkdown(text);
    expect(g.findings).toEqual([]);
    expect(g.text).toBe(text);
  });

  it('blanks a block longer than the limit, keeping every line break, and reports it at its lines', () => {
    const long = `${'word [link](./a.md) '.repeat(900)}\n${'more text '.repeat(200)}\n`;
    const text = `${fm}Before.\n\n${long}\nAfter [gone](./gone.md).\r\n`;
    const g = guardMarkdown(text);
    expect(g.findings).toHaveLength(1);
    expect(g.findings[0]).toMatchObject({ line: 7, column: 1, endLine: 8 });
    expect(g.findings[0]!.message).toMatch(/^Lines 7-8 run 20,\d{3} characters without a blank line; the limit is 16,384, so they were not checked\.$/);
    expect(g.text.length).toBe(text.length);
    expect(g.text.split('\n').length).toBe(text.split('\n').length);
    expect(g.text.split('\n')[6]!.trim()).toBe('');
    expect(g.text.endsWith('After [gone](./gone.md).\r\n')).toBe(true);
    expect(long.length).toBeGreaterThan(MAX_BLOCK_CHARS);
  });

  it('reports nesting past the limit on one line, and brackets open past the limit', () => {
    const quotes = `${fm}${'>'.repeat(MAX_NESTING)} ok\n\n${'> '.repeat(MAX_NESTING + 1)}deep\n\n${'- '.repeat(MAX_NESTING + 5)}deep list\n`;
    expect(guardMarkdown(quotes).findings.map((f) => `${f.line} ${f.message}`)).toEqual([
      `7 Line 7 opens ${MAX_NESTING + 1} block quotes and list items inside each other; the limit is ${MAX_NESTING}, so the line was not checked.`,
      `9 Line 9 opens ${MAX_NESTING + 5} block quotes and list items inside each other; the limit is ${MAX_NESTING}, so the line was not checked.`,
    ]);
    const brackets = `${fm}${'['.repeat(MAX_BRACKET_DEPTH)}x${']'.repeat(MAX_BRACKET_DEPTH)} \\[${'\\['.repeat(50)}\n\nText ${'['.repeat(MAX_BRACKET_DEPTH + 1)}\n`;
    const found = guardMarkdown(brackets).findings;
    expect(found.map((f) => `${f.line}:${f.column}`)).toEqual([`7:${6 + MAX_BRACKET_DEPTH}`]);
  });

  it('never touches the frontmatter', () => {
    const text = `---\ntitle: Page\nslug: /p\n---\n${'x_ '.repeat(7000)}\n`;
    const g = guardMarkdown(text);
    expect(g.findings).toHaveLength(1);
    expect(g.text.startsWith('---\ntitle: Page\nslug: /p\n---\n')).toBe(true);
    const a = analyzePage('x.md', text);
    expect(a.frontmatter).toEqual({ title: 'Page', slug: '/p' });
    expect(ids(a.diagnostics)).toEqual(['5:1 load/too-complex']);
  });
});

describe('a page with pathological Markdown', () => {
  it('is analysed with the bad block reported, and findings after it at their own lines', () => {
    const nested = `${'['.repeat(25_000)}x${']'.repeat(25_000)}`;
    const text = `${fm}## Start\n\n${nested}\n\n## End\n\n[ok](./a.md) and ![](pic.png)\n`;
    const started = performance.now();
    const a = analyzePage('x.md', text);
    expect(performance.now() - started).toBeLessThan(10_000); // a hang guard, not a speed test
    expect(ids(a.diagnostics)).toEqual([`7:${MAX_BRACKET_DEPTH + 1} load/too-complex`, '11:18 markdown/image-alt-text']);
    expect(a.headings.map((h) => h.text)).toEqual(['Start', 'End']);
    expect(a.links.map((l) => `${l.line}:${l.column} ${l.url}`)).toEqual(['11:1 ./a.md', '11:18 pic.png']);
  });

  it('lists 50 findings of a rule and sums up the rest in one, each quoting a short excerpt', () => {
    const label = 'a-very-long-reference-label-'.repeat(10);
    const refs = Array.from({ length: 400 }, (_, i) => `See [text][${label}${i}].`).join('\n\n');
    const a = analyzePage('x.md', `${fm}${refs}\n`);
    const undefinedRefs = a.diagnostics.filter((d) => d.ruleId === 'markdown/no-undefined-references');
    expect(undefinedRefs).toHaveLength(MAX_PER_RULE + 1);
    const summary = undefinedRefs[MAX_PER_RULE]!;
    expect(summary.message).toBe(`350 more findings of this rule in this file are not listed; the first ${MAX_PER_RULE} are.`);
    expect(summary.line).toBe(4 + 2 * MAX_PER_RULE + 1);
    for (const d of undefinedRefs) expect(d.message.length).toBeLessThan(250);
    expect(undefinedRefs[0]!.message).toContain('…');
  });
});

describe('limitFindings', () => {
  const d = (file: string, line: number, message = 'x'): Diagnostic => ({ ruleId: 'links/broken', severity: 'error', file, line, column: 1, message, docsUrl: '' });

  it('keeps the first findings by position per file and rule, and counts earlier summaries in', () => {
    const many = Array.from({ length: 120 }, (_, i) => d('a.md', 120 - i));
    const once = limitFindings([...many, d('b.md', 1)]);
    expect(once.filter((x) => x.file === 'a.md')).toHaveLength(MAX_PER_RULE + 1);
    expect(once.filter((x) => x.file === 'a.md' && x.message === 'x').map((x) => x.line).sort((p, q) => p - q)).toEqual(Array.from({ length: MAX_PER_RULE }, (_, i) => i + 1));
    const twice = limitFindings([...once, d('a.md', 500), d('a.md', 501)]);
    expect(twice.find((x) => x.message.startsWith('72 more'))).toBeDefined();
    expect(twice).toHaveLength(MAX_PER_RULE + 2);
  });

  it('cuts long quoted text in messages and hints', () => {
    const [x] = limitFindings([{ ...d('a.md', 1, `Link "${'y'.repeat(5000)}" is broken.`), hint: `Did you mean \`${'z'.repeat(900)}\`?` }]);
    expect(x!.message).toBe(`Link "${'y'.repeat(59)}…" is broken.`);
    expect(x!.hint).toBe(`Did you mean \`${'z'.repeat(59)}…\`?`);
  });
});
