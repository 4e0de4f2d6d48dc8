/**
 * Specs against pages: every operation has exactly one page, every page's
 * `api` names a real operation, and titles follow summaries.
 */
import type { Diagnostic } from '../core/diagnostic.ts';
import { nearest } from '../core/nearest.ts';
import { diagnostic } from '../registry/rules.ts';
import type { ApiIndex } from '../api-index/index.ts';

export function checkDrift(api: ApiIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const at = (page: ApiIndex['unknown'][number]) => page.analysis.places.api ?? { line: 1, column: 1 };
  for (const page of api.unknown) {
    const ref = page.analysis.frontmatter!.api!;
    const [specId] = ref.split('#');
    const candidates = [...api.operations.keys()].filter((k) => k.startsWith(`${specId}#`));
    const suggestion = nearest(ref, candidates);
    diagnostics.push(
      diagnostic('drift/unknown-operation', page.path, at(page), api.specIds.has(specId!) ? `No operation "${ref}" in the spec ${specId}.` : `No spec "${specId}" under specs/.`, {
        hint: suggestion ? `Did you mean "${suggestion}"?` : 'The value is "<specId>#<operationId>".',
      }),
    );
  }
  for (const { page, first } of api.repeated) {
    diagnostics.push(diagnostic('drift/duplicate-page', page.path, at(page), `${first.path} already documents ${page.analysis.frontmatter!.api}.`, { hint: 'Keep one page per operation; merge the text into it.' }));
  }
  // A page naming a duplicated id gets no title check, as it is not known which operation it documents.
  for (const [key, page] of api.pageOf) {
    const op = api.operations.get(key)!;
    const title = page.analysis.frontmatter?.title;
    if (title === op.summary || api.duplicated.has(key)) continue;
    diagnostics.push(
      diagnostic('drift/title', page.path, page.analysis.places.title ?? at(page), `The title "${title}" is not the operation's summary "${op.summary}".`, {
        hint: 'Run pipeline sync to update the title, or change the summary in the spec.',
      }),
    );
  }
  for (const [key, op] of api.operations) {
    if (api.pageOf.has(key)) continue;
    diagnostics.push(
      diagnostic('drift/missing-page', op.file, op.place, `The operation ${key} (${op.method.toUpperCase()} ${op.path}) has no page.`, {
        hint: 'Run pipeline sync to create it.',
      }),
    );
  }
  return diagnostics;
}
