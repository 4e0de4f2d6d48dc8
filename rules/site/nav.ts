/**
 * The navigation rules, judged on what resolving the sidebars met: a doc id
 * no page has (nav/unknown-doc), a doc listed twice (nav/duplicate-doc), a
 * link item whose href leads nowhere (nav/invalid-href), a category, folder or
 * API tag with nothing in it (nav/empty-category), and a method class that
 * disagrees with the spec (drift/method).
 */
import { excerpt } from '../../pipeline/src/core/excerpt.ts';
import { normalizeRoute } from '../../pipeline/src/core/paths.ts';
import type { SiteFinding, SiteSpan } from '../../pipeline/src/core/site.ts';
import { ROOMS_SPEC } from './examples.ts';
import { siteRuleMeta } from './meta.ts';
import type { SiteRule, SiteRuleExample } from './types.ts';

const span = (file: string, at: SiteSpan, message: string, hint?: string, withEnd = false): SiteFinding => ({
  file,
  place: at.start,
  ...(withEnd ? { end: at.end } : {}),
  message,
  ...(hint ? { hint } : {}),
});
const PAGES = { 'content/docs/index.md': '---\ntitle: Home\n---\n\nText.\n', 'content/docs/setup.md': '---\ntitle: Setup\n---\n\nText.\n' };
const sidebar = (title: string, yaml: string, expect: string[], extra: Record<string, string> = {}): SiteRuleExample => ({ title, files: { ...PAGES, 'content/sidebars/docs.yaml': yaml, ...extra }, expect });

export const unknownDoc: SiteRule = {
  ...siteRuleMeta('nav/unknown-doc'),
  check: (site) =>
    site.nav.docRefs
      .filter((r) => !r.found)
      .map((r) => span(r.file, r.at, `No page has the id "${r.docId}".`, r.suggestion ? `Did you mean "${r.suggestion}"?` : 'Doc ids are paths below content/docs without ".md".', true)),
  examples: [
    sidebar('Ids of pages that exist', '- doc: index\n- doc: setup\n', []),
    sidebar('A misspelt id', '- doc: index\n- doc: set-up\n', ['content/sidebars/docs.yaml:2:8 No page has the id "set-up".']),
  ],
};

export const duplicateDoc: SiteRule = {
  ...siteRuleMeta('nav/duplicate-doc'),
  check: (site) => site.nav.repeats.map((r) => span(r.file, r.at, `"${r.docId}" is already listed in ${r.earlier}.`, 'A doc belongs to one place in one sidebar; remove one of the two items.')),
  examples: [
    sidebar('Each doc once', '- doc: index\n- doc: setup\n', []),
    sidebar('A doc listed twice', '- doc: index\n- doc: setup\n- category:\n    label: More\n    items:\n      - doc: setup\n', ['content/sidebars/docs.yaml:6:9 "setup" is already listed in docs (content/sidebars/docs.yaml:2).']),
  ],
};

/** Why an href is not usable, or null when it is fine. */
function hrefProblem(href: string, routes: ReadonlySet<string>): { message: string; hint?: string } | null {
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
  return { message: `"${href}" is neither an absolute http(s) URL, a mailto: address nor a route starting with "/".`, hint: 'Use a doc item for pages of this site.' };
}

export const invalidHref: SiteRule = {
  ...siteRuleMeta('nav/invalid-href'),
  check: (site) =>
    site.nav.hrefs.flatMap((h) => {
      const problem = hrefProblem(h.href, site.routes);
      return problem ? [span(h.file, h.at, problem.message, problem.hint, true)] : [];
    }),
  examples: [
    sidebar('An https URL and a route', '- doc: index\n- doc: setup\n- link:\n    label: Status\n    href: https://status.example.com\n- link:\n    label: Setup again\n    href: /setup\n', []),
    sidebar('A route no page has', '- doc: index\n- doc: setup\n- link:\n    label: Pricing\n    href: /pricing\n', ['content/sidebars/docs.yaml:5:11 No page is served at "/pricing".']),
  ],
};

export const emptyCategory: SiteRule = {
  ...siteRuleMeta('nav/empty-category'),
  check: (site) => [
    ...site.nav.categories
      .filter((c) => c.authoredCount === 0)
      .map((c) => span(c.file, c.at, `The category "${c.label}" has no items.`, c.hasLink ? 'Replace it with a doc item for its page.' : 'Add items or remove the category.')),
    ...site.nav.folders.filter((f) => f.generated === 0).map((f) => span(f.file, f.at, `No pages found under content/docs/${f.folder}/.`, 'Check the folder name; it is relative to content/docs.')),
    ...site.nav.apiItems
      .filter((a) => a.specFound && a.operations === 0)
      .map((a): SiteFinding => ({ file: a.file, place: a.place, message: `The spec ${a.spec} has no operations tagged "${a.tag}".`, hint: "Tags are case-sensitive; check the spec's tags list." })),
  ],
  examples: [
    sidebar('A category with items', '- doc: index\n- category:\n    label: Guides\n    items:\n      - doc: setup\n', []),
    sidebar('A category with none', '- doc: index\n- doc: setup\n- category:\n    label: Guides\n    items: []\n', ['content/sidebars/docs.yaml:4:12 The category "Guides" has no items.']),
  ],
};

const API_PAGE = { 'specs/rooms/openapi.yaml': ROOMS_SPEC, 'content/docs/list-rooms.md': '---\ntitle: List rooms\napi: rooms#listRooms\n---\n\nWhen to list rooms.\n' };

export const method: SiteRule = {
  ...siteRuleMeta('drift/method'),
  check: (site) =>
    site.nav.methodClasses
      .filter((m) => m.written !== m.method)
      .map((m) => span(m.file, m.at, `The class says ${m.written.toUpperCase()} but ${m.api} is ${m.method.toUpperCase()}.`, `Use "api-method ${m.method}", or drop the class: API pages get it from the spec.`)),
  examples: [
    sidebar('The class names the operation\'s method', '- doc: index\n- doc: setup\n- doc: list-rooms\n  className: api-method get\n', [], API_PAGE),
    sidebar('A class that says POST for a GET', '- doc: index\n- doc: setup\n- doc: list-rooms\n  className: api-method post\n', ['content/sidebars/docs.yaml:3:3 The class says POST but rooms#listRooms is GET.'], API_PAGE),
  ],
};
