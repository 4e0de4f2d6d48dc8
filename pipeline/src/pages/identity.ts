/** The route table: each route's page, the first in path order (id/duplicate-route reports the others). */
import { isDraft, type PageEntry } from '../model.ts';

export function routeTable(pages: ReadonlyMap<string, PageEntry>): Map<string, PageEntry> {
  const byRoute = new Map<string, PageEntry>();
  for (const page of pages.values()) if (!isDraft(page) && !byRoute.has(page.route)) byRoute.set(page.route, page);
  return byRoute;
}
