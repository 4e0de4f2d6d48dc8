/**
 * Writing dist/bundle: at every step of a build, the bundle path resolves to a
 * whole bundle (the old one or the new one), whatever moment the build is
 * killed at; the next build clears what an interrupted one left behind.
 * A kill is simulated by copying dist/ exactly as it is on disk between two
 * steps of the write, then running the next build on that copy.
 */
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assembleBundle, type AssembledBundle } from '../pipeline/src/bundle/assemble.ts';
import { VERSIONS_DIR, writeBundle, type WriteStep } from '../pipeline/src/bundle/write.ts';
import { check, page, project } from './helpers.ts';

const scratch = mkdtempSync(join(tmpdir(), 'pipeline-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const STEPS: WriteStep[] = ['cleaned', 'written', 'completed', 'linked', 'swapped'];

async function bundleOf(root: string): Promise<AssembledBundle> {
  const result = await check(root, { body: true });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return assembleBundle(result.site);
}

/** The label of the bundle at `dir`, after checking it is whole: the manifest and every page it lists. */
function wholeBundle(dir: string): string {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  for (const route of manifest.routes) expect(existsSync(join(dir, route.file)), route.file).toBe(true);
  return manifest.version.label;
}

async function twoVersions() {
  const root = project({ 'content/docs/index.md': page('Home', '## Start\n\nHello.\n'), 'content/docs/guide.md': page('Guide'), 'content/sidebars/s.yaml': '- doc: index\n- doc: guide\n' });
  const v1 = await bundleOf(root);
  writeFileSync(join(root, 'content/version.yaml'), readFileSync(join(root, 'content/version.yaml'), 'utf8').replace('label: Next', 'label: Second'));
  writeFileSync(join(root, 'content/docs/third.md'), page('Third'));
  writeFileSync(join(root, 'content/sidebars/s.yaml'), '- doc: index\n- doc: guide\n- doc: third\n');
  const v2 = await bundleOf(root);
  return { root, v1, v2 };
}

describe('writing the bundle', () => {
  it('leaves a whole bundle at dist/bundle at every step, and the next build clears an interrupted one', async () => {
    const { root, v1, v2 } = await twoVersions();
    const out = join(root, 'dist/bundle');
    writeBundle(v1, root, out);
    expect(lstatSync(out).isSymbolicLink()).toBe(true);
    expect(wholeBundle(out)).toBe('Next');

    const seen: string[] = [];
    writeBundle(v2, root, out, {
      afterStep: (step) => {
        // dist/ as a kill at this moment would leave it.
        const killed = join(scratch, `killed-${step}`);
        cpSync(join(root, 'dist'), killed, { recursive: true, verbatimSymlinks: true });
        const label = wholeBundle(join(killed, 'bundle'));
        seen.push(`${step}: ${label}`);
        // The next build on that state: complete, and nothing left over.
        writeBundle(v2, root, join(killed, 'bundle'));
        expect(wholeBundle(join(killed, 'bundle'))).toBe('Second');
        expect(readdirSync(killed).sort()).toEqual([VERSIONS_DIR, 'bundle']);
        const versions = readdirSync(join(killed, VERSIONS_DIR));
        expect(versions.some((v) => v.endsWith('.tmp'))).toBe(false);
        expect(versions.length).toBeLessThanOrEqual(2);
      },
    });
    expect(seen).toEqual(['cleaned: Next', 'written: Next', 'completed: Next', 'linked: Next', 'swapped: Second']);
    expect(wholeBundle(out)).toBe('Second');
  });

  it('keeps the old bundle when a build fails part-way, and leaves nothing of the failed one', async () => {
    const { root, v1, v2 } = await twoVersions();
    const out = join(root, 'dist/bundle');
    writeBundle(v1, root, out);
    for (const failAt of STEPS.slice(0, -1)) {
      expect(() =>
        writeBundle(v2, root, out, {
          afterStep: (step) => {
            if (step === failAt) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
          },
        }),
      ).toThrow(/no space/);
      expect(wholeBundle(out), failAt).toBe('Next');
      expect(readdirSync(join(root, 'dist')).sort()).toEqual([VERSIONS_DIR, 'bundle']);
      expect(readdirSync(join(root, 'dist', VERSIONS_DIR))).toHaveLength(1);
    }
  });

  it('keeps the version before the current one for readers still inside it, and removes older ones', async () => {
    const { root, v1, v2 } = await twoVersions();
    const out = join(root, 'dist/bundle');
    for (const b of [v1, v2, v1, v2]) writeBundle(b, root, out);
    const versions = readdirSync(join(root, 'dist', VERSIONS_DIR)).sort();
    expect(versions).toHaveLength(2);
    expect(wholeBundle(join(root, 'dist', VERSIONS_DIR, versions[0]!))).toBe('Next');
    expect(wholeBundle(out)).toBe('Second');
  });

  it('takes over a bundle folder written before links were used, and the leftovers of the older writer', async () => {
    const { root, v1, v2 } = await twoVersions();
    const out = join(root, 'dist/bundle');
    writeBundle(v1, root, out);
    // Turn dist/bundle back into a plain folder, and add what the older writer left when it was killed.
    const real = join(root, 'dist', 'plain');
    cpSync(out, real, { recursive: true });
    rmSync(out);
    rmSync(join(root, 'dist', VERSIONS_DIR), { recursive: true });
    cpSync(real, out, { recursive: true });
    rmSync(real, { recursive: true });
    mkdirSync(join(root, 'dist', '.bundle-999999999-1700000000000.tmp'));
    mkdirSync(join(root, 'dist', '.bundle-999999999-1700000000000.old'));
    writeBundle(v2, root, out);
    expect(lstatSync(out).isSymbolicLink()).toBe(true);
    expect(wholeBundle(out)).toBe('Second');
    expect(readdirSync(join(root, 'dist')).sort()).toEqual([VERSIONS_DIR, 'bundle']);
  });
});
