/**
 * The frontmatter edits of `pipeline sync` and `check --fix` (retitle, key
 * rename) as properties over generated frontmatter: random key orders,
 * every scalar style (plain, quoted, multi-line plain, literal and folded
 * block scalars with each chomping), comments, blank lines, a BOM and CRLF
 * line endings. After an edit the block parses, has no duplicate key, holds
 * the new value, keeps every other value and every other entry's bytes, and a
 * second run changes nothing. A seeded generator makes failures repeatable.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyFixes } from '../pipeline/src/fix/fix.ts';
import { frontmatterData, renameFrontmatterKey, setFrontmatterTitle, splitFrontmatter } from '../pipeline/src/fix/frontmatter.ts';
import { check, only, prng, project } from './helpers.ts';

/** Integers, picks and coin flips from a seeded generator, so a failing case can be replayed from its seed. */
function rng(seed: number) {
  const next = prng(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T,>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const chance = (p: number) => next() < p;
  return { int, pick, chance };
}
type Rng = ReturnType<typeof rng>;

const WORDS = ['List rooms', 'Create a room', 'yes', 'null', '42', '3.0', 'a: b', 'x # not a comment', "it's", 'say "hi"', '-dash', '* star', 'Grüße', '日本語', 'tab\there', 'trail ', '@at', '%pct', '{brace}', '[bracket]', '? q', '!bang', '&amp', '>gt', '|pipe'];
const SIMPLE = ['Rooms', 'Delete a room', 'Get a room by id', 'Send a fax', 'Overview'];

/** One scalar entry `key: value` in a random style whose value is exactly `value` (or a value the style can hold). */
function scalarEntry(r: Rng, key: string, nl: string): { text: string; value: string } {
  const style = r.pick(['plain', 'single', 'double', 'multiplain', 'literal', 'literal-', 'literal+', 'folded', 'folded-', 'folded+']);
  const comment = r.chance(0.3) ? `  # ${r.pick(SIMPLE)}` : '';
  switch (style) {
    case 'plain': {
      const value = r.pick(SIMPLE);
      return { text: `${key}: ${value}${comment}${nl}`, value };
    }
    case 'single': {
      const value = r.pick([...WORDS, ...SIMPLE]);
      return { text: `${key}: '${value.replace(/'/g, "''")}'${comment}${nl}`, value };
    }
    case 'double': {
      const value = r.pick([...WORDS, ...SIMPLE]);
      return { text: `${key}: ${JSON.stringify(value)}${comment}${nl}`, value };
    }
    case 'multiplain': {
      const a = r.pick(SIMPLE);
      const b = r.pick(SIMPLE);
      return { text: `${key}:${nl}  ${a}${nl}  ${b}${nl}`, value: `${a} ${b}` };
    }
    default: {
      const [indicator, chomp] = [style.startsWith('literal') ? '|' : '>', style.replace(/^\w+/, '')];
      const lines = Array.from({ length: 1 + r.int(3) }, () => r.pick([...WORDS.filter((w) => !w.includes('\t')), ...SIMPLE]).trim() || 'x');
      const blanks = r.chance(0.4) ? nl : '';
      const body = lines.map((l) => `  ${l}${nl}`).join('') + blanks;
      // The value is whatever YAML makes of it: read it back rather than re-implement folding.
      const text = `${key}: ${indicator}${chomp}${comment}${nl}${body}`;
      const value = (frontmatterData(text) as Record<string, string>)[key]!;
      return { text, value };
    }
  }
}

interface Generated {
  page: string;
  /** Each entry's exact text, in order, by key. */
  entries: { key: string; text: string }[];
  data: Record<string, unknown>;
  bom: boolean;
  crlf: boolean;
}

/** A page whose frontmatter has `keys` (in a random order) plus any `extra` entries. */
function generate(seed: number, options: { keys?: string[]; extra?: { key: string; text: (nl: string) => string }[] } = {}): Generated {
  const r = rng(seed);
  const bom = r.chance(0.3);
  const crlf = r.chance(0.4);
  const nl = crlf ? '\r\n' : '\n';
  const scalarKeys = (options.keys ?? ['title', 'description', 'sidebar_label', 'slug']).filter((k) => k === 'title' || r.chance(0.7));
  const entries: { key: string; text: string }[] = scalarKeys.map((key) => ({ key, text: scalarEntry(r, key, nl).text }));
  if (r.chance(0.6)) entries.push({ key: 'tags', text: r.chance(0.5) ? `tags: [a, 'b c', "d"]${nl}` : `tags:${nl}  - one${nl}  - 'two'${nl}` });
  if (r.chance(0.5)) entries.push({ key: 'custom_props', text: `custom_props:${nl}  platform: javascript${nl}  description: |${nl}    Kept as is.${nl}` });
  if (r.chance(0.5)) entries.push({ key: 'sidebar_position', text: `sidebar_position: ${r.int(20)}${nl}` });
  for (const e of options.extra ?? []) entries.push({ key: e.key, text: e.text(nl) });
  // Shuffle, then sprinkle comments and blank lines between entries.
  for (let i = entries.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [entries[i], entries[j]] = [entries[j]!, entries[i]!];
  }
  let yaml = '';
  for (const e of entries) {
    if (r.chance(0.25)) yaml += `# ${r.pick(SIMPLE)}${nl}`;
    if (r.chance(0.15)) yaml += nl;
    yaml += e.text;
  }
  const page = `${bom ? '\uFEFF' : ''}---${nl}${yaml}---${nl}${nl}Body text: keep me.${nl}`;
  const data = frontmatterData(yaml) as Record<string, unknown>;
  return { page, entries, data, bom, crlf };
}

/** The invariants every edit keeps. */
function expectKept(before: Generated, after: string, changedKey: string, expected: Record<string, unknown>) {
  const fm = splitFrontmatter(after)!;
  expect(fm).not.toBeNull();
  expect(frontmatterData(fm.yaml)).toEqual(expected); // parses, no duplicate key, every other value unchanged
  expect(after.startsWith('\uFEFF')).toBe(before.bom);
  if (before.crlf) expect(after.replace(/\r\n/g, '')).not.toContain('\n');
  expect(after.endsWith(`Body text: keep me.${before.crlf ? '\r\n' : '\n'}`)).toBe(true);
  // Every other entry keeps its bytes, in its order.
  let from = 0;
  for (const e of before.entries) {
    if (e.key === changedKey) continue;
    const at = after.indexOf(e.text, from);
    expect(at, `entry ${JSON.stringify(e.text)} kept`).toBeGreaterThanOrEqual(0);
    from = at + e.text.length;
  }
}

const SEEDS = Array.from({ length: 300 }, (_, i) => i + 1);

describe('setFrontmatterTitle (sync and check --fix)', () => {
  it('sets the title in any style and keeps everything else, idempotently', () => {
    for (const seed of SEEDS) {
      const g = generate(seed);
      const title = rng(seed * 7).pick([...WORDS, ...SIMPLE]);
      const after = setFrontmatterTitle(g.page, title);
      expect(after, `seed ${seed}`).not.toBeNull();
      expectKept(g, after!, 'title', { ...g.data, title });
      expect(setFrontmatterTitle(after!, title), `seed ${seed}: second run`).toBe(after);
    }
  });

  it('writes a block scalar title as one line, never over the next key', () => {
    const page = '---\ntitle: |\n  Old title\n  on two lines\napi: rest#listRooms\ndescription: >-\n  Kept\n  folded.\n---\n\nText.\n';
    const after = setFrontmatterTitle(page, 'List rooms');
    expect(after).toBe('---\ntitle: List rooms\napi: rest#listRooms\ndescription: >-\n  Kept\n  folded.\n---\n\nText.\n');
    expect(setFrontmatterTitle('---\r\ntitle: >-  # old\r\n  Old\r\napi: a#b\r\n---\r\n', 'New')).toBe('---\r\ntitle: New  # old\r\napi: a#b\r\n---\r\n');
  });

  it('keeps the quotes a writer chose, and quotes only when the value needs it', () => {
    expect(setFrontmatterTitle("---\ntitle: 'Old'\n---\n", "It's new")).toBe("---\ntitle: 'It''s new'\n---\n");
    expect(setFrontmatterTitle('---\ntitle: "Old"\n---\n', 'New')).toBe('---\ntitle: "New"\n---\n');
    expect(setFrontmatterTitle('---\ntitle: Old\n---\n', 'Step 2: run')).toBe('---\ntitle: "Step 2: run"\n---\n');
  });

  it('refuses what it cannot edit safely', () => {
    expect(setFrontmatterTitle('no frontmatter\n', 'X')).toBeNull();
    expect(setFrontmatterTitle('---\ntitle: [a, b]\n---\n', 'X')).toBeNull();
    expect(setFrontmatterTitle('---\ntitle: a\ntitle: b\n---\n', 'X')).toBeNull();
    expect(setFrontmatterTitle('---\ndescription: no title\n---\n', 'X')).toBeNull();
  });
});

describe('renameFrontmatterKey (check --fix of a misspelt key)', () => {
  const offsetOf = (page: string, key: string) => page.search(new RegExp(`(^|\\n)${key}:`)) + (page.startsWith(`${key}:`) ? 0 : 1);

  it('renames the key and keeps everything else, idempotently', () => {
    for (const seed of SEEDS) {
      const g = generate(seed, { keys: ['title', 'sidebar_label'], extra: [{ key: 'descripton', text: (nl) => `descripton: Set it up.  # typo${nl}` }] });
      const at = offsetOf(g.page, 'descripton');
      const after = renameFrontmatterKey(g.page, at, 'descripton', 'description');
      expect(after, `seed ${seed}`).not.toBeNull();
      const expected = Object.fromEntries(Object.entries(g.data).map(([k, v]) => (k === 'descripton' ? ['description', v] : [k, v])));
      expectKept(g, after!, 'descripton', expected);
      expect(Object.keys(frontmatterData(splitFrontmatter(after!)!.yaml) as object)).toEqual(Object.keys(expected)); // same place in the order
      expect(renameFrontmatterKey(after!, at, 'descripton', 'description'), `seed ${seed}: second run`).toBeNull();
    }
  });

  it('never makes a duplicate key, whatever the style of the existing one (BOM and CRLF too)', () => {
    for (const seed of SEEDS) {
      const g = generate(seed, { keys: ['title', 'description'], extra: [{ key: 'subtitle', text: (nl) => `subtitle: Second${nl}` }] });
      expect(renameFrontmatterKey(g.page, offsetOf(g.page, 'subtitle'), 'subtitle', 'title'), `seed ${seed}`).toBeNull();
    }
  });

  it('renames only the key at the given place', () => {
    const page = '---\ntitle: T\ncustom_props:\n  platfrom: js\n---\n';
    expect(renameFrontmatterKey(page, page.indexOf('platfrom'), 'platfrom', 'platform')).toBe('---\ntitle: T\ncustom_props:\n  platform: js\n---\n');
    expect(renameFrontmatterKey(page, page.indexOf('title'), 'platfrom', 'platform')).toBeNull();
  });
});

describe('check --fix on generated pages', () => {
  it('fixes a misspelt key and a drifted title on BOM and CRLF pages, keeps the rest, and a second run changes nothing', async () => {
    for (const seed of SEEDS.slice(0, 25)) {
      const g = generate(seed, { keys: ['title', 'sidebar_label'], extra: [{ key: 'descripton', text: (nl) => `descripton: Rooms.${nl}` }] });
      const root = project({ 'content/docs/index.md': g.page });
      const file = 'content/docs/index.md';
      const first = await check(root);
      expect(only(first.diagnostics, 'frontmatter/unknown-key').length, `seed ${seed}`).toBe(1);
      applyFixes(root, first.diagnostics, new Map());
      const fixed = readFileSync(join(root, file), 'utf8');
      const expected = Object.fromEntries(Object.entries(g.data).map(([k, v]) => (k === 'descripton' ? ['description', v] : [k, v])));
      expectKept(g, fixed, 'descripton', expected);
      const second = await check(root);
      expect(only(second.diagnostics, 'frontmatter/unknown-key'), `seed ${seed}`).toEqual([]);
      expect(applyFixes(root, second.diagnostics, new Map()).files.size).toBe(0);
      // Retitle through the same path as sync's summaries.
      applyFixes(root, [{ ruleId: 'drift/title', severity: 'error', file, line: 2, column: 1, message: '', docsUrl: '' }], new Map([[file, 'List rooms']]));
      const retitled = readFileSync(join(root, file), 'utf8');
      expect(frontmatterData(splitFrontmatter(retitled)!.yaml)).toEqual({ ...expected, title: 'List rooms' });
      writeFileSync(join(root, file), retitled);
    }
  });
});
