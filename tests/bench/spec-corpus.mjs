// A generated OpenAPI 3.1 spec for the spec-lint benchmark: `ops` operations (five per
// resource: list, create, get, update, delete) split over area files of 20 resources each,
// with shared parameters, error responses and schemas in common.yaml, a component schema
// with field examples per resource and a response example per operation. It follows the
// project's conventions, so a correct linter reports nothing on it and all the time measured
// is checking, not reporting.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const WORDS = ['room', 'stream', 'token', 'agent', 'number', 'queue', 'record', 'session', 'member', 'address', 'route', 'script', 'webhook', 'gateway', 'bucket', 'channel', 'device', 'policy', 'report', 'tenant'];
const pascal = (s) => s.replace(/(^|_)(\w)/g, (_, __, c) => c.toUpperCase());

function resource(i) {
  const a = WORDS[i % WORDS.length];
  const b = WORDS[Math.floor(i / WORDS.length) % WORDS.length];
  const name = `${a}_${b}_${i}`;
  return { name, schema: pascal(name), plural: `${name}s`, tag: `Area ${Math.floor(i / 20)}` };
}

function schemaYaml(r) {
  return `    ${r.schema}:
      type: object
      description: A ${r.name.replace(/_/g, ' ')}.
      required: [id, name, created_at]
      properties:
        id: { type: string, format: uuid, description: Unique id., example: 6f1c2b7e-4d0a-4c53-9a1e-2b8f3d5c7a90 }
        name: { type: string, description: Display name., maxLength: 100, example: Front desk }
        enabled: { type: boolean, description: Whether it is in use., example: true }
        size: { type: integer, minimum: 0, description: How many items it holds., example: 12 }
        kind: { type: string, enum: [basic, advanced], description: Its kind., example: basic }
        created_at: { type: string, format: date-time, description: When it was made., example: '2026-01-05T10:00:00Z' }
        labels: { type: array, items: { type: string }, description: Free-form labels., example: [north, ops] }
`;
}

const SHORT_TEXT = (label) => ({
  list: [`Lists ${label}s, newest first.`, 'One page.'],
  create: [`Creates a ${label}.`, 'Created.'],
  get: [`Gets one ${label}.`, 'Found.'],
  put: [`Replaces a ${label}.`, 'Updated.'],
  delete: `Deletes a ${label}.`,
});

/**
 * The five operations of a resource. `common` is where the shared parameters and responses are
 * (`./common.yaml#` or `#` in a single file); `full` the example of the resource, `body` of a
 * request body whose schema is `bodySchema`; `text` the descriptions.
 */
function pathsYaml(r, o = {}) {
  const example = `{ id: 6f1c2b7e-4d0a-4c53-9a1e-2b8f3d5c7a90, name: Front desk, enabled: true, size: 12, kind: basic, created_at: '2026-01-05T10:00:00Z', labels: [north] }`;
  const { common = './common.yaml#', full = example, body = example, bodySchema = r.schema, text = SHORT_TEXT } = o;
  const errors = (...codes) => codes.map((c) => `        '${c}': { $ref: '${common}/components/responses/E${c}' }`).join('\n');
  const label = r.name.replace(/_/g, ' ');
  const t = text(label);
  return `  /${r.plural}:
    get:
      operationId: list${r.schema}s
      summary: List ${label}s
      description: ${t.list[0]}
      tags: ['${r.tag}']
      parameters:
        - $ref: '${common}/components/parameters/PageSize'
        - $ref: '${common}/components/parameters/PageToken'
      responses:
        '200':
          description: ${t.list[1]}
          content:
            application/json:
              schema:
                type: object
                properties:
                  data: { type: array, items: { $ref: '#/components/schemas/${r.schema}' } }
                  links: { $ref: '${common}/components/schemas/Links' }
              example: { data: [${full}], links: { self: 'https://example.com/api/${r.plural}' } }
${errors(401)}
    post:
      operationId: create${r.schema}
      summary: Create a ${label}
      description: ${t.create[0]}
      tags: ['${r.tag}']
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/${bodySchema}' }
            example: ${body}
      responses:
        '201':
          description: ${t.create[1]}
          content:
            application/json:
              schema: { $ref: '#/components/schemas/${r.schema}' }
              example: ${full}
${errors(401, 422)}
  /${r.plural}/{id}:
    parameters:
      - $ref: '${common}/components/parameters/Id'
    get:
      operationId: get${r.schema}
      summary: Get a ${label}
      description: ${t.get[0]}
      tags: ['${r.tag}']
      responses:
        '200':
          description: ${t.get[1]}
          content:
            application/json:
              schema: { $ref: '#/components/schemas/${r.schema}' }
              example: ${full}
${errors(401, 404)}
    put:
      operationId: update${r.schema}
      summary: Update a ${label}
      description: ${t.put[0]}
      tags: ['${r.tag}']
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/${bodySchema}' }
            example: ${body}
      responses:
        '200':
          description: ${t.put[1]}
          content:
            application/json:
              schema: { $ref: '#/components/schemas/${r.schema}' }
              example: ${full}
${errors(401, 404, 422)}
    delete:
      operationId: delete${r.schema}
      summary: Delete a ${label}
      description: ${t.delete}
      tags: ['${r.tag}']
      responses:
        '204': { description: Deleted. }
${errors(401, 404)}
`;
}

