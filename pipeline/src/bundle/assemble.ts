/**
 * The bundle assembled from a checked site: the manifest and one record per
 * page, links rewritten to the routes the site serves. Pure: no disk access.
 */
import { posix } from 'node:path';
import type { Site } from '../check.ts';
import { resolveLink, STATIC_DIR } from '../links/check.ts';
import { DOCS_DIR, isDraft, isUnlisted, pageTitle, type PageEntry } from '../model.ts';
import type { BodyNode, TocEntry } from '../schema/body.ts';
import { BUNDLE_SCHEMA_VERSION, type BundlePage, type Manifest, type PageLink } from '../schema/bundle.ts';
import type { DocIndexEntry } from '../schema/doc-index.ts';

export interface AssembledBundle {
  manifest: Manifest;
  pages: BundlePage[];
  /** Asset files to copy: source path (relative to the root) -> path in the bundle's assets/. */
  assets: Map<string, string>;
}

/** Where an asset is served: content/static/x -> /x, content/docs/a/x -> /a/x. */
export function assetRoute(path: string): string {
  if (path.startsWith(`${STATIC_DIR}/`)) return `/${path.slice(STATIC_DIR.length + 1)}`;
  return `/${path.slice(DOCS_DIR.length + 1)}`;
}

export function assembleBundle(site: Site): AssembledBundle {
  const assets = new Map<string, string>();
  const built = [...site.pages.values()].filter((p) => !isDraft(p)).sort((a, b) => (a.id < b.id ? -1 : 1));

  const linkTo = (page: PageEntry): PageLink => ({ label: page.analysis.frontmatter?.sidebar_label ?? pageTitle(page), href: page.route });

  const pages: BundlePage[] = built.map((page) => {
    const fm = page.analysis.frontmatter!;
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
    const body = rewriteLinks(page.analysis.body!, resolveUrl);
    const toc: TocEntry[] = page.analysis.headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => ({ depth: h.depth, text: h.text, id: h.id }));
    const sidebar = site.nav.sidebarOf.get(page.id);
    const record: BundlePage = {
      id: page.id,
      route: page.route,
      frontmatter: fm,
      title: fm.title,
      description: fm.description ?? '',
      body,
      toc,
      breadcrumbs: site.nav.breadcrumbs.get(page.id) ?? [],
      source: page.path,
    };
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
  });

  const docs: DocIndexEntry[] = built
    .filter((p) => !isUnlisted(p))
    .map((p) => {
      const entry: DocIndexEntry = { id: p.id, title: pageTitle(p), description: p.analysis.frontmatter?.description ?? '' };
      const sidebar = site.nav.sidebarOf.get(p.id);
      if (sidebar) entry.sidebar = sidebar;
      return entry;
    });

  const manifest: Manifest = {
    schemaVersion: BUNDLE_SCHEMA_VERSION,
    version: site.version!,
    sidebars: Object.fromEntries(Object.entries(site.nav.sidebars).sort(([a], [b]) => (a < b ? -1 : 1))),
    docs,
    routes: built.map((p) => ({ id: p.id, route: p.route, file: `pages/${p.id}.json`, unlisted: isUnlisted(p) })),
    specs: [],
  };
  return { manifest, pages, assets: new Map([...assets].sort(([a], [b]) => (a < b ? -1 : 1))) };
}

/** A copy of the body with every link and image URL passed through `resolve`. */
function rewriteLinks(node: BodyNode, resolve: (url: string) => string): BodyNode {
  if (node.type === 'link') return { ...node, url: resolve(node.url), children: node.children.map((c) => rewriteLinks(c, resolve)) };
  if (node.type === 'image') return { ...node, url: resolve(node.url) };
  if ('children' in node) return { ...node, children: node.children.map((c) => rewriteLinks(c, resolve)) } as BodyNode;
  return node;
}

export const bundlePagePath = (id: string) => posix.join('pages', `${id}.json`);
