/**
 * The spec rules' registry entries and how Spectral's rule codes map onto
 * our ids. Kept apart from the ruleset so the registry never loads Spectral.
 */
export const SPEC_META = {
  'spec/oas': { severity: 'error', summary: 'A rule of Spectral\'s spectral:oas ruleset (recommended set) failed; the message names the rule.' },
  'spec/invalid-example': { severity: 'error', summary: 'An example does not validate against its schema (checked with ajv).' },
  'spec/invalid-default': { severity: 'error', summary: "A schema's default value does not validate against that schema (checked with ajv)." },
  'spec/operation-verb-title': { severity: 'error', summary: "A summary's first word is not a verb that goes with the operation's HTTP method in this API's verb map." },
  'spec/delete-204': { severity: 'error', summary: 'A DELETE does not answer 204 with no body, or has another success status.' },
  'spec/list-paging': { severity: 'error', summary: "A list operation lacks the API's paging parameters or its paged response envelope." },
  'spec/operation-id-style': { severity: 'error', summary: 'An operationId is not camelCase.' },
  'spec/summary-style': { severity: 'error', summary: 'A summary is not in sentence case, or ends with a full stop.' },
  'spec/tag-declared': { severity: 'error', summary: "An operation uses a tag that the spec's top-level tags list does not declare." },
  'spec/error-response': { severity: 'error', summary: 'An operation documents no error (4xx, 5xx or default) response.' },
} as const;

export type SpecRuleId = keyof typeof SPEC_META;

/** Spectral rule code -> our rule id; codes not listed report as `spec/oas`. */
export const SPECTRAL_CODES: Record<string, SpecRuleId> = {
  'oas3-valid-media-example': 'spec/invalid-example',
  'oas3-valid-schema-example': 'spec/invalid-example',
  'example-valid': 'spec/invalid-example',
  'default-valid': 'spec/invalid-default',
  'operation-tag-defined': 'spec/tag-declared',
  'operation-verb-title': 'spec/operation-verb-title',
  'delete-204': 'spec/delete-204',
  'list-paging': 'spec/list-paging',
  'operation-id-style': 'spec/operation-id-style',
  'summary-style': 'spec/summary-style',
  'error-response': 'spec/error-response',
};

export const specRuleId = (code: string): SpecRuleId => SPECTRAL_CODES[code] ?? 'spec/oas';
