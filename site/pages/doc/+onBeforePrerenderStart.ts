import { routeTable } from '../../lib/bundle.ts';

/** Every page in the bundle (drafts never reach it; unlisted pages are still built). */
export function onBeforePrerenderStart(): string[] {
  return [...routeTable().keys()];
}
