/**
 * `spec/error-response`: every operation documents at least one error
 * response (a 4xx or 5xx status, or `default`). Given an operation's `responses`.
 */
import { createRulesetFunction } from '@stoplight/spectral-core';

export default createRulesetFunction<Record<string, unknown>, null>(
  { input: { type: 'object' }, options: null },
  (responses) =>
    Object.keys(responses).some((status) => /^[45](\d\d|XX)$|^default$/.test(status))
      ? []
      : [{ message: 'The operation documents no error response; add the 4xx responses it can give (see the shared responses in common.yaml).' }],
);
