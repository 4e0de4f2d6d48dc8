/**
 * JUnit XML for CI test tabs: one suite, one test case per finding. Only
 * errors are failures (red); a warning is a passing case whose finding sits
 * in `<system-out>`. With no findings, one passing case keeps the suite from
 * being empty.
 */
import { compareDiagnostics, type Diagnostic } from '../core/diagnostic.ts';
import type { Reporter } from './types.ts';

export const junit: Reporter = (report) => {
  const diagnostics = [...report.diagnostics].sort(compareDiagnostics);
  const cases = diagnostics.length > 0 ? diagnostics.map(testCase) : ['    <testcase classname="pipeline" name="pipeline check"/>'];
  const failures = diagnostics.filter((d) => d.severity === 'error').length;
  const counts = `tests="${cases.length}" failures="${failures}" errors="0"`;
  const time = report.stats.durationMs !== undefined ? ` time="${(report.stats.durationMs / 1000).toFixed(3)}"` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="pipeline" ${counts}${time}>`,
    `  <testsuite name="pipeline" ${counts} skipped="0"${time}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
};

function testCase(d: Diagnostic): string {
  const open = `    <testcase classname="${attribute(d.file)}" name="${attribute(`${d.ruleId} ${d.line}:${d.column}`)}">`;
  const body =
    d.severity === 'error'
      ? `      <failure type="${attribute(d.ruleId)}" message="${attribute(d.message)}">${text(details(d))}</failure>`
      : `      <system-out>${text(`warning: ${d.message}\n${details(d)}`)}</system-out>`;
  return `${open}\n${body}\n    </testcase>`;
}

/** The long form of a finding: where, the hint and the docs. */
function details(d: Diagnostic): string {
  const lines = [`${d.file}:${d.line}:${d.column} ${d.ruleId}`];
  if (d.hint) lines.push(`hint: ${d.hint}`);
  lines.push(`docs: ${d.docsUrl}`);
  return lines.join('\n');
}

/** Characters XML 1.0 forbids anywhere, lone surrogates included. */
const ILLEGAL = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Element text: markup characters escaped, `\r` kept as a reference so parsers do not fold it. */
function text(s: string): string {
  return s
    .replace(ILLEGAL, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** Attribute values: also quotes, and whitespace as references so it survives attribute normalisation. */
function attribute(s: string): string {
  return text(s).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}
