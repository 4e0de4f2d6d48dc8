/**
 * samples/http-request, samples/http-unreadable, samples/http-response and
 * samples/http-status: each HTTP request read from a page (request.ts) is matched
 * to an operation of the specs by its URL and method (match.ts), then checked:
 * the path exists, the method is allowed, query and path parameters exist and
 * are well-typed, the JSON or form body is valid against the request body
 * schema, the credentials are of a scheme the operation accepts; a JSON answer
 * shown under it is valid against the response schema, and a status stated next
 * to it is one the operation declares. Requests to hosts no spec serves are left alone.
 */
import type { ErrorObject } from 'ajv';
import type { Place } from '../../../pipeline/src/core/diagnostic.ts';
import { encodeSegment } from '../../../pipeline/contract/pointer.ts';
import { isObject } from '../../../pipeline/src/core/object.ts';
import { parseYaml } from '../../../pipeline/src/core/yaml.ts';
import { describeError, errorPath, usefulErrors } from '../../../pipeline/src/core/schema-ajv.ts';
import { excerpt } from '../../../pipeline/src/core/excerpt.ts';
import { deref, validatorFor } from '../request-body.ts';
import { isPlaceholder, matchPath, nearestTemplate, parseUrl, serversOf, underServer } from './match.ts';
import type { BodySample, HttpRequestSample } from './request.ts';

export type HttpRuleId = 'samples/http-request' | 'samples/http-unreadable' | 'samples/http-response' | 'samples/http-status';

export interface HttpFinding {
  ruleId: HttpRuleId;
  place: Place;
  message: string;
  hint?: string;
}

export interface SpecDocument {
  id: string;
  title: string;
  document: Record<string, unknown>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const JSON_TYPE = /^application\/([\w.+-]*\+)?json$/;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)$/;

interface Target {
  spec: SpecDocument;
  segments: string[];
  /** The host is a variable and the server has no base path: the variable may hold more of the path. */
  vague: boolean;
}

/** The spec whose server serves the URL (the longest base path wins), with the path under it. */
function targetOf(url: string, specs: readonly SpecDocument[]): Target | undefined {
  const parsed = parseUrl(url);
  if (!parsed) return undefined;
  let best: (Target & { base: number }) | undefined;
  for (const spec of specs) {
    for (const server of serversOf(spec.document)) {
      const segments = underServer(parsed, server);
      const vague = parsed.host.length === 1 && /^\{[^{}]*\}$/.test(parsed.host[0]!) && server.basePath.length === 0;
      if (segments && (!best || server.basePath.length > best.base)) best = { spec, segments, base: server.basePath.length, vague };
    }
  }
  return best;
}

export function checkHttpRequests(requests: readonly HttpRequestSample[], specs: readonly SpecDocument[]): HttpFinding[] {
  const findings: HttpFinding[] = [];
  for (const request of requests) {
    try {
      checkOne(request, specs, findings);
    } catch {
      // A spec shape the checks do not expect: leave this request unchecked rather than stop.
    }
  }
  return findings;
}

