/** nav/orphan-page: a page that no sidebar lists and no other page links to cannot be reached. */
import { isDraftPage, isUnlistedPage } from '../../pipeline/src/core/site.ts';
import { siteRuleMeta } from './meta.ts';
import type { SiteRule } from './types.ts';

export const orphanPage: SiteRule = {
  ...siteRuleMeta('nav/orphan-page'),
  check: (site) =>
    site.pages
      .filter((p) => !isDraftPage(p) && !isUnlistedPage(p) && p.route !== '/' && !site.listed(p.id) && !site.linked(p.id) && !site.unreadable.has(p.path))
      .map((p) => ({ file: p.path, place: { line: 1, column: 1 }, message: 'No sidebar lists this page and no other page links to it.', hint: 'Add it to a sidebar, link to it from a related page, or mark it unlisted: true.' })),
  examples: [
    {
      title: 'Reached through a link',
      files: { 'content/sidebars/docs.yaml': '- doc: index\n', 'content/docs/index.md': '---\ntitle: Home\n---\n\nSee [setup](./setup.md).\n', 'content/docs/setup.md': '---\ntitle: Setup\n---\n\nText.\n' },
      expect: [],
    },
    {
      title: 'Neither listed nor linked',
      files: { 'content/sidebars/docs.yaml': '- doc: index\n', 'content/docs/index.md': '---\ntitle: Home\n---\n\nText.\n', 'content/docs/setup.md': '---\ntitle: Setup\n---\n\nText.\n' },
      expect: ['content/docs/setup.md:1:1 No sidebar lists this page and no other page links to it.'],
    },
  ],
};
