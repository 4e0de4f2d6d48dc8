/**
 * GitHub Actions workflow commands: one `::error` or `::warning` line per
 * finding, which Actions turns into an annotation on the file and line.
 */
import { compareDiagnostics, type Diagnostic } from '../core/diagnostic.ts';
import type { Reporter } from './types.ts';

export const github: Reporter = (report) =>
  [...report.diagnostics]
    .sort(compareDiagnostics)
    .map((d) => toCommand(d) + '\n')
    .join('');

function toCommand(d: Diagnostic): string {
  const properties: [string, string | number | undefined][] = [
    ['file', d.file],
    ['line', d.line],
    ['col', d.column],
    ['endLine', d.endLine],
    ['endColumn', d.endColumn],
    ['title', d.ruleId],
  ];
  const list = properties
    .filter((p): p is [string, string | number] => p[1] !== undefined)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
    .join(',');
  const message = d.hint ? `${d.message} \u2014 ${d.hint}` : d.message;
  return `::${d.severity} ${list}::${escapeData(message)}`;
}

/** The escaping of the Actions toolkit's `escapeData`. */
function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** The escaping of the Actions toolkit's `escapeProperty`. */
function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
