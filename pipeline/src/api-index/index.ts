/**
 * The API index: every operation of every spec by `specId#operationId`, the
 * page that documents each, and what could not be matched (the drift rules
 * report those). Navigation expands `api:` sidebar items from it.
 */
import { isDraft, type PageEntry } from '../model.ts';
import type { LoadedSpec, Operation } from '../spec/load.ts';

export const opKey = (specId: string, operationId: string) => `${specId}#${operationId}`;

export interface ApiIndex {
  /** Operations by `specId#operationId`. */
  operations: Map<string, Operation>;
  /** The page documenting each operation, by `specId#operationId`. */
  pageOf: Map<string, PageEntry>;
  /** Keys that more than one operation has (spec/duplicate-operation-id): sync leaves their pages alone. */
  duplicatedOperations: Set<string>;
  /** Pages whose `api` names no operation. */
  unknownApi: PageEntry[];
  /** Pages naming an operation that an earlier page already documents. */
  repeatedApi: { page: PageEntry; first: PageEntry }[];
  /** Spec ids. */
  specIds: Set<string>;
}

export function buildApiIndex(specs: readonly LoadedSpec[], pages: Iterable<PageEntry>): ApiIndex {
  const operations = new Map<string, Operation>();
  // The first operation of a duplicated operationId stands (spec/duplicate-operation-id reports the others).
  const duplicated = new Set<string>();
  for (const spec of specs) {
    for (const op of spec.operations) {
      const key = opKey(spec.id, op.operationId);
      if (!op.operationId) continue;
      if (operations.has(key)) duplicated.add(key);
      else operations.set(key, op);
    }
  }
  const pageOf = new Map<string, PageEntry>();
  const unknown: PageEntry[] = [];
  const repeated: ApiIndex['repeatedApi'] = [];
  for (const page of pages) {
    const api = page.analysis.frontmatter?.api;
    if (!api || isDraft(page)) continue;
    const first = pageOf.get(api);
    if (!operations.has(api)) unknown.push(page);
    else if (first) repeated.push({ page, first });
    else pageOf.set(api, page);
  }
  return { operations, pageOf, duplicatedOperations: duplicated, unknownApi: unknown, repeatedApi: repeated, specIds: new Set(specs.map((s) => s.id)) };
}

/** The HTTP method an `api-method <verb>` class names, if any. */
export function classMethod(className: string | undefined): string | undefined {
  return className?.match(/(?:^| )api-method (get|post|put|patch|delete)(?: |$)/)?.[1];
}
