/**
 * The default, human reporter, after ESLint's stylish: findings grouped under
 * their file, `line:col  severity  message  ruleId` in aligned columns, the
 * hint on the line below, a count, and always a last line saying what was
 * checked, so a pass is never silent.
 */
import { compareDiagnostics, type Diagnostic } from '../core/diagnostic.ts';
import type { CheckStats, Reporter, Report } from './types.ts';

export interface StylishOptions {
  /** Colour the output with ANSI escapes. Default `false`. */
  readonly color?: boolean;
}

type Paint = (text: string) => string;

interface Palette {
  readonly file: Paint;
  readonly dim: Paint;
  readonly error: Paint;
  readonly warning: Paint;
  readonly bold: Paint;
}

const ansi = (open: number, close: number): Paint => (text) => `\x1b[${open}m${text}\x1b[${close}m`;
const plain: Paint = (text) => text;

const COLORS: Palette = { file: ansi(4, 24), dim: ansi(2, 22), error: ansi(31, 39), warning: ansi(33, 39), bold: ansi(1, 22) };
const NO_COLORS: Palette = { file: plain, dim: plain, error: plain, warning: plain, bold: plain };

/** Creates the stylish reporter. */
export function createStylish(options: StylishOptions = {}): Reporter {
  const paint = options.color ? COLORS : NO_COLORS;
  return (report) => formatStylish(report, paint);
}

/** The stylish reporter without colour. */
export const stylish: Reporter = createStylish();

function formatStylish(report: Report, paint: Palette): string {
  const lines: string[] = [];
  for (const [file, diagnostics] of groupByFile(report.diagnostics)) {
    lines.push(paint.file(oneLine(file)), ...formatGroup(diagnostics, paint), '');
  }
  const problems = report.errorCount + report.warningCount;
  if (problems > 0) {
    const summary =
      `\u2716 ${plural(problems, 'problem')} ` +
      `(${plural(report.errorCount, 'error')}, ${plural(report.warningCount, 'warning')})`;
    lines.push((report.errorCount > 0 ? paint.error : paint.warning)(paint.bold(summary)));
  }
  lines.push(checkedLine(report.stats));
  return lines.join('\n') + '\n';
}

/** Rows of one file, columns padded to the widest cell of that file. */
function formatGroup(diagnostics: readonly Diagnostic[], paint: Palette): string[] {
  const rows = diagnostics.map((d) => ({
    d,
    position: `${d.line}:${d.column}`,
    message: oneLine(d.message),
  }));
  const positionWidth = Math.max(...rows.map((r) => r.position.length));
  const severityWidth = Math.max(...rows.map((r) => r.d.severity.length));
  const messageWidth = Math.max(...rows.map((r) => r.message.length));
  const hintIndent = ' '.repeat(2 + positionWidth + 2 + severityWidth + 2);
  const lines: string[] = [];
  for (const { d, position, message } of rows) {
    const severity = (d.severity === 'error' ? paint.error : paint.warning)(d.severity.padEnd(severityWidth));
    lines.push(
      `  ${paint.dim(position.padEnd(positionWidth))}  ${severity}  ${message.padEnd(messageWidth)}  ${paint.dim(oneLine(d.ruleId))}`,
    );
    if (d.hint) lines.push(`${hintIndent}${paint.dim(`hint: ${oneLine(d.hint)}`)}`);
  }
  return lines;
}

/** `checked 3 pages, 12 links, 8 nav items, 2 from cache in 41 ms`. */
function checkedLine(stats: CheckStats): string {
  let line = `checked ${plural(stats.pages, 'page')}, ${plural(stats.links, 'link')}, ${plural(stats.navItems, 'nav item')}`;
  if (stats.cached !== undefined) line += `, ${stats.cached} from cache`;
  if (stats.durationMs !== undefined) line += ` in ${Math.round(stats.durationMs)} ms`;
  return line;
}

/** Diagnostics in report order, grouped by file. */
function groupByFile(diagnostics: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of [...diagnostics].sort(compareDiagnostics)) {
    const group = groups.get(d.file);
    if (group) group.push(d);
    else groups.set(d.file, [d]);
  }
  return groups;
}

/** Keeps a row on one line and keeps control characters (escape sequences) out of the terminal. */
function oneLine(text: string): string {
  return text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
