/**
 * `spec/operation-verb-title`: a summary's first word is a verb that agrees
 * with the HTTP method, using the API's verb map (`api.yaml`): "Create" goes
 * with POST, "Update" with PUT or PATCH (or POST in the Compatibility API).
 * Given an operation's `summary`.
 */
import { createRulesetFunction } from '@stoplight/spectral-core';
import { firstWord, listOr } from './shared.ts';

export interface VerbTitleOptions {
  /** Verb -> the upper-case methods it may go with. */
  verbs: Record<string, string[]>;
}

export default createRulesetFunction<string, VerbTitleOptions>(
  {
    input: { type: 'string' },
    options: {
      type: 'object',
      properties: { verbs: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
      required: ['verbs'],
      additionalProperties: false,
    },
  },
  (summary, { verbs }, { path }) => {
    const method = String(path[path.length - 2] ?? '').toUpperCase();
    const verb = firstWord(summary);
    const allowed = Object.hasOwn(verbs, verb) ? verbs[verb] : undefined;
    if (!allowed) {
      return [{ message: `"${verb}" is not a verb this API's titles use; start the summary with one of ${listOr(Object.keys(verbs))}.` }];
    }
    if (!allowed.includes(method)) {
      return [{ message: `"${verb}" goes with ${listOr(allowed)} in this API, but the operation is a ${method}.` }];
    }
    return [];
  },
);
