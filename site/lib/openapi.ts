/**
 * Reading an operation at render time: `$ref`s point into the spec's shared
 * components (`specs/<specId>.json` in the bundle), which are resolved here,
 * lazily, one level at a time, so a schema is never inlined into pages and a
 * circular schema (a node whose children include itself) is shown, not walked forever.
 */
import { decodePointer } from '../../pipeline/contract/pointer.ts';
import type { BundleOperation, BundleSpec } from '../../pipeline/contract/bundle.ts';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The last segment of a `$ref`, e.g. `Call` for `#/components/schemas/Call`. */
export const refName = (ref: string): string => decodePointer(ref).at(-1) ?? ref;

/** Follows one local `$ref` (`#/components/...`) in the spec. Undefined when it leads nowhere. */
export function lookup(spec: BundleSpec | undefined, ref: string): Obj | undefined {
  if (!spec || !ref.startsWith('#/')) return undefined;
  const parts = decodePointer(ref);
  let node: unknown = { components: spec.components };
  for (const p of parts) {
    if (!isObj(node)) return undefined;
    node = node[p];
  }
  return isObj(node) ? node : undefined;
}

export interface Resolved {
  /** The object after following refs (the original when it had none). */
  value: Obj;
  /** The name of the last ref followed, for display. */
  name?: string;
  /** The refs followed to get here, including those already in `seen`. */
  refs: string[];
  /** True when a ref in the chain was already being shown above: do not expand. */
  circular: boolean;
}

/** Follows `$ref` chains (a ref to a ref ...), stopping at a cycle. */
export function resolve(spec: BundleSpec | undefined, obj: unknown, seen: ReadonlySet<string> = new Set()): Resolved {
  let value: Obj = isObj(obj) ? obj : {};
  const refs: string[] = [];
  let name: string | undefined;
  for (let hops = 0; typeof value.$ref === 'string' && hops < 32; hops++) {
    const ref = value.$ref;
    if (seen.has(ref) || refs.includes(ref)) return { value, name: refName(ref), refs: [...refs, ref], circular: true };
    refs.push(ref);
    name = refName(ref);
    const target = lookup(spec, ref);
    if (!target) return { value: { description: `Unresolved reference ${ref}` }, name, refs, circular: false };
    // Sibling keys of a $ref (3.1 allows description beside it) win over the target's.
    const { $ref: _drop, ...siblings } = value;
    value = { ...target, ...siblings };
  }
  return { value, ...(name ? { name } : {}), refs, circular: false };
}

/** Human type of a schema: `string`, `integer (int64)`, `array of Call`, `object`, `string | null`, ... */
export function typeLabel(spec: BundleSpec | undefined, schema: unknown, seen: ReadonlySet<string> = new Set()): string {
  const r = resolve(spec, schema, seen);
  const s = r.value;
  if (r.circular) return r.name ?? 'object';
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (s.const !== undefined) return `const ${JSON.stringify(s.const)}`;
  if (!types.length) {
    if (Array.isArray(s.oneOf)) return 'one of';
    if (Array.isArray(s.anyOf)) return 'any of';
    if (Array.isArray(s.allOf)) return r.name ?? 'object';
    if (isObj(s.properties)) return r.name ?? 'object';
    return r.name ?? 'any';
  }
  const parts = types.map((t) => {
    if (t === 'array') {
      const items = s.items;
      const inner = isObj(items) ? typeLabel(spec, items, new Set([...seen, ...r.refs])) : 'any';
      return `array of ${inner}`;
    }
    if (t === 'object' && r.name) return r.name;
    return typeof s.format === 'string' && t !== 'null' ? `${t} (${s.format})` : t;
  });
  return parts.join(' | ');
}

