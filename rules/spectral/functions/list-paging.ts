/**
 * `spec/list-paging`: a list operation (a GET whose summary starts with a
 * list verb) takes the API's paging query parameters and answers with its
 * paged envelope. Given a path item, so path-level parameters count. A list
 * that always answers every item at once (the events of one call) says so
 * with `x-unpaged: true` and is exempt.
 */
import { createRulesetFunction, type IFunctionResult } from '@stoplight/spectral-core';
import { isObject } from '../../../pipeline/src/core/object.ts';
import { firstWord, listAnd, schemaProperties } from './shared.ts';

export interface ListPagingOptions {
  /** Query parameters every list operation takes. */
  params: string[];
  /** Properties of the paged response body. */
  envelope: string[];
  /** Summary verbs that mark a list operation (default: List). */
  listVerbs?: string[];
}

const queryNames = (params: unknown): string[] =>
  Array.isArray(params) ? params.filter((p) => isObject(p) && p.in === 'query').map((p) => String((p as Record<string, unknown>).name)) : [];

export default createRulesetFunction<Record<string, unknown>, ListPagingOptions>(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      properties: {
        params: { type: 'array', items: { type: 'string' } },
        envelope: { type: 'array', items: { type: 'string' } },
        listVerbs: { type: 'array', items: { type: 'string' } },
      },
      required: ['params', 'envelope'],
      additionalProperties: false,
    },
  },
  (item, { params, envelope, listVerbs = ['List'] }, { path }) => {
    const op = item.get;
    if (!isObject(op) || typeof op.summary !== 'string' || !listVerbs.includes(firstWord(op.summary)) || op['x-unpaged'] === true) return [];
    const results: IFunctionResult[] = [];
    const names = new Set([...queryNames(item.parameters), ...queryNames(op.parameters)]);
    const missing = params.filter((p) => !names.has(p));
    if (missing.length) {
      results.push({
        message: `A list operation takes the paging parameters ${listAnd(params)}; this one lacks ${listAnd(missing)}.`,
        path: [...path, 'get', op.parameters === undefined ? 'summary' : 'parameters'],
      });
    }
    const responses = isObject(op.responses) ? op.responses : {};
    const ok = isObject(responses['200']) ? responses['200'] : undefined;
    const content = ok && isObject(ok.content) ? ok.content : {};
    const media = Object.values(content).find(isObject);
    if (!ok || !media) {
      results.push({ message: 'A list operation answers 200 with a paged body; this one has no 200 response body.', path: [...path, 'get', 'responses'] });
      return results;
    }
    const props = schemaProperties(media.schema);
    const absent = envelope.filter((p) => !props.has(p));
    if (absent.length) {
      results.push({
        message: `A paged response has ${listAnd(envelope)}; this one lacks ${listAnd(absent)}.`,
        path: [...path, 'get', 'responses', '200'],
      });
    }
    return results;
  },
);
