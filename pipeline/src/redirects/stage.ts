/** Stage: the redirects file (content/redirects.yaml, optional), read and validated. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteRedirect } from '../core/site.ts';
import { MAX_YAML_BYTES, readText, UsageError } from '../load/files.ts';
import { DOCS } from '../core/paths.ts';
import { docIdOf, routeOf } from '../model.ts';
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

/** The routes a site published, and where they were read from. */
export interface PreviousRoutes {
  routes: ReadonlySet<string>;
  /** `the last build (dist/bundle)`, or the git ref given with --base. */
  source: string;
}

const LAST_BUILD = 'the last build (dist/bundle)';

/** Where the last build's bundle is, below the root (what `pipeline build` writes by default). */
export const LAST_BUNDLE_MANIFEST = 'dist/bundle/manifest.json';

/**
 * Stage: the routes of the last build (the manifest of dist/bundle), so that a
 * route that was published and is gone can be told apart from one that never
 * was (redirects/missing). Undefined when there is no build yet, or its
 * manifest cannot be read: then there is nothing to compare with.
 */
export function previousRoutesStage(ctx: RunContext, baseRef?: string): Staged<PreviousRoutes | undefined> {
  if (baseRef !== undefined) return { value: { routes: routesAtRef(ctx.layout.root, baseRef), source: baseRef }, diagnostics: [] };
  const file = join(ctx.layout.root, LAST_BUNDLE_MANIFEST);
  try {
    const stamp = statSync(file);
    const key = `${stamp.size}:${stamp.mtimeMs}`;
    if (memo?.file === file && memo.key === key) return { value: { routes: memo.routes, source: LAST_BUILD }, diagnostics: [] };
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { routes?: { route?: unknown }[] };
    const routes = new Set((manifest.routes ?? []).map((r) => r.route).filter((r): r is string => typeof r === 'string'));
    memo = { file, key, routes };
    return { value: { routes, source: LAST_BUILD }, diagnostics: [] };
  } catch {
    return { value: undefined, diagnostics: [] };
  }
}

/** The last manifest read, while its file is unchanged (a language server checks on every keystroke). */
let memo: { file: string; key: string; routes: ReadonlySet<string> } | undefined;

/**
 * The routes the pages had at a git ref (`--base main`, `--base v2.3`): every
 * .md under content/docs at that commit that was not a draft, at its slug or
 * the route of its path. One `git ls-tree` and one `git cat-file --batch`;
 * a ref git does not know is a usage error.
 */
export function routesAtRef(root: string, ref: string): ReadonlySet<string> {
  if (!/^[A-Za-z0-9._/@{}~^-]+$/.test(ref) || ref.startsWith('-')) throw new UsageError(`--base takes a git ref (a branch, tag or commit), not "${ref}"`);
  const git = (args: string[], input?: string) => spawnSync('git', args, { cwd: root, encoding: 'utf8', input, maxBuffer: 512 * 1024 * 1024, timeout: 60_000 });
  const list = git(['ls-tree', '-r', '--name-only', ref, '--', DOCS]);
  if (list.status !== 0) throw new UsageError(`--base ${ref}: git does not know this ref here (${(list.stderr || 'no git repository').trim().split('\n')[0]})`);
  const paths = list.stdout.split('\n').filter((p) => p.endsWith('.md'));
  const routes = new Set<string>();
  if (!paths.length) return routes;
  const cat = git(['cat-file', '--batch'], paths.map((p) => `${ref}:${p}\n`).join(''));
  const out = cat.stdout ?? '';
  let at = 0;
  for (const path of paths) {
    const header = out.slice(at, out.indexOf('\n', at));
    at += header.length + 1;
    const size = Number(header.split(' ')[2]);
    if (!Number.isFinite(size)) break;
    const text = out.slice(at, at + size);
    at += size + 1;
    const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
    if (/^draft:\s*true\s*$/m.test(fm)) continue;
    const slug = /^slug:\s*["']?([^"'\n]+?)["']?\s*$/m.exec(fm)?.[1];
    routes.add(routeOf(docIdOf(path), slug));
  }
  return routes;
}
