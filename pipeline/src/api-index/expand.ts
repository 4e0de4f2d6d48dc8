/** `api:` sidebar items expanded into links to the pages of a spec's operations (by tag). */
import { isDraft } from '../model.ts';
import type { ApiExpander } from '../nav/resolve.ts';
import type { NavLink } from '../../contract/nav.ts';
import type { LoadedSpec } from '../spec/load.ts';
import { opKey, type ApiIndex } from './index.ts';

export function apiExpander(specs: readonly LoadedSpec[], api: ApiIndex): ApiExpander {
  return (specId, tag) => {
    const spec = specs.find((s) => s.id === specId);
    if (!spec) return { items: [], specFound: false, operations: 0 };
    const ops = spec.operations.filter((op) => tag === undefined || op.tags.includes(tag));
    const items: NavLink[] = [];
    for (const op of ops) {
      const page = api.pageOf.get(opKey(specId, op.operationId));
      if (!page || isDraft(page)) continue;
      items.push({ type: 'link', label: page.analysis.frontmatter?.sidebar_label ?? op.summary, href: page.route, docId: page.id, className: `api-method ${op.method}` });
    }
    return { items, specFound: true, operations: ops.length };
  };
}

/** The HTTP method of each API page, by doc id (for method badges). */
export function methodsByDoc(api: ApiIndex): Map<string, string> {
  const methods = new Map<string, string>();
  for (const [key, page] of api.pageOf) methods.set(page.id, api.operations.get(key)!.method);
  return methods;
}
