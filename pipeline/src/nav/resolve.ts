/**
 * Sidebars: authored YAML items resolved against the pages into the bundle's
 * navigation tree, plus what follows from it: which sidebar holds each doc,
 * the reading order for previous/next, and breadcrumbs.
 */
import { excerpt } from '../core/excerpt.ts';
import { MAX_PER_RULE } from '../core/cap.ts';
import type { Diagnostic, Place } from '../core/diagnostic.ts';
import { nearestId } from '../core/nearest.ts';
import { diagnostic } from '../registry/rules.ts';
import type { Span } from '../core/yaml.ts';
import { isDraft, normalizeRoute, pageTitle, type PageEntry } from '../model.ts';
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
  /** Category trail above each doc. */
  breadcrumbs: Map<string, Crumb[]>;
  /** Resolved items, all levels. */
  itemCount: number;
  diagnostics: Diagnostic[];
}

/** Expands an `api` item; the specs stage provides it. */
export type ApiExpander = (spec: string, tag: string | undefined, at: { file: string; place: Place }) => { items: NavItem[]; diagnostics: Diagnostic[] };

export interface NavInput {
  sidebars: readonly SidebarSource[];
  pages: ReadonlyMap<string, PageEntry>;
  routes: ReadonlySet<string>;
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

  const result: NavResult = { sidebars: {}, sidebarOf, order: new Map(), breadcrumbs: new Map(), itemCount: 0, diagnostics };

  for (const sidebar of input.sidebars) {
    const { file } = sidebar;
    diagnostics.push(...sidebar.doc.diagnostics);

    /** Claims a doc for this sidebar, reporting a second claim anywhere. */
    const claim = (docId: string, at: Span): void => {
      const earlier = firstSeen.get(docId);
      if (earlier) {
        diagnostics.push(
          diagnostic('nav/duplicate-doc', file, at.start, `"${docId}" is already listed in ${earlier}.`, {
            hint: 'A doc belongs to one place in one sidebar; remove one of the two items.',
          }),
        );
        return;
      }
      firstSeen.set(docId, `${sidebar.id} (${file}:${at.start.line})`);
      sidebarOf.set(docId, sidebar.id);
    };

    let unknown = 0;
    /** The page for a doc id, or a nav/unknown-doc finding. Drafts resolve to nothing, silently. */
    const pageFor = (docId: string, at: Span): PageEntry | null => {
      const page = input.pages.get(docId);
      if (!page) {
        // Past the number of findings a report lists per rule, skip the search for near misses.
        const suggestion = ++unknown <= MAX_PER_RULE ? nearestId(docId, ids) : undefined;
        diagnostics.push(
          diagnostic('nav/unknown-doc', file, at.start, `No page has the id "${docId}".`, {
            end: at.end,
            hint: suggestion ? `Did you mean "${suggestion}"?` : `Doc ids are paths below content/docs without ".md".`,
          }),
        );
        return null;
      }
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
          if (method && written && written !== method) {
            diagnostics.push(
              diagnostic('drift/method', file, item.at.start, `The class says ${written.toUpperCase()} but ${page.analysis.frontmatter?.api} is ${method.toUpperCase()}.`, {
                hint: `Use "api-method ${method}", or drop the class: API pages get it from the spec.`,
              }),
            );
          }
          const className = method && !written ? joinClasses(item.className, `api-method ${method}`) : item.className;
          return [docLink(page, item.label, className, item.customProps)];
        }
        case 'link': {
          const problem = hrefProblem(item.href, input.routes);
          if (problem) diagnostics.push(diagnostic('nav/invalid-href', file, item.hrefAt.start, problem.message, { end: item.hrefAt.end, hint: problem.hint }));
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
          if (item.authoredCount === 0) {
            diagnostics.push(
              diagnostic('nav/empty-category', file, item.labelAt.start, `The category "${item.label}" has no items.`, {
                hint: item.link ? 'Replace it with a doc item for its page.' : 'Add items or remove the category.',
              }),
            );
          }
          return [cat];
        }
        case 'autogenerated': {
          const folder = item.folder.replace(/^\/+|\/+$/g, '');
          const generated = autogenerate(folder, input.pages, (docId) => claim(docId, item.at), (page) => docLink(page, undefined, undefined, undefined));
          if (generated.length === 0) {
            diagnostics.push(
              diagnostic('nav/empty-category', file, item.folderAt.start, `No pages found under content/docs/${folder}/.`, {
                hint: 'Check the folder name; it is relative to content/docs.',
              }),
            );
          }
          itemCount += countItems(generated);
          return generated;
        }
        case 'api': {
          if (!input.expandApi) return [];
          const expanded = input.expandApi(item.spec, item.tag, { file, place: item.at.start });
          diagnostics.push(...expanded.diagnostics);
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
  result.itemCount = itemCount;
  return result;
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

/** Why an href is not usable, or null when it is fine. */
export function hrefProblem(href: string, routes: ReadonlySet<string>): { message: string; hint?: string } | null {
  if (/^[\\/]{2}/.test(href)) {
    return { message: `"${excerpt(href)}" starts with "//", so browsers read what follows as a host name, not a route of this site.`, hint: 'Write https://host/... for another site, or a single "/" for a route of this site.' };
  }
  if (/^https?:\/\//i.test(href)) {
    try {
      const url = new URL(href);
      if (!url.hostname.includes('.') && url.hostname !== 'localhost') return { message: `"${href}" has no valid host name.` };
      return null;
    } catch {
      return { message: `"${href}" is not a valid URL.` };
    }
  }
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(href)) return null;
  if (href.startsWith('/')) {
    const route = normalizeRoute(href.replace(/[?#].*$/, ''));
    if (routes.has(route)) return null;
    return { message: `No page is served at "${route}".`, hint: 'Link to a page with a doc item instead, or fix the route.' };
  }
  return {
    message: `"${href}" is neither an absolute http(s) URL, a mailto: address nor a route starting with "/".`,
    hint: 'Use a doc item for pages of this site.',
  };
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
