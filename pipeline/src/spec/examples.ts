/**
 * `spec/invalid-example` and `spec/invalid-default`: every example and every
 * schema's `default` in a spec validated against its schema with ajv (JSON
 * Schema 2020-12, the dialect of OpenAPI 3.1).
 * Runs over the bundled document with refs kept internal, so each shared
 * schema compiles once however many examples use it (Spectral's own example
 * rules recompile per example, which was most of its time).
 */
import type { ValidateFunction } from 'ajv';
import { isObject } from '../load/files.ts';
import { encodeSegment } from '../../contract/pointer.ts';
import { createSpecAjv, describeError, errorPath, usefulErrors } from '../core/schema-ajv.ts';

type Segment = string | number;

export interface ExampleProblem {
  /** Where the offending value is, in the bundled document. */
  path: Segment[];
  message: string;
  /** What was checked: an example, or a schema's default value. */
  kind: 'example' | 'default';
}


/** Keywords that never change what validates: left out when comparing schemas. */
const ANNOTATIONS = new Set(['example', 'examples', 'default', 'description', 'title', 'externalDocs', 'deprecated', 'readOnly', 'writeOnly']);
/** Schema keywords whose value is a map of names to schemas: a `default` key there is a name, not a default. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** JSON.stringify replacer dropping annotations (but not properties that happen to share their names). */
function withoutAnnotations(key: string, value: unknown): unknown {
  if (!ANNOTATIONS.has(key)) return value;
  if (key === 'example' || key === 'examples' || key === 'default') return isObject(value) && (value.type !== undefined || value.$ref !== undefined) ? value : undefined;
  return typeof value === 'object' && value !== null ? value : undefined;
}

export async function checkExamples(document: Record<string, unknown>): Promise<ExampleProblem[]> {
  const ajv = createSpecAjv(document);
  // Compiled validators by what they check: a shared schema by its pointer, an
  // inline one by its text (the same `{type: string}` recurs hundreds of times).
  const compiled = new Map<string, ValidateFunction | null>();
  const validatorFor = (schema: unknown, schemaPath: Segment[]): ValidateFunction | null => {
    const bareRef = isObject(schema) && typeof schema.$ref === 'string' && schema.$ref.startsWith('#') && Object.keys(schema).length === 1;
    const key = bareRef ? (schema.$ref as string) : JSON.stringify(schema, withoutAnnotations);
    if (!compiled.has(key)) {
      const pointer = bareRef ? (schema.$ref as string).slice(1) : '/' + schemaPath.map(encodeSegment).join('/');
      try {
        compiled.set(key, ajv.compile({ $ref: `spec#${pointer}` }));
      } catch {
        compiled.set(key, null); // an unresolvable schema is spec/ref's business
      }
    }
    return compiled.get(key)!;
  };

  const problems: ExampleProblem[] = [];
  const validate = (schema: unknown, schemaPath: Segment[], value: unknown, valuePath: Segment[], kind: ExampleProblem['kind'] = 'example') => {
    const fn = validatorFor(schema, schemaPath);
    if (!fn || fn(value)) return;
    for (const error of usefulErrors(fn.errors ?? [])) problems.push({ path: [...valuePath, ...errorPath(error)], message: describeError(error, kind === 'default' ? 'The default value' : 'The example'), kind });
  };
  const examplesOf = (node: Record<string, unknown>, path: Segment[], check: (value: unknown, at: Segment[]) => void) => {
    if (node.example !== undefined) check(node.example, [...path, 'example']);
    if (isObject(node.examples)) {
      for (const [name, ex] of Object.entries(node.examples)) {
        if (isObject(ex) && ex.value !== undefined && ex.$ref === undefined) check(ex.value, [...path, 'examples', name, 'value']);
      }
    } else if (Array.isArray(node.examples) && path.length && isSchemaPath(path)) {
      node.examples.forEach((ex, i) => check(ex, [...path, 'examples', i]));
    }
  };

  const walk = (node: unknown, path: Segment[]) => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, [...path, i]));
    if (!isObject(node)) return;
    // Media types, parameters and headers: examples beside a `schema`.
    if (isObject(node.schema) && (node.example !== undefined || node.examples !== undefined)) {
      examplesOf(node, path, (value, at) => validate(node.schema, [...path, 'schema'], value, at));
    }
    // Schema objects carrying their own examples, or a default value.
    if (isSchemaPath(path) && !SCHEMA_MAPS.has(String(path.at(-1)))) {
      if (node.example !== undefined || Array.isArray(node.examples)) examplesOf(node, path, (value, at) => validate(node, path, value, at));
      if (node.default !== undefined) validate(node, path, node.default, [...path, 'default'], 'default');
    }
    for (const [key, value] of Object.entries(node)) {
      // Values, not schemas: nothing below them is checked (a property may still be named `default`).
      if ((key === 'example' || key === 'examples' || key === 'default' || key === 'enum' || key === 'const') && !SCHEMA_MAPS.has(String(path.at(-1)))) continue;
      walk(value, [...path, key]);
    }
  };
  walk(document, []);
  return problems;
}

/** A path inside a schema: below a `schema` key or a components.schemas entry. */
function isSchemaPath(path: Segment[]): boolean {
  return path.includes('schema') || (path[0] === 'components' && path[1] === 'schemas' && path.length >= 3);
}
