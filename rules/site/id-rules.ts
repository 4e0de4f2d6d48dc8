/**
 * id/invalid-name, id/duplicate and id/duplicate-route: every page has an id
 * (its path) a route can hold, no two ids differ only in letter case, and no
 * two pages are served at one route (the first page in path order keeps it).
 */
import { excerpt } from '../../pipeline/src/core/excerpt.ts';
import { nameProblem } from '../../pipeline/src/core/names.ts';
import { isDraftPage, type SiteFinding, type SitePage } from '../../pipeline/src/core/site.ts';
import { siteRuleMeta } from './meta.ts';
import type { SiteRule } from './types.ts';

const TOP = { line: 1, column: 1 };

export const invalidName: SiteRule = {
  ...siteRuleMeta('id/invalid-name'),
  check: (site) =>
    site.pages.flatMap((page): SiteFinding[] => {
      const bad = nameProblem(page.id);
      if (!bad) return [];
      const noun = bad.isFolder ? 'folder' : 'file';
      return [
        {
          file: page.path,
          place: TOP,
          message: `The ${noun} name "${excerpt(bad.segment)}" has ${bad.what}, which cannot be part of a route as written.`,
          hint: `Rename the ${noun} with letters, digits, "-", "_" and ".", such as "${excerpt(bad.suggestion)}${bad.isFolder ? '' : '.md'}"; its route is made from its path.`,
        },
      ];
    }),
  examples: [
    { title: 'Names made of letters, digits and dashes', files: { 'content/docs/call-queues.md': '---\ntitle: Queues\n---\n\nText.\n' }, expect: [] },
    {
      title: 'A space in a file name',
      files: { 'content/docs/call queues.md': '---\ntitle: Queues\n---\n\nText.\n' },
      expect: ['content/docs/call queues.md:1:1 The file name "call queues" has a space, which cannot be part of a route as written.'],
    },
  ],
};

export const duplicateId: SiteRule = {
  ...siteRuleMeta('id/duplicate'),
  check(site) {
    const out: SiteFinding[] = [];
    const byLower = new Map<string, SitePage>();
    for (const page of site.pages) {
      if (isDraftPage(page)) continue;
      const twin = byLower.get(page.id.toLowerCase());
      if (!twin) byLower.set(page.id.toLowerCase(), page);
      else out.push({ file: page.path, place: TOP, message: `The id "${page.id}" differs from "${twin.id}" (${twin.path}) only in letter case.`, hint: 'Case-insensitive file systems would merge them; rename one.' });
    }
    return out;
  },
  examples: [
    { title: 'Ids that differ in more than case', files: { 'content/docs/setup.md': '---\ntitle: Setup\n---\n\nText.\n', 'content/docs/setup-2.md': '---\ntitle: Setup 2\n---\n\nText.\n' }, expect: [] },
    {
      title: 'Two ids that differ only in case',
      files: { 'content/docs/Setup.md': '---\ntitle: Setup\nslug: /setup-upper\n---\n\nText.\n', 'content/docs/setup.md': '---\ntitle: Setup\n---\n\nText.\n' },
      expect: ['content/docs/setup.md:1:1 The id "setup" differs from "Setup" (content/docs/Setup.md) only in letter case.'],
    },
  ],
};

export const duplicateRoute: SiteRule = {
  ...siteRuleMeta('id/duplicate-route'),
  check(site) {
    const out: SiteFinding[] = [];
    const byRoute = new Map<string, SitePage>();
    for (const page of site.pages) {
      if (isDraftPage(page)) continue;
      const other = byRoute.get(page.route);
      if (!other) {
        byRoute.set(page.route, page);
        continue;
      }
      const slug = page.analysis.frontmatter?.slug;
      out.push({
        file: page.path,
        place: page.analysis.places.slug ?? TOP,
        message: `The route "${page.route}" is already served by ${other.path}.`,
        hint: slug ? 'Change this page\'s slug.' : 'Give one of the pages a different slug, or rename it.',
      });
    }
    return out;
  },
  examples: [
    { title: 'A slug of its own', files: { 'content/docs/a.md': '---\ntitle: A\nslug: /start\n---\n\nText.\n', 'content/docs/b.md': '---\ntitle: B\n---\n\nText.\n' }, expect: [] },
    {
      title: 'A slug that takes another page\'s route',
      files: { 'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n', 'content/docs/b.md': '---\ntitle: B\nslug: /a\n---\n\nText.\n' },
      expect: ['content/docs/b.md:3:7 The route "/a" is already served by content/docs/a.md.'],
    },
  ],
};
