/**
 * Writes dist/bundle: validated against its schema first, then written to a
 * temporary folder and renamed into place, so a reader never sees half a
 * bundle. The same input gives the same bytes.
 */
import { copyFileSync, mkdirSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { BundlePage, BundleSpec, Manifest } from '../schema/bundle.ts';
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

export function writeBundle(bundle: AssembledBundle, root: string, outDir: string): void {
  validateBundle(bundle);
  const parent = dirname(outDir);
  mkdirSync(parent, { recursive: true });
  const tmp = join(parent, `.bundle-${process.pid}-${Date.now()}.tmp`);
  const old = join(parent, `.bundle-${process.pid}-${Date.now()}.old`);
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
    for (const [source, target] of bundle.assets) {
      const file = join(tmp, 'assets', target);
      mkdirSync(dirname(file), { recursive: true });
      copyFileSync(join(root, source), file);
    }
    if (existsSync(outDir)) renameSync(outDir, old);
    renameSync(tmp, outDir);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
  }
}
