/**
 * Keeps reports readable and bounded whatever the input: at most
 * {@link MAX_PER_RULE} findings of one rule in one file (the rest become one
 * summary finding saying how many more there are, at the first one left out),
 * and user text quoted in messages and hints cut to a short excerpt. A page
 * with 25,000 copies of one mistake gives 51 findings, not 25,000 (each
 * quoting a label as long as the page).
 */
import { compareDiagnostics, type Diagnostic } from './diagnostic.ts';
import { EXCERPT_LENGTH, excerpt } from './excerpt.ts';

/** Findings of one rule listed per file before the rest are summed up. */
export const MAX_PER_RULE = 50;
/** Past this, a message or hint is cut whatever it holds. */
const MAX_TEXT = 400;

/** The summary's message; {@link summaryCount} reads it back when reports are limited again (e.g. cached page findings). */
const summaryMessage = (n: number, max: number) => `${n} more finding${n === 1 ? '' : 's'} of this rule in this file ${n === 1 ? 'is' : 'are'} not listed; the first ${max} are.`;
const SUMMARY = /^(\d+) more findings? of this rule in this file (?:is|are) not listed; the first \d+ are\.$/;

/** How many findings a summary stands for, or 0 for an ordinary finding. */
const summaryCount = (d: Diagnostic) => Number(SUMMARY.exec(d.message)?.[1] ?? 0);

/** Quoted text (in backticks or double quotes) longer than an excerpt, shortened; the whole text bounded. */
export function shortenQuotes(text: string): string {
  if (text.length <= EXCERPT_LENGTH + 2) return text;
  let out = text.replace(/`([^`]{61,})`/g, (_, inner: string) => `\`${excerpt(inner)}\``).replace(/"([^"]{61,})"/g, (_, inner: string) => `"${excerpt(inner)}"`);
  if (out.length > MAX_TEXT) out = excerpt(out, MAX_TEXT);
  return out;
}

/**
 * The findings with at most `max` per file and rule (the first ones by
 * position), each group's overflow as one summary finding at the first one
 * left out, and every message and hint shortened. The kept findings stay in
 * their order; the summaries come after them.
 */
export function limitFindings(diagnostics: readonly Diagnostic[], max = MAX_PER_RULE): Diagnostic[] {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const key = `${d.file}\0${d.ruleId}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(d);
  }
  const kept = new Set<Diagnostic>();
  const summaries: Diagnostic[] = [];
  for (const group of groups.values()) {
    if (group.length <= max && !group.some(summaryCount)) {
      for (const d of group) kept.add(d);
      continue;
    }
    let more = 0;
    let firstLeftOut: Diagnostic | undefined;
    let count = 0;
    for (const d of [...group].sort(compareDiagnostics)) {
      const summarised = summaryCount(d);
      if (summarised === 0 && count < max) {
        count++;
        kept.add(d);
        continue;
      }
      more += summarised || 1;
      firstLeftOut ??= d;
    }
    if (more > 0 && firstLeftOut) {
      summaries.push({
        ruleId: firstLeftOut.ruleId,
        severity: firstLeftOut.severity,
        file: firstLeftOut.file,
        line: firstLeftOut.line,
        column: firstLeftOut.column,
        message: summaryMessage(more, max),
        hint: 'Fix the ones listed and run the check again; many copies of one finding are usually one mistake repeated.',
        docsUrl: firstLeftOut.docsUrl,
      });
    }
  }
  const out: Diagnostic[] = [];
  for (const d of diagnostics) if (kept.has(d)) out.push(tidy(d));
  return out.concat(summaries);
}

/** A finding with its message and hint shortened (a new object only when something changed). */
function tidy(d: Diagnostic): Diagnostic {
  const message = shortenQuotes(d.message);
  const hint = d.hint === undefined ? undefined : shortenQuotes(d.hint);
  if (message === d.message && hint === d.hint) return d;
  const t: Diagnostic = { ...d, message };
  if (hint !== undefined) t.hint = hint;
  return t;
}
