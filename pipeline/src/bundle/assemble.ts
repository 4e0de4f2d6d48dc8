/**
 * The bundle assembled from a checked site: the manifest and one record per
 * page, links rewritten to the routes the site serves. Pure: no disk access.
 */
import { posix } from 'node:path';
import type { Site } from '../check.ts';
import { resolveLink, STATIC_DIR } from '../links/check.ts';
import { DOCS_DIR, isDraft, isUnlisted, pageTitle, type PageEntry } from '../model.ts';
import type { BodyNode, TocEntry } from '../../contract/body.ts';
import { BUNDLE_SCHEMA_VERSION, type BundleOperation, type BundlePage, type BundleSpec, type Manifest, type PageLink } from '../../contract/bundle.ts';
import type { LoadedSpec, Operation } from '../spec/load.ts';
import type { DocIndexEntry } from '../../contract/doc-index.ts';
import type { Frontmatter } from '../../contract/frontmatter.ts';

export interface AssembledBundle {
  manifest: Manifest;
  pages: BundlePage[];
  /** Each spec's shared parts, written to specs/<id>.json. */
  specs: BundleSpec[];
  /** Each spec's whole bundled OpenAPI document, written to specs/<id>.openapi.json for downloads. */
  documents: { id: string; document: Record<string, unknown> }[];
  /** Asset files to copy: source path (relative to the root) -> path in the bundle's assets/. */
  assets: Map<string, string>;
}

/** Where an asset is served: content/static/x -> /x, content/docs/a/x -> /a/x. */
export function assetRoute(path: string): string {
  if (path.startsWith(`${STATIC_DIR}/`)) return `/${path.slice(STATIC_DIR.length + 1)}`;
  return `/${path.slice(DOCS_DIR.length + 1)}`;
}

/** The pages a build writes: every page but drafts, in id order. */
export const builtPages = (site: Site): PageEntry[] => [...site.pages.values()].filter((p) => !isDraft(p)).sort((a, b) => (a.id < b.id ? -1 : 1));

