/** nav/orphan-page: a page that no sidebar lists and no other page links to. */
import type { Diagnostic } from '../core/diagnostic.ts';
import { diagnostic } from '../registry/rules.ts';
import { isDraft, isUnlisted, type PageEntry } from '../model.ts';
import { EMPTY_ANALYSIS } from '../pages/stage.ts';

export function checkOrphans(pages: Iterable<PageEntry>, listed: (id: string) => boolean, linked: (id: string) => boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const page of pages) {
    if (isDraft(page) || isUnlisted(page) || page.route === '/' || listed(page.id) || linked(page.id)) continue;
    if (page.analysis === EMPTY_ANALYSIS) continue;
    out.push(
      diagnostic('nav/orphan-page', page.path, { line: 1, column: 1 }, 'No sidebar lists this page and no other page links to it.', {
        hint: 'Add it to a sidebar, link to it from a related page, or mark it unlisted: true.',
      }),
    );
  }
  return out;
}