function checkOne(request: HttpRequestSample, specs: readonly SpecDocument[], findings: HttpFinding[]): void {
  if (request.url === null) return;
  const target = targetOf(request.url, specs);
  if (!target) return;
  const { spec, segments } = target;
  if (target.vague && !segments.some((s) => !isPlaceholder(s))) return;
  const document = spec.document;
  const paths = isObject(document.paths) ? (document.paths as Record<string, unknown>) : {};
  const shown = excerpt(request.url, 60);
  // A URL in a language whose requests are not read: only that it reaches this spec is known.
  if (request.lang === 'other') {
    const why = request.unreadable?.reason ?? 'requests in this language are not read';
    findings.push({ ruleId: 'samples/http-unreadable', place: request.urlAt, message: `This sample calls the ${spec.title} (${shown}), but ${why}, so the request is not checked.`, hint: 'Check the request against the spec by hand and mark the block no-check, or show it with curl, fetch or Python requests.' });
    return;
  }
  // `{ROOT}{path}`: a variable that may hold several segments; a helper, not one request.
  if (segments.some((s) => /\{[^{}]*\}/.test(s) && !/^\{[^{}]*\}(\.json)?$/.test(s))) return;
  if (!segments.some((s) => !isPlaceholder(s))) {
    findings.push({ ruleId: 'samples/http-unreadable', place: request.urlAt, message: `The path of this request to the ${spec.title} (${shown}) could not be read, so it is not checked.`, hint: 'Write the path with literal segments (variables only for ids), or mark the block no-check.' });
    return;
  }
  const match = matchPath(segments, Object.keys(paths));
  // `{BASE}/rooms` where no base path tells what BASE holds: only a path that fits is taken as the spec's.
  if (!match && target.vague) return;
  if (!match) {
    const near = nearestTemplate(segments, Object.keys(paths));
    findings.push({
      ruleId: 'samples/http-request',
      place: request.urlAt,
      message: `The ${spec.title} has no path /${segments.join('/')}.`,
      hint: near ? `Did you mean ${near}?` : `See the paths in specs/${spec.id}/openapi.yaml.`,
    });
    return;
  }
  if (match.guessed) {
    findings.push({ ruleId: 'samples/http-unreadable', place: request.urlAt, message: `Which operation of the ${spec.title} this request calls could not be told: a variable stands where ${match.template} has a fixed segment.`, hint: 'Write that segment literally, or mark the block no-check.' });
    return;
  }
  const item = deref(document, paths[match.template]).value;
  if (!isObject(item)) return;
  if (request.method === null) {
    const message = request.unreadable ? `This request to ${match.template} could not be read (${request.unreadable.reason}), so it is not checked.` : `The method of this request to ${match.template} could not be read, so it is not checked.`;
    findings.push({ ruleId: 'samples/http-unreadable', place: request.methodAt, message, hint: request.unreadable ? 'Fix the code so that it parses, or mark the block no-check.' : 'Write the method as a string, or mark the block no-check.' });
    return;
  }
  const method = request.method.toLowerCase();
  const allowed = METHODS.filter((m) => isObject(item[m]));
  if (!allowed.includes(method)) {
    findings.push({
      ruleId: 'samples/http-request',
      place: request.methodAt,
      message: `${request.method} is not an operation of ${match.template} in the ${spec.title}.`,
      hint: `It takes ${allowed.map((m) => m.toUpperCase()).join(', ')}.`,
    });
    return;
  }
  const opPointer = `/paths/${encodeSegment(match.template)}/${method}`;
  const op = deref(document, item[method]).value as Record<string, unknown>;
  const operation = `${typeof op.operationId === 'string' ? op.operationId : method.toUpperCase()} (${method.toUpperCase()} ${match.template})`;
  checkParameters(request, document, item, op, opPointer, match, operation, findings);
  checkBody(request, document, op, opPointer, operation, findings);
  checkCredentials(request, document, op, operation, findings);
  checkAnswer(request, document, op, opPointer, operation, findings);
}

/** Responses marked on an API page, with no request above them, against the page's operation. */
export function checkPageResponses(responses: readonly NonNullable<HttpRequestSample['response']>[], spec: SpecDocument, operation: { path: string; method: string }): HttpFinding[] {
  const findings: HttpFinding[] = [];
  const document = spec.document;
  const opPointer = `/paths/${encodeSegment(operation.path)}/${operation.method}`;
  const item = deref(document, (document.paths as Record<string, unknown> | undefined)?.[operation.path]).value;
  const op = isObject(item) ? deref(document, item[operation.method]).value : undefined;
  if (!isObject(op)) return findings;
  const name = `${typeof op.operationId === 'string' ? op.operationId : operation.method.toUpperCase()} (${operation.method.toUpperCase()} ${operation.path})`;
  for (const response of responses) {
    const request: HttpRequestSample = { lang: 'curl', at: response.at, method: operation.method.toUpperCase(), methodAt: response.at, url: null, urlAt: response.at, response };
    try {
      checkAnswer(request, document, op, opPointer, name, findings);
    } catch {
      // a spec shape the check does not expect
    }
  }
  return findings;
}

interface Param {
  name: string;
  in: string;
  required: boolean;
  schemaPointer?: string;
}

