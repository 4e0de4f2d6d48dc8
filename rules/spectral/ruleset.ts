/**
 * The spec ruleset: Spectral's `spectral:oas` (recommended) plus the
 * project's rules. Declarative; the logic lives in ./functions, one rule per
 * file. Built per API because the verb map and paging convention come from
 * the API's `api.yaml`.
 */
import type { RulesetDefinition } from '@stoplight/spectral-core';
import { casing } from '@stoplight/spectral-functions';
import { oas } from '@stoplight/spectral-rulesets';
import delete204 from './functions/delete-204.ts';
import errorResponse from './functions/error-response.ts';
import listPaging from './functions/list-paging.ts';
import summaryStyle from './functions/summary-style.ts';
import verbTitle from './functions/verb-title.ts';

export interface SpecRuleSettings {
  verbs: Record<string, string[]>;
  paging: { params: string[]; envelope: string[] };
}

/** Capitalised words a summary may use mid-sentence. */
export const PROPER_NOUNS = ['Dialogflow', 'Datasphere', 'FreeWheel'];

const OPERATIONS = '$.paths[*][get,put,post,delete,options,head,patch,trace]';

export function specRuleset(settings: SpecRuleSettings): RulesetDefinition {
  return {
    extends: [[oas as RulesetDefinition, 'recommended']],
    rules: {
      'operation-tag-defined': 'error', // reported as `spec/tag-declared`
      // Examples are validated by the pipeline with shared, compiled-once
      // schemas (spec/invalid-example); Spectral's own rules compile per example.
      'oas3-valid-media-example': 'off',
      'oas3-valid-schema-example': 'off',
      // Reported when the spec loads, with both places (spec/duplicate-operation-id).
      'operation-operationId-unique': 'off',
      'operation-verb-title': {
        description: "A summary's verb agrees with the HTTP method.",
        message: '{{error}}',
        severity: 'error',
        given: `$.paths[*][get,put,post,delete,patch]`,
        then: { field: 'summary', function: verbTitle, functionOptions: { verbs: settings.verbs } },
      },
      'delete-204': {
        description: 'A DELETE answers 204 with no body.',
        message: '{{error}}',
        severity: 'error',
        given: '$.paths[*].delete',
        then: { function: delete204 },
      },
      'list-paging': {
        description: "A list operation pages with the API's convention.",
        message: '{{error}}',
        severity: 'error',
        given: '$.paths[*]',
        then: { function: listPaging, functionOptions: { params: settings.paging.params, envelope: settings.paging.envelope } },
      },
      'operation-id-style': {
        description: 'operationId is camelCase.',
        message: 'operationId "{{value}}" is not camelCase, e.g. listRooms.',
        severity: 'error',
        given: `${OPERATIONS}.operationId`,
        then: { function: casing, functionOptions: { type: 'camel' } },
      },
      'summary-style': {
        description: 'A summary is in sentence case without a trailing period.',
        message: '{{error}}',
        severity: 'error',
        given: OPERATIONS,
        then: { field: 'summary', function: summaryStyle, functionOptions: { properNouns: PROPER_NOUNS } },
      },
      'error-response': {
        description: 'Every operation documents an error response.',
        message: '{{error}}',
        severity: 'error',
        given: `${OPERATIONS}.responses`,
        then: { function: errorResponse },
      },
    },
  };
}
