/**
 * Sidebars: authored YAML items resolved against the pages into the bundle's
 * navigation tree, plus what follows from it: which sidebar holds each doc,
 * the reading order for previous/next, and breadcrumbs. What the items named
 * and what each resolved to is kept as facts (`NavFacts`), which the nav/*
 * rules in rules/site/ judge.
 */
import { MAX_PER_RULE } from '../core/cap.ts';
import type { Diagnostic, Place } from '../core/diagnostic.ts';
import { nearestId } from '../core/nearest.ts';
import type { NavFacts } from '../core/site.ts';
import type { Span } from '../core/yaml.ts';
import { isDraft, pageTitle, type PageEntry } from '../model.ts';
import type { NavCategory, NavItem, NavLink } from '../../contract/nav.ts';
import { classMethod } from '../api-index/index.ts';
import type { AuthoredItem, SidebarDoc } from './load.ts';

export interface SidebarSource {
  /** Sidebar id: the file name without extension. */
  id: string;
  /** Path relative to the root. */
  file: string;
  /** The file, parsed and validated. */
  doc: SidebarDoc;
}

export interface Crumb {
  label: string;
  href?: string;
}

export interface NavResult {
  sidebars: Record<string, NavItem[]>;
  /** The sidebar that holds each doc. */
  sidebarOf: Map<string, string>;
  /** Docs of each sidebar in reading order. */
  order: Map<string, string[]>;
  /** Category trail above each doc (for a doc in no sidebar, its landing's trail and the landing). */
  breadcrumbs: Map<string, Crumb[]>;
  /**
   * For a page no sidebar lists: its section landing, the index page of the
   * nearest folder above it that a sidebar lists. The page is shown with the
   * landing's sidebar and under it in the breadcrumbs.
   */
  landingOf: Map<string, string>;
  /** Resolved items, all levels. */
  itemCount: number;
  /** What the items named and what it resolved to. */
  facts: NavFacts;
  /** The sidebar files' own findings (YAML and schema). */
  diagnostics: Diagnostic[];
}

/** Expands an `api` item; the specs stage provides it. */
export type ApiExpander = (spec: string, tag: string | undefined) => { items: NavItem[]; specFound: boolean; operations: number };

export interface NavInput {
  sidebars: readonly SidebarSource[];
  pages: ReadonlyMap<string, PageEntry>;
  expandApi?: ApiExpander;
  /** The HTTP method of the operation a page documents, for API pages. */
  methodOf?: (docId: string) => string | undefined;
}

