/**
 * The id, severity and summary of every code-sample rule, without their code:
 * the registry reads this. Each rule file takes its metadata with `sampleMeta(id)`.
 */
import type { Severity } from '../../pipeline/src/core/diagnostic.ts';
import { metaLookup } from '../meta.ts';
import { HTTP_DETAILS } from './http/docs.ts';

export const SAMPLES_META = {
  'samples/swml': { severity: 'error', summary: 'A SWML sample (a YAML or JSON block with `sections`, or marked `swml`) is valid SWML for calls or messages: strict JSON in json blocks, known methods, known parameters, right types and values.' },
  'samples/cxml-syntax': { severity: 'error', summary: 'A cXML sample (an `xml` block whose root is `<Response>`) is well-formed XML.' },
  'samples/cxml-element': { severity: 'error', summary: 'A cXML sample uses only known verbs and nouns (and SSML tags inside `<Say>`), each inside a parent that accepts it.' },
  'samples/cxml-attribute': { severity: 'error', summary: 'The attributes of a cXML verb, noun or SSML tag have values the reference allows (booleans, whole numbers, GET or POST, listed words); a near miss of a known attribute name is reported.' },
  'samples/cxml-dial-limit': { severity: 'error', summary: 'A cXML `<Dial>` dials at most 10 numbers or addresses at once.' },
  'samples/sdk-types': { severity: 'error', summary: 'A JavaScript or TypeScript sample that imports or requires a platform SDK (@signalwire/js, @signalwire/realtime-api, or the Compatibility API helper library @signalwire/compatibility-api) uses the SDK as its published types allow: methods and properties that exist, the right arguments and option names.' },
  'samples/request-body': { severity: 'error', summary: 'A JSON request sample on an API page (a ```json request block) is valid against the operation\'s request body schema.' },
  'samples/http-request': { severity: 'error', summary: 'An HTTP request written in any page (curl in shell blocks, `fetch` in JavaScript or TypeScript, `requests` in Python) to a host a spec serves calls an operation of that spec: the path exists, the method is allowed, query and path parameters exist and have the right type, the JSON or form body is valid against the request body schema (unknown fields, missing required fields, wrong types or values), and the credentials (Basic or bearer) are of a scheme the operation accepts.', details: HTTP_DETAILS.request },
  'samples/http-unreadable': { severity: 'warning', summary: 'An HTTP request to a host a spec serves could not be read well enough to check it: its path or method is a variable, a variable stands for a fixed segment of the path, or it is written in a language whose requests are not read (Ruby, Java, C#, PHP, Go...).', details: HTTP_DETAILS.unreadable },
  'samples/http-response': { severity: 'error', summary: 'A ```json block shown as the answer of an HTTP request (right under it, or marked as a response: a "Response" heading or label, or title="Response") is valid against the response schema of the operation the request calls.', details: HTTP_DETAILS.response },
  'samples/http-status': { severity: 'error', summary: 'A success status stated next to an HTTP request (`201 Created`, `returns 200`) is one that the operation the request calls declares.', details: HTTP_DETAILS.status },
} as const satisfies Record<`samples/${string}`, { severity: Severity; summary: string; details?: string }>;

export type SampleRuleId = keyof typeof SAMPLES_META;

export const sampleMeta = metaLookup(SAMPLES_META);