function parametersOf(document: Record<string, unknown>, item: Record<string, unknown>, op: Record<string, unknown>, opPointer: string): Param[] {
  const out = new Map<string, Param>();
  const add = (list: unknown, base: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, i) => {
      const { value, pointer } = deref(document, raw);
      if (!isObject(value) || typeof value.name !== 'string' || typeof value.in !== 'string') return;
      out.set(`${value.in}:${value.name}`, { name: value.name, in: value.in, required: value.required === true, schemaPointer: isObject(value.schema) ? `${pointer ?? `${base}/${i}`}/schema` : undefined });
    });
  };
  add(item.parameters, `${opPointer.slice(0, opPointer.lastIndexOf('/'))}/parameters`);
  add(op.parameters, `${opPointer}/parameters`);
  return [...out.values()];
}

function checkParameters(request: HttpRequestSample, document: Record<string, unknown>, item: Record<string, unknown>, op: Record<string, unknown>, opPointer: string, match: { params: Map<string, string> }, operation: string, findings: HttpFinding[]): void {
  const params = parametersOf(document, item, op, opPointer);
  const valueProblem = (p: Param, value: string): string | undefined => {
    if (!p.schemaPointer || isPlaceholder(value) || /\{[^{}]*\}/.test(value)) return undefined;
    const validate = validatorFor(document, p.schemaPointer, true);
    if (!validate || validate(p.in === 'path' ? decodePath(value) : value)) return undefined;
    const e = usefulErrors(validate.errors ?? [])[0];
    return e ? describeError(e, `The value ${JSON.stringify(excerpt(value, 40))} of \`${p.name}\``) : undefined;
  };
  for (const [name, value] of match.params) {
    const p = params.find((x) => x.in === 'path' && x.name === name);
    const problem = p && valueProblem(p, value);
    if (problem) findings.push({ ruleId: 'samples/http-request', place: request.urlAt, message: problem, hint: `Checked against the path parameter \`${name}\` of ${operation}.` });
  }
  const query: { name: string; value: string | null; at: Place }[] = [];
  const url = request.url!;
  const q = url.indexOf('?');
  if (q >= 0) {
    // Columns inside the URL hold when nothing before the query was a variable of another length.
    const exact = request.urlVerbatim === true;
    let offset = q + 1;
    for (const pair of url.slice(q + 1).split('#')[0]!.split('&')) {
      const eq = pair.indexOf('=');
      if (pair) query.push({ name: decodeSafe(eq < 0 ? pair : pair.slice(0, eq)), value: eq < 0 ? '' : decodeSafe(pair.slice(eq + 1)), at: exact ? { line: request.urlAt.line, column: request.urlAt.column + offset } : request.urlAt });
      offset += pair.length + 1;
    }
  }
  query.push(...(request.query ?? []));
  const known = params.filter((p) => p.in === 'query');
  // A required query parameter left out, when every query parameter of the request could be read.
  const allRead = !/\{[^{}]*\}/.test(q >= 0 ? url.slice(q) : '') && !request.queryUnknown;
  if (allRead) {
    for (const p of known) {
      if (p.required && !query.some((x) => x.name === p.name)) findings.push({ ruleId: 'samples/http-request', place: request.urlAt, message: `${operation} needs the query parameter \`${p.name}\`, and this request leaves it out.`, hint: 'Add it to the URL.' });
    }
  }
  for (const item of query) {
    if (isPlaceholder(item.name) || /\{[^{}]*\}/.test(item.name)) continue;
    const p = known.find((x) => x.name === item.name);
    if (!p) {
      findings.push({
        ruleId: 'samples/http-request',
        place: item.at,
        message: `${operation} has no query parameter \`${excerpt(item.name, 40)}\`.`,
        hint: known.length ? `It takes ${known.map((x) => `\`${x.name}\``).join(', ')}.` : 'It takes no query parameters.',
      });
      continue;
    }
    const problem = item.value !== null ? valueProblem(p, item.value) : undefined;
    if (problem) findings.push({ ruleId: 'samples/http-request', place: item.at, message: problem, hint: `Checked against the query parameter \`${p.name}\` of ${operation}.` });
  }
}

