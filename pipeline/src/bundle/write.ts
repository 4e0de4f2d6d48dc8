/**
 * Writes dist/bundle: validated against its schema first, then swapped in so
 * that `dist/bundle` always resolves to one complete bundle, whatever moment
 * a build is killed at. The same input gives the same bytes.
 *
 * `dist/bundle` is a symbolic link to a version folder, `dist/.bundles/<id>`.
 * A build writes a new version folder under a temporary name, renames it to
 * its final name once every file is in it, and then replaces the link with
 * one rename of a new link over it (a rename is atomic). Readers see the old
 * bundle or the new one, never a mix and never nothing. The version before
 * the current one is kept for readers that are still inside it; older ones,
 * and whatever an interrupted build left behind, are removed by the next build.
 */
import { copyFileSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { isAlive } from '../core/write-file.ts';
import { z } from 'zod';
import { BundlePage, BundleSpec, Manifest } from '../../contract/bundle.ts';
import type { AssembledBundle } from './assemble.ts';
import { bundlePagePath } from './assemble.ts';

export class BundleInvalidError extends Error {}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function validateBundle(bundle: AssembledBundle): void {
  const problems: string[] = [];
  const m = Manifest.safeParse(bundle.manifest);
  if (!m.success) problems.push(`manifest.json: ${z.prettifyError(m.error)}`);
  for (const spec of bundle.specs) {
    const p = BundleSpec.safeParse(spec);
    if (!p.success) problems.push(`specs/${spec.id}.json: ${z.prettifyError(p.error)}`);
  }
  for (const page of bundle.pages) {
    const p = BundlePage.safeParse(page);
    if (!p.success) problems.push(`${bundlePagePath(page.id)}: ${z.prettifyError(p.error)}`);
  }
  if (problems.length) throw new BundleInvalidError(`The bundle does not match its schema:\n${problems.slice(0, 10).join('\n')}`);
}

/** JSON Schemas of the bundle files, written beside them for other consumers. */
export function bundleJsonSchema(): unknown {
  return {
    manifest: z.toJSONSchema(Manifest, { target: 'draft-2020-12' }),
    page: z.toJSONSchema(BundlePage, { target: 'draft-2020-12' }),
    spec: z.toJSONSchema(BundleSpec, { target: 'draft-2020-12' }),
  };
}

/** Where the version folders live, beside the link. */
export const VERSIONS_DIR = '.bundles';

/** The steps of a write, in order; tests stop a build between any two of them. */
export type WriteStep = 'cleaned' | 'written' | 'completed' | 'linked' | 'swapped';

export interface WriteOptions {
  /** Called after each step (tests throw here to simulate a build killed at that point). */
  afterStep?: (step: WriteStep) => void;
}

let sequence = 0;
/** `<time><sequence>-<pid>`: sorts by age, is new for every write, and says which process made it. */
const versionId = () => `${Date.now().toString(36).padStart(9, '0')}${(sequence++ % 36 ** 4).toString(36).padStart(4, '0')}-${process.pid}`;
/** The process id in a version name `<time>-<pid>[.tmp]`; NaN for other names. */
const pidOf = (name: string) => Number(/^[0-9a-z]+-(\d+)(?:\.tmp)?$/.exec(name)?.[1]);

export function writeBundle(bundle: AssembledBundle, root: string, outDir: string, options: WriteOptions = {}): void {
  validateBundle(bundle);
  const step = options.afterStep ?? (() => {});
  const out = resolve(outDir);
  const parent = dirname(out);
  const versions = join(parent, VERSIONS_DIR);
  mkdirSync(versions, { recursive: true });
  cleanUp(out);
  step('cleaned');

  const id = versionId();
  const tmp = join(versions, `${id}.tmp`);
  const final = join(versions, id);
  const link = join(parent, `.${basename(out)}-${id}.link`);
  try {
    mkdirSync(tmp, { recursive: true });
    writeFileSync(join(tmp, 'manifest.json'), json(bundle.manifest));
    writeFileSync(join(tmp, 'bundle.schema.json'), json(bundleJsonSchema()));
    for (const page of bundle.pages) {
      const file = join(tmp, bundlePagePath(page.id));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, json(page));
    }
    for (const spec of bundle.specs) {
      const file = join(tmp, 'specs', `${spec.id}.json`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, json(spec));
    }
    for (const { id, document } of bundle.documents) writeFileSync(join(tmp, 'specs', `${id}.openapi.json`), json(document));
    for (const [source, target] of bundle.assets) {
      const file = join(tmp, 'assets', target);
      mkdirSync(dirname(file), { recursive: true });
      copyFileSync(join(root, source), file);
    }
    step('written');
    renameSync(tmp, final);
    step('completed');
    // Relative, so dist/ can be moved or copied as a whole; a junction on Windows (no privilege needed).
    if (process.platform === 'win32') symlinkSync(final, link, 'junction');
    else symlinkSync(join(VERSIONS_DIR, id), link);
    step('linked');
    swapIn(link, out, versions);
    step('swapped');
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(link, { force: true });
    if (currentVersion(out) !== id) rmSync(final, { recursive: true, force: true });
    throw error;
  }
  cleanUp(out);
}

/**
 * Puts the new link in place of `out` with one rename. A bundle folder from
 * before links were used (a real directory) is first moved into the versions
 * folder; only that one-time move leaves a moment with no bundle.
 */
function swapIn(link: string, out: string, versions: string): void {
  let stats;
  try {
    stats = lstatSync(out);
  } catch {
    stats = undefined;
  }
  if (stats?.isDirectory()) renameSync(out, join(versions, `${versionId()}-legacy`));
  renameSync(link, out);
}

/** The version folder name the link at `out` points to, if it is one of ours. */
function currentVersion(out: string): string | undefined {
  try {
    const target = readlinkSync(out);
    return basename(target);
  } catch {
    return undefined;
  }
}

/**
 * Removes what no reader can need: version folders other than the current and
 * the one before it, unfinished versions and links of builds that are no
 * longer running, and the temporary folders of the older rename-based writer.
 * Never throws: cleaning is best effort.
 */
export function cleanUp(out: string): void {
  const parent = dirname(out);
  const versions = join(parent, VERSIONS_DIR);
  const current = currentVersion(out);
  /** Whether another build that is still running owns this name. */
  const busy = (pid: number) => pid !== process.pid && isAlive(pid);
  const remove = (path: string) => rmSync(path, { recursive: true, force: true });
  let names: string[] = [];
  try {
    names = readdirSync(versions).sort();
  } catch {
    // no versions folder yet
  }
  const complete = names.filter((n) => !n.endsWith('.tmp'));
  const previous = current === undefined ? undefined : complete.filter((n) => n < current).pop();
  for (const name of names) {
    if (name === current || name === previous || busy(pidOf(name))) continue;
    remove(join(versions, name));
  }
  let siblings: string[] = [];
  try {
    siblings = readdirSync(parent);
  } catch {
    // the parent is gone: nothing to clean
  }
  const linkPrefix = `.${basename(out)}-`;
  for (const name of siblings) {
    // Links this writer made but did not swap in: .bundle-<time>-<pid>.link
    if (name.startsWith(linkPrefix) && name.endsWith('.link') && !busy(pidOf(name.slice(linkPrefix.length, -'.link'.length)))) remove(join(parent, name));
    // Folders the older writer left: .bundle-<pid>-<time>.tmp and .old
    const old = /^\.bundle-(\d+)-\d+\.(?:tmp|old)$/.exec(name);
    if (old && !busy(Number(old[1]))) remove(join(parent, name));
  }
}
