/**
 * Spec lint: each spec's bundled document (resolved once by Redocly when the
 * spec was loaded) run through Spectral with the project ruleset
 * (`rules/spectral/`); each finding is mapped back to the file, line and
 * column where the offending YAML is written, also inside an area file.
 */
import { join } from 'node:path';
import type { Diagnostic } from '../core/diagnostic.ts';
import { diagnostic } from '../registry/rules.ts';
import { specRuleId } from '../../../rules/spectral/meta.ts';
import { specRuleset, type SpecRuleSettings } from '../../../rules/spectral/ruleset.ts';
// Static imports: this module is itself loaded only when a spec must be linted.
import { Spectral } from '@stoplight/spectral-core';
import { Resolver } from '@stoplight/spectral-ref-resolver';
import { checkExamples } from './examples.ts';
import { createSourceMap } from './source-map.ts';

export interface LintTarget {
  /** The spec's root file, relative to the project root. */
  file: string;
  /** The bundled document. */
  document: Record<string, unknown>;
  settings: SpecRuleSettings;
  /** Which half of the work: Spectral's rules, the ajv example check, or both (default). */
  part?: 'spectral' | 'examples' | 'all';
}

/** A finding as a path in the bundled document, before it is placed in the authored files. */
export interface RawFinding {
  path: (string | number)[];
  code: string;
  message: string;
  /** Spectral's: 0 error, 1 warning. */
  severity: number;
}

/** Lints one spec; findings are relative to `root`. */
export async function lintSpec(root: string, target: LintTarget): Promise<Diagnostic[]> {
  return placeFindings(root, target.file, await findSpecProblems(root, target));
}

/** What Spectral's rules and the example check find in the bundled document (the part asked for). */
export async function findSpecProblems(root: string, target: LintTarget): Promise<RawFinding[]> {
  const part = target.part ?? 'all';
  let results: Awaited<ReturnType<Spectral['run']>> = [];
  if (part !== 'examples') {
    // Internal refs only: Spectral resolves them in memory and never reads a file or fetches a URL.
    // (Redocly bundled every $ref it follows; a `$ref` left in a value, such as a default, is data.)
    const spectral = new Spectral({ resolver: new Resolver({ dereferenceRemote: false }) });
    spectral.setRuleset(specRuleset(target.settings));
    results = await spectral.run(parsedDocument(target.document, join(root, target.file)));
  }
  const examples = part === 'spectral' ? [] : await checkExamples(target.document);
  return [
    ...results.map((r) => ({ path: r.path, code: String(r.code), message: tidy(r.message), severity: r.severity })),
    ...examples.map((e) => ({ path: e.path, code: e.kind === 'default' ? 'default-valid' : 'example-valid', message: e.message, severity: 0 })),
  ];
}

/**
 * Places each finding at the file, line and column where its node is written
 * (the authored YAML is parsed only when there is something to place), once
 * per place and message: a shared schema is reached from several paths.
 */
export function placeFindings(root: string, file: string, found: readonly RawFinding[]): Diagnostic[] {
  if (!found.length) return [];
  const map = createSourceMap(root, join(root, file));
  const out: Diagnostic[] = [];
  const keys = new Set<string>();
  for (const r of found) {
    const { file, place, end } = map.locate(r.path);
    const ruleId = specRuleId(r.code);
    const message = (ruleId === 'spec/oas' ? `${r.code}: ` : '') + r.message;
    const key = `${ruleId}\0${file}\0${place.line}\0${place.column}\0${message}`;
    if (keys.has(key)) continue;
    keys.add(key);
    out.push(diagnostic(ruleId, file, place, message, { end, severity: r.severity === 0 ? 'error' : 'warning' }));
  }
  return out;
}

/** Spectral messages end without a full stop and sometimes with one; make them sentences. */
const tidy = (message: string) => {
  const m = message.trim();
  return /[.?!]$/.test(m) ? m : `${m}.`;
};

/**
 * The bundled document as Spectral's input, already parsed (a plain parsed
 * result, which Spectral wraps itself): Spectral would otherwise re-read it
 * from JSON text with a position map of every node, which we never use
 * (findings are placed by their path, in the authored YAML).
 */
type SpectralInput = Parameters<Spectral['run']>[0];

function parsedDocument(data: Record<string, unknown>, source: string): SpectralInput {
  return { source, parsed: { data, diagnostics: [], ast: {}, lineMap: [] }, getLocationForJsonPath: () => undefined } as unknown as SpectralInput;
}
