/**
 * Sidebars: authored YAML items resolved against the pages into the bundle's
 * navigation tree, plus what follows from it: which sidebar holds each doc,
 * the reading order for previous/next, and breadcrumbs.
 */
import type { Diagnostic, Place } from '../core/diagnostic.ts';
import { nearest, nearestId } from '../core/nearest.ts';
import { diagnostic } from '../core/rules.ts';
import { issuesToDiagnostics } from '../core/zod-issues.ts';
import type { ParsedYaml } from '../load/yaml.ts';
import { isDraft, normalizeRoute, pageTitle, type PageEntry } from '../model.ts';
import type { NavCategory, NavItem, NavLink } from '../schema/nav.ts';
import { ITEM_KINDS, type ItemKind } from '../schema/sidebar.ts';

export interface SidebarSource {
  /** Sidebar id: the file name without extension. */
  id: string;
  /** Path relative to the root. */
  file: string;
  yaml: ParsedYaml;
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
}

const KIND_KEYS = Object.keys(ITEM_KINDS) as ItemKind[];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function resolveNavigation(input: NavInput): NavResult {
  const diagnostics: Diagnostic[] = [];
  const sidebarOf = new Map<string, string>();
  const firstSeen = new Map<string, string>();
  const ids = [...input.pages.keys()];
  let itemCount = 0;

  const result: NavResult = { sidebars: {}, sidebarOf, order: new Map(), breadcrumbs: new Map(), itemCount: 0, diagnostics };

  for (const sidebar of input.sidebars) {
    const { file, yaml } = sidebar;
    if (yaml.problems.length > 0) {
      for (const p of yaml.problems) diagnostics.push(diagnostic('nav/yaml', file, p.start, p.message, { end: p.end }));
      result.sidebars[sidebar.id] = [];
      continue;
    }
    const at = (path: (string | number)[], key = false) => yaml.locate(path, { key }).start;

    /** Claims a doc for this sidebar, reporting a second claim anywhere. */
    const claim = (docId: string, path: (string | number)[]): void => {
      const where = `${sidebar.id} (${file}:${at(path).line})`;
      const earlier = firstSeen.get(docId);
      if (earlier) {
        diagnostics.push(
          diagnostic('nav/duplicate-doc', file, at(path), `"${docId}" is already listed in ${earlier}.`, {
            hint: 'A doc belongs to one place in one sidebar; remove one of the two items.',
          }),
        );
        return;
      }
      firstSeen.set(docId, where);
      sidebarOf.set(docId, sidebar.id);
    };

    /** The page for a doc id, or a nav/unknown-doc finding. Drafts resolve to nothing, silently. */
    const pageFor = (docId: string, path: (string | number)[]): PageEntry | null => {
      const page = input.pages.get(docId);
      if (!page) {
        const suggestion = nearestId(docId, ids);
        diagnostics.push(
          diagnostic('nav/unknown-doc', file, at(path), `No page has the id "${docId}".`, {
            end: yaml.locate(path).end,
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

    const resolveItems = (items: unknown, path: (string | number)[]): NavItem[] => {
      if (!Array.isArray(items)) {
        diagnostics.push(diagnostic('nav/schema', file, at(path), 'A sidebar is a list of items.', { hint: 'Start each item with "- ".' }));
        return [];
      }
      const out: NavItem[] = [];
      items.forEach((item, index) => out.push(...resolveItem(item, [...path, index])));
      return out;
    };

    const resolveItem = (item: unknown, path: (string | number)[]): NavItem[] => {
      if (!isObject(item)) {
        diagnostics.push(
          diagnostic('nav/schema', file, at(path), 'A sidebar item must be a mapping such as "doc: <id>".', {
            hint: `Use one of: ${KIND_KEYS.join(', ')}.`,
          }),
        );
        return [];
      }
      const kinds = KIND_KEYS.filter((k) => k in item);
      if (kinds.length !== 1) {
        const unknown = Object.keys(item).find((k) => !KIND_KEYS.includes(k as ItemKind));
        const suggestion = unknown ? nearest(unknown, KIND_KEYS) : undefined;
        const message = kinds.length === 0 ? 'The item has none of the keys doc, link, category, autogenerated, api.' : `The item mixes ${kinds.join(' and ')}; use one.`;
        diagnostics.push(
          diagnostic('nav/schema', file, unknown ? at([...path, unknown], true) : at(path), message, {
            hint: suggestion ? `Did you mean "${suggestion}"?` : undefined,
          }),
        );
        return [];
      }
      const kind = kinds[0]!;
      const parsed = ITEM_KINDS[kind].safeParse(item, { reportInput: true });
      if (!parsed.success) {
        diagnostics.push(
          ...issuesToDiagnostics(
            parsed.error.issues.map((i) => ({ ...i, path: [...path, ...i.path] })),
            {
              file,
              yaml,
              schemaRule: 'nav/schema',
              keysAt: (p) => keysOfKind(kind, p.slice(path.length)),
              missingAt: at(path),
            },
          ),
        );
        return [];
      }
      itemCount++;
      switch (kind) {
        case 'doc': {
          const it = parsed.data as { doc: string; label?: string; className?: string; customProps?: NavLink['customProps'] };
          const page = pageFor(it.doc, [...path, 'doc']);
          if (!page) return [];
          claim(page.id, path);
          return [docLink(page, it.label, it.className, it.customProps)];
        }
        case 'link': {
          const { link } = parsed.data as { link: { label: string; href: string; className?: string; customProps?: NavLink['customProps'] } };
          const problem = hrefProblem(link.href, input.routes);
          if (problem) {
            diagnostics.push(diagnostic('nav/invalid-href', file, at([...path, 'link', 'href']), problem.message, { end: yaml.locate([...path, 'link', 'href']).end, hint: problem.hint }));
          }
          const out: NavLink = { type: 'link', label: link.label, href: link.href };
          if (link.className) out.className = link.className;
          if (link.customProps) out.customProps = link.customProps;
          return [out];
        }
        case 'category': {
          const { category } = parsed.data as { category: { label: string; collapsible?: boolean; collapsed?: boolean; link?: { doc: string }; className?: string; customProps?: NavLink['customProps']; items: unknown[] } };
          const cat: NavCategory = {
            type: 'category',
            label: category.label,
            collapsible: category.collapsible ?? true,
            collapsed: category.collapsible === false ? false : (category.collapsed ?? true),
            items: [],
          };
          if (category.link) {
            const page = pageFor(category.link.doc, [...path, 'category', 'link', 'doc']);
            if (page) {
              claim(page.id, [...path, 'category', 'link']);
              cat.href = page.route;
              cat.docId = page.id;
              if (page.analysis.frontmatter?.unlisted) cat.unlisted = true;
            }
          }
          const classes = joinClasses(category.className);
          if (classes) cat.className = classes;
          if (category.customProps) cat.customProps = category.customProps;
          cat.items = resolveItems(category.items, [...path, 'category', 'items']);
          if (category.items.length === 0) {
            diagnostics.push(
              diagnostic('nav/empty-category', file, at([...path, 'category', 'label']), `The category "${category.label}" has no items.`, {
                hint: category.link ? 'Replace it with a doc item for its page.' : 'Add items or remove the category.',
              }),
            );
          }
          return [cat];
        }
        case 'autogenerated': {
          const { autogenerated } = parsed.data as { autogenerated: string };
          const folder = autogenerated.replace(/^\/+|\/+$/g, '');
          const generated = autogenerate(folder, input.pages, (docId) => claim(docId, path), (page) => docLink(page, undefined, undefined, undefined));
          if (generated.length === 0) {
            diagnostics.push(
              diagnostic('nav/empty-category', file, at([...path, 'autogenerated']), `No pages found under content/docs/${folder}/.`, {
                hint: 'Check the folder name; it is relative to content/docs.',
              }),
            );
          }
          itemCount += countItems(generated);
          return generated;
        }
        case 'api': {
          const { api } = parsed.data as { api: { spec: string; tag?: string } };
          if (!input.expandApi) return [];
          const expanded = input.expandApi(api.spec, api.tag, { file, place: at(path) });
          diagnostics.push(...expanded.diagnostics);
          for (const it of expanded.items) if (it.docId) claim(it.docId, path);
          itemCount += countItems(expanded.items);
          return expanded.items;
        }
      }
    };

    const data = yaml.data ?? [];
    result.sidebars[sidebar.id] = resolveItems(data, []);
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

/** Keys allowed at a path inside an item of a kind, for did-you-mean. */
function keysOfKind(kind: ItemKind, rel: readonly PropertyKey[]): string[] | undefined {
  const nav: Record<string, string[]> = {
    '': [kind],
    doc: ['doc', 'label', 'className', 'customProps'],
    link: ['label', 'href', 'className', 'customProps'],
    category: ['label', 'collapsible', 'collapsed', 'link', 'className', 'customProps', 'items'],
    api: ['spec', 'tag'],
    customProps: ['platform', 'sampleRepository', 'description', 'hideFromIndex'],
  };
  if (rel.length === 0) return kind === 'doc' ? nav.doc : [kind];
  const last = String(rel[rel.length - 1]);
  if (last === 'customProps') return nav.customProps;
  if (rel.length === 1) return nav[kind];
  return undefined;
}

/** Why an href is not usable, or null when it is fine. */
export function hrefProblem(href: string, routes: ReadonlySet<string>): { message: string; hint?: string } | null {
  if (/^(https?:)?\/\//i.test(href)) {
    try {
      const url = new URL(href.startsWith('//') ? `https:${href}` : href);
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
  const direct: PageEntry[] = [];
  const subfolders = new Set<string>();
  for (const page of pages.values()) {
    if (!page.id.startsWith(prefix) || isDraft(page)) continue;
    const rest = page.id.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash === -1) direct.push(page);
    else subfolders.add(rest.slice(0, slash));
  }
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
