/**
 * Specs against pages and navigation: every operation has exactly one page,
 * every page's `api` names a real operation, titles follow summaries, and a
 * hand-written method badge agrees with the spec.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { nearest } from '../core/nearest.ts';
import { diagnostic } from '../core/rules.ts';
import { isDraft, type PageEntry } from '../model.ts';
import type { Operation, LoadedSpec } from '../spec/load.ts';

export const opKey = (specId: string, operationId: string) => `${specId}#${operationId}`;

export interface ApiIndex {
  /** Operations by `specId#operationId`. */
  operations: Map<string, Operation>;
  /** The page documenting each operation, by `specId#operationId`. */
  pageOf: Map<string, PageEntry>;
  /** Keys that more than one operation has (spec/duplicate-operation-id): sync leaves their pages alone. */
  duplicated: Set<string>;
}

export function indexApi(specs: readonly LoadedSpec[], pages: Iterable<PageEntry>): ApiIndex & { diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const operations = new Map<string, Operation>();
  // The first operation of a duplicated operationId stands (spec/duplicate-operation-id reports the others);
  // a page naming a duplicated id gets no title check, as it is not known which operation it documents.
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
  const specIds = new Set(specs.map((s) => s.id));
  for (const page of pages) {
    const fm = page.analysis.frontmatter;
    if (!fm?.api || isDraft(page)) continue;
    const at = page.analysis.places.api ?? { line: 1, column: 1 };
    const op = operations.get(fm.api);
    if (!op) {
      const [specId] = fm.api.split('#');
      const candidates = [...operations.keys()].filter((k) => k.startsWith(`${specId}#`));
      const suggestion = nearest(fm.api, candidates);
      diagnostics.push(
        diagnostic('drift/unknown-operation', page.path, at, specIds.has(specId!) ? `No operation "${fm.api}" in the spec ${specId}.` : `No spec "${specId}" under specs/.`, {
          hint: suggestion ? `Did you mean "${suggestion}"?` : 'The value is "<specId>#<operationId>".',
        }),
      );
      continue;
    }
    const earlier = pageOf.get(fm.api);
    if (earlier) {
      diagnostics.push(diagnostic('drift/duplicate-page', page.path, at, `${earlier.path} already documents ${fm.api}.`, { hint: 'Keep one page per operation; merge the text into it.' }));
      continue;
    }
    pageOf.set(fm.api, page);
    if (fm.title !== op.summary && !duplicated.has(fm.api)) {
      diagnostics.push(
        diagnostic('drift/title', page.path, page.analysis.places.title ?? at, `The title "${fm.title}" is not the operation's summary "${op.summary}".`, {
          hint: 'Run pipeline sync to update the title, or change the summary in the spec.',
        }),
      );
    }
  }
  for (const [key, op] of operations) {
    if (pageOf.has(key)) continue;
    diagnostics.push(
      diagnostic('drift/missing-page', op.file, op.place, `The operation ${key} (${op.method.toUpperCase()} ${op.path}) has no page.`, {
        hint: 'Run pipeline sync to create it.',
      }),
    );
  }
  return { operations, pageOf, duplicated, diagnostics };
}

/** The HTTP method an `api-method <verb>` class names, if any. */
export function classMethod(className: string | undefined): string | undefined {
  return className?.match(/(?:^| )api-method (get|post|put|patch|delete)(?: |$)/)?.[1];
}
