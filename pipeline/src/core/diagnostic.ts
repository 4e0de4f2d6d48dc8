/**
 * The one finding shape every stage, rule and reporter shares.
 * Lines and columns are 1-based, as editors show them.
 */
export type Severity = 'error' | 'warning';

export interface Place {
  /** 1-based line. */
  line: number;
  /** 1-based column, in UTF-16 code units like an editor's cursor. */
  column: number;
}

export interface Diagnostic {
  /** Stable, namespaced rule id, e.g. `links/broken`. */
  ruleId: string;
  severity: Severity;
  /** Path relative to the project root, with `/` separators. */
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  /** One plain sentence saying what is wrong. */
  message: string;
  /** What to do about it, when there is something specific to say. */
  hint?: string;
  /** Where the rule is documented. */
  docsUrl: string;
}

/** Sort key: file, then position, then rule id, then message, so output is deterministic. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  if (a.line !== b.line) return a.line - b.line;
  if (a.column !== b.column) return a.column - b.column;
  if (a.ruleId !== b.ruleId) return a.ruleId < b.ruleId ? -1 : 1;
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}

export function countBySeverity(diagnostics: readonly Diagnostic[]): { errorCount: number; warningCount: number } {
  let errorCount = 0;
  for (const d of diagnostics) if (d.severity === 'error') errorCount++;
  return { errorCount, warningCount: diagnostics.length - errorCount };
}
