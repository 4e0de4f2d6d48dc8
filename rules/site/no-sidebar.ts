/**
 * nav/no-sidebar: a listed page that other pages link to but no sidebar
 * lists renders with no navigation at all: on it, a reader has no section
 * menu, no previous and next, and no way to the pages around it. (A page
 * that nothing links to either is nav/orphan-page's finding.)
 */
import { isDraftPage, isUnlistedPage } from '../../pipeline/src/core/site.ts';
import { siteRuleMeta } from './meta.ts';
import type { SiteRule } from './types.ts';

export const noSidebar: SiteRule = {
  ...siteRuleMeta('nav/no-sidebar'),
  check: (site) =>
    site.pages
      .filter((p) => !isDraftPage(p) && !isUnlistedPage(p) && p.route !== '/' && !site.listed(p.id) && site.linked(p.id) && !site.unreadable.has(p.path))
      .map((p) => ({
        file: p.path,
        place: { line: 1, column: 1 },
        message: 'No sidebar lists this page, so it renders without navigation.',
        hint: "Add it to its section's sidebar (under a landing page for pages that belong to no section), or mark it unlisted: true.",
      })),
  examples: [
    {
      title: 'Listed in a sidebar',
      files: {
        'content/sidebars/docs.yaml': '- doc: index\n- doc: events\n',
        'content/docs/index.md': '---\ntitle: Home\n---\n\nSee [events](./events.md).\n',
        'content/docs/events.md': '---\ntitle: Events\n---\n\nText.\n',
      },
      expect: [],
    },
    {
      title: 'Linked from a page, but in no sidebar',
      files: {
        'content/sidebars/docs.yaml': '- doc: index\n',
        'content/docs/index.md': '---\ntitle: Home\n---\n\nSee [events](./events.md).\n',
        'content/docs/events.md': '---\ntitle: Events\n---\n\nText.\n',
      },
      expect: ['content/docs/events.md:1:1 No sidebar lists this page, so it renders without navigation.'],
    },
    {
      title: 'Unlisted on purpose',
      files: {
        'content/sidebars/docs.yaml': '- doc: index\n',
        'content/docs/index.md': '---\ntitle: Home\n---\n\nSee [the preview](./preview.md).\n',
        'content/docs/preview.md': '---\ntitle: Preview\nunlisted: true\n---\n\nText.\n',
      },
      expect: [],
    },
  ],
};