export function resolveNavigation(input: NavInput): NavResult {
  const diagnostics: Diagnostic[] = [];
  const sidebarOf = new Map<string, string>();
  const firstSeen = new Map<string, string>();
  const ids = [...input.pages.keys()];
  let itemCount = 0;

  const facts: NavFacts = { docRefs: [], repeats: [], hrefs: [], methodClasses: [], categories: [], folders: [], apiItems: [] };
  const result: NavResult = { sidebars: {}, sidebarOf, order: new Map(), breadcrumbs: new Map(), landingOf: new Map(), itemCount: 0, facts, diagnostics };

  for (const sidebar of input.sidebars) {
    const { file } = sidebar;
    diagnostics.push(...sidebar.doc.diagnostics);

    /** Claims a doc for this sidebar; a second claim anywhere is recorded as a repeat. */
    const claim = (docId: string, at: Span): void => {
      const earlier = firstSeen.get(docId);
      if (earlier) {
        facts.repeats.push({ file, at, docId, earlier });
        return;
      }
      firstSeen.set(docId, `${sidebar.id} (${file}:${at.start.line})`);
      sidebarOf.set(docId, sidebar.id);
    };

    let unknown = 0;
    /** The page for a doc id, or null (recorded as not found). Drafts resolve to nothing, silently. */
    const pageFor = (docId: string, at: Span): PageEntry | null => {
      const page = input.pages.get(docId);
      if (!page) {
        // Past the number of findings a report lists per rule, skip the search for near misses.
        const suggestion = ++unknown <= MAX_PER_RULE ? nearestId(docId, ids) : undefined;
        facts.docRefs.push({ file, at, docId, found: false, suggestion });
        return null;
      }
      facts.docRefs.push({ file, at, docId, found: true });
      return isDraft(page) ? null : page;
    };

    const docLink = (page: PageEntry, label: string | undefined, className: string | undefined, customProps: NavLink['customProps']): NavLink => {
      const fm = page.analysis.frontmatter;
      const item: NavLink = { type: 'link', label: label ?? fm?.sidebar_label ?? pageTitle(page), href: page.route, docId: page.id };
      if (fm?.unlisted) item.unlisted = true;
      const classes = joinClasses(className, fm?.deprecated ? 'deprecated' : undefined);
      if (classes) item.className = classes;
      if (customProps) item.customProps = customProps;
      return item;
    };

    const resolveItems = (items: AuthoredItem[]): NavItem[] => items.flatMap(resolveItem);

    const resolveItem = (item: AuthoredItem): NavItem[] => {
      itemCount++;
      switch (item.kind) {
        case 'doc': {
          const page = pageFor(item.doc, item.docAt);
          if (!page) return [];
          claim(page.id, item.at);
          const method = input.methodOf?.(page.id);
          const written = classMethod(item.className);
          if (method && written) facts.methodClasses.push({ file, at: item.at, api: page.analysis.frontmatter?.api ?? page.id, written, method });
          const className = method && !written ? joinClasses(item.className, `api-method ${method}`) : item.className;
          return [docLink(page, item.label, className, item.customProps)];
        }
        case 'link': {
          facts.hrefs.push({ file, at: item.hrefAt, href: item.href });
          const out: NavLink = { type: 'link', label: item.label, href: item.href };
          if (item.className) out.className = item.className;
          if (item.customProps) out.customProps = item.customProps;
          return [out];
        }
        case 'category': {
          const cat: NavCategory = {
            type: 'category',
            label: item.label,
            collapsible: item.collapsible ?? true,
            collapsed: item.collapsible === false ? false : (item.collapsed ?? true),
            items: [],
          };
          if (item.link) {
            const page = pageFor(item.link.doc, item.link.docAt);
            if (page) {
              claim(page.id, item.link.at);
              cat.href = page.route;
              cat.docId = page.id;
              if (page.analysis.frontmatter?.unlisted) cat.unlisted = true;
            }
          }
          const classes = joinClasses(item.className);
          if (classes) cat.className = classes;
          if (item.customProps) cat.customProps = item.customProps;
          cat.items = resolveItems(item.items);
          facts.categories.push({ file, at: item.labelAt, label: item.label, authoredCount: item.authoredCount, hasLink: Boolean(item.link) });
          return [cat];
        }
        case 'autogenerated': {
          const folder = item.folder.replace(/^\/+|\/+$/g, '');
          const generated = autogenerate(folder, input.pages, (docId) => claim(docId, item.at), (page) => docLink(page, undefined, undefined, undefined));
          facts.folders.push({ file, at: item.folderAt, folder, generated: generated.length });
          itemCount += countItems(generated);
          return generated;
        }
        case 'api': {
          if (!input.expandApi) return [];
          const expanded = input.expandApi(item.spec, item.tag);
          facts.apiItems.push({ file, place: item.at.start, spec: item.spec, tag: item.tag, specFound: expanded.specFound, operations: expanded.operations });
          for (const it of expanded.items) if (it.docId) claim(it.docId, item.at);
          itemCount += countItems(expanded.items);
          return expanded.items;
        }
      }
    };

    result.sidebars[sidebar.id] = resolveItems(sidebar.doc.items);
  }

  // Reading order and breadcrumbs, per sidebar.
  for (const [id, items] of Object.entries(result.sidebars)) {
    const order: string[] = [];
    const walk = (list: NavItem[], trail: Crumb[]) => {
      for (const item of list) {
        if (item.docId && sidebarOf.get(item.docId) === id && !result.breadcrumbs.has(item.docId)) {
          order.push(item.docId);
          result.breadcrumbs.set(item.docId, trail);
        }
        if (item.type === 'category') {
          const crumb: Crumb = item.href ? { label: item.label, href: item.href } : { label: item.label };
          walk(item.items, [...trail, crumb]);
        }
      }
    };
    walk(items, []);
    result.order.set(id, order);
  }
  // Pages in no sidebar: the nearest folder index above them that a sidebar lists is their landing.
  for (const [docId, page] of input.pages) {
    if (sidebarOf.has(docId) || isDraft(page)) continue;
    const landing = landingFor(docId, (id) => sidebarOf.has(id) && input.pages.has(id));
    if (!landing) continue;
    const landingPage = input.pages.get(landing)!;
    result.landingOf.set(docId, landing);
    result.breadcrumbs.set(docId, [...(result.breadcrumbs.get(landing) ?? []), { label: landingPage.analysis.frontmatter?.sidebar_label ?? pageTitle(landingPage), href: landingPage.route }]);
  }
  result.itemCount = itemCount;
  return result;
}