const COMMON = `components:
  parameters:
    PageSize: { name: page_size, in: query, description: Items per page., schema: { type: integer, minimum: 1, maximum: 1000, default: 50 } }
    PageToken: { name: page_token, in: query, description: Where the page starts., schema: { type: string } }
    Id: { name: id, in: path, required: true, description: The id., schema: { type: string, format: uuid } }
  schemas:
    Links:
      type: object
      description: Paging links.
      properties:
        self: { type: string, format: uri, description: This page. }
        next: { type: string, format: uri, description: The next page. }
    Error:
      type: object
      description: An error.
      required: [errors]
      properties:
        errors:
          type: array
          description: What went wrong.
          items:
            type: object
            properties:
              code: { type: string, description: Error code. }
              message: { type: string, description: What happened. }
  responses:
${[401, 404, 422]
  .map(
    (c) => `    E${c}:
      description: Error ${c}.
      content:
        application/json:
          schema: { $ref: '#/components/schemas/Error' }
          example: { errors: [{ code: e${c}, message: Error ${c}. }] }`,
  )
  .join('\n')}
`;

/** The root file's top, down to `paths:`. */
function header(title, description, tags) {
  return `openapi: 3.1.0
info:
  title: ${title}
  version: 1.0.0
  description: ${description}
  contact: { name: Bench, url: 'https://example.com' }
servers:
  - url: https://{space}.example.com/api
    variables: { space: { default: demo, description: Your space. } }
security: [{ basic: [] }]
tags:
${tags.map((t) => `  - { name: '${t}', description: Resources of ${t.toLowerCase()}. }`).join('\n')}
paths:`;
}

/** A fresh one-page project at `dir` with an empty `specs/<id>/`, and the resources of `ops` operations. */
function scaffold(dir, id, ops) {
  rmSync(dir, { recursive: true, force: true });
  const spec = join(dir, 'specs', id);
  mkdirSync(spec, { recursive: true });
  mkdirSync(join(dir, 'content', 'docs'), { recursive: true });
  writeFileSync(join(dir, 'content', 'docs', 'index.md'), '---\ntitle: Home\n---\n\nThe generated API for the spec benchmark.\n');
  return { spec, resources: Array.from({ length: Math.ceil(ops / 5) }, (_, i) => resource(i)) };
}

/** Writes `<dir>/specs/big/` (and a one-page site around it); returns the spec's root file. */
export function generateSpec(dir, ops = 2000) {
  const { spec, resources } = scaffold(dir, 'big', ops);
  const areas = [];
  for (let a = 0; a * 20 < resources.length; a++) areas.push(resources.slice(a * 20, a * 20 + 20));
  const rootPaths = [];
  areas.forEach((rs, a) => {
    const file = `area-${String(a).padStart(3, '0')}.yaml`;
    writeFileSync(join(spec, file), `paths:\n${rs.map(pathsYaml).join('')}components:\n  schemas:\n${rs.map(schemaYaml).join('')}`);
    for (const r of rs) {
      for (const p of [`/${r.plural}`, `/${r.plural}/{id}`]) rootPaths.push(`  ${p}:\n    $ref: './${file}#/paths/${p.replace(/~/g, '~0').replace(/\//g, '~1')}'`);
    }
  });
  writeFileSync(join(spec, 'common.yaml'), COMMON);
  writeFileSync(
    join(spec, 'openapi.yaml'),
    `${header('Generated API', `${ops} generated operations.`, areas.map((_, a) => `Area ${a}`))}
${rootPaths.join('\n')}
components:
  securitySchemes:
    basic: { type: http, scheme: basic }
`,
  );
  return join(spec, 'openapi.yaml');
}

