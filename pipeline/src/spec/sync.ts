/**
 * `pipeline sync`: the pages drift asks for. Creates a page for every
 * operation that has none and updates titles that drifted from the summary.
 * It never touches anything else a writer wrote: a title is replaced in
 * the frontmatter's CST (every other byte kept, see fix/frontmatter.ts), and
 * existing files are never overwritten. It refuses to run while a spec does
 * not load or two operations share an operationId. Running it twice changes
 * nothing the second time.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../core/write-file.ts';
import type { Site } from '../check.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { opKey } from '../api-index/index.ts';
import { setFrontmatterTitle } from '../fix/frontmatter.ts';
import { DOCS_DIR } from '../model.ts';
import type { Operation } from './load.ts';

export interface SyncResult {
  created: string[];
  retitled: string[];
  /** Operations whose page could not be created, with why. */
  skipped: { operation: string; reason: string }[];
}

/** `createRoom` -> `create-room`. */
export const kebab = (id: string) =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()
    .replace(/^-|-$/g, '');

/** Where the page of an operation goes: the route families of the seed. */
export const pagePathFor = (op: Operation) => `${DOCS_DIR}/rest/${op.specId}/endpoints/${kebab(op.area)}/${kebab(op.operationId)}.md`;

/** A YAML scalar for a value: plain when that is safe, double-quoted otherwise. */
export function yamlString(value: string): string {
  const plain =
    value.length > 0 &&
    !/^[-?:,[\]{}#&*!|>'"%@`\s]/.test(value) &&
    !/(: |:$| #|\s$|[\n\t])/.test(value) &&
    !/^(true|false|null|yes|no|on|off|~)$/i.test(value) &&
    !/^[-+.]?\d/.test(value);
  return plain ? value : JSON.stringify(value);
}

function firstSentence(text: unknown): string {
  if (typeof text !== 'string') return '';
  const clean = text.replace(/\s+/g, ' ').trim();
  const end = clean.search(/[.!?](\s|$)/);
  const sentence = end === -1 ? clean : clean.slice(0, end + 1);
  return sentence.length <= 160 ? sentence : '';
}

export function pageStub(op: Operation): string {
  const lines = ['---', `title: ${yamlString(op.summary)}`];
  const description = firstSentence(op.object.description);
  if (description) lines.push(`description: ${yamlString(description)}`);
  lines.push(`api: ${yamlString(opKey(op.specId, op.operationId))}`, '---', '');
  lines.push('<!-- Writers: add context for this operation here (when to use it, what to watch out for). The parameters, bodies and responses are rendered from the spec. -->', '');
  return lines.join('\n');
}

/** Rules whose errors make sync refuse: a spec that did not load, or operations it cannot tell apart. */
const BLOCKERS = new Set(['spec/invalid', 'spec/ref', 'spec/duplicate-operation-id']);

/** The check's findings that sync must not run past (it would write pages from a partial or ambiguous spec). */
export const syncBlockers = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.severity === 'error' && BLOCKERS.has(d.ruleId));

/** Call only when syncBlockers found nothing; an operationId shared by two operations is left alone regardless. */
export function syncPages(site: Site): SyncResult {
  const result: SyncResult = { created: [], retitled: [], skipped: [] };
  for (const [key, op] of site.api.operations) {
    if (site.api.duplicatedOperations.has(key)) {
      result.skipped.push({ operation: key, reason: 'more than one operation has this operationId' });
      continue;
    }
    const page = site.api.pageOf.get(key);
    if (!page) {
      const path = pagePathFor(op);
      const abs = join(site.root, path);
      if (existsSync(abs)) {
        result.skipped.push({ operation: key, reason: `${path} exists and documents something else` });
        continue;
      }
      writeFileAtomic(abs, pageStub(op));
      result.created.push(path);
      continue;
    }
    const fm = page.analysis.frontmatter;
    if (!fm || fm.title === op.summary) continue;
    const abs = join(site.root, page.path);
    const text = readFileSync(abs, 'utf8');
    const updated = setFrontmatterTitle(text, op.summary);
    if (updated !== null && updated !== text) {
      writeFileAtomic(abs, updated);
      result.retitled.push(page.path);
    }
  }
  result.created.sort();
  result.retitled.sort();
  return result;
}
