/**
 * `spec/delete-204`: a DELETE answers 204 No Content, with no body, and with
 * no other success status. Given a DELETE operation. A DELETE that takes
 * something off a resource that stays (an address off a phone number) may
 * answer with that resource instead: it says so with `x-returns-resource: true`.
 */
import { createRulesetFunction, type IFunctionResult } from '@stoplight/spectral-core';
import { isObject } from '../../../pipeline/src/core/object.ts';

export default createRulesetFunction<Record<string, unknown>, null>(
  { input: { type: 'object' }, options: null },
  (operation, _options, { path: opPath }) => {
    const results: IFunctionResult[] = [];
    if (operation['x-returns-resource'] === true) return results;
    const responses = isObject(operation.responses) ? operation.responses : {};
    const path = [...opPath, 'responses'];
    const ok = responses['204'];
    if (ok === undefined) {
      results.push({ message: 'A DELETE answers 204 No Content; this one has no 204 response.', path });
    } else if (isObject(ok) && ok.content !== undefined) {
      results.push({ message: 'A 204 response has no body; remove its content.', path: [...path, '204', 'content'] });
    }
    for (const status of Object.keys(responses)) {
      if (/^2(\d\d|XX)$/.test(status) && status !== '204') {
        results.push({ message: `A DELETE answers only 204 on success; remove the ${status} response.`, path: [...path, status] });
      }
    }
    return results;
  },
);
