/**
 * Plain-language findings from JSON Schema (ajv) errors: what was expected,
 * in words; one finding for a failed `anyOf`/`oneOf`, naming the closest
 * alternative instead of one finding per alternative; "did you mean" only
 * with a key that is valid at that very place. Run ajv with `allErrors` and
 * `verbose` so each error carries the schema it failed.
 */
import type { ErrorObject } from 'ajv';
import { nearest } from '../../pipeline/src/core/nearest.ts';

export type Path = (string | number)[];

export interface SchemaProblem {
  /** Where, inside the validated value. */
  path: Path;
  message: string;
  hint?: string;
}

type Schema = Record<string, unknown>;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const LEAF = new Set(['type', 'enum', 'const', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'format']);

const toPath = (pointer: string): Path =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

const code = (v: unknown) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;
const list = (items: string[], last = 'or') => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`);
const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);
const TYPE_WORDS: Record<string, string> = { integer: 'integer', number: 'number', boolean: 'boolean (true or false)', string: 'string', object: 'object', array: 'list', null: 'null' };

/** What a schema accepts, in a few words: "an integer from 0 to 10", "one of `a`, `b`", "a SWML variable". */
export function describeSchema(schema: unknown): string {
  if (!isSchema(schema)) return 'a valid value';
  if (Array.isArray(schema.enum)) return schema.enum.length === 1 ? code(schema.enum[0]) : `one of ${schema.enum.map(code).join(', ')}`;
  if ('const' in schema) return code(schema.const);
  if (typeof schema.title === 'string' && schema.pattern !== undefined) return schema.title;
  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) return list(alternatives.map(describeSchema));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  let text = types.length ? list(types.map((t) => article(TYPE_WORDS[t] ?? t))) : 'a value';
  const { minimum: min, maximum: max } = schema as { minimum?: number; maximum?: number };
  if (min !== undefined && max !== undefined) text += ` from ${min} to ${max}`;
  else if (min !== undefined) text += ` of at least ${min}`;
  else if (max !== undefined) text += ` of at most ${max}`;
  if (typeof schema.pattern === 'string') text += ` matching ${code(schema.pattern)}`;
  return text;
}

interface Alive {
  error: ErrorObject;
  done: boolean;
}

/** The branch errors of an alternative, by branch index. */
function branchesOf(alt: ErrorObject, alive: Alive[]): Map<number, Alive[]> {
  const prefix = `${alt.schemaPath}/`;
  const out = new Map<number, Alive[]>();
  for (const a of alive) {
    if (a.done || !a.error.schemaPath.startsWith(prefix)) continue;
    const index = Number(a.error.schemaPath.slice(prefix.length).split('/')[0]);
    (out.get(index) ?? out.set(index, []).get(index)!).push(a);
  }
  return out;
}

/** How far a branch got: deeper errors and fewer of them mean the writer meant this one. */
function score(errors: Alive[], at: string): [number, number, number] {
  const shallowType = errors.some((a) => a.error.instancePath === at && (a.error.keyword === 'type' || a.error.keyword === 'const' || a.error.keyword === 'enum')) ? 1 : 0;
  const depth = Math.max(...errors.map((a) => a.error.instancePath.length));
  return [shallowType, -depth, errors.length];
}
const better = (a: [number, number, number], b: [number, number, number]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Turns ajv's errors into findings; `name` says how to write a path in a message (such as `play.url`). */
export function explainErrors(errors: readonly ErrorObject[], name: (path: Path) => string): SchemaProblem[] {
  const alive: Alive[] = errors.map((error) => ({ error, done: false }));
  const combined: SchemaProblem[] = [];
  // Alternatives, outermost first: keep the closest branch's errors, or one combined message.
  const alternatives = alive.filter((a) => a.error.keyword === 'anyOf' || a.error.keyword === 'oneOf').sort((a, b) => a.error.schemaPath.length - b.error.schemaPath.length);
  for (const alt of alternatives) {
    if (alt.done) continue;
    alt.done = true;
    const branches = branchesOf(alt.error, alive);
    if (!branches.size) {
      combined.push({ path: toPath(alt.error.instancePath), message: `${name(toPath(alt.error.instancePath))} matches more than one of its accepted forms.` });
      continue;
    }
    const all = [...branches.values()].flat();
    const leafOnly = all.every((a) => a.error.instancePath === alt.error.instancePath && LEAF.has(a.error.keyword));
    if (leafOnly) {
      // Simple alternatives (a number or a variable, one word of a list or another): say all of them at once.
      for (const a of all) a.done = true;
      const options = (alt.error.schema as unknown[]).map(describeSchema);
      const path = toPath(alt.error.instancePath);
      combined.push({ path, message: `${name(path)} should be ${list([...new Set(options)])}.` });
      continue;
    }
    let best: [number, Alive[]] | undefined;
    for (const [index, errs] of branches) if (!best || better(score(errs, alt.error.instancePath), score(best[1], alt.error.instancePath)) < 0) best = [index, errs];
    for (const [index, errs] of branches) if (index !== best![0]) for (const a of errs) a.done = true;
  }
  const out: SchemaProblem[] = [...combined];
  const seen = new Set<string>();
  for (const { error, done } of alive) {
    if (done || error.keyword === 'if') continue;
    const problem = explainOne(error, name);
    const key = `${problem.path.join('/')}\0${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(problem);
  }
  return out;
}

function explainOne(e: ErrorObject, name: (path: Path) => string): SchemaProblem {
  const path = toPath(e.instancePath);
  const where = name(path);
  const p = e.params as Record<string, unknown>;
  const parent = isSchema(e.parentSchema) ? e.parentSchema : {};
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const known = isSchema(parent.properties) ? Object.keys(parent.properties) : [];
      const guess = nearest(key, known);
      return {
        path: [...path, key],
        message: `${where} has no parameter ${code(key)}.`,
        hint: guess ? `Did you mean ${code(guess)}?` : known.length ? `It takes ${list(known.slice(0, 15).map(code), 'and')}${known.length > 15 ? ', and more' : ''}.` : `It takes no parameters: write ${code('{}')}.`,
      };
    }
    case 'required':
      return { path, message: `${where} needs ${code(p.missingProperty)}.` };
    case 'type':
    case 'enum':
    case 'const':
    case 'pattern':
    case 'format':
      return { path, message: `${where} should be ${describeSchema(parent)}.` };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return { path, message: `${where} should be ${describeSchema(parent)}.` };
    case 'minItems':
      return { path, message: `${where} needs at least ${p.limit} item${p.limit === 1 ? '' : 's'}.` };
    case 'maxItems':
      return { path, message: `${where} takes at most ${p.limit} item${p.limit === 1 ? '' : 's'}.` };
    case 'minProperties':
    case 'maxProperties':
      return { path, message: `${where} should have ${e.keyword === 'minProperties' ? 'at least' : 'at most'} ${p.limit} key${p.limit === 1 ? '' : 's'}.` };
    default:
      return { path, message: `${where} is not valid here (${e.message ?? e.keyword}).` };
  }
}
