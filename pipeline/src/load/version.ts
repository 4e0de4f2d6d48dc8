/** The version record, parsed and checked: a pure function of the file's text. */
import type { Diagnostic } from '../core/diagnostic.ts';
import { diagnostic } from '../registry/rules.ts';
import { issuesToDiagnostics } from './zod-issues.ts';
import { VersionRecord } from '../../contract/version.ts';
import { parseYaml } from '../core/yaml.ts';

import { VERSION_FILE } from '../model.ts';

export function loadVersion(text: string): { data: VersionRecord | null; diagnostics: Diagnostic[] } {
  const file = VERSION_FILE;
  const yaml = parseYaml(text);
  const diagnostics = yaml.problems.map((p) => diagnostic('version/schema', file, p.start, p.message, { end: p.end }));
  if (yaml.data === undefined) return { data: null, diagnostics };
  const parsed = VersionRecord.safeParse(yaml.data, { reportInput: true });
  if (!parsed.success) {
    const keys = Object.keys(VersionRecord.shape);
    diagnostics.push(...issuesToDiagnostics(parsed.error.issues, { file, yaml, schemaRule: 'version/schema', keysAt: (p) => (p.length === 0 ? keys : undefined), missingAt: { line: 1, column: 1 } }));
    return { data: null, diagnostics };
  }
  return { data: diagnostics.length ? null : parsed.data, diagnostics };
}
