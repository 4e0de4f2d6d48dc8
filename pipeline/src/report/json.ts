/**
 * Machine-readable output: `{errorCount, warningCount, diagnostics}` with a
 * fixed key order and absent optional keys left out, pretty-printed.
 */
import { compareDiagnostics, type Diagnostic } from '../core/diagnostic.ts';
import type { Reporter } from './types.ts';

/** One diagnostic as printed, keys in this order. */
export interface JsonDiagnostic {
  ruleId: string;
  severity: Diagnostic['severity'];
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
  hint?: string;
  docsUrl: string;
}

export interface JsonReport {
  errorCount: number;
  warningCount: number;
  diagnostics: JsonDiagnostic[];
}

export const json: Reporter = (report) => {
  const output: JsonReport = {
    errorCount: report.errorCount,
    warningCount: report.warningCount,
    diagnostics: [...report.diagnostics].sort(compareDiagnostics).map(toJson),
  };
  return JSON.stringify(output, null, 2) + '\n';
};

/** Copies only the contract's keys, in the contract's order. */
function toJson(d: Diagnostic): JsonDiagnostic {
  return {
    ruleId: d.ruleId,
    severity: d.severity,
    file: d.file,
    line: d.line,
    column: d.column,
    ...(d.endLine !== undefined ? { endLine: d.endLine } : {}),
    ...(d.endColumn !== undefined ? { endColumn: d.endColumn } : {}),
    message: d.message,
    ...(d.hint ? { hint: d.hint } : {}),
    docsUrl: d.docsUrl,
  };
}
