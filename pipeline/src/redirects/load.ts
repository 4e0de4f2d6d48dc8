/** content/redirects.yaml, parsed and checked: a pure function of the file's text. */
import type { Diagnostic } from '../core/diagnostic.ts';
import { REDIRECTS } from '../core/paths.ts';
import type { SiteRedirect } from '../core/site.ts';
import { parseYaml } from '../core/yaml.ts';
import { RedirectEntry, RedirectsFile } from '../../contract/redirects.ts';
import { diagnostic } from '../registry/rules.ts';
import { issuesToDiagnostics } from '../load/zod-issues.ts';

export function loadRedirects(text: string): { entries: SiteRedirect[]; diagnostics: Diagnostic[] } {
  const file = REDIRECTS;
  const yaml = parseYaml(text);
  const diagnostics = yaml.problems.map((p) => diagnostic('redirects/schema', file, p.start, p.message, { end: p.end }));
  if (yaml.data === undefined || yaml.data === null) return { entries: [], diagnostics };
  const parsed = RedirectsFile.safeParse(yaml.data, { reportInput: true });
  if (!parsed.success) {
    const keys = Object.keys(RedirectEntry.shape);
    diagnostics.push(...issuesToDiagnostics(parsed.error.issues, { file, yaml, schemaRule: 'redirects/schema', keysAt: (p) => (p.length === 1 ? keys : undefined), missingAt: { line: 1, column: 1 } }));
    return { entries: [], diagnostics };
  }
  const entries = parsed.data.map((r, i): SiteRedirect => ({ ...r, file, fromAt: yaml.locate([i, 'from']), toAt: yaml.locate([i, 'to']) }));
  return { entries, diagnostics };
}
