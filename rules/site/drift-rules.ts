/**
 * The drift rules: specs against pages. Every operation has a page
 * (drift/missing-page), every page's `api` names a real operation
 * (drift/unknown-operation) that no other page documents
 * (drift/duplicate-page), and an API page's title is its operation's summary
 * (drift/title).
 */
import { nearest } from '../../pipeline/src/core/nearest.ts';
import type { SiteFinding, SitePage } from '../../pipeline/src/core/site.ts';
import { ROOMS_SPEC } from './examples.ts';
import { siteRuleMeta } from './meta.ts';
import type { SiteRule } from './types.ts';

const apiAt = (page: SitePage) => page.analysis.places.api ?? { line: 1, column: 1 };

const page = (title: string, api: string) => `---\ntitle: ${title}\napi: ${api}\n---\n\nWhen to list rooms.\n`;

export const missingPage: SiteRule = {
  ...siteRuleMeta('drift/missing-page'),
  check: (site) =>
    [...site.operations]
      .filter(([key]) => !site.pageOf.has(key))
      .map(([key, op]): SiteFinding => ({ file: op.file, place: op.place, message: `The operation ${key} (${op.method.toUpperCase()} ${op.path}) has no page.`, hint: 'Run pipeline sync to create it.' })),
  examples: [
    { title: 'Each operation has its page', files: { 'specs/rooms/openapi.yaml': ROOMS_SPEC, 'content/docs/list-rooms.md': page('List rooms', 'rooms#listRooms') }, expect: [] },
    { title: 'An operation without a page', files: { 'specs/rooms/openapi.yaml': ROOMS_SPEC, 'content/docs/index.md': '---\ntitle: Home\n---\n\nText.\n' }, expect: ['specs/rooms/openapi.yaml:7:5 The operation rooms#listRooms (GET /rooms) has no page.'] },
  ],
};

export const unknownOperation: SiteRule = {
  ...siteRuleMeta('drift/unknown-operation'),
  check: (site) => [
    ...site.nav.apiItems
      .filter((a) => !a.specFound)
      .map((a): SiteFinding => ({ file: a.file, place: a.place, message: `No spec "${a.spec}" under specs/.`, hint: `Specs: ${[...site.specIds].join(', ') || 'none'}.` })),
    ...site.unknownApi.map((p): SiteFinding => {
      const ref = p.analysis.frontmatter!.api!;
      const [specId] = ref.split('#');
      const suggestion = nearest(ref, [...site.operations.keys()].filter((k) => k.startsWith(`${specId}#`)));
      return {
        file: p.path,
        place: apiAt(p),
        message: site.specIds.has(specId!) ? `No operation "${ref}" in the spec ${specId}.` : `No spec "${specId}" under specs/.`,
        hint: suggestion ? `Did you mean "${suggestion}"?` : 'The value is "<specId>#<operationId>".',
      };
    }),
  ],
  examples: [
    { title: 'The page names an operation of the spec', files: { 'specs/rooms/openapi.yaml': ROOMS_SPEC, 'content/docs/list-rooms.md': page('List rooms', 'rooms#listRooms') }, expect: [] },
    { title: 'A misspelt operationId', files: { 'specs/rooms/openapi.yaml': ROOMS_SPEC, 'content/docs/list-rooms.md': page('List rooms', 'rooms#listRoom') }, expect: ['content/docs/list-rooms.md:3:6 No operation "rooms#listRoom" in the spec rooms.'] },
  ],
};

export const duplicatePage: SiteRule = {
  ...siteRuleMeta('drift/duplicate-page'),
  check: (site) =>
    site.repeatedApi.map(({ page: p, first }): SiteFinding => ({ file: p.path, place: apiAt(p), message: `${first.path} already documents ${p.analysis.frontmatter!.api}.`, hint: 'Keep one page per operation; merge the text into it.' })),
  examples: [
    { title: 'One page per operation', files: { 'specs/rooms/openapi.yaml': ROOMS_SPEC, 'content/docs/list-rooms.md': page('List rooms', 'rooms#listRooms') }, expect: [] },
    {
      title: 'A second page for the same operation',
      files: { 'specs/rooms/openapi.yaml': ROOMS_SPEC, 'content/docs/a.md': page('List rooms', 'rooms#listRooms'), 'content/docs/b.md': page('List rooms', 'rooms#listRooms') },
      expect: ['content/docs/b.md:3:6 content/docs/a.md already documents rooms#listRooms.'],
    },
  ],
};

export const title: SiteRule = {
  ...siteRuleMeta('drift/title'),
  check(site) {
    const out: SiteFinding[] = [];
    // A page naming a duplicated id gets no title check: it is not known which operation it documents.
    for (const [key, p] of site.pageOf) {
      const op = site.operations.get(key)!;
      const pageTitle = p.analysis.frontmatter?.title;
      if (pageTitle === op.summary || site.duplicatedOperations.has(key)) continue;
      out.push({ file: p.path, place: p.analysis.places.title ?? apiAt(p), message: `The title "${pageTitle}" is not the operation's summary "${op.summary}".`, hint: 'Run pipeline sync to update the title, or change the summary in the spec.' });
    }
    return out;
  },
  examples: [
    { title: 'The title is the summary', files: { 'specs/rooms/openapi.yaml': ROOMS_SPEC, 'content/docs/list-rooms.md': page('List rooms', 'rooms#listRooms') }, expect: [] },
    { title: 'A title the summary no longer has', files: { 'specs/rooms/openapi.yaml': ROOMS_SPEC, 'content/docs/list-rooms.md': page('List all rooms', 'rooms#listRooms') }, expect: ['content/docs/list-rooms.md:2:8 The title "List all rooms" is not the operation\'s summary "List rooms".'] },
  ],
};
