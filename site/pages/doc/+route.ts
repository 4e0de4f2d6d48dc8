import type { PageContextServer } from 'vike/types';
import { normalizeRoute, routeTable } from '../../lib/bundle.ts';

/** Any route the bundle lists is a doc page. */
export function route(pageContext: PageContextServer): boolean {
  return routeTable().has(normalizeRoute(pageContext.urlPathname));
}
