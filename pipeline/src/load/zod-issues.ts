/**
 * zod issues turned into diagnostics located in YAML: the key path in front of
 * a plain message, a did-you-mean for unknown keys, never a raw dump.
 */
import type { z } from 'zod';
import type { Diagnostic } from '../core/diagnostic.ts';
import { nearest } from '../core/nearest.ts';
import { diagnostic, type RuleId } from '../registry/rules.ts';
import type { ParsedYaml } from '../core/yaml.ts';

export interface IssueContext {
  file: string;
  yaml: ParsedYaml;
  /** Rule id for type and value errors. */
  schemaRule: RuleId;
  /** Rule id for unknown keys (defaults to the schema rule). */
  unknownKeyRule?: RuleId;
  /** The keys allowed at a path, for did-you-mean. */
  keysAt?: (path: readonly PropertyKey[]) => readonly string[] | undefined;
  /** Where a missing required key is reported (e.g. the opening `---`). */
  missingAt?: { line: number; column: number };
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) out += typeof segment === 'number' ? `[${segment}]` : out ? `.${String(segment)}` : String(segment);
  return out;
}

function describeExpected(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    const received = (issue as { input?: unknown }).input;
    const got = received === null ? 'null' : Array.isArray(received) ? 'a list' : typeof received;
    return `expected ${issue.expected}, got ${got}`;
  }
  return issue.message;
}

export function issuesToDiagnostics(issues: readonly z.core.$ZodIssue[], ctx: IssueContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const issue of issues) {
    const path = issue.path;
    if (issue.code === 'unrecognized_keys') {
      const allowed = ctx.keysAt?.(path) ?? [];
      for (const key of issue.keys) {
        const span = ctx.yaml.locate([...path, key], { key: true });
        const suggestion = nearest(key, allowed);
        const where = path.length ? ` in ${formatPath(path)}` : '';
        out.push(
          diagnostic(ctx.unknownKeyRule ?? ctx.schemaRule, ctx.file, span.start, `Unknown key "${key}"${where}.`, {
            end: span.end,
            hint: suggestion ? `Did you mean "${suggestion}"?` : allowed.length ? `Allowed keys: ${allowed.join(', ')}.` : undefined,
          }),
        );
      }
      continue;
    }
    const input = (issue as { input?: unknown }).input;
    if (issue.code === 'invalid_type' && input === undefined && ctx.missingAt) {
      out.push(diagnostic(ctx.schemaRule, ctx.file, ctx.missingAt, `"${formatPath(path)}" is required.`, { hint: `Add a ${formatPath(path)}: line.` }));
      continue;
    }
    const span = ctx.yaml.locate(path);
    const label = path.length ? `"${formatPath(path)}": ` : '';
    out.push(diagnostic(ctx.schemaRule, ctx.file, span.start, `${label}${describeExpected(issue)}.`, { end: span.end }));
  }
  return out;
}
