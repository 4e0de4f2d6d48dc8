/** id/invalid-name, id/duplicate and id/duplicate-route over the page set. */
import type { Diagnostic } from '../core/diagnostic.ts';
import { excerpt } from '../core/excerpt.ts';
import { diagnostic } from '../registry/rules.ts';
import { nameProblem } from '../load/names.ts';
import { isDraft, type PageEntry } from '../model.ts';

/** id/invalid-name, id/duplicate and id/duplicate-route; returns the route table (first page wins). */
export function checkIdentity(pages: Map<string, PageEntry>, diagnostics: Diagnostic[]): Map<string, PageEntry> {
  const byRoute = new Map<string, PageEntry>();
  const byLowerId = new Map<string, PageEntry>();
  for (const page of pages.values()) {
    const bad = nameProblem(page.id);
    if (bad) {
      const noun = bad.isFolder ? 'folder' : 'file';
      diagnostics.push(
        diagnostic('id/invalid-name', page.path, { line: 1, column: 1 }, `The ${noun} name "${excerpt(bad.segment)}" has ${bad.what}, which cannot be part of a route as written.`, {
          hint: `Rename the ${noun} with letters, digits, "-", "_" and ".", such as "${excerpt(bad.suggestion)}${bad.isFolder ? '' : '.md'}"; its route is made from its path.`,
        }),
      );
    }
    if (isDraft(page)) continue;
    const lower = page.id.toLowerCase();
    const twin = byLowerId.get(lower);
    if (twin) {
      diagnostics.push(
        diagnostic('id/duplicate', page.path, { line: 1, column: 1 }, `The id "${page.id}" differs from "${twin.id}" (${twin.path}) only in letter case.`, {
          hint: 'Case-insensitive file systems would merge them; rename one.',
        }),
      );
    } else byLowerId.set(lower, page);
    const other = byRoute.get(page.route);
    if (other) {
      const slug = page.analysis.frontmatter?.slug;
      diagnostics.push(
        diagnostic('id/duplicate-route', page.path, page.analysis.places.slug ?? { line: 1, column: 1 }, `The route "${page.route}" is already served by ${other.path}.`, {
          hint: slug ? 'Change this page\'s slug.' : 'Give one of the pages a different slug, or rename it.',
        }),
      );
    } else byRoute.set(page.route, page);
  }
  return byRoute;
}
