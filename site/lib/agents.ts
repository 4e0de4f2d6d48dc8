/**
 * What the site build writes for agents, from the bundle: a Markdown twin of
 * every page (`<route>.md` and `<route>/index.md`, see twin.ts), `llms.txt`
 * at the root (the sections, and the listed pages that belong to no
 * section), one `llms/<section>.txt` per sidebar in navigation order and one
 * `llms/<section>-full.txt` with the full text of its pages. Each index stays
 * under 50,000 characters: descriptions are shortened, then dropped, then the
 * section is split by its top-level categories. Before anything is written
 * the files are checked: every link resolves to a file being written, every
 * listed page is in an index, and no unlisted page is.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import GithubSlugger from 'github-slugger';
import type { BundlePage, BundleSpec, Manifest, NavItem } from './bundle.ts';
import { SECTION_LABELS, siteConfig } from '../site.config.ts';
import { pageTwin, twinPath, type TwinContext } from './twin.ts';

/** The largest index file, in characters (what agents are known to read whole). */
export const MAX_INDEX_CHARS = 50_000;

export interface AgentFiles {
  /** Path below the site root (starting with `/`) -> text. */
  files: Map<string, string>;
  twins: number;
  indexes: number;
}

interface Entry {
  route: string;
  title: string;
  description: string;
}

interface Group {
  heading: string;
  depth: number;
  entries: Entry[];
}

/** Every page record of the bundle, by route: read once, for everything the site build makes beside the HTML. */
export function loadBundlePages(bundleDir: string, manifest: Manifest): Map<string, BundlePage> {
  return new Map(manifest.routes.map((r) => [r.route, JSON.parse(readFileSync(join(bundleDir, r.file), 'utf8')) as BundlePage]));
}

/** Builds every agent file from the bundle in `bundleDir`. Throws when the files do not hold together. */
export function agentFiles(
  bundleDir: string,
  options: { siteUrl: string; productName: string } = { siteUrl: siteConfig.siteUrl, productName: siteConfig.productName },
  manifest: Manifest = JSON.parse(readFileSync(join(bundleDir, 'manifest.json'), 'utf8')) as Manifest,
  pages: Map<string, BundlePage> = loadBundlePages(bundleDir, manifest),
): AgentFiles {
  const specs = new Map<string, BundleSpec>();
  const specOf = (id: string) => {
    if (!specs.has(id)) {
      const listed = manifest.specs.find((s) => s.id === id);
      if (listed) specs.set(id, JSON.parse(readFileSync(join(bundleDir, listed.file), 'utf8')) as BundleSpec);
    }
    return specs.get(id);
  };
  const ctx: TwinContext = { siteUrl: options.siteUrl, manifest, routes: new Set(manifest.routes.map((r) => r.route)) };
  const files = new Map<string, string>();
  for (const r of manifest.routes) {
    const page = pages.get(r.route)!;
    const twin = pageTwin(page, page.operation ? specOf(page.operation.specId) : undefined, ctx);
    files.set(twinPath(r.route), twin);
    if (r.route !== '/') files.set(`${r.route}/index.md`, twin);
  }
  const twins = manifest.routes.length;
  const indexed = indexFiles(manifest, pages, files, options);
  for (const [path, text] of indexed) files.set(path, text);
  verify(manifest, files, indexed, options.siteUrl);
  return { files, twins, indexes: indexed.size };
}

