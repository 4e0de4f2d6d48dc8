/**
 * Every rule that judges a project rather than one Markdown fragment, run on
 * its examples through the whole check: the site-wide rules (rules/site/) and
 * the input rules (rules/input/). An ok example gets no finding of the rule,
 * a not-ok one exactly the findings it lists, at their file, line and column.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INPUT_META } from '../rules/input/meta.ts';
import { INPUT_RULE_LIST } from '../rules/input/index.ts';
import type { ExampleFile, ProjectExample } from '../rules/project-example.ts';
import { SITE_META } from '../rules/site/meta.ts';
import { SITE_RULE_LIST } from '../rules/site/index.ts';
import { check, VERSION_YAML } from './helpers.ts';

const REPO = join(import.meta.dirname, '..');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The example's files, with the version record and a sidebar listing every page unless it brings its own. */
function withDefaults(example: ProjectExample): Record<string, ExampleFile> {
  const files = { ...example.files, ...example.more?.files() };
  if (example.defaults === false) return files;
  const out: Record<string, ExampleFile> = { 'content/version.yaml': VERSION_YAML, ...files };
  if (Object.keys(files).some((f) => f.startsWith('content/sidebars/'))) return out;
  const ids = Object.entries(files)
    .filter(([f, text]) => f.startsWith('content/docs/') && f.endsWith('.md') && !(typeof text === 'string' && /^api:/m.test(text)))
    .map(([f]) => f.slice('content/docs/'.length, -'.md'.length));
  return { ...out, 'content/sidebars/docs.yaml': ids.map((id) => `- doc: ${JSON.stringify(id)}\n`).join('') || '[]\n' };
}

/** Writes the example's project to a fresh folder. */
function write(example: ProjectExample): string {
  const root = mkdtempSync(join(tmpdir(), 'rule-example-'));
  made.push(root);
  mkdirSync(join(root, 'content/docs'), { recursive: true });
  for (const [path, file] of Object.entries(withDefaults(example))) {
    const abs = join(root, path);
    mkdirSync(dirname(abs), { recursive: true });
    if (typeof file === 'string') writeFileSync(abs, file);
    else if ('symlink' in file) symlinkSync(file.symlink, abs);
    else writeFileSync(abs, file.make());
  }
  return root;
}

/** The rule's findings on the example, as `path:line:column message`. */
async function findings(id: string, example: ProjectExample): Promise<string[]> {
  const root = write(example);
  const shown = (ds: readonly { ruleId: string; file: string; line: number; column: number; message: string }[]) =>
    ds.filter((d) => d.ruleId === id).map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`);
  if (example.cliEnv) {
    const cache = join(root, '.cache');
    const r = spawnSync(process.execPath, [join(REPO, 'pipeline/bin/pipeline.mjs'), 'check', '--root', root, '--format', 'json', '--no-cache'], {
      encoding: 'utf8',
      env: { ...process.env, PIPELINE_CACHE_DIR: cache, ...example.cliEnv },
      timeout: 60_000,
    });
    expect(r.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    return shown(JSON.parse(r.stdout).diagnostics);
  }
  const result = await check(root, { external: example.options?.external ?? false });
  return shown(result.diagnostics);
}

describe.each([...SITE_RULE_LIST, ...INPUT_RULE_LIST].map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
  it('has an ok and a not-ok example', () => {
    expect(rule.examples.some((e) => e.expect.length === 0)).toBe(true);
    expect(rule.examples.some((e) => e.expect.length > 0)).toBe(true);
  });

  it.each(rule.examples.map((e) => [e.title, e] as const))('%s', async (_title, example) => {
    expect(await findings(id, example)).toEqual(example.expect);
  });
});

describe('the rule lists', () => {
  it('hold every site-wide and input rule of the registry once', () => {
    expect(SITE_RULE_LIST.map((r) => r.id).sort()).toEqual(Object.keys(SITE_META).sort());
    expect(INPUT_RULE_LIST.map((r) => r.id).sort()).toEqual(Object.keys(INPUT_META).sort());
  });

  it.each(INPUT_RULE_LIST.map((r) => [r.id, r] as const))('%s names the files that report it', (id, rule) => {
    expect(rule.reportedBy.length).toBeGreaterThan(0);
    for (const file of rule.reportedBy) expect(readFileSync(join(REPO, file), 'utf8')).toContain(`'${id}'`);
  });
});
