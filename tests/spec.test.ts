/**
 * Specs and drift: operations located in the file that holds them, pages
 * matched to operations, api sidebar items expanded, `pipeline sync`
 * creating and retitling pages without touching a writer's words.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { syncPages } from '../pipeline/src/spec/sync.ts';
import { check, only, page, project, where } from './helpers.ts';

// A small spec that passes the spec rules, so these tests see only drift findings.
const ROOT_SPEC = `openapi: 3.1.0
info:
  title: Test API
  version: '1.0'
  description: Rooms for tests.
  contact: { name: Docs, url: 'https://example.com' }
servers: [{ url: 'https://example.com/api' }]
security: [{ basic: [] }]
tags:
  - { name: Rooms, description: Rooms. }
paths:
  /rooms:
    $ref: './rooms.yaml#/paths/~1rooms'
  /rooms/{id}:
    $ref: './rooms.yaml#/paths/~1rooms~1{id}'
components:
  securitySchemes:
    basic: { type: http, scheme: basic }
`;
const ROOMS = `paths:
  /rooms:
    get:
      operationId: listRooms
      summary: List rooms
      description: Lists rooms.
      tags: [Rooms]
      parameters:
        - { name: page_size, in: query, description: Page size., schema: { type: integer } }
        - { name: page_token, in: query, description: Page token., schema: { type: string } }
      responses:
        '200':
          description: The rooms.
          content:
            application/json:
              schema: { type: object, properties: { data: { type: array, items: { type: object } }, links: { type: object } } }
        '401': { description: Not signed in. }
    post:
      operationId: createRoom
      summary: Create a room
      description: Creates a room.
      tags: [Rooms]
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [name]
              additionalProperties: false
              properties:
                name: { type: string, description: Room name. }
                max_members: { type: integer, minimum: 1, description: Seats. }
      responses:
        '201': { description: The room. }
        '422': { description: Invalid. }
  /rooms/{id}:
    parameters:
      - { name: id, in: path, required: true, description: Room id., schema: { type: string } }
    delete:
      operationId: deleteRoom
      summary: Delete a room
      description: Deletes a room.
      tags: [Rooms]
      responses:
        '204': { description: Deleted. }
        '404': { description: Not found. }
`;
const apiPage = (op: string, title: string, body = 'Some context.\n') => `---\ntitle: ${title}\napi: test-api#${op}\n---\n\n${body}`;

function apiSite(extra: Record<string, string> = {}) {
  return project({
    'specs/test-api/openapi.yaml': ROOT_SPEC,
    'specs/test-api/rooms.yaml': ROOMS,
    'content/docs/rest/list.md': apiPage('listRooms', 'List rooms'),
    'content/docs/rest/create.md': apiPage('createRoom', 'Create a room'),
    'content/docs/rest/delete.md': apiPage('deleteRoom', 'Delete a room'),
    'content/sidebars/api.yaml': '- api: { spec: test-api, tag: Rooms }\n',
    ...extra,
  });
}

describe('specs and drift', () => {
  it('is clean when every operation has its page, and expands api items with method classes', async () => {
    const { diagnostics, site } = await check(apiSite());
    expect(diagnostics).toEqual([]);
    expect(site.nav.sidebars.api).toEqual([
      { type: 'link', label: 'List rooms', href: '/rest/list', docId: 'rest/list', className: 'api-method get' },
      { type: 'link', label: 'Create a room', href: '/rest/create', docId: 'rest/create', className: 'api-method post' },
      { type: 'link', label: 'Delete a room', href: '/rest/delete', docId: 'rest/delete', className: 'api-method delete' },
    ]);
  });

  it('reports an operation without a page where the operation is written, in the referenced file', async () => {
    const ds = (await check(apiSite({ 'content/docs/rest/delete.md': page('Not an API page') }))).diagnostics;
    expect(where(only(ds, 'drift/missing-page'))).toEqual(['specs/test-api/rooms.yaml:40:5 drift/missing-page']);
    expect(only(ds, 'drift/missing-page')[0]!.message).toBe('The operation test-api#deleteRoom (DELETE /rooms/{id}) has no page.');
  });

  it('reports a page naming an unknown operation, with the nearest', async () => {
    const ds = (await check(apiSite({ 'content/docs/rest/extra.md': apiPage('deleteRooms', 'Delete rooms') }))).diagnostics;
    expect(where(only(ds, 'drift/unknown-operation'))).toEqual(['content/docs/rest/extra.md:3:6 drift/unknown-operation']);
    expect(only(ds, 'drift/unknown-operation')[0]!.hint).toBe('Did you mean "test-api#deleteRoom"?');
  });

  it('reports a title that is not the summary, and a second page for one operation', async () => {
    // Pages are matched in path order: create-again.md claims the operation first.
    const ds = (await check(apiSite({ 'content/docs/rest/create-again.md': apiPage('createRoom', 'Make a room') }))).diagnostics;
    expect(where(ds.filter((d) => d.ruleId.startsWith('drift/')))).toEqual(['content/docs/rest/create-again.md:2:8 drift/title', 'content/docs/rest/create.md:3:6 drift/duplicate-page']);
  });

  it('reports a hand-written method class that disagrees with the spec', async () => {
    const ds = (await check(apiSite({ 'content/sidebars/api.yaml': '- { doc: rest/list, className: api-method post }\n- doc: rest/create\n- doc: rest/delete\n' }))).diagnostics;
    expect(where(ds)).toEqual(['content/sidebars/api.yaml:1:3 drift/method']);
  });

  it('reports an api item naming an unknown spec or tag', async () => {
    const ds = (await check(apiSite({ 'content/sidebars/api.yaml': '- api: { spec: test-api, tag: Rooms }\n- api: { spec: nope }\n- api: { spec: test-api, tag: Calls }\n' }))).diagnostics;
    expect(where(ds)).toEqual(['content/sidebars/api.yaml:2:3 drift/unknown-operation', 'content/sidebars/api.yaml:3:3 nav/empty-category']);
  });
});

describe('bad specs', () => {
  const bad = async (files: Record<string, string>) => (await check(project({ 'content/docs/index.md': page('Home'), ...files }))).diagnostics;

  it('not YAML', async () => {
    expect(where(await bad({ 'specs/x/openapi.yaml': 'openapi: 3.1.0\npaths: [unclosed\n' }))).toEqual(['specs/x/openapi.yaml:3:1 spec/invalid']);
  });
  it('not OpenAPI', async () => {
    expect(where(await bad({ 'specs/x/openapi.yaml': 'name: not a spec\n' }))).toEqual(['specs/x/openapi.yaml:1:1 spec/invalid']);
  });
  it('a 20 MB spec is reported, not parsed', async () => {
    const huge = `openapi: 3.1.0\ninfo: { title: Huge, version: '1' }\npaths: {}\n# ${'x'.repeat(20 * 1024 * 1024)}\n`;
    const ds = await bad({ 'specs/x/openapi.yaml': huge });
    expect(where(ds)).toEqual(['specs/x/openapi.yaml:1:1 spec/invalid']);
    expect(ds[0]!.message).toBe('specs/x/openapi.yaml is 20.0 MB; the limit is 16 MB, so it was not read.');
  });
  it('Swagger 2.0', async () => {
    const ds = await bad({ 'specs/x/openapi.yaml': 'info: { title: Old, version: "1" }\nswagger: "2.0"\npaths: {}\n' });
    expect(where(ds)).toEqual(['specs/x/openapi.yaml:2:10 spec/invalid']);
    expect(ds[0]!.hint).toMatch(/Convert/);
  });
  it('a $ref to a missing file, at the $ref', async () => {
    const ds = await bad({ 'specs/x/openapi.yaml': "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /a:\n    $ref: './missing.yaml#/paths/~1a'\n" });
    expect(where(ds)).toEqual(['specs/x/openapi.yaml:5:11 spec/ref']);
    expect(ds[0]!.message).toBe('specs/x/missing.yaml does not exist.');
  });
  it('a $ref outside the spec folder', async () => {
    const ds = await bad({
      'specs/x/openapi.yaml': "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n  /a:\n    $ref: '../../outside.yaml#/paths/~1a'\n",
      'outside.yaml': 'paths:\n  /a:\n    get:\n      operationId: getA\n      summary: Get a\n      responses: { "200": { description: ok } }\n',
    });
    expect(where(ds)).toEqual(['specs/x/openapi.yaml:5:11 spec/ref']);
    expect(ds[0]!.message).toBe('outside.yaml is outside specs/x/; a spec may only refer to files in its own folder.');
  });
  it('a circular $ref among schemas loads without hanging', async () => {
    const started = performance.now();
    const ds = await bad({
      'specs/x/openapi.yaml':
        "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    Node:\n      type: object\n      properties:\n        next: { $ref: '#/components/schemas/Node' }\n    A: { $ref: '#/components/schemas/B' }\n    B: { $ref: '#/components/schemas/A' }\n",
    });
    expect(ds.every((d) => d.ruleId.startsWith('spec/'))).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('samples/request-body', () => {
  const body = (json: string) => `Create one:\n\n\`\`\`json request\n${json}\n\`\`\`\n`;
  it('accepts a request sample that matches the operation\'s body schema', async () => {
    const ds = await check(apiSite({ 'content/docs/rest/create.md': apiPage('createRoom', 'Create a room', body('{ "name": "lobby", "max_members": 8 }')) }));
    expect(only(ds.diagnostics, 'samples/request-body')).toEqual([]);
  });
  it('reports a missing required field and a wrong type at their line', async () => {
    const json = '{\n  "max_members": "eight",\n  "colour": "blue"\n}';
    const ds = (await check(apiSite({ 'content/docs/rest/create.md': apiPage('createRoom', 'Create a room', body(json)) }))).diagnostics;
    const found = only(ds, 'samples/request-body');
    // The page: 4 frontmatter lines, a blank, "Create one:", a blank, the fence on line 8, JSON from line 9.
    expect(where(found)).toEqual([
      'content/docs/rest/create.md:9:1 samples/request-body',
      'content/docs/rest/create.md:10:18 samples/request-body',
      'content/docs/rest/create.md:11:3 samples/request-body',
    ]);
    expect(found.map((d) => d.message)).toEqual([
      'The request body lacks the required field `name`.',
      '`max_members` should be integer.',
      'The request body has `colour`, which the operation does not take.',
    ]);
  });
  it('is cached, and checked again when the spec changes', async () => {
    const root = apiSite({ 'content/docs/rest/create.md': apiPage('createRoom', 'Create a room', body('{ "name": "lobby" }')) });
    const cacheFile = join(root, 'cache.json');
    expect(only((await check(root, { cache: true, cacheFile })).diagnostics, 'samples/request-body')).toEqual([]);
    expect(only((await check(root, { cache: true, cacheFile })).diagnostics, 'samples/request-body')).toEqual([]);
    const rooms = join(root, 'specs/test-api/rooms.yaml');
    writeFileSync(rooms, readFileSync(rooms, 'utf8').replace('required: [name]', 'required: [name, max_members]'));
    const after = only((await check(root, { cache: true, cacheFile })).diagnostics, 'samples/request-body');
    expect(after.map((d) => d.message)).toEqual(['The request body lacks the required field `max_members`.']);
  });
  it('says when the operation takes no JSON body', async () => {
    const ds = (await check(apiSite({ 'content/docs/rest/delete.md': apiPage('deleteRoom', 'Delete a room', body('{}')) }))).diagnostics;
    expect(only(ds, 'samples/request-body').map((d) => d.message)).toEqual(['deleteRoom takes no JSON request body, so this request sample cannot be checked.']);
  });
});

describe('pipeline sync', () => {
  it('creates missing pages, retitles drifted ones, keeps every other byte, and is idempotent', async () => {
    const writer = '---\n# a writer comment\ntitle: Make a room   # old\ndescription: Keep me.\napi: test-api#createRoom\n---\n\nA writer\'s *careful* words.\n';
    const root = apiSite({ 'content/docs/rest/create.md': writer });
    writeFileSync(join(root, 'content/docs/rest/delete.md'), page('Not an API page any more'));
    const first = syncPages((await check(root)).site);
    expect(first.created).toEqual(['content/docs/rest/test-api/endpoints/rooms/delete-room.md']);
    expect(first.retitled).toEqual(['content/docs/rest/create.md']);
    expect(readFileSync(join(root, 'content/docs/rest/create.md'), 'utf8')).toBe(writer.replace('Make a room', 'Create a room'));
    const created = readFileSync(join(root, first.created[0]!), 'utf8');
    expect(created).toMatch(/^---\ntitle: Delete a room\ndescription: Deletes a room.\napi: test-api#deleteRoom\n---\n/);
    const after = await check(root);
    expect(after.diagnostics.filter((d) => d.ruleId.startsWith('drift/'))).toEqual([]);
    const second = syncPages(after.site);
    expect(second).toEqual({ created: [], retitled: [], skipped: [] });
  });
});