/** `a/b/c` -> the first of `a/b/index`, `a/index`, `index` that `usable` accepts. */
export function landingFor(docId: string, usable: (id: string) => boolean): string | undefined {
  const parts = docId.split('/');
  // An index page's own folder does not count: its landing is the folder above.
  const last = parts.pop();
  if (last === 'index') parts.pop();
  for (let n = parts.length; n >= 0; n--) {
    const candidate = [...parts.slice(0, n), 'index'].join('/');
    if (candidate !== docId && usable(candidate)) return candidate;
  }
  return undefined;
}

function joinClasses(...parts: (string | undefined)[]): string | undefined {
  const classes = [...new Set(parts.filter(Boolean).join(' ').split(' ').filter(Boolean))];
  return classes.length ? classes.join(' ') : undefined;
}

function countItems(items: NavItem[]): number {
  let n = 0;
  for (const it of items) n += 1 + (it.type === 'category' ? countItems(it.items) : 0);
  return n;
}

interface FolderEntry {
  /** Non-draft pages directly in the folder. */
  direct: PageEntry[];
  /** Names of the folders directly below it that hold pages. */
  subfolders: Set<string>;
}
const folderIndexes = new WeakMap<ReadonlyMap<string, PageEntry>, Map<string, FolderEntry>>();

/** Pages by folder ('' for the top), built once per page set so autogeneration is linear. */
function folderIndex(pages: ReadonlyMap<string, PageEntry>): Map<string, FolderEntry> {
  let index = folderIndexes.get(pages);
  if (index) return index;
  index = new Map();
  const entry = (folder: string) => {
    let e = index!.get(folder);
    if (!e) index!.set(folder, (e = { direct: [], subfolders: new Set() }));
    return e;
  };
  for (const page of pages.values()) {
    if (isDraft(page)) continue;
    const parts = page.id.split('/');
    entry(parts.slice(0, -1).join('/')).direct.push(page);
    for (let i = 0; i < parts.length - 1; i++) entry(parts.slice(0, i).join('/')).subfolders.add(parts[i]!);
  }
  folderIndexes.set(pages, index);
  return index;
}

/**
 * The items of an autogenerated folder: its docs, then subfolders as
 * categories, ordered by sidebar_position (unset last), then by name.
 */
function autogenerate(
  folder: string,
  pages: ReadonlyMap<string, PageEntry>,
  claim: (docId: string) => void,
  toLink: (page: PageEntry) => NavLink,
): NavItem[] {
  const prefix = folder ? `${folder}/` : '';
  const { direct, subfolders } = folderIndex(pages).get(folder) ?? { direct: [], subfolders: new Set<string>() };
  type Entry = { name: string; position: number | undefined; make: () => NavItem | null };
  const entries: Entry[] = [];
  for (const page of direct) {
    if (page.id === `${prefix}index`) continue; // the folder's own landing page belongs to the parent
    entries.push({
      name: page.id.slice(prefix.length),
      position: page.analysis.frontmatter?.sidebar_position,
      make: () => {
        claim(page.id);
        return toLink(page);
      },
    });
  }
  for (const sub of subfolders) {
    const index = pages.get(`${prefix}${sub}/index`);
    entries.push({
      name: sub,
      position: index?.analysis.frontmatter?.sidebar_position,
      make: () => {
        const items = autogenerate(`${prefix}${sub}`, pages, claim, toLink);
        const cat: NavCategory = {
          type: 'category',
          label: index ? (index.analysis.frontmatter?.sidebar_label ?? pageTitle(index)) : titleCase(sub),
          collapsible: true,
          collapsed: true,
          items,
        };
        if (index && !isDraft(index)) {
          claim(index.id);
          cat.href = index.route;
          cat.docId = index.id;
        }
        return items.length || cat.href ? cat : null;
      },
    });
  }
  entries.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const out: NavItem[] = [];
  for (const e of entries) {
    const item = e.make();
    if (item) out.push(item);
  }
  return out;
}

function titleCase(name: string): string {
  return name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}
