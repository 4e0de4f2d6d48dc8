/**
 * The Markdown rules, driven by their own examples: every ok example yields no
 * finding and every not-ok example exactly the findings it lists. Plus the
 * contract around them (ids, file names, lint comments) and the generated
 * rules reference, which must stay in sync with the registry.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderRulesDoc } from '../pipeline/src/registry/rules-doc.ts';
import { ruleCodeFinder } from '../pipeline/src/registry/rule-code.ts';
import * as registry from '../pipeline/src/registry/rules.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
import { analyzePage } from '../pipeline/src/pages/analyze.ts';
import { MARKDOWN_RULE_LIST } from '../rules/markdown/index.ts';
import { SAMPLE_RULE_LIST } from '../rules/samples/index.ts';

/** Page rules: the Markdown rules and the code-sample rules share one contract. */
const PAGE_RULES = [...MARKDOWN_RULE_LIST, ...SAMPLE_RULE_LIST];
import type { MarkdownRuleExample } from '../rules/markdown/types.ts';

/** Lines the frontmatter block takes in front of every example. */
const FRONTMATTER_LINES = 3;

const page = (example: Pick<MarkdownRuleExample, 'title' | 'markdown'>) =>
  `---\ntitle: ${JSON.stringify(example.title ?? 'Example')}\n---\n${example.markdown}`;

/** Markdown findings of one example, as `line:column message` with lines counted from the example's first line. */
function findings(example: Pick<MarkdownRuleExample, 'title' | 'markdown'>, ruleId?: string): string[] {
  return analyzePage('x.md', page(example))
    .diagnostics.filter((d) => (ruleId ? d.ruleId === ruleId : /^(markdown|samples)\//.test(d.ruleId)))
    .map((d) => `${d.line - FRONTMATTER_LINES}:${d.column} ${d.message}`);
}

const rulesDir = fileURLToPath(new URL('../rules/markdown/', import.meta.url));

describe.each(PAGE_RULES.map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
  const [family, name] = id.split('/') as [string, string];

  it('has an ok and a not-ok example', () => {
    expect(rule.examples.some((e) => e.expect.length === 0)).toBe(true);
    expect(rule.examples.some((e) => e.expect.length > 0)).toBe(true);
  });

  it('is named after its id', async () => {
    if (rule.package) {
      // A wrapped remark-lint rule: the id is the package's rule name.
      expect(rule.package).toBe(`remark-lint-${name}`);
    } else {
      expect(existsSync(`${rulesDir}../${family}/${name}.ts`)).toBe(true);
      const module: Record<string, unknown> = await import(`../rules/${family}/${name}.ts`);
      expect(Object.values(module)).toContain(rule);
    }
  });

  it.each(rule.examples.map((example, i) => [i + 1, example] as const))('example %i', (_, example) => {
    expect(findings(example, id)).toEqual(example.expect);
  });

  it('ok examples are clean under every Markdown rule', () => {
    for (const example of rule.examples.filter((e) => e.expect.length === 0)) {
      expect(findings(example), example.markdown).toEqual([]);
    }
  });
});

describe('Markdown rules', () => {
  it('have unique ids', () => {
    const ids = PAGE_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('report with the severity, docs URL and hint of the registry', () => {
    const [d] = analyzePage('x.md', page({ markdown: '![](a.png)\n' })).diagnostics;
    expect(d).toMatchObject({
      ruleId: 'markdown/image-alt-text',
      severity: 'error',
      line: 4,
      column: 1,
      docsUrl: 'rules/README.md#markdown-image-alt-text',
    });
    expect(d?.hint).toBeTruthy();
  });

  it('honour lint comments', () => {
    const markdown = '## Setup\n\n#### Install\n';
    expect(findings({ markdown }, 'markdown/heading-increment')).toHaveLength(1);
    expect(findings({ markdown: `<!-- lint disable heading-increment -->\n\n${markdown}` })).toEqual([]);
    expect(findings({ markdown: `## Setup\n\n<!-- lint ignore heading-increment -->\n\n#### Install\n\n## Usage\n\n#### Run\n` })).toEqual([
      '9:1 Heading level jumps from 2 to 4; use h3.',
    ]);
  });

  // unified-message-control (behind remark-lint's comments) treats the rest of
  // a page after an element with no children as a gap and drops findings in it;
  // analyze.ts closes that gap with a zero-width node at the end of the tree.
  it('report an empty element at the very end of a page', () => {
    expect(findings({ markdown: 'See [](/home/guide)\n' }, 'markdown/no-empty-link')).toEqual(['1:5 Link has no text.']);
  });

  it('check the h1 against the title only when the title is known', () => {
    const text = '---\ntitle: 42\n---\n# Something else\n';
    const ids = analyzePage('x.md', text).diagnostics.map((d) => d.ruleId);
    expect(ids).not.toContain('markdown/h1-title');
  });
});

describe('rules/README.md', () => {
  it('is the rendered rules reference (update with `npx vitest run tests/markdown-rules.test.ts -u`)', async () => {
    await expect(renderRulesDoc(ruleCodeFinder(ROOT))).toMatchFileSnapshot('../rules/README.md');
  });

  it('names the code of every rule, so a reader finds it from the id', () => {
    const codeOf = ruleCodeFinder(ROOT);
    const { RULES } = registry;
    expect(Object.keys(RULES).filter((id) => codeOf(id).length === 0)).toEqual([]);
    expect(codeOf('links/broken')).toEqual(['rules/site/links.ts']);
  });
});

describe('rule metadata', () => {
  it('lists exactly the rules that exist, so the registry never names a rule without code', async () => {
    const { MARKDOWN_META } = await import('../rules/markdown/meta.ts');
    expect(Object.keys(MARKDOWN_META).sort()).toEqual(MARKDOWN_RULE_LIST.map((r) => r.id).sort());
    const { SAMPLES_META } = await import('../rules/samples/meta.ts');
    // samples/request-body and the samples/http-* rules need the specs, samples/sdk-types the SDKs' types,
    // so they run in the check, not on a page alone.
    const inCheck = (id: string) => id === 'samples/request-body' || id === 'samples/sdk-types' || id.startsWith('samples/http-');
    expect(Object.keys(SAMPLES_META).filter((id) => !inCheck(id)).sort()).toEqual(SAMPLE_RULE_LIST.map((r) => r.id).sort());
    const { checkHttpRequests } = await import('../rules/samples/http/check.ts');
    expect(typeof checkHttpRequests).toBe('function');
  });
});