export function assembleBundle(site: Site): AssembledBundle {
  const assets = new Map<string, string>();
  const built = builtPages(site);
  const pages = built.map((page) => bundlePage(site, page, page.analysis.body!, assets));
  return {
    manifest: bundleManifest(site, built),
    pages,
    specs: bundleSpecs(site),
    documents: site.specs.map((sp) => ({ id: sp.id, document: sp.document })),
    assets: new Map([...assets].sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}

/**
 * One page's record: `body` is the page's body tree (a build analyses every
 * page with bodies; the dev server analyses one page when it is asked for);
 * asset files the page links to are added to `assets`.
 */
export function bundlePage(site: Site, page: PageEntry, body: BodyNode, assets: Map<string, string>): BundlePage {
  // A build refuses on any error, so every page built here has whole, valid frontmatter.
  const fm = page.analysis.frontmatter as Frontmatter;
  const resolveUrl = (url: string): string => {
    const target = resolveLink(page, url, site.linkIndex);
    if (target.kind === 'page') return target.anchor ? `${target.page.route}#${target.anchor}` : target.page.route;
    if (target.kind === 'asset') {
      const route = assetRoute(target.path);
      assets.set(target.path, route.slice(1));
      return route;
    }
    return url;
  };
  const toc: TocEntry[] = page.analysis.headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => ({ depth: h.depth, text: h.text, id: h.id }));
  // A page no sidebar lists is shown in its section landing's sidebar.
  const landing = site.nav.landingOf.get(page.id);
  const sidebar = site.nav.sidebarOf.get(page.id) ?? (landing === undefined ? undefined : site.nav.sidebarOf.get(landing));
  const record: BundlePage = {
    id: page.id,
    route: page.route,
    frontmatter: fm,
    title: fm.title,
    description: fm.description ?? '',
    body: rewriteLinks(body, resolveUrl),
    toc,
    breadcrumbs: site.nav.breadcrumbs.get(page.id) ?? [],
    source: page.path,
  };
  if (fm.api) {
    const op = site.api.operations.get(fm.api);
    const spec = op && site.specs.find((sp) => sp.id === op.specId);
    if (op && spec) record.operation = bundleOperation(op, spec);
  }
  if (sidebar) {
    record.sidebar = sidebar;
    const order = site.nav.order.get(sidebar) ?? [];
    const at = order.indexOf(page.id);
    const prev = at > 0 ? site.pages.get(order[at - 1]!) : undefined;
    const next = at >= 0 && at < order.length - 1 ? site.pages.get(order[at + 1]!) : undefined;
    if (prev) record.previous = linkTo(prev);
    if (next) record.next = linkTo(next);
  }
  return record;
}

const linkTo = (page: PageEntry): PageLink => ({ label: page.analysis.frontmatter?.sidebar_label ?? pageTitle(page), href: page.route });

/** The manifest: version, sidebars, the doc index, routes of `built`, specs and redirects. */
export function bundleManifest(site: Site, built: PageEntry[] = builtPages(site)): Manifest {
  const docs: DocIndexEntry[] = built
    .filter((p) => !isUnlisted(p))
    .map((p) => {
      const entry: DocIndexEntry = { id: p.id, title: pageTitle(p), description: p.analysis.frontmatter?.description ?? '' };
      const sidebar = site.nav.sidebarOf.get(p.id);
      if (sidebar) entry.sidebar = sidebar;
      return entry;
    });
  return {
    schemaVersion: BUNDLE_SCHEMA_VERSION,
    version: site.version!,
    sidebars: Object.fromEntries(Object.entries(site.nav.sidebars).sort(([a], [b]) => (a < b ? -1 : 1))),
    docs,
    routes: built.map((p) => ({ id: p.id, route: p.route, file: bundlePagePath(p.id), unlisted: isUnlisted(p) })),
    specs: site.specs.map((sp) => ({ id: sp.id, title: sp.settings.displayName, version: sp.version, file: `specs/${sp.id}.json`, openapi: `specs/${sp.id}.openapi.json` })),
    redirects: site.redirects.map((r) => ({ from: r.from, to: r.to })),
  };
}

/** Each spec's shared parts (servers, components), for specs/<id>.json. */
export function bundleSpecs(site: Site): BundleSpec[] {
  return site.specs.map((sp) => ({
    id: sp.id,
    title: sp.settings.displayName,
    version: sp.version,
    servers: Array.isArray(sp.document.servers) ? (sp.document.servers as Record<string, unknown>[]) : [],
    components: (sp.document.components as Record<string, unknown> | undefined) ?? {},
  }));
}

/** The operation as the site renders it: the spec's objects, refs kept. */
function bundleOperation(op: Operation, spec: LoadedSpec): BundleOperation {
  const o = op.object as Record<string, unknown>;
  const opParams = Array.isArray(o.parameters) ? (o.parameters as Record<string, unknown>[]) : [];
  const pathParams = (op.pathParameters as Record<string, unknown>[]).filter(
    (p) => !opParams.some((q) => q.name !== undefined && q.name === p.name && q.in === p.in),
  );
  const out: BundleOperation = {
    specId: op.specId,
    operationId: op.operationId,
    method: op.method as BundleOperation['method'],
    path: op.path,
    summary: op.summary,
    description: typeof o.description === 'string' ? o.description : '',
    tags: op.tags,
    parameters: [...pathParams, ...opParams],
    responses: (o.responses as BundleOperation['responses'] | undefined) ?? {},
    security: (Array.isArray(o.security) ? o.security : Array.isArray(spec.document.security) ? spec.document.security : []) as BundleOperation['security'],
    deprecated: o.deprecated === true,
  };
  if (o.requestBody && typeof o.requestBody === 'object') out.requestBody = o.requestBody as Record<string, unknown>;
  return out;
}

/** A copy of the body with every link and image URL passed through `resolve`. */
function rewriteLinks(node: BodyNode, resolve: (url: string) => string): BodyNode {
  if (node.type === 'link') return { ...node, url: resolve(node.url), children: node.children.map((c) => rewriteLinks(c, resolve)) };
  if (node.type === 'image') return { ...node, url: resolve(node.url) };
  if ('children' in node) return { ...node, children: node.children.map((c) => rewriteLinks(c, resolve)) } as BodyNode;
  return node;
}

export const bundlePagePath = (id: string) => posix.join('pages', `${id}.json`);
