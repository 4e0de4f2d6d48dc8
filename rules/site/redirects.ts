/**
 * The redirect rules, judged on content/redirects.yaml against the pages: a
 * target no page serves (redirects/unknown-target), a redirect from a route a
 * page still has (redirects/shadows-page), a redirect to another redirect or
 * round in a circle (redirects/chain), and one route redirected twice
 * (redirects/duplicate).
 */
import { nearestPath } from '../../pipeline/src/core/nearest.ts';
import { normalizeRoute } from '../../pipeline/src/core/paths.ts';
import type { SiteFacts, SiteFinding, SiteRedirect } from '../../pipeline/src/core/site.ts';
import { siteRuleMeta } from './meta.ts';
import type { SiteRule, SiteRuleExample } from './types.ts';

/** The route a redirect's `to` names, or null for an external URL. */
const targetRoute = (to: string) => (to.startsWith('/') ? normalizeRoute(to.replace(/[?#].*$/, '')) : null);
const FILE = 'content/redirects.yaml';
const PAGES = { 'content/docs/index.md': '---\ntitle: Home\n---\n\nText.\n', 'content/docs/rooms/get-room.md': '---\ntitle: Get a room\n---\n\nText.\n' };
const example = (title: string, yaml: string, expect: string[]): SiteRuleExample => ({ title, files: { ...PAGES, [FILE]: yaml }, expect });
const OK = example('An old route sent to a page that exists', '- from: /rooms/get-room-by-name\n  to: /rooms/get-room\n', []);

/** The first redirect of each `from` route. */
function sources(site: SiteFacts): Map<string, SiteRedirect> {
  const by = new Map<string, SiteRedirect>();
  for (const r of site.redirects) if (!by.has(normalizeRoute(r.from))) by.set(normalizeRoute(r.from), r);
  return by;
}

export const unknownTarget: SiteRule = {
  ...siteRuleMeta('redirects/unknown-target'),
  check(site) {
    const from = sources(site);
    const byRoute = new Map([...site.routes].map((r) => [r, r]));
    return site.redirects.flatMap((r): SiteFinding[] => {
      const route = targetRoute(r.to);
      if (route === null || site.routes.has(route) || from.has(route)) return [];
      const suggestion = nearestPath(route, byRoute);
      return [{ file: r.file, place: r.toAt.start, end: r.toAt.end, message: `No page is served at "${route}".`, hint: suggestion ? `Did you mean "${suggestion}"?` : 'Point the redirect at the page that holds the content now.' }];
    });
  },
  examples: [OK, example('A target that is not a page', '- from: /rooms/get-room-by-name\n  to: /rooms/get-rooms\n', ['content/redirects.yaml:2:7 No page is served at "/rooms/get-rooms".'])],
};

export const shadowsPage: SiteRule = {
  ...siteRuleMeta('redirects/shadows-page'),
  check: (site) =>
    site.redirects
      .filter((r) => site.routes.has(normalizeRoute(r.from)))
      .map((r) => ({ file: r.file, place: r.fromAt.start, end: r.fromAt.end, message: `A page is served at "${normalizeRoute(r.from)}", so this redirect would take its place.`, hint: 'Remove the redirect, or move the page first.' })),
  examples: [OK, example('A redirect from a live page', '- from: /rooms/get-room\n  to: /\n', ['content/redirects.yaml:1:9 A page is served at "/rooms/get-room", so this redirect would take its place.'])],
};

export const chain: SiteRule = {
  ...siteRuleMeta('redirects/chain'),
  check(site) {
    const from = sources(site);
    const out: SiteFinding[] = [];
    for (const r of site.redirects) {
      let route = targetRoute(r.to);
      if (route === null || !from.has(route)) continue;
      const seen = new Set([normalizeRoute(r.from)]);
      let final = r.to;
      while (route !== null && from.has(route) && !seen.has(route)) {
        seen.add(route);
        final = from.get(route)!.to;
        route = targetRoute(final);
      }
      const loops = route !== null && seen.has(route);
      out.push(
        loops
          ? { file: r.file, place: r.toAt.start, end: r.toAt.end, message: `The redirect from "${r.from}" goes round in a circle (${[...seen].join(' -> ')} -> ${route}).`, hint: 'Point one of them at a page.' }
          : { file: r.file, place: r.toAt.start, end: r.toAt.end, message: `"${r.to}" is itself redirected, so readers would be sent on twice.`, hint: `Point it at "${final}" directly.` },
      );
    }
    return out;
  },
  examples: [
    OK,
    example('A redirect to a redirect', '- from: /old-rooms\n  to: /rooms/get-room-by-name\n- from: /rooms/get-room-by-name\n  to: /rooms/get-room\n', ['content/redirects.yaml:2:7 "/rooms/get-room-by-name" is itself redirected, so readers would be sent on twice.']),
  ],
};

export const duplicate: SiteRule = {
  ...siteRuleMeta('redirects/duplicate'),
  check(site) {
    const first = new Map<string, SiteRedirect>();
    const out: SiteFinding[] = [];
    for (const r of site.redirects) {
      const key = normalizeRoute(r.from);
      const earlier = first.get(key);
      if (!earlier) first.set(key, r);
      else out.push({ file: r.file, place: r.fromAt.start, end: r.fromAt.end, message: `"${key}" is already redirected on line ${earlier.fromAt.start.line}.`, hint: 'Keep one entry per old route.' });
    }
    return out;
  },
  examples: [OK, example('One route redirected twice', '- from: /rooms/by-name\n  to: /rooms/get-room\n- from: /rooms/by-name/\n  to: /\n', ['content/redirects.yaml:3:9 "/rooms/by-name" is already redirected on line 1.'])],
};