// ---------------------------------------------------------------- one large file

const FIELD_KINDS = [
  ['string', (i) => `{ type: string, maxLength: 200, description: 'The ${i}th text setting of the resource, shown in the dashboard and returned on every read; it may be changed at any time.', example: value-${i} }`, (i) => `value-${i}`],
  ['integer', (i) => `{ type: integer, minimum: 0, maximum: 100000, description: 'A count kept for the resource (field ${i}); it only grows while the resource is in use and resets when it is replaced.', example: ${i * 7} }`, (i) => `${i * 7}`],
  ['boolean', (i) => `{ type: boolean, description: 'Whether option ${i} is switched on for this resource; when it is off the platform falls back to the project default.', example: true }`, () => 'true'],
  ['enum', (i) => `{ type: string, enum: [standard, priority, bulk, trial], description: 'The service class of part ${i}; priority traffic is handled before bulk traffic when capacity is short.', example: standard }`, () => 'standard'],
  ['uri', (i) => `{ type: string, format: uri, description: 'Where the platform sends notification ${i}; it must answer within five seconds or the delivery is retried.', example: 'https://example.com/hooks/${i}' }`, (i) => `'https://example.com/hooks/${i}'`],
  ['time', (i) => `{ type: string, format: date-time, description: 'When step ${i} last happened to the resource, in UTC; empty until it has happened once.', example: '2026-02-0${1 + (i % 9)}T10:00:00Z' }`, (i) => `'2026-02-0${1 + (i % 9)}T10:00:00Z'`],
  ['nested', (i) => `{ $ref: '#/components/schemas/Limits' }`, () => '{ max_per_minute: 60, max_concurrent: 5, burst: 10 }'],
  ['array', (i) => `{ type: array, maxItems: 20, items: { type: string }, description: 'Labels of group ${i}, free-form words that search and filters match exactly.', example: [north, ops] }`, () => '[north, ops]'],
];

/**
 * Writes `<dir>/specs/single/openapi.yaml`, one file of about 2 MB with `ops` operations (five per
 * resource), shaped like a real vendor spec in one file: every resource schema composed with
 * `allOf` from a shared base, request schemas composed the same way, shared parameters and
 * responses, small nested component schemas per resource, nullable times as `anyOf` with null, long
 * descriptions, a 3.1 `examples` list on every property and an example on every operation. On the
 * platform's real 2 MB REST spec our check takes about the same time and memory as on this one.
 * Follows the project's conventions, so a correct linter reports nothing on it.
 */
const SHARED_SCHEMAS = `    Resource:
      type: object
      description: What every resource has.
      required: [id, created_at]
      properties:
        id: { type: string, format: uuid, description: Unique id., example: 6f1c2b7e-4d0a-4c53-9a1e-2b8f3d5c7a90 }
        created_at: { type: string, format: date-time, description: When it was made., example: '2026-01-05T10:00:00Z' }
        updated_at: { type: string, format: date-time, description: When it last changed., example: '2026-01-06T10:00:00Z' }
`;

const PARTS = 6;
const LONG_TEXT = (label) => ({
  list: [`Lists the project's ${label}s, newest first, one page at a time. Use the page token of the previous answer to read the next page.`, `One page of ${label}s.`],
  create: [`Creates a ${label} with the settings in the body; every setting left out takes the project default.`, `The new ${label}.`],
  get: [`Returns one ${label} with all of its settings.`, `The ${label}.`],
  put: [`Replaces the settings of a ${label}; settings left out go back to the project default.`, `The ${label} as it now stands.`],
  delete: `Deletes a ${label}; anything that pointed at it stops working at once.`,
});

