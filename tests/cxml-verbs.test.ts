/**
 * The cXML rules against the acceptance table in rules/samples/cxml/cases.ts:
 * every documented form of every verb and noun passes, every listed mistake
 * gets its one finding, and the table covers every element of the vocabulary.
 */
import { describe, expect, it } from 'vitest';
import { analyzePage } from '../pipeline/src/pages/analyze.ts';
import { CXML_CASES } from '../rules/samples/cxml/cases.ts';
import { CXML } from '../rules/samples/cxml/index.ts';

/** The fragment sits alone on line 9 of the page: 3 frontmatter lines, a sentence, the fence, `<Response>`. */
const LINE = 9;
const page = (xml: string) => `---\ntitle: Case\n---\n\nA sample.\n\n\`\`\`xml\n<Response>\n${xml}\n</Response>\n\`\`\`\n`;
const findings = (xml: string) =>
  analyzePage('case.md', page(xml))
    .diagnostics.filter((d) => d.ruleId.startsWith('samples/cxml'))
    .map((d) => ({ line: d.line, message: d.message }));

describe('cXML acceptance table', () => {
  it('covers every verb and noun', () => {
    expect(CXML_CASES.map((c) => c.element).sort()).toEqual(Object.keys(CXML).sort());
  });

  describe.each(CXML_CASES.map((c) => [c.element, c] as const))('%s', (_, c) => {
    it.each(c.ok)('accepts %s', (xml) => {
      expect(findings(xml)).toEqual([]);
    });
    it.each(c.bad.map((b) => [b.xml, b] as const))('rejects %s', (__, bad) => {
      const found = findings(bad.xml);
      expect(found.map((f) => f.message)).toEqual([bad.message]);
      expect(found[0]!.line).toBe(LINE);
    });
  });
});
