/**
 * Every site-wide rule's examples (rules/site/), run through the whole check:
 * an ok example gets no finding of the rule, a not-ok one exactly the
 * findings it lists, at their file, line and column.
 */
import { describe, expect, it } from 'vitest';
import { SITE_RULE_LIST } from '../rules/site/index.ts';
import { check, project } from './helpers.ts';

/** The example's files, with a sidebar listing every page unless it brings its own. */
function withDefaults(files: Record<string, string>): Record<string, string> {
  if (Object.keys(files).some((f) => f.startsWith('content/sidebars/'))) return files;
  const ids = Object.keys(files)
    .filter((f) => f.startsWith('content/docs/') && f.endsWith('.md') && !/^api:/m.test(files[f]!))
    .map((f) => f.slice('content/docs/'.length, -'.md'.length));
  return { ...files, 'content/sidebars/docs.yaml': ids.map((id) => `- doc: ${JSON.stringify(id)}\n`).join('') || '[]\n' };
}

describe.each(SITE_RULE_LIST.map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
  it('has an ok and a not-ok example', () => {
    expect(rule.examples.some((e) => e.expect.length === 0)).toBe(true);
    expect(rule.examples.some((e) => e.expect.length > 0)).toBe(true);
  });

  it.each(rule.examples.map((e) => [e.title, e] as const))('%s', async (_title, example) => {
    const result = await check(project(withDefaults(example.files)));
    const found = result.diagnostics.filter((d) => d.ruleId === id).map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`);
    expect(found).toEqual(example.expect);
  });
});
