/**
 * What every family's metadata table shares: a rule file asks its family's
 * table for its id, severity and summary (the examples and code stay in the
 * rule file).
 */
import type { Severity } from '../pipeline/src/core/diagnostic.ts';

export interface RuleMetaEntry {
  severity: Severity;
  summary: string;
}

/** The lookup `id → { id, severity, summary }` of one family's table. */
export const metaLookup =
  <Table extends Record<string, RuleMetaEntry>>(table: Table) =>
  <Id extends keyof Table & string>(id: Id): { id: Id; severity: Severity; summary: string } => ({ id, severity: table[id]!.severity, summary: table[id]!.summary });
