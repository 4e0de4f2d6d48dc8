/**
 * samples/request-body: a JSON request sample on an API page (```json request)
 * is valid against the request body schema of the operation the page
 * documents (its `api:`), with refs into the spec's shared components. Runs in
 * the check, after the specs are loaded, since it needs the page and its spec.
 */
import type { ValidateFunction } from 'ajv';
import type { Place } from '../../pipeline/src/core/diagnostic.ts';
import { isObject } from '../../pipeline/src/core/object.ts';
import { parseYaml } from '../../pipeline/src/core/yaml.ts';
import { decodePointer, encodeSegment } from '../../pipeline/contract/pointer.ts';
import { createSpecAjv, describeError, errorPath, usefulErrors, type SpecAjv } from '../../pipeline/src/core/schema-ajv.ts';

export interface RequestSample {
  text: string;
  line: number;
  column: number;
}

export interface RequestFinding {
  place: Place;
  message: string;
  hint?: string;
}

const JSON_TYPES = /^application\/([\w.+-]*\+)?json$/;

/** One validator cache per bundled spec document (and one that coerces strings, for forms and parameters). */
const perSpec = new WeakMap<object, { ajv: SpecAjv; compiled: Map<string, ValidateFunction | null> }>();
const perSpecCoercing = new WeakMap<object, { ajv: SpecAjv; compiled: Map<string, ValidateFunction | null> }>();

/** A validator for the schema at `pointer` in the document; `coerce` reads strings as the numbers and booleans the schema wants. */
export function validatorFor(document: Record<string, unknown>, pointer: string, coerce = false): ValidateFunction | null {
  const cache = coerce ? perSpecCoercing : perSpec;
  let entry = cache.get(document);
  if (!entry) {
    entry = { ajv: createSpecAjv(document, { coerceTypes: coerce }), compiled: new Map() };
    cache.set(document, entry);
  }
  if (!entry.compiled.has(pointer)) {
    try {
      entry.compiled.set(pointer, entry.ajv.compile({ $ref: `spec#${pointer}` }));
    } catch {
      entry.compiled.set(pointer, null);
    }
  }
  return entry.compiled.get(pointer)!;
}

/** Follows internal `$ref`s to the object they name. */
export function deref(document: Record<string, unknown>, value: unknown): { value: unknown; pointer?: string } {
  let pointer: string | undefined;
  for (let hops = 0; isObject(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#') && hops < 16; hops++) {
    pointer = value.$ref.slice(1);
    value = decodePointer(pointer).reduce<unknown>((n, k) => (isObject(n) ? n[k] : undefined), document);
  }
  return { value, pointer };
}

/**
 * @param operation where the operation is in the bundled document: its path template and method
 */
export function checkRequestSamples(samples: readonly RequestSample[], document: Record<string, unknown>, operation: { path: string; method: string; operationId: string }): RequestFinding[] {
  const findings: RequestFinding[] = [];
  const opPointer = `/paths/${encodeSegment(operation.path)}/${operation.method}`;
  const op = deref(document, (document.paths as Record<string, Record<string, unknown>> | undefined)?.[operation.path]?.[operation.method]).value;
  const body = isObject(op) ? deref(document, op.requestBody) : { value: undefined };
  const content = isObject(body.value) && isObject(body.value.content) ? body.value.content : undefined;
  const mediaType = content ? Object.keys(content).find((t) => JSON_TYPES.test(t)) : undefined;
  for (const sample of samples) {
    const at = (inner: Place): Place => ({ line: sample.line + inner.line - 1, column: sample.column - 1 + inner.column });
    if (!mediaType) {
      findings.push({
        place: at({ line: 1, column: 1 }),
        message: `${operation.operationId} takes no JSON request body, so this request sample cannot be checked.`,
        hint: content ? `It takes ${Object.keys(content).join(', ')}; show that instead, or drop "request" from the fence.` : 'Drop "request" from the fence, or document the body in the spec.',
      });
      continue;
    }
    const parsed = parseYaml(sample.text);
    let data: unknown;
    try {
      data = JSON.parse(sample.text);
    } catch (error) {
      findings.push({ place: at(parsed.problems[0]?.start ?? { line: 1, column: 1 }), message: `The request sample is not valid JSON: ${(error as Error).message}.` });
      continue;
    }
    const schemaPointer = body.pointer ? `${body.pointer}/content/${encodeSegment(mediaType)}/schema` : `${opPointer}/requestBody/content/${encodeSegment(mediaType)}/schema`;
    const validate = validatorFor(document, schemaPointer);
    if (!validate || validate(data)) continue;
    for (const e of usefulErrors(validate.errors ?? [])) {
      const span = parsed.locate(errorPath(e), { key: e.keyword === 'additionalProperties' });
      const message = describeError(e, 'The request body').replace('which the schema does not allow', 'which the operation does not take');
      findings.push({ place: at(span.start), message, hint: `Checked against the request body of ${operation.operationId} (${operation.method.toUpperCase()} ${operation.path}).` });
    }
  }
  return findings;
}
