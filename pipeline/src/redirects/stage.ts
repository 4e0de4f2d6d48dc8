/** Stage: the redirects file (content/redirects.yaml, optional), read and validated. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteRedirect } from '../core/site.ts';
import { MAX_YAML_BYTES, readText } from '../load/files.ts';
import { cachedParse, type RunContext, type Staged } from '../engine/stage.ts';

export async function redirectsStage(ctx: RunContext): Promise<Staged<SiteRedirect[]>> {
  const { redirects: file, root } = ctx.layout;
  if (!existsSync(file.abs)) return { value: [], diagnostics: [] };
  const read = readText(root, file.rel, MAX_YAML_BYTES);
  if (!read.file) return { value: [], diagnostics: read.diagnostics };
  const text = read.file.text;
  const loaded = await cachedParse(ctx, `redirects:${file.rel}`, text, async () => (await import('./load.ts')).loadRedirects(text));
  return { value: loaded.entries, diagnostics: loaded.diagnostics };
}

/** Where the last build's bundle is, below the root (what `pipeline build` writes by default). */
export const LAST_BUNDLE_MANIFEST = 'dist/bundle/manifest.json';

/**
 * Stage: the routes of the last build (the manifest of dist/bundle), so that a
 * route that was published and is gone can be told apart from one that never
 * was (redirects/missing). Undefined when there is no build yet, or its
 * manifest cannot be read: then there is nothing to compare with.
 */
export function previousRoutesStage(ctx: RunContext): Staged<ReadonlySet<string> | undefined> {
  const file = join(ctx.layout.root, LAST_BUNDLE_MANIFEST);
  try {
    const stamp = statSync(file);
    const key = `${stamp.size}:${stamp.mtimeMs}`;
    if (memo?.file === file && memo.key === key) return { value: memo.routes, diagnostics: [] };
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { routes?: { route?: unknown }[] };
    const routes = new Set((manifest.routes ?? []).map((r) => r.route).filter((r): r is string => typeof r === 'string'));
    memo = { file, key, routes };
    return { value: routes, diagnostics: [] };
  } catch {
    return { value: undefined, diagnostics: [] };
  }
}

/** The last manifest read, while its file is unchanged (a language server checks on every keystroke). */
let memo: { file: string; key: string; routes: ReadonlySet<string> } | undefined;