function decodePath(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

function checkBody(request: HttpRequestSample, document: Record<string, unknown>, op: Record<string, unknown>, opPointer: string, operation: string, findings: HttpFinding[]): void {
  const body = request.body;
  const rb = deref(document, op.requestBody);
  const content = isObject(rb.value) && isObject(rb.value.content) ? (rb.value.content as Record<string, unknown>) : undefined;
  const types = content ? Object.keys(content) : [];
  const base = `${rb.pointer ?? `${opPointer}/requestBody`}/content`;
  if (!body) {
    const required = isObject(rb.value) && rb.value.required === true;
    // Only curl shows the whole request; code may build the body elsewhere.
    if (required && request.lang === 'curl') findings.push({ ruleId: 'samples/http-request', place: request.at, message: `${operation} needs a request body, and this request sends none.`, hint: `Send ${types.join(' or ')}.` });
    return;
  }
  if (body.kind === 'other') return;
  if (!content) {
    findings.push({ ruleId: 'samples/http-request', place: body.at, message: `${operation} takes no request body.`, hint: 'Send its fields as query parameters, or check the method and path.' });
    return;
  }
  const wanted = body.kind === 'json' ? JSON_TYPE : FORM_TYPE;
  const mediaType = types.find((t) => wanted.test(t));
  if (!mediaType) {
    findings.push({
      ruleId: 'samples/http-request',
      place: body.at,
      message: `${operation} takes ${types.join(' or ')}, and this request sends ${body.kind === 'json' ? 'JSON' : 'form fields'}.`,
      hint: body.kind === 'json' ? 'Send the fields form-encoded (curl --data-urlencode, requests data=, URLSearchParams).' : 'Send a JSON body.',
    });
    return;
  }
  const schemaPointer = `${base}/${encodeSegment(mediaType)}/schema`;
  if (body.kind === 'json') {
    let data: unknown = body.value;
    if (body.text !== undefined) {
      try {
        data = JSON.parse(body.text);
      } catch (error) {
        if (!/\{[^{}]*\}/.test(body.text)) findings.push({ ruleId: 'samples/http-request', place: body.at, message: `The JSON body of this request is not valid JSON: ${(error as Error).message}.` });
        return;
      }
    }
    const unknown = body.unknown ?? [];
    if (unknown.includes('')) return;
    const validate = validatorFor(document, schemaPointer);
    if (!validate || validate(data)) return;
    for (const e of mergeAlternatives(knownErrors(validate.errors ?? [], data, unknown))) {
      const message = e.alternatives ? `${e.instancePath ? `\`${e.instancePath.slice(1).replace(/\//g, '.')}\`` : 'The request body'} lacks ${e.alternatives.map((f) => `\`${f}\``).join(' or ')}: one of them is required.` : describeError(e, 'The request body').replace('which the schema does not allow', 'which the operation does not take');
      findings.push({ ruleId: 'samples/http-request', place: placeOfError(body, e), message, hint: `Checked against the request body of ${operation}.` });
    }
    return;
  }
  // A form: fields as an object, strings read as the types the schema wants.
  const fields = body.fields ?? [];
  const data: Record<string, unknown> = {};
  const schema = deref(document, (content[mediaType] as Record<string, unknown>)?.schema).value;
  const props = isObject(schema) && isObject(schema.properties) ? (schema.properties as Record<string, unknown>) : {};
  for (const f of fields) {
    // A value from a variable or a file: any value the schema takes stands in for it.
    const prop = deref(document, props[f.name]).value;
    const isArray = isObject(prop) && (prop.type === 'array' || (Array.isArray(prop.type) && prop.type.includes('array')));
    const value = f.value === null || /\{[^{}]*\}/.test(f.value) ? (isArray ? exampleFor(document, (prop as Record<string, unknown>).items) : exampleFor(document, prop)) : f.value;
    // A repeated field (or one of an array) is the array's items.
    if (isArray) data[f.name] = [...((data[f.name] as unknown[] | undefined) ?? []), value];
    else data[f.name] = value;
  }
  const validate = validatorFor(document, schemaPointer, true);
  if (!validate || validate(data)) return;
  for (const e of usefulErrors(validate.errors ?? [])) {
    const path = errorPath(e);
    const field = fields.find((f) => f.name === path[0]);
    if (field && (field.value === null || /\{[^{}]*\}/.test(field.value)) && e.keyword !== 'additionalProperties') continue;
    findings.push({ ruleId: 'samples/http-request', place: field?.at ?? body.at, message: describeError(e, 'The form body').replace('which the schema does not allow', 'which the operation does not take'), hint: `Checked against the request body of ${operation}.` });
  }
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);
const valueAt = (data: unknown, pointer: string): unknown => errorPathOf(pointer).reduce<unknown>((v, k) => (isObject(v) || Array.isArray(v) ? (v as Record<string, unknown>)[k] : undefined), data);
const errorPathOf = (pointer: string) => pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
const VALUE_KEYWORDS = new Set(['type', 'enum', 'const', 'format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);

/**
 * The errors that say something about what the sample wrote: none about a value
 * read from a variable or call (listed in `unknown`, or a string holding a `{NAME}`
 * placeholder), and none inside a oneOf/anyOf that such a value may have failed.
 */
function knownErrors(errors: readonly ErrorObject[], data: unknown, unknown: readonly string[]): ErrorObject[] {
  const isUnknown = (e: ErrorObject) =>
    unknown.some((u) => under(e.instancePath, u)) ||
    (VALUE_KEYWORDS.has(e.keyword) && (() => {
      const v = valueAt(data, e.instancePath);
      return typeof v === 'string' && (/\{[^{}]*\}/.test(v) || isPlaceholder(v));
    })());
  const vague = errors.filter(isUnknown);
  const branches = errors.filter((e) => (e.keyword === 'oneOf' || e.keyword === 'anyOf') && vague.some((v) => under(v.instancePath, e.instancePath)));
  return usefulErrors(errors).filter((e) => !isUnknown(e) && !branches.some((b) => under(e.instancePath, b.instancePath)));
}

/**
 * Missing fields that alternatives of a oneOf/anyOf each require (`url` in one, `swml` in
 * the other) are one finding: one of them is missing, not both.
 */
function mergeAlternatives(errors: ErrorObject[]): (ErrorObject & { alternatives?: string[] })[] {
  const out: (ErrorObject & { alternatives?: string[] })[] = [];
  const byPlace = new Map<string, ErrorObject & { alternatives?: string[] }>();
  for (const e of errors) {
    if (e.keyword !== 'required' || !/\/(oneOf|anyOf)\/\d+\//.test(e.schemaPath)) {
      out.push(e);
      continue;
    }
    const field = String((e.params as { missingProperty: string }).missingProperty);
    const first = byPlace.get(e.instancePath);
    if (!first) {
      const copy = { ...e };
      byPlace.set(e.instancePath, copy);
      out.push(copy);
    } else {
      first.alternatives ??= [String((first.params as { missingProperty: string }).missingProperty)];
      if (!first.alternatives.includes(field)) first.alternatives.push(field);
    }
  }
  return out;
}

/** A value the schema surely takes, to stand in for a variable's (its example, default, first enum value). */
function exampleFor(document: Record<string, unknown>, raw: unknown): unknown {
  const s = deref(document, raw).value;
  if (!isObject(s)) return '';
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  return type === 'integer' || type === 'number' ? 1 : type === 'boolean' ? true : type === 'array' ? [] : type === 'object' ? {} : 'x';
}

/** Where an ajv error points in a body sample. */
function placeOfError(body: BodySample, e: ErrorObject): Place {
  const path = errorPath(e);
  if (body.text !== undefined) {
    if (!body.textAt) return body.at;
    const span = parseYaml(body.text).locate(path, { key: e.keyword === 'additionalProperties' });
    const { line, column } = span.start;
    return line === 1 ? { line: body.textAt.line, column: body.textAt.column + column - 1 } : { line: body.textAt.line + line - 1, column: (body.textIndent ?? 1) + column - 1 };
  }
  const places = body.places ?? {};
  for (let n = path.length; n > 0; n--) {
    const pointer = `/${path.slice(0, n).map((p) => encodeSegment(p)).join('/')}`;
    if (places[pointer]) return places[pointer]!;
  }
  return body.at;
}

/** The credentials each scheme takes: basic or bearer (apiKey and others are not told apart). */
function schemeKinds(document: Record<string, unknown>, op: Record<string, unknown>): Set<string> | undefined {
  const security = Array.isArray(op.security) ? op.security : Array.isArray(document.security) ? document.security : undefined;
  if (!security || security.length === 0) return undefined;
  const schemes = isObject(document.components) && isObject(document.components.securitySchemes) ? (document.components.securitySchemes as Record<string, unknown>) : {};
  const kinds = new Set<string>();
  for (const requirement of security) {
    if (!isObject(requirement)) continue;
    const names = Object.keys(requirement);
    if (names.length === 0) kinds.add('none');
    for (const name of names) {
      const s = deref(document, schemes[name]).value;
      if (!isObject(s)) continue;
      if (s.type === 'http' && typeof s.scheme === 'string') kinds.add(s.scheme.toLowerCase());
      else if (s.type === 'oauth2' || s.type === 'openIdConnect') kinds.add('bearer');
      else kinds.add('other');
    }
  }
  return kinds;
}

function checkCredentials(request: HttpRequestSample, document: Record<string, unknown>, op: Record<string, unknown>, operation: string, findings: HttpFinding[]): void {
  const kinds = schemeKinds(document, op);
  if (!kinds || kinds.has('none') || kinds.has('other')) return;
  const name = (k: string) => (k === 'basic' ? 'HTTP Basic credentials (project ID and API token)' : k === 'bearer' ? 'a bearer token' : k);
  const accepted = [...kinds].map(name).join(' or ');
  if (!request.auth) {
    if (request.lang === 'curl') findings.push({ ruleId: 'samples/http-request', place: request.at, message: `${operation} needs ${accepted}, and this request sends no credentials.`, hint: kinds.has('basic') ? 'Add -u "$PROJECT_ID:$API_TOKEN".' : 'Add -H "Authorization: Bearer $TOKEN".' });
    return;
  }
  if (request.auth.scheme === 'other' || kinds.has(request.auth.scheme)) return;
  findings.push({ ruleId: 'samples/http-request', place: request.auth.at, message: `${operation} takes ${accepted}, and this request sends ${name(request.auth.scheme)}.`, hint: 'Send the credentials the operation declares in its security.' });
}

function checkAnswer(request: HttpRequestSample, document: Record<string, unknown>, op: Record<string, unknown>, opPointer: string, operation: string, findings: HttpFinding[]): void {
  const responses = isObject(op.responses) ? (op.responses as Record<string, unknown>) : {};
  const codes = Object.keys(responses);
  const success = codes.filter((c) => /^2/.test(c));
  const declares = (code: number) => codes.includes(String(code)) || codes.includes(`${String(code)[0]}XX`) || codes.includes(`${String(code)[0]}xx`);
  if (request.status && !declares(request.status.code)) {
    findings.push({ ruleId: 'samples/http-status', place: request.status.at, message: `${operation} does not answer ${request.status.code}.`, hint: success.length ? `It answers ${success.join(', ')} on success.` : 'It declares no success status.' });
  }
  if (!request.response) return;
  let data: unknown;
  try {
    data = JSON.parse(request.response.text);
  } catch {
    return; // an abridged or annotated answer: not checked
  }
  const labelled = request.response.code;
  if (labelled !== undefined && !declares(labelled)) {
    findings.push({ ruleId: 'samples/http-status', place: request.response.at, message: `${operation} does not answer ${labelled}, the status this response is labelled with.`, hint: `It answers ${codes.join(', ')}.` });
    return;
  }
  const stated = labelled ?? (request.status && declares(request.status.code) ? request.status.code : undefined);
  const code = stated !== undefined && responses[String(stated)] ? String(stated) : success.find((c) => {
    const r = deref(document, responses[c]).value;
    return isObject(r) && isObject(r.content) && Object.keys(r.content).some((t) => JSON_TYPE.test(t));
  });
  if (!code) return;
  const r = deref(document, responses[code]);
  const content = isObject(r.value) && isObject(r.value.content) ? (r.value.content as Record<string, unknown>) : {};
  const mediaType = Object.keys(content).find((t) => JSON_TYPE.test(t));
  if (!mediaType || !isObject(content[mediaType]) || !isObject((content[mediaType] as Record<string, unknown>).schema)) return;
  const pointer = `${r.pointer ?? `${opPointer}/responses/${encodeSegment(code)}`}/content/${encodeSegment(mediaType)}/schema`;
  const validate = validatorFor(document, pointer);
  if (!validate || validate(data)) return;
  const parsed = parseYaml(request.response.text);
  const at = request.response.at;
  for (const e of knownErrors(validate.errors ?? [], data, [])) {
    const span = parsed.locate(errorPath(e), { key: e.keyword === 'additionalProperties' });
    findings.push({
      ruleId: 'samples/http-response',
      place: { line: at.line + span.start.line - 1, column: at.column - 1 + span.start.column },
      message: describeError(e, 'The response').replace('which the schema does not allow', 'which the operation does not return'),
      hint: `Checked against the ${code} response of ${operation}.`,
    });
  }
}