export function generateSingleSpec(dir, ops = 250, fields = 48) {
  const { spec, resources } = scaffold(dir, 'single', ops);
  const field = (r, k) => FIELD_KINDS[(k + r.name.length) % FIELD_KINDS.length];
  const fieldName = (k) => `${WORDS[k % WORDS.length]}_${['mode', 'count', 'enabled', 'class', 'url', 'at', 'limits', 'labels'][k % 8]}_${k}`;
  const exampleOf = (r, full) => {
    const parts = [];
    if (full) parts.push('id: 6f1c2b7e-4d0a-4c53-9a1e-2b8f3d5c7a90', "created_at: '2026-01-05T10:00:00Z'", "updated_at: '2026-01-06T10:00:00Z'");
    parts.push('name: Front desk');
    for (let k = 0; k < fields; k++) parts.push(`${fieldName(k)}: ${field(r, k)[2](k)}`);
    return `{ ${parts.join(', ')} }`;
  };
  // As in the real spec: 3.1 `examples` lists on properties, nullable times as `anyOf` with null,
  // and each resource's nested objects as its own small component schemas.
  const propertyYaml = (r, k) => {
    const [kind, yaml] = field(r, k);
    if (kind === 'nested') return `{ $ref: '#/components/schemas/${r.schema}Part${Math.floor(k / FIELD_KINDS.length) % PARTS}' }`; // one nested field per kinds cycle, so every part is used
    const plain = yaml(k).replace(/, example: (.*) \}$/, ', examples: [$1] }');
    if (kind !== 'time') return plain;
    return `{ anyOf: [{ type: string, format: date-time }, { type: 'null' }], description: 'When step ${k} last happened to the resource, in UTC; null until it has happened once.', examples: ['2026-02-0${1 + (k % 9)}T10:00:00Z'] }`;
  };
  const schemas = [];
  const paths = [];
  for (const r of resources) {
    const props = Array.from({ length: fields }, (_, k) => `        ${fieldName(k)}: ${propertyYaml(r, k)}`).join('\n');
    for (let part = 0; part < PARTS; part++) {
      schemas.push(`    ${r.schema}Part${part}:
      type: object
      description: Limits of kind ${part} for a ${r.name.replace(/_/g, ' ')}.
      properties:
        max_per_minute: { type: integer, minimum: 1, description: Requests allowed per minute., examples: [60] }
        max_concurrent: { type: integer, minimum: 1, description: Requests allowed at once., examples: [5] }
        burst: { type: integer, minimum: 0, description: Extra requests allowed in a short burst., examples: [10] }
`);
    }
    schemas.push(`    ${r.schema}Fields:
      type: object
      description: The settings of a ${r.name.replace(/_/g, ' ')} that a request may send.
      properties:
        name: { type: string, maxLength: 100, description: 'Display name, unique within the project.', examples: [Front desk] }
${props}
    ${r.schema}:
      description: A ${r.name.replace(/_/g, ' ')} as the API returns it.
      allOf:
        - $ref: '#/components/schemas/Resource'
        - $ref: '#/components/schemas/${r.schema}Fields'
    ${r.schema}Create:
      description: The body that creates a ${r.name.replace(/_/g, ' ')}.
      allOf:
        - $ref: '#/components/schemas/${r.schema}Fields'
        - type: object
          required: [name]
`);
    const full = exampleOf(r, true);
    const body = exampleOf(r, false);
    paths.push(pathsYaml(r, { common: '#', full, body, bodySchema: `${r.schema}Create`, text: LONG_TEXT }));
  }
  const tags = [...new Set(resources.map((r) => r.tag))];
  const common = COMMON.replace(/^components:\n/, '').replace(/'\.\/common\.yaml#/g, "'#");
  writeFileSync(
    join(spec, 'openapi.yaml'),
    `${header('Generated API in one file', `${ops} generated operations in a single file.`, tags)}
${paths.join('')}components:
  securitySchemes:
    basic: { type: http, scheme: basic }
${common.replace(/^  responses:$/m, `${SHARED_SCHEMAS}${schemas.join('')}  responses:`)}`,
  );
  return join(spec, 'openapi.yaml');
}