/** Properties of an object schema, merging `allOf` members; with the union of `required`. */
export function objectShape(spec: BundleSpec | undefined, schema: Obj, seen: ReadonlySet<string>, depth = 0): { properties: [string, unknown][]; required: Set<string>; additional?: unknown } {
  const properties = new Map<string, unknown>();
  const required = new Set<string>(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  let additional: unknown;
  if (Array.isArray(schema.allOf) && depth < 8) {
    for (const member of schema.allOf) {
      const r = resolve(spec, member, seen);
      if (r.circular) continue;
      const inner = objectShape(spec, r.value, new Set([...seen, ...r.refs]), depth + 1);
      for (const [k, v] of inner.properties) properties.set(k, v);
      for (const k of inner.required) required.add(k);
      additional ??= inner.additional;
    }
  }
  if (isObj(schema.properties)) for (const [k, v] of Object.entries(schema.properties)) properties.set(k, v);
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) additional = schema.additionalProperties;
  return { properties: [...properties], required, ...(additional !== undefined ? { additional } : {}) };
}

/** True when a schema has something to unfold (properties, items with properties, variants). */
export function hasChildren(spec: BundleSpec | undefined, schema: unknown, seen: ReadonlySet<string>): boolean {
  const r = resolve(spec, schema, seen);
  if (r.circular) return false;
  const s = r.value;
  if (isObj(s.properties) || Array.isArray(s.allOf) || Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) return true;
  if (isObj(s.additionalProperties)) return true;
  if (isObj(s.items)) return hasChildren(spec, s.items, new Set([...seen, ...r.refs]));
  return false;
}

/** An example value for a schema: its example, default, first enum value, or a placeholder by type. */
export function sampleOf(spec: BundleSpec | undefined, schema: unknown, seen: ReadonlySet<string> = new Set(), depth = 0): Json {
  const r = resolve(spec, schema, seen);
  const s = r.value;
  if (s.example !== undefined) return s.example as Json;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0] as Json;
  if (s.default !== undefined) return s.default as Json;
  if (s.const !== undefined) return s.const as Json;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0] as Json;
  if (r.circular || depth > 6) return null;
  const next = new Set([...seen, ...r.refs]);
  const variants = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (Array.isArray(variants) && variants.length) return sampleOf(spec, variants[0], next, depth + 1);
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') : (s.type as string | undefined);
  if (type === 'array') return isObj(s.items) ? [sampleOf(spec, s.items, next, depth + 1)] : [];
  if (type === 'object' || isObj(s.properties) || Array.isArray(s.allOf)) {
    const out: Record<string, Json> = {};
    const shape = objectShape(spec, s, next);
    for (const [k, v] of shape.properties) {
      const pr = resolve(spec, v, next);
      if (pr.value.readOnly === true) continue;
      out[k] = sampleOf(spec, v, next, depth + 1);
    }
    return out;
  }
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return true;
  if (type === 'string') {
    if (s.format === 'date-time') return '2025-01-01T00:00:00Z';
    if (s.format === 'uuid') return '00000000-0000-0000-0000-000000000000';
    if (s.format === 'uri' || s.format === 'url') return 'https://example.com';
    return 'string';
  }
  return null;
}

/** The first example a media type object carries (`example`, or the first of `examples`). */
export function mediaExample(spec: BundleSpec | undefined, media: Obj): { value: Json; generated: boolean } | undefined {
  if (media.example !== undefined) return { value: media.example as Json, generated: false };
  if (isObj(media.examples)) {
    const first = Object.values(media.examples)[0];
    const ex = resolve(spec, first).value;
    if (ex.value !== undefined) return { value: ex.value as Json, generated: false };
  }
  if (media.schema !== undefined) return { value: sampleOf(spec, media.schema), generated: true };
  return undefined;
}

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema?: unknown;
  deprecated: boolean;
  example?: Json;
}

/** The operation's parameters with refs resolved, path-level and operation-level merged already by the pipeline. */
export function parameters(spec: BundleSpec | undefined, op: BundleOperation): Param[] {
  const out: Param[] = [];
  for (const p of op.parameters) {
    const v = resolve(spec, p).value;
    if (typeof v.name !== 'string' || typeof v.in !== 'string') continue;
    out.push({
      name: v.name,
      in: v.in as Param['in'],
      required: v.required === true || v.in === 'path',
      ...(typeof v.description === 'string' ? { description: v.description } : {}),
      ...(v.schema !== undefined ? { schema: v.schema } : {}),
      deprecated: v.deprecated === true,
      ...(v.example !== undefined ? { example: v.example as Json } : {}),
    });
  }
  return out;
}

