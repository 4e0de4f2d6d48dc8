/**
 * samples/swml against the acceptance table in rules/samples/swml/cases.ts:
 * every documented form of every method passes, every listed mistake gets
 * its finding (message and line), and the table covers every method the
 * schema knows.
 */
import { describe, expect, it } from 'vitest';
import { analyzePage } from '../pipeline/src/pages/analyze.ts';
import { SWML_CASES } from '../rules/samples/swml/cases.ts';
import { SWML_METHODS } from '../rules/samples/swml/index.ts';

/** The step is on line 9 of the page (3 frontmatter lines, a sentence, the fence, two outline lines). */
const STEP_LINE = 9;
const page = (method: string, value: unknown) => `---\ntitle: Case\n---\n\nA step.\n\n\`\`\`yaml\nsections:\n  main:\n    - ${method}: ${JSON.stringify(value)}\n\`\`\`\n`;
const findings = (method: string, value: unknown) =>
  analyzePage('case.md', page(method, value))
    .diagnostics.filter((d) => d.ruleId === 'samples/swml')
    .map((d) => ({ line: d.line, message: d.message }));

describe('samples/swml acceptance table', () => {
  it('covers every method of the schema', () => {
    expect(SWML_CASES.map((c) => c.method).sort()).toEqual(Object.keys(SWML_METHODS).sort());
  });

  describe.each(SWML_CASES.map((c) => [c.method, c] as const))('%s', (method, c) => {
    it.each(c.ok.map((v) => [JSON.stringify(v), v] as const))('accepts %s', (_, value) => {
      expect(findings(method, value)).toEqual([]);
    });
    if (c.bad.length) {
      it.each(c.bad.map((b) => [JSON.stringify(b.value), b] as const))('rejects %s', (_, bad) => {
        const found = findings(method, bad.value);
        expect(found.map((f) => f.message)).toEqual([bad.message]);
        expect(found[0]!.line).toBe(STEP_LINE + 1);
      });
    }
  });
});
