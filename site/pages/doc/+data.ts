import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadPage, loadSpec, normalizeRoute, routeTable } from '../../lib/bundle.ts';
import { loadLanguages } from '../../lib/highlight.ts';
import type { BodyNode } from '../../lib/bundle.ts';

export async function data(pageContext: PageContextServer) {
  const table = routeTable();
  const entry = table.get(normalizeRoute(pageContext.urlPathname));
  if (!entry) throw render(404);
  const page = loadPage(entry);
  const spec = page.operation ? loadSpec(page.operation.specId) : undefined;
  await loadLanguages(fenceLanguages(page.body));
  return { page, spec };
}

export type Data = Awaited<ReturnType<typeof data>>;

/** Languages of the page's code fences. */
function fenceLanguages(node: BodyNode, out: string[] = []): string[] {
  if (node.type === 'code' && node.lang) out.push(node.lang);
  if ('children' in node) for (const c of node.children) fenceLanguages(c, out);
  return out;
}
