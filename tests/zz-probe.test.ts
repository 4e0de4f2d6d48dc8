import { test } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { analyzePage } from '../pipeline/src/pages/analyze.ts';
test('x', () => {
  const counts: Record<string, number> = {};
  const files = (readdirSync('content', { recursive: true }) as string[]).filter((f) => f.endsWith('.md'));
  for (const f of files) {
    for (const d of analyzePage(f, readFileSync('content/' + f, 'utf8')).diagnostics) counts[d.ruleId] = (counts[d.ruleId] ?? 0) + 1;
  }
  console.log(files.length, counts);
});
