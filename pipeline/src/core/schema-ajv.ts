/**
 * ajv set up to validate values against schemas inside a bundled OpenAPI 3.1
 * document (JSON Schema 2020-12, formats on, OpenAPI's extra keywords known),
 * and one way of saying what an ajv error means. Shared by the example check
 * (spec/invalid-example) and the request-sample rule (samples/request-body).
 */
import type { ErrorObject } from 'ajv';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { commonJsDefault } from './cjs.ts';
import { unescapeSegment } from '../../contract/pointer.ts';

export type SpecAjv = InstanceType<typeof Ajv2020Module.Ajv2020>;

/** Keywords OpenAPI adds to JSON Schema; ajv must know them, never act on them. */
const OAS_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];

/** An ajv holding `document` as schema `spec`: compile `{ $ref: 'spec#<pointer>' }`. */
export function createSpecAjv(document: Record<string, unknown>, options: { coerceTypes?: boolean } = {}): SpecAjv {
  const Ajv = commonJsDefault<typeof Ajv2020Module.Ajv2020>(Ajv2020Module);
  const addFormats = commonJsDefault<(ajv: SpecAjv) => void>(addFormatsModule);
  // Refs compiled once and shared (inlineRefs off); no optimiser passes: most schemas run once.
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: options.coerceTypes === true, validateSchema: false, logger: false, inlineRefs: false, code: { optimize: false } });
  addFormats(ajv);
  ajv.addVocabulary(OAS_KEYWORDS);
  ajv.addSchema({ ...document, $id: 'spec' }, 'spec');
  return ajv;
}

/** allErrors reports each failing branch of anyOf/oneOf; keep one finding per place and kind. */
export function usefulErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf' || e.keyword === 'if') return false;
    const key = `${e.instancePath}\0${e.keyword}\0${JSON.stringify(e.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The data path of an error, as keys and indexes (with the offending key for additionalProperties). */
export function errorPath(e: ErrorObject): (string | number)[] {
  const path: (string | number)[] = e.instancePath
    .split('/')
    .slice(1)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : unescapeSegment(s)));
  if (e.keyword === 'additionalProperties') path.push(String((e.params as { additionalProperty: string }).additionalProperty));
  return path;
}

/** One plain sentence; `whole` names the value itself ("The example", "The request body"). */
export function describeError(e: ErrorObject, whole: string): string {
  const where = e.instancePath ? `\`${e.instancePath.slice(1).replace(/\//g, '.')}\`` : whole;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `${where} lacks the required field \`${p.missingProperty}\`.`;
    case 'additionalProperties':
      return `${where} has \`${p.additionalProperty}\`, which the schema does not allow.`;
    case 'type':
      return `${where} should be ${p.type}.`;
    case 'enum':
      return `${where} should be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'format':
      return `${where} is not a valid ${p.format}.`;
    case 'const':
      return `${where} should be ${JSON.stringify(p.allowedValue)}.`;
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const bound = { minimum: 'at least', exclusiveMinimum: 'more than', maximum: 'at most', exclusiveMaximum: 'less than' }[e.keyword];
      return `${where} should be ${bound} ${p.limit}.`;
    }
    case 'minLength':
      return `${where} should be at least ${p.limit} character${p.limit === 1 ? '' : 's'} long.`;
    case 'maxLength':
      return `${where} should be at most ${p.limit} character${p.limit === 1 ? '' : 's'} long.`;
    case 'minItems':
      return `${where} should have at least ${p.limit} item${p.limit === 1 ? '' : 's'}.`;
    case 'maxItems':
      return `${where} should have at most ${p.limit} item${p.limit === 1 ? '' : 's'}.`;
    case 'pattern':
      return `${where} does not match the pattern \`${p.pattern}\`.`;
    case 'not':
      return `${where} has a value the schema rules out (it matches a \`not\` schema).`;
    default:
      return `${where} ${e.message ?? 'does not match the schema'}.`;
  }
}
