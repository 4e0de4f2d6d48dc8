/** The site model the stages share: pages by id with their routes. */
import { join } from 'node:path';
import type { PageAnalysis } from './pages/analyze.ts';

export interface PageEntry {
  /** Doc id: the path below content/docs without `.md`. */
  id: string;
  /** Source path relative to the root. */
  path: string;
  /** The route the page is served at. */
  route: string;
  analysis: PageAnalysis;
}

export { normalizeRoute } from './core/paths.ts';
import { normalizeRoute, REDIRECTS } from './core/paths.ts';
export { DOCS as DOCS_DIR, VERSION as VERSION_FILE, SIDEBARS as SIDEBARS_DIR, STATIC as STATIC_DIR, SPECS as SPECS_DIR } from './core/paths.ts';
import { DOCS as DOCS_DIR, VERSION as VERSION_FILE, SIDEBARS as SIDEBARS_DIR, STATIC as STATIC_DIR, SPECS as SPECS_DIR } from './core/paths.ts';

/**
 * Where everything of one project is, made once from `--root`: each place as
 * a path relative to the root (as findings name it) and as an absolute path.
 */
export interface Layout {
  root: string;
  docs: { rel: string; abs: string };
  sidebars: { rel: string; abs: string };
  static: { rel: string; abs: string };
  specs: { rel: string; abs: string };
  version: { rel: string; abs: string };
  redirects: { rel: string; abs: string };
}

export function layoutOf(root: string): Layout {
  const at = (rel: string) => ({ rel, abs: join(root, rel) });
  return { root, docs: at(DOCS_DIR), sidebars: at(SIDEBARS_DIR), static: at(STATIC_DIR), specs: at(SPECS_DIR), version: at(VERSION_FILE), redirects: at(REDIRECTS) };
}

/** `content/docs/a/b.md` -> `a/b`. */
export function docIdOf(path: string): string {
  return path.slice(DOCS_DIR.length + 1, -'.md'.length);
}

/** The route of a doc: the slug, or `/` + id with a trailing `index` dropped. */
export function routeOf(id: string, slug: string | undefined): string {
  if (slug) return normalizeRoute(slug);
  const trimmed = id === 'index' ? '' : id.endsWith('/index') ? id.slice(0, -'/index'.length) : id;
  return `/${trimmed}`;
}


export const pageTitle = (p: PageEntry) => p.analysis.frontmatter?.title ?? p.id;
export const isDraft = (p: PageEntry) => p.analysis.frontmatter?.draft === true;
export const isUnlisted = (p: PageEntry) => p.analysis.frontmatter?.unlisted === true;
