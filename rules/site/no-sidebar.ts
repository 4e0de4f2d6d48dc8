/**
 * nav/no-sidebar: a listed page that no sidebar lists is shown with the
 * sidebar of its section landing, the index page of the nearest folder above
 * it that a sidebar lists; that landing must link to it, so readers of the
 * section can find it. A page with no such landing, or whose landing does not
 * list it, renders without navigation or cannot be found from its section.
 * (A page that nothing links to at all is nav/orphan-page's finding.)
 */
import { isDraftPage, isUnlistedPage, type SiteFacts } from '../../pipeline/src/core/site.ts';
import { siteRuleMeta } from './meta.ts';
import type { SiteRule } from './types.ts';

/** `from -> to` for every link between two pages. */
function pageLinks(site: SiteFacts): Set<string> {
  const out = new Set<string>();
  for (const l of site.links) if (l.target?.kind === 'page') out.add(`${l.page.id}\0${l.target.page.id}`);
  return out;
}

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

export const noSidebar: SiteRule = {
  ...siteRuleMeta('nav/no-sidebar'),
  check: (site) => {
    const candidates = site.pages.filter((p) => !isDraftPage(p) && !isUnlistedPage(p) && p.route !== '/' && !site.listed(p.id) && site.linked(p.id) && !site.unreadable.has(p.path));
    if (!candidates.length) return [];
    const links = pageLinks(site);
    const byId = new Map(site.pages.map((p) => [p.id, p]));
    return candidates.flatMap((p) => {
      const landing = site.landingOf(p.id);
      if (landing === undefined) {
        return [{ file: p.path, place: { line: 1, column: 1 }, message: 'No sidebar lists this page and no folder above it has an index page in a sidebar, so it renders without navigation.', hint: 'Add it to a sidebar, or give its folder (or one above) an index page in a sidebar that links to it.' }];
      }
      if (links.has(`${landing}\0${p.id}`)) return [];
      const where = byId.get(landing)?.path ?? landing;
      return [{ file: p.path, place: { line: 1, column: 1 }, message: `This page is in no sidebar, and its section landing ${where} does not link to it.`, hint: `Link to it from ${where}, which is the page readers of the section find it through, or add it to a sidebar.` }];
    });
  },
  examples: [
    {
      title: 'In no sidebar, listed by its section landing',
      files: {
        'content/sidebars/docs.yaml': '- doc: index\n- doc: events/index\n',
        'content/docs/index.md': page('Home', 'Text.'),
        'content/docs/events/index.md': page('Events', 'See [the hackathon](./hackathon.md).'),
        'content/docs/events/hackathon.md': page('Hackathon', 'Text.'),
      },
      expect: [],
    },
    {
      title: 'Its section landing does not link to it',
      files: {
        'content/sidebars/docs.yaml': '- doc: index\n- doc: events/index\n',
        'content/docs/index.md': page('Home', 'See [the hackathon](./events/hackathon.md).'),
        'content/docs/events/index.md': page('Events', 'Text.'),
        'content/docs/events/hackathon.md': page('Hackathon', 'Text.'),
      },
      expect: ['content/docs/events/hackathon.md:1:1 This page is in no sidebar, and its section landing content/docs/events/index.md does not link to it.'],
    },
    {
      title: 'No landing anywhere above it',
      files: {
        'content/sidebars/docs.yaml': '- doc: guide\n',
        'content/docs/guide.md': page('Guide', 'See [events](./events/hackathon.md).'),
        'content/docs/events/hackathon.md': page('Hackathon', 'Text.'),
      },
      expect: ['content/docs/events/hackathon.md:1:1 No sidebar lists this page and no folder above it has an index page in a sidebar, so it renders without navigation.'],
    },
    {
      title: 'Unlisted on purpose',
      files: {
        'content/sidebars/docs.yaml': '- doc: guide\n',
        'content/docs/guide.md': page('Guide', 'See [the preview](./preview.md).'),
        'content/docs/preview.md': '---\ntitle: Preview\nunlisted: true\n---\n\nText.\n',
      },
      expect: [],
    },
  ],
};
