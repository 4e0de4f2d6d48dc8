/**
 * The rules reference, rules/README.md, rendered from the registry: every rule
 * id with its severity and summary, and for Markdown rules their ok / not-ok
 * examples. Each section carries an explicit anchor equal to what `docsUrl()`
 * links to. tests/markdown-rules.test.ts keeps the committed file in sync
 * (`npx vitest run tests/markdown-rules.test.ts -u` rewrites it).
 */
import { MARKDOWN_RULE_LIST } from '../../../rules/markdown/index.ts';
import { SAMPLE_RULE_LIST } from '../../../rules/samples/index.ts';
import { FIXABLE } from '../fix/fix.ts';
import type { MarkdownRule, MarkdownRuleExample } from '../../../rules/markdown/types.ts';
import { SITE_RULE_LIST } from '../../../rules/site/index.ts';
import type { SiteRule } from '../../../rules/site/types.ts';
import { INPUT_RULE_LIST } from '../../../rules/input/index.ts';
import type { InputRule } from '../../../rules/input/types.ts';
import type { ProjectExample } from '../../../rules/project-example.ts';
import { docsUrl, RULES, type RuleMeta } from './rules.ts';

/** The anchor `docsUrl()` points at for a rule. */
const anchor = (id: string) => docsUrl(id).slice(docsUrl(id).indexOf('#') + 1);

const longestRun = (text: string) => Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));

/** A fenced block whose fence is longer than any backtick run inside it. */
function fence(lang: string, body: string): string {
  const marks = '`'.repeat(Math.max(3, longestRun(body) + 1));
  return `${marks}${lang}\n${body.endsWith('\n') ? body : `${body}\n`}${marks}`;
}

/** A code span that survives backticks in its text. */
function code(text: string): string {
  const ticks = '`'.repeat(longestRun(text) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** A summary as Markdown text: code spans kept, characters Markdown would act on escaped elsewhere. */
function inline(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[\\*_<>[\]]/g, '\\$&')))
    .join('');
}

function renderExample(example: MarkdownRuleExample): string {
  const parts = [example.expect.length === 0 ? 'OK:' : 'Not OK:'];
  if (example.title !== undefined) parts.push(`With ${code(`title: ${JSON.stringify(example.title)}`)} in the frontmatter:`);
  parts.push(fence('markdown', example.markdown));
  // Say what the reader cannot see: trailing spaces and a missing final newline.
  const notes = example.markdown.split('\n').flatMap((line, i) => {
    const spaces = /( +)$/.exec(line)?.[1]?.length;
    return spaces ? [`line ${i + 1} ends in ${spaces} spaces`] : [];
  });
  if (!example.markdown.endsWith('\n')) notes.push('there is no newline at the end');
  if (notes.length > 0) parts.push(`(${notes.join('; ').replace(/^./, (c) => c.toUpperCase())}.)`);
  if (example.expect.length > 0) parts.push(fence('text', example.expect.join('\n')));
  return parts.join('\n\n');
}

/** A project example (site-wide and input rules): each file of the small project, then the findings. */
function renderProjectExample(example: ProjectExample): string {
  const parts = [`${example.expect.length === 0 ? 'OK' : 'Not OK'}: ${inline(example.title)}.`];
  if (example.options?.external) parts.push('Checked with `--external`.');
  if (example.cliEnv) parts.push(`Checked with ${Object.entries(example.cliEnv).map(([k, v]) => code(`${k}=${v}`)).join(', ')}.`);
  for (const [path, file] of Object.entries(example.files)) {
    if (typeof file !== 'string') {
      parts.push('symlink' in file ? `${code(path)}: a symbolic link to ${code(file.symlink)}.` : `${code(path)}: ${inline(file.shown)}.`);
      continue;
    }
    const lang = path.endsWith('.md') ? 'markdown' : path.endsWith('.yaml') ? 'yaml' : 'text';
    parts.push(`${code(path)}:`, fence(lang, file));
  }
  if (example.more) parts.push(`And ${inline(example.more.shown)}.`);
  if (example.expect.length > 0) parts.push(fence('text', example.expect.join('\n')));
  return parts.join('\n\n');
}

function renderRule(id: string, meta: RuleMeta, markdown: MarkdownRule | undefined, project: SiteRule | InputRule | undefined, code: string[]): string {
  const lines = [`<a id="${anchor(id)}"></a>`, '', `## ${id}`, '', `Severity: ${meta.severity}.${FIXABLE.has(id) ? ' Fixable: `pipeline check --fix` applies the fix.' : ''}`, '', inline(meta.summary)];
  if (code.length) lines.push('', `Code: ${code.map((f) => `[${f}](../${f})`).join(', ')}.`);
  if (id.startsWith('spec/') && !['spec/invalid', 'spec/ref', 'spec/duplicate-operation-id'].includes(id)) {
    lines.push('', 'Fixtures: `rules/spectral/fixtures/specs/` (a `pass*` spec with no findings, a `fail-*` spec marking each expected finding with `# expect <rule> <column>`).');
  }
  if (meta.details) lines.push('', meta.details);
  if (markdown?.package) {
    lines.push('', `From [${markdown.package}](https://github.com/remarkjs/remark-lint/tree/main/packages/${markdown.package}#readme).`);
  }
  const out = [lines.join('\n')];
  if (markdown) out.push(...markdown.examples.map(renderExample));
  if (project) out.push('Examples are small projects; a page not listed in a sidebar of the example is listed in a default one.', ...project.examples.map(renderProjectExample));
  return out.join('\n\n');
}

/** The whole rules reference, deterministic for a given registry; `codeOf` names each rule's source files. */
export function renderRulesDoc(codeOf: (id: string) => string[] = () => []): string {
  const markdownRules = new Map([...MARKDOWN_RULE_LIST, ...SAMPLE_RULE_LIST].map((r) => [r.id as string, r]));
  const ids = Object.keys(RULES).sort() as (keyof typeof RULES)[];
  const index = ids.map((id) => `| [${id}](#${anchor(id)}) | ${RULES[id].severity} | ${inline(RULES[id].summary).replace(/\|/g, '\\|')} |`);
  const projectRules = new Map<string, SiteRule | InputRule>([...SITE_RULE_LIST, ...INPUT_RULE_LIST].map((r) => [r.id, r]));
  const sections = ids.map((id) => renderRule(id, RULES[id], markdownRules.get(id), projectRules.get(id), codeOf(id)));
  return [
    '<!-- Generated from pipeline/src/registry/rules-doc.ts: do not edit. Update with `npx vitest run tests/markdown-rules.test.ts -u`. -->',
    '',
    '# Rules reference',
    '',
    'Every finding `pipeline check` reports carries one of these rule ids. An error fails the check (exit code 1); a warning does not, unless `--max-warnings` says so.',
    '',
    'Markdown rules can be turned off for part of a page with a comment: `<!-- lint disable heading-increment -->` (and `<!-- lint enable ... -->`), or for the next block only with `<!-- lint ignore heading-increment -->`. Their examples below are their tests: a page with the example as its body, lines counted from the first line of the body.',
    '',
    '| Rule | Severity | What it checks |',
    '| --- | --- | --- |',
    ...index,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}
