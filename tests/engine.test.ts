/**
 * The in-memory engine (what a language server holds): after any series of
 * random edits on disk and in unsaved editor buffers (overlays), its findings
 * equal a fresh --no-cache check of the same texts written to disk, and an
 * edit re-analyses only the page it touched.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Engine } from '../pipeline/src/engine/engine.ts';
import { ROOMS_SPEC } from '../rules/site/examples.ts';
import { check, page, prng, project } from './helpers.ts';

const N = 10;
const names = Array.from({ length: N }, (_, i) => `p${i}`);
const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The rules' one-operation spec, with the summary, and whether it has a second operation, the edits change. */
const spec = (summary: string, second: boolean) =>
  ROOMS_SPEC.replace('summary: List rooms', `summary: ${summary}`) +
  (second
    ? `    post:
      operationId: createRoom
      summary: Create a room
      description: Creates a room.
      tags: [Rooms]
      responses:
        '200': { description: The room. }
`
    : '');

function site(withSpec = false): string {
  const files: Record<string, string> = { 'content/sidebars/s.yaml': names.map((n) => `- doc: ${n}\n`).join('') };
  if (withSpec) {
    files['specs/rooms/openapi.yaml'] = spec('List rooms', false);
    files['content/docs/api/list-rooms.md'] = '---\ntitle: List rooms\napi: rooms#listRooms\n---\n\nThe rooms.\n';
  }
  names.forEach((n, i) => (files[`content/docs/${n}.md`] = page(`Page ${i}`, `## Part ${i}\n\nSee [next](./${names[(i + 1) % N]}.md#part-${(i + 1) % N}).\n`)));
  return project(files);
}

/** The project as a plain run would see it: a copy with the overlays written over the files. */
function materialise(root: string, overlays: ReadonlyMap<string, string>): string {
  const copy = mkdtempSync(join(tmpdir(), 'engine-oracle-'));
  scratch.push(copy);
  cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true });
  if (existsSync(join(root, 'specs'))) cpSync(join(root, 'specs'), join(copy, 'specs'), { recursive: true });
  for (const [path, text] of overlays) if (existsSync(join(copy, path))) writeFileSync(join(copy, path), text);
  return copy;
}

describe('the in-memory engine', () => {
  it('re-analyses only the edited page, and an overlay stands in for the file', async () => {
    const root = site();
    const engine = new Engine({ root, threads: 1 });
    const first = await engine.check();
    expect(first.stats.cached).toBe(0);
    expect(first.diagnostics).toEqual([]);
    const again = await engine.check();
    expect(again.stats.cached).toBe(N);
    const overlay = new Map([['content/docs/p3.md', page('Page 3', 'See [nowhere](./missing.md).\n')]]);
    const edited = await engine.check(overlay);
    expect(edited.stats.cached).toBe(N - 1);
    expect(edited.diagnostics.map((d) => `${d.file}:${d.line} ${d.ruleId}`)).toEqual(['content/docs/p2.md:7 links/broken-anchor', 'content/docs/p3.md:5 links/broken']);
    // The file on disk never changed: without the overlay the site is clean again.
    expect((await engine.check()).diagnostics).toEqual([]);
  });

  it('equals a fresh --no-cache check after 60 random edits on disk and in overlays (pages, headings, sidebars, the spec)', async () => {
    const root = site(true);
    const engine = new Engine({ root, threads: 1 });
    const overlays = new Map<string, string>();
    const rnd = prng(20261125);
    const pick = () => names[Math.floor(rnd() * N)]!;
    // Edits that change only editor buffers return true: the next check may then trust the disk, as a
    // language server does between keystrokes; any edit of a file makes it walk the disk again.
    const edits: (() => boolean | void)[] = [
      () => !!overlays.set(`content/docs/${pick()}.md`, page('Edited', `## Part ${Math.floor(rnd() * N)}\n\nSee [x](./${pick()}.md#part-${Math.floor(rnd() * N)}).\n`)),
      () => (overlays.delete([...overlays.keys()][0] ?? ''), true),
      () => {
        const f = join(root, `content/docs/${pick()}.md`);
        if (existsSync(f)) writeFileSync(f, readFileSync(f, 'utf8').replace(/## Part (\d+)/, '## Section $1'));
      },
      () => {
        const n = pick();
        const from = join(root, `content/docs/${n}.md`);
        const to = join(root, `content/docs/moved-${n}.md`);
        if (existsSync(from)) renameSync(from, to);
        else if (existsSync(to)) renameSync(to, from);
      },
      () => {
        const f = join(root, `content/docs/${pick()}.md`);
        if (existsSync(f)) unlinkSync(f);
        else writeFileSync(f, page('Back'));
      },
      () => writeFileSync(join(root, 'content/sidebars/s.yaml'), names.filter(() => rnd() < 0.8).map((n) => `- doc: ${n}\n`).join('')),
      // The spec: a summary the page's title no longer matches, an operation with no page.
      () => writeFileSync(join(root, 'specs/rooms/openapi.yaml'), spec(rnd() < 0.5 ? 'List rooms' : 'List the rooms', rnd() < 0.5)),
      // A heading renamed in an editor buffer: links to its old anchor break.
      () => {
        const n = pick();
        const f = join(root, `content/docs/${n}.md`);
        if (existsSync(f)) overlays.set(`content/docs/${n}.md`, readFileSync(f, 'utf8').replace(/## (Part|Section) (\d+)/, '## Chapter $2'));
        return true;
      },
    ];
    const seen = new Set<string>();
    let trusted = 0;
    for (let step = 0; step < 60; step++) {
      const buffersOnly = edits[Math.floor(rnd() * edits.length)]!() === true;
      if (buffersOnly) trusted++;
      const kept = await engine.check(overlays, { diskUnchanged: buffersOnly });
      const fresh = await check(materialise(root, overlays), { cache: false });
      for (const d of fresh.diagnostics) seen.add(d.ruleId);
      expect(kept.diagnostics, `step ${step}`).toEqual(fresh.diagnostics);
      expect(kept.stats.pages).toBe(fresh.stats.pages);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['links/broken', 'links/broken-anchor', 'nav/unknown-doc', 'nav/orphan-page', 'drift/title', 'drift/missing-page']));
    expect(trusted).toBeGreaterThan(10);
  });
});