/** The server URL with its variables filled with their defaults. */
export function serverUrl(server: Obj): string {
  let url = typeof server.url === 'string' ? server.url : '';
  const vars = isObj(server.variables) ? server.variables : {};
  for (const [k, v] of Object.entries(vars)) {
    if (isObj(v) && typeof v.default === 'string') url = url.split(`{${k}}`).join(v.default);
  }
  return url.replace(/\/+$/, '');
}

const STATUS: Record<string, string> = {
  '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No Content', '301': 'Moved Permanently', '302': 'Found',
  '304': 'Not Modified', '400': 'Bad Request', '401': 'Unauthorized', '403': 'Forbidden', '404': 'Not Found',
  '405': 'Method Not Allowed', '409': 'Conflict', '410': 'Gone', '413': 'Payload Too Large', '415': 'Unsupported Media Type',
  '422': 'Unprocessable Entity', '429': 'Too Many Requests', '500': 'Internal Server Error', '502': 'Bad Gateway',
  '503': 'Service Unavailable', default: 'Any other status',
};
export const statusText = (code: string): string => STATUS[code] ?? (/^\dXX$/i.test(code) ? `${code[0]}xx responses` : '');

/** A security scheme in words: `HTTP Basic`, `Bearer token (JWT)`, `API key in header X-Key`, ... */
export function schemeLabel(s: Obj): string {
  if (s.type === 'http') {
    const scheme = String(s.scheme ?? '').toLowerCase();
    return scheme === 'basic' ? 'HTTP Basic' : scheme === 'bearer' ? `Bearer token${typeof s.bearerFormat === 'string' ? ` (${s.bearerFormat})` : ''}` : `HTTP ${scheme}`;
  }
  if (s.type === 'apiKey') return `API key in ${String(s.in)} ${String(s.name)}`;
  if (s.type === 'oauth2') return 'OAuth 2.0';
  if (s.type === 'openIdConnect') return 'OpenID Connect';
  if (s.type === 'mutualTLS') return 'Mutual TLS';
  return String(s.type ?? 'unknown');
}

const shown = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * A schema's constraints as labelled values, in the order pages show them:
 * allowed values, default, range, length, items, pattern, example. `code`
 * says which values are literal (shown as code).
 */
export function constraintParts(s: Obj): { key: string; label: string; values: string[]; code: boolean }[] {
  const out: { key: string; label: string; values: string[]; code: boolean }[] = [];
  if (Array.isArray(s.enum)) out.push({ key: 'enum', label: 'Allowed', values: s.enum.map(shown), code: true });
  if (s.default !== undefined) out.push({ key: 'default', label: 'Default', values: [shown(s.default)], code: true });
  if (s.minimum !== undefined || s.maximum !== undefined) out.push({ key: 'range', label: 'Range', values: [`${s.minimum !== undefined ? shown(s.minimum) : '…'} to ${s.maximum !== undefined ? shown(s.maximum) : '…'}`], code: false });
  if (s.minLength !== undefined || s.maxLength !== undefined) out.push({ key: 'len', label: 'Length', values: [`${s.minLength !== undefined ? shown(s.minLength) : '0'} to ${s.maxLength !== undefined ? shown(s.maxLength) : '…'}`], code: false });
  if (s.minItems !== undefined || s.maxItems !== undefined) out.push({ key: 'items', label: 'Items', values: [`${s.minItems !== undefined ? shown(s.minItems) : '0'} to ${s.maxItems !== undefined ? shown(s.maxItems) : '…'}`], code: false });
  if (typeof s.pattern === 'string') out.push({ key: 'pattern', label: 'Pattern', values: [s.pattern], code: true });
  if (s.example !== undefined && typeof s.example !== 'object') out.push({ key: 'example', label: 'Example', values: [shown(s.example)], code: true });
  return out;
}
