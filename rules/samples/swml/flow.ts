/**
 * Calling SWML, flow and data: answer, hangup, sleep, goto, label, return,
 * set, unset, cond, switch, execute, transfer, request, user_event.
 */
import { anyValue, bool, condList, freeObject, httpMethod, num, obj, oneOfWords, result, steps, str, strOrList, switchOn, VAR, type Schema } from './types.ts';

export const FLOW_METHODS: Record<string, Schema> = {
  answer: obj({ max_duration: { anyOf: [{ type: 'integer' }, { type: 'string' }] }, codecs: str, username: str, password: str }),
  hangup: obj({ reason: oneOfWords('hangup', 'busy', 'decline') }),
  // Milliseconds; -1 sleeps until something else ends the call.
  sleep: { anyOf: [{ type: 'integer', minimum: -1 }, VAR, obj({ duration: { anyOf: [{ type: 'integer', minimum: -1 }, VAR] } }, ['duration'])] },
  goto: obj({ label: str, when: str, max: { anyOf: [{ type: 'integer', minimum: 1, maximum: 100 }, VAR] } }, ['label']),
  label: str,
  return: anyValue,
  set: freeObject,
  unset: strOrList,
  cond: condList,
  // `transform` normalises the value before matching (messaging SWML documents it).
  switch: switchOn(true, { transform: { type: 'string', enum: ['lowercase', 'uppercase', 'trim', 'lowercase_trim', 'uppercase_trim'] } }),
  execute: obj({ dest: str, params: freeObject, meta: freeObject, on_return: steps, result }, ['dest']),
  transfer: obj({ dest: str, params: freeObject, meta: freeObject }, ['dest']),
  request: obj(
    {
      url: str,
      method: httpMethod('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
      headers: freeObject,
      body: { anyOf: [str, freeObject] },
      timeout: num,
      connect_timeout: num,
      save_variables: bool,
    },
    ['url'], // messaging SWML lets `method` default to GET
  ),
  user_event: obj({ event: freeObject }, ['event']),
};