/** Writes the files below `out`. */
export function writeAgentFiles(out: string, files: Map<string, string>): void {
  for (const [path, text] of files) {
    const file = join(out, ...path.split('/').filter(Boolean));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

const listedRoutes = (manifest: Manifest): Set<string> => (manifest.version.noIndex ? new Set() : new Set(manifest.routes.filter((r) => !r.unlisted).map((r) => r.route)));

/** The section's file name: its header label as a slug (`Browser SDK` -> `browser-sdk`). */
const sectionSlug = (id: string): string => new GithubSlugger().slug(SECTION_LABELS[id] ?? id);

/** The sidebar's pages, grouped under their categories, in navigation order; each listed page once. */
function groups(items: NavItem[], listed: ReadonlySet<string>, pages: ReadonlyMap<string, BundlePage>): Group[] {
  const out: Group[] = [{ heading: '', depth: 2, entries: [] }];
  const seen = new Set<string>();
  const walk = (list: NavItem[], trail: string[]) => {
    for (const item of list) {
      if (item.href && item.href.startsWith('/') && listed.has(item.href) && !seen.has(item.href)) {
        seen.add(item.href);
        const page = pages.get(item.href);
        out.at(-1)!.entries.push({ route: item.href, title: page?.title ?? item.label, description: page?.description ?? '' });
      }
      if (item.type === 'category') {
        const path = [...trail, item.label];
        out.push({ heading: path.join(' / '), depth: path.length === 1 ? 2 : 3, entries: [] });
        walk(item.items, path);
        // Entries after a category belong to its parent again, under the parent's heading.
        out.push({ heading: trail.join(' / '), depth: trail.length === 0 ? 0 : trail.length === 1 ? 2 : 3, entries: [] });
      }
    }
  };
  walk(items, []);
  return out.filter((g) => g.entries.length > 0);
}

/** First sentence, at most 120 characters. */
const short = (s: string): string => {
  const first = /^(.+?[.!?])(\s|$)/.exec(s)?.[1] ?? s;
  return first.length > 120 ? `${first.slice(0, 117).trimEnd()}...` : first;
};

function renderIndex(title: string, intro: string, list: Group[], url: (route: string) => string, describe: (e: Entry) => string): string {
  const lines = [`# ${title}`, '', `> ${intro}`, ''];
  for (const g of list) {
    if (!g.entries.length) continue;
    if (g.heading && g.depth) lines.push(`${'#'.repeat(g.depth)} ${g.heading}`, '');
    for (const e of g.entries) {
      const d = describe(e);
      lines.push(`- [${e.title.replace(/[[\]]/g, '')}](${url(e.route)})${d ? `: ${d}` : ''}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function indexFiles(manifest: Manifest, pages: Map<string, BundlePage>, files: Map<string, string>, options: { siteUrl: string; productName: string }): Map<string, string> {
  const out = new Map<string, string>();
  const { siteUrl, productName } = options;
  const listed = listedRoutes(manifest);
  const twinUrl = (route: string) => `${siteUrl}${twinPath(route)}`;
  const inSections = new Set<string>();
  const sections: { label: string; path: string; count: number; description: string }[] = [];
  const order = [...Object.keys(SECTION_LABELS).filter((id) => manifest.sidebars[id]), ...Object.keys(manifest.sidebars).filter((id) => SECTION_LABELS[id] === undefined)];
  for (const id of order) {
    const label = SECTION_LABELS[id] ?? id;
    const slug = sectionSlug(id);
    const list = groups(manifest.sidebars[id]!, listed, pages);
    const entries = list.flatMap((g) => g.entries);
    if (!entries.length) continue;
    for (const e of entries) inSections.add(e.route);
    const full = `/llms/${slug}-full.txt`;
    const intro = `${entries.length} pages of ${productName}, ${label} section, in navigation order. Each link is the page as Markdown; [${slug}-full.txt](${siteUrl}${full}) holds the full text of all of them.`;
    let text = renderIndex(`${productName}: ${label}`, intro, list, twinUrl, (e) => e.description);
    if (text.length > MAX_INDEX_CHARS) text = renderIndex(`${productName}: ${label}`, intro, list, twinUrl, (e) => short(e.description));
    if (text.length > MAX_INDEX_CHARS) text = renderIndex(`${productName}: ${label}`, intro, list, twinUrl, () => '');
    if (text.length > MAX_INDEX_CHARS) text = splitSection(out, slug, label, list, intro, productName, siteUrl, twinUrl);
    out.set(`/llms/${slug}.txt`, text);
    out.set(full, entries.map((e) => files.get(twinPath(e.route))!.trimEnd()).join('\n\n---\n\n') + '\n');
    sections.push({ label, path: `/llms/${slug}.txt`, count: entries.length, description: short(pages.get(entries[0]!.route)?.description ?? '') });
  }
  const others: Entry[] = [...listed].filter((r) => !inSections.has(r)).sort().map((route) => ({ route, title: pages.get(route)!.title, description: pages.get(route)!.description }));
  const lines = [
    `# ${productName}`,
    '',
    manifest.version.noIndex
      ? `> This version of the documentation (${manifest.version.label}) is not meant for indexing; no pages are listed here.`
      : `> Developer documentation: guides, API references and SDK references. Below, one index per section lists its pages in navigation order; every page is also Markdown at its URL with \`.md\` added.`,
    '',
  ];
  if (sections.length) {
    lines.push('## Sections', '');
    for (const s of sections) lines.push(`- [${s.label}](${siteUrl}${s.path}): ${s.count} pages${s.description ? `, starting with: ${s.description}` : ''}`);
    lines.push('');
  }
  if (others.length) {
    lines.push('## Other pages', '');
    for (const e of others) lines.push(`- [${e.title.replace(/[[\]]/g, '')}](${twinUrl(e.route)})${e.description ? `: ${short(e.description)}` : ''}`);
    lines.push('');
  }
  out.set('/llms.txt', `${lines.join('\n').trimEnd()}\n`);
  return out;
}

/** A section too big for one index: one file per top-level category, and the section file lists them. */
function splitSection(out: Map<string, string>, slug: string, label: string, list: Group[], intro: string, productName: string, siteUrl: string, twinUrl: (route: string) => string): string {
  const parts: { heading: string; groups: Group[] }[] = [];
  for (const g of list) {
    if (g.depth === 2 || !parts.length) parts.push({ heading: g.heading || label, groups: [] });
    parts.at(-1)!.groups.push(g);
  }
  const slugger = new GithubSlugger();
  const lines = [`# ${productName}: ${label}`, '', `> ${intro}`, '', '## Parts', ''];
  for (const part of parts) {
    const path = `/llms/${slug}/${slugger.slug(part.heading)}.txt`;
    out.set(path, renderIndex(`${productName}: ${label}: ${part.heading}`, `Part of the ${label} section, in navigation order.`, part.groups, twinUrl, (e) => short(e.description)));
    lines.push(`- [${part.heading}](${siteUrl}${path})`);
  }
  return `${lines.join('\n')}\n`;
}

/** Every link in the index files resolves to a file being written; every listed page is indexed; nothing unlisted is. */
function verify(manifest: Manifest, files: Map<string, string>, indexes: Map<string, string>, siteUrl: string): void {
  const problems: string[] = [];
  const linked = new Set<string>();
  for (const [path, text] of indexes) {
    if (!path.endsWith('-full.txt') && text.length > MAX_INDEX_CHARS) problems.push(`${path} has ${text.length} characters (limit ${MAX_INDEX_CHARS})`);
    if (path.endsWith('-full.txt')) continue;
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const url = m[1]!;
      if (!url.startsWith(`${siteUrl}/`)) {
        problems.push(`${path} links outside the site: ${url}`);
        continue;
      }
      const target = url.slice(siteUrl.length).split('#')[0]!;
      if (!files.has(target)) problems.push(`${path} links to ${target}, which is not written`);
      linked.add(target);
    }
  }
  for (const r of manifest.routes) {
    const twin = twinPath(r.route);
    const shouldList = !r.unlisted && !manifest.version.noIndex;
    if (shouldList && !linked.has(twin)) problems.push(`${r.route} is listed but in no llms index`);
    if (!shouldList && linked.has(twin)) problems.push(`${r.route} is ${r.unlisted ? 'unlisted' : 'in a noIndex version'} but an llms index lists it`);
  }
  if (problems.length) throw new Error(`agent files do not hold together:\n${problems.slice(0, 20).join('\n')}`);
}
