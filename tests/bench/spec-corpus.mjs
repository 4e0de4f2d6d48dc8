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

function pathsYaml(r) {
  const example = `{ id: 6f1c2b7e-4d0a-4c53-9a1e-2b8f3d5c7a90, name: Front desk, enabled: true, size: 12, kind: basic, created_at: '2026-01-05T10:00:00Z', labels: [north] }`;
  const errors = (...codes) => codes.map((c) => `        '${c}': { $ref: './common.yaml#/components/responses/E${c}' }`).join('\n');
  const label = r.name.replace(/_/g, ' ');
  return `  /${r.plural}:
    get:
      operationId: list${r.schema}s
      summary: List ${label}s
      description: Lists ${label}s, newest first.
      tags: ['${r.tag}']
      parameters:
        - $ref: './common.yaml#/components/parameters/PageSize'
        - $ref: './common.yaml#/components/parameters/PageToken'
      responses:
        '200':
          description: One page.
          content:
            application/json:
              schema:
                type: object
                properties:
                  data: { type: array, items: { $ref: '#/components/schemas/${r.schema}' } }
                  links: { $ref: './common.yaml#/components/schemas/Links' }
              example: { data: [${example}], links: { self: 'https://example.com/api/${r.plural}' } }
${errors(401)}
    post:
      operationId: create${r.schema}
      summary: Create a ${label}
      description: Creates a ${label}.
      tags: ['${r.tag}']
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/${r.schema}' }
            example: ${example}
      responses:
        '201':
          description: Created.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/${r.schema}' }
              example: ${example}
${errors(401, 422)}
  /${r.plural}/{id}:
    parameters:
      - $ref: './common.yaml#/components/parameters/Id'
    get:
      operationId: get${r.schema}
      summary: Get a ${label}
      description: Gets one ${label}.
      tags: ['${r.tag}']
      responses:
        '200':
          description: Found.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/${r.schema}' }
              example: ${example}
${errors(401, 404)}
    put:
      operationId: update${r.schema}
      summary: Update a ${label}
      description: Replaces a ${label}.
      tags: ['${r.tag}']
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/${r.schema}' }
            example: ${example}
      responses:
        '200':
          description: Updated.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/${r.schema}' }
              example: ${example}
${errors(401, 404, 422)}
    delete:
      operationId: delete${r.schema}
      summary: Delete a ${label}
      description: Deletes a ${label}.
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

/** Writes `<dir>/specs/big/` (and a one-page site around it); returns the spec's root file. */
export function generateSpec(dir, ops = 2000) {
  rmSync(dir, { recursive: true, force: true });
  const spec = join(dir, 'specs', 'big');
  mkdirSync(spec, { recursive: true });
  mkdirSync(join(dir, 'content', 'docs'), { recursive: true });
  writeFileSync(join(dir, 'content', 'docs', 'index.md'), '---\ntitle: Home\n---\n\nThe generated API for the spec benchmark.\n');
  const resources = Array.from({ length: Math.ceil(ops / 5) }, (_, i) => resource(i));
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
    `openapi: 3.1.0
info:
  title: Generated API
  version: 1.0.0
  description: ${ops} generated operations.
  contact: { name: Bench, url: 'https://example.com' }
servers:
  - url: https://{space}.example.com/api
    variables: { space: { default: demo, description: Your space. } }
security: [{ basic: [] }]
tags:
${areas.map((_, a) => `  - { name: 'Area ${a}', description: Resources of area ${a}. }`).join('\n')}
paths:
${rootPaths.join('\n')}
components:
  securitySchemes:
    basic: { type: http, scheme: basic }
`,
  );
  return join(spec, 'openapi.yaml');
}
