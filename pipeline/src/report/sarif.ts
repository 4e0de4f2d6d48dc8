/**
 * SARIF 2.1.0 for code scanning: one run, one reporting descriptor per rule
 * that has findings (sorted by id), one result per finding. Deterministic:
 * the same report gives the same bytes.
 */
import type { Log, Region, ReportingDescriptor, Result } from 'sarif';
import { compareDiagnostics, type Diagnostic, type Severity } from '../core/diagnostic.ts';
import { isRuleId, RULES } from '../registry/rules.ts';
import type { Reporter } from './types.ts';

const SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

export const sarif: Reporter = (report) => {
  const diagnostics = [...report.diagnostics].sort(compareDiagnostics);
  const ruleIds = [...new Set(diagnostics.map((d) => d.ruleId))].sort();
  const ruleIndex = new Map(ruleIds.map((id, i) => [id, i]));
  const log: Log = {
    $schema: SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'pipeline',
            version: report.toolVersion,
            rules: ruleIds.map((id) => describeRule(id, diagnostics)),
          },
        },
        results: diagnostics.map((d) => toResult(d, ruleIndex.get(d.ruleId) ?? 0)),
        columnKind: 'utf16CodeUnits',
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
};

/** A rule's descriptor: registry summary and severity, or what its first finding says for rules outside the registry. */
function describeRule(id: string, diagnostics: readonly Diagnostic[]): ReportingDescriptor {
  const meta = isRuleId(id) ? RULES[id] : undefined;
  const first = diagnostics.find((d) => d.ruleId === id);
  const severity: Severity = meta?.severity ?? first?.severity ?? 'warning';
  const url = first?.docsUrl;
  const descriptor: ReportingDescriptor = { id };
  if (meta) descriptor.shortDescription = { text: meta.summary };
  descriptor.defaultConfiguration = { level: severity };
  if (url) {
    descriptor.help = { text: meta ? `${meta.summary} See ${url}` : `See ${url}` };
    if (isAbsoluteUri(url)) descriptor.helpUri = url;
  }
  return descriptor;
}

function toResult(d: Diagnostic, ruleIndex: number): Result {
  return {
    ruleId: d.ruleId,
    ruleIndex,
    level: d.severity,
    message: { text: d.hint ? `${asSentence(d.message)} ${d.hint}` : d.message },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: toUriReference(d.file), uriBaseId: '%SRCROOT%' },
          ...regionOf(d),
        },
      },
    ],
  };
}

/** The region, with only the 1-based fields SARIF accepts; none at all without a start line. */
function regionOf(d: Diagnostic): { region?: Region } {
  if (!isPlace(d.line)) return {};
  const region: Region = { startLine: d.line };
  if (isPlace(d.column)) region.startColumn = d.column;
  if (d.endLine !== undefined && isPlace(d.endLine)) region.endLine = d.endLine;
  if (d.endColumn !== undefined && isPlace(d.endColumn)) region.endColumn = d.endColumn;
  return { region };
}

function isPlace(n: number): boolean {
  return Number.isInteger(n) && n >= 1;
}

/** Ends the message with a full stop so the hint reads as a second sentence. */
function asSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?:]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function isAbsoluteUri(s: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(s);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A root-relative path as a relative URI reference: every byte outside the
 * RFC 3986 path characters is percent-encoded, and so is `:` (a colon in the
 * first segment would read as a scheme).
 */
function toUriReference(path: string): string {
  return path
    .replace(LONE_SURROGATE, '\uFFFD')
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/%(2C|3B|3D|40|24|26|2B)/g, (escaped) => decodeURIComponent(escaped)),
    )
    .join('/');
}
