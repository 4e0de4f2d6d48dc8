/**
 * The redirect rules, judged on content/redirects.yaml against the pages: a
 * target no page serves (redirects/unknown-target), a redirect from a route a
 * page still has (redirects/shadows-page), a redirect to another redirect or
 * round in a circle (redirects/chain), one route redirected twice
 * (redirects/duplicate), and a route the last build published that is gone
 * with no redirect (redirects/missing). A `from` ending in `/*` covers the
 * routes below it that no page serves; its `to` may use `:splat`.
 */
import { nearestPath } from '../../pipeline/src/core/nearest.ts';
import { normalizeRoute } from '../../pipeline/src/core/paths.ts';
import type { SiteFacts, SiteFinding, SiteRedirect } from '../../pipeline/src/core/site.ts';
import { wildcardMatch } from '../../pipeline/contract/redirects.ts';
import { siteRuleMeta } from './meta.ts';
import type { SiteRule, SiteRuleExample } from './types.ts';

/** The route a redirect's `to` names, or null for an external URL or one built from a wildcard's `:splat`. */
const targetRoute = (to: string) => (to.startsWith('/') && !to.includes(':splat') ? normalizeRoute(to.replace(/[?#].*$/, '')) : null);
const isWildcard = (r: SiteRedirect) => r.from.endsWith('/*');
const FILE = 'content/redirects.yaml';
const PAGES = { 'content/docs/index.md': '---\ntitle: Home\n---\n\nText.\n', 'content/docs/rooms/get-room.md': '---\ntitle: Get a room\n---\n\nText.\n' };
const example = (title: string, yaml: string, expect: string[]): SiteRuleExample => ({ title, files: { ...PAGES, [FILE]: yaml }, expect });
const LAST = 'dist/bundle/manifest.json';
const manifest = (routes: string[]) => `${JSON.stringify({ routes: routes.map((route) => ({ route })) })}\n`;
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
      if (r.to.startsWith('/') && r.to.includes(':splat')) {
        // `/new/:splat`: some page must be served below `/new/`.
        const prefix = r.to.slice(0, r.to.indexOf(':splat'));
        if ([...site.routes].some((route) => `${route}/`.startsWith(prefix))) return [];
        return [{ file: r.file, place: r.toAt.start, end: r.toAt.end, message: `No page is served below "${prefix}", so "${r.to}" leads nowhere.`, hint: 'Point the wildcard at the folder that holds the pages now.' }];
      }
      const route = targetRoute(r.to);
      if (route === null || site.routes.has(route) || from.has(route)) return [];
      const suggestion = nearestPath(route, byRoute);
      return [{ file: r.file, place: r.toAt.start, end: r.toAt.end, message: `No page is served at "${route}".`, hint: suggestion ? `Did you mean "${suggestion}"?` : 'Point the redirect at the page that holds the content now.' }];
    });
  },
  examples: [
    OK,
    example('A whole folder sent to another', '- from: /old-rooms/*\n  to: /rooms/:splat\n', []),
    example('A target that is not a page', '- from: /rooms/get-room-by-name\n  to: /rooms/get-rooms\n', ['content/redirects.yaml:2:7 No page is served at "/rooms/get-rooms".']),
    example('A folder sent where no page is', '- from: /old-rooms/*\n  to: /chambers/:splat\n', ['content/redirects.yaml:2:7 No page is served below "/chambers/", so "/chambers/:splat" leads nowhere.']),
  ],
};

export const shadowsPage: SiteRule = {
  ...siteRuleMeta('redirects/shadows-page'),
  check: (site) =>
    site.redirects
      // A wildcard covers only the routes below it that no page serves, so it hides none.
      .filter((r) => !isWildcard(r) && site.routes.has(normalizeRoute(r.from)))
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

/** Whether a redirect covers `route`: the same route, or a wildcard above it. */
const covers = (r: SiteRedirect, route: string) => (isWildcard(r) ? wildcardMatch(r.from, route) !== null : normalizeRoute(r.from) === route);

export const missing: SiteRule = {
  ...siteRuleMeta('redirects/missing'),
  check(site) {
    if (!site.previousRoutes) return [];
    const byRoute = new Map([...site.routes].map((r) => [r, r]));
    const out: SiteFinding[] = [];
    for (const route of site.previousRoutes.routes) {
      if (site.routes.has(route) || site.redirects.some((r) => covers(r, route))) continue;
      const suggestion = nearestPath(route, byRoute);
      out.push({
        file: FILE,
        place: { line: 1, column: 1 },
        message: `"${route}" was published at ${site.previousRoutes.source} but no page serves it now, and no redirect sends its readers on.`,
        hint: `Add to content/redirects.yaml: - from: ${route}  to: ${suggestion ?? '<the route that holds its content now>'}`,
      });
    }
    return out;
  },
  examples: [
    example('The last build had only routes that are still here', '- from: /rooms/get-room-by-name\n  to: /rooms/get-room\n', []),
    {
      title: 'A published route removed with a redirect',
      files: { ...PAGES, [FILE]: '- from: /rooms/by-name\n  to: /rooms/get-room\n', [LAST]: manifest(['/', '/rooms/get-room', '/rooms/by-name']) },
      expect: [],
    },
    {
      title: 'A published folder moved, with a wildcard',
      files: { ...PAGES, [FILE]: '- from: /chambers/*\n  to: /rooms/:splat\n', [LAST]: manifest(['/', '/rooms/get-room', '/chambers/get-room']) },
      expect: [],
    },
    {
      title: 'A published route removed with no redirect',
      files: { ...PAGES, [LAST]: manifest(['/', '/rooms/get-room', '/rooms/get-room-by-name']) },
      expect: ['content/redirects.yaml:1:1 "/rooms/get-room-by-name" was published at the last build (dist/bundle) but no page serves it now, and no redirect sends its readers on.'],
    },
  ],
};
