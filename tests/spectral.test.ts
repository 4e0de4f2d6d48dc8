/**
 * The spec ruleset (rules/spectral/) both ways: every `fail-*` fixture spec
 * reports exactly the findings its `# expect <rule> <column>` comments mark,
 * at that file, line and column (also inside referenced files); the `pass*`
 * fixtures and the shipped specs report nothing.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { specLintHash } from '../pipeline/src/spec/lint-all.ts';
import { lintSpec } from '../pipeline/src/spec/lint.ts';
import { loadSpecs, type LoadedSpec } from '../pipeline/src/spec/load.ts';
import { check, project, where } from './helpers.ts';

const FIXTURES = 'rules/spectral/fixtures';

/** `file:line:col rule` for every `# expect rule col` comment in a spec's files. */
function expected(spec: LoadedSpec): string[] {
  const out: string[] = [];
  for (const file of spec.files) {
    readFileSync(join(FIXTURES, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const m = /# expect (\S+) (\d+)\s*$/.exec(line);
        if (m) out.push(`${file}:${i + 1}:${m[2]} ${m[1]}`);
      });
  }
  return out.sort();
}

const lint = (root: string, spec: LoadedSpec) => lintSpec(root, { file: spec.file, document: spec.document, settings: spec.settings });

describe('spec rules on fixtures', () => {
  let specs: LoadedSpec[] = [];
  beforeAll(async () => {
    const loaded = await loadSpecs(FIXTURES);
    expect(loaded.diagnostics).toEqual([]);
    specs = loaded.specs;
  });

  const ids = readdirSync(join(FIXTURES, 'specs')).sort();
  it('has a failing fixture for every project rule and the example check', () => {
    expect(ids.filter((id) => id.startsWith('fail-'))).toEqual([
      'fail-delete-204',
      'fail-error-response',
      'fail-invalid-default',
      'fail-invalid-example',
      'fail-list-paging',
      'fail-operation-id-style',
      'fail-summary-style',
      'fail-tag-declared',
      'fail-verb-title',
    ]);
  });

  for (const id of ids) {
    it(`${id} reports ${id.startsWith('pass') ? 'nothing' : 'exactly its marked findings'}`, async () => {
      const spec = specs.find((s) => s.id === id)!;
      const found = (await lint(FIXTURES, spec)).map((d) => `${d.file}:${d.line}:${d.column} ${d.ruleId}`).sort();
      const want = expected(spec);
      if (id.startsWith('pass')) expect(want).toEqual([]);
      else expect(want.length).toBeGreaterThan(0);
      expect(found).toEqual(want);
    });
  }

  it('says what is wrong in plain words', async () => {
    const spec = specs.find((s) => s.id === 'fail-verb-title')!;
    const messages = (await lint(FIXTURES, spec)).map((d) => d.message);
    expect(messages).toContain('"Update" goes with PUT or PATCH in this API, but the operation is a POST.');
    const paging = (await lint(FIXTURES, specs.find((s) => s.id === 'fail-list-paging')!)).map((d) => d.message);
    expect(paging).toContain('A list operation takes the paging parameters page_size and page_token; this one lacks page_token.');
    const defaults = (await lint(FIXTURES, specs.find((s) => s.id === 'fail-invalid-default')!)).map((d) => d.message);
    expect(defaults).toEqual([
      'The default value should be at least 1.',
      'The default value should be one of "grid", "speaker".',
      'The default value should be integer.',
      '`muted` should be boolean.',
    ]);
  });

  it("reads the verb map from the API's api.yaml (updates by POST pass there)", () => {
    const spec = specs.find((s) => s.id === 'pass-compat-verbs')!;
    expect(spec.settings.verbs.Update).toEqual(['POST']);
  });
});

describe('the shipped specs', () => {
  it('lint with zero findings', async () => {
    const { specs, diagnostics } = await loadSpecs('.');
    expect(diagnostics).toEqual([]);
    expect(specs.map((s) => s.id)).toEqual(['compatibility-api', 'signalwire-rest']);
    for (const spec of specs) expect(where(await lint('.', spec))).toEqual([]);
  });
});

describe('spec lint in check', () => {
  const SPEC = readFileSync(join(FIXTURES, 'specs/fail-operation-id-style/openapi.yaml'), 'utf8');
  it('reports spec findings, caches them by content, and relints when a spec file changes', async () => {
    const root = project({ 'content/docs/index.md': '---\ntitle: Home\n---\n\nHello.\n', 'specs/x/openapi.yaml': SPEC });
    const first = await check(root, { cache: true });
    const lintFound = (ds: typeof first.diagnostics) => where(ds.filter((d) => d.ruleId.startsWith('spec/')));
    expect(lintFound(first.diagnostics)).toEqual(['specs/x/openapi.yaml:19:20 spec/operation-id-style']);
    const second = await check(root, { cache: true });
    expect(lintFound(second.diagnostics)).toEqual(lintFound(first.diagnostics));
    const spec = first.site.specs[0]!;
    const before = specLintHash(root, spec);
    const fixed = SPEC.replace('get_room', 'getRoom');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(root, 'specs/x/openapi.yaml'), fixed);
    expect(specLintHash(root, spec)).not.toBe(before);
    const third = await check(root, { cache: true });
    expect(lintFound(third.diagnostics)).toEqual([]);
  });
});
