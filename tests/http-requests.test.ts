/**
 * samples/http-request, samples/http-unreadable, samples/http-response and
 * samples/http-status: requests written in curl, JavaScript fetch and Python
 * requests, in any page, checked against a small spec; each wrong request gets a
 * finding at a known line and column, each right one none.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, page, project } from './helpers.ts';
import type { Diagnostic } from '../pipeline/src/core/diagnostic.ts';

const SPEC = `openapi: 3.1.0
info: { title: Acme API, version: 1.0.0 }
servers:
  - url: https://{space}.acme.test/api
    variables: { space: { default: example } }
security:
  - basicAuth: []
tags:
  - { name: Rooms, description: Rooms. }
paths:
  /rooms:
    get:
      operationId: listRooms
      summary: List rooms
      tags: [Rooms]
      parameters:
        - { name: page_size, in: query, schema: { type: integer, minimum: 1, maximum: 100 } }
        - { name: state, in: query, schema: { type: string, enum: [open, closed] } }
      responses:
        '200':
          description: The rooms.
          content:
            application/json:
              schema:
                type: object
                required: [data]
                properties:
                  data: { type: array, items: { $ref: '#/components/schemas/Room' } }
        '401': { description: No credentials. }
    post:
      operationId: createRoom
      summary: Create a room
      tags: [Rooms]
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              additionalProperties: false
              required: [name]
              properties:
                name: { type: string, pattern: '^[a-z0-9_-]+$' }
                max_members: { type: integer, minimum: 1 }
                layout: { type: string, enum: [grid, speaker] }
      responses:
        '201':
          description: The room.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Room' }
        '400': { description: Bad request. }
  /rooms/{id}:
    parameters:
      - { name: id, in: path, required: true, schema: { type: string, format: uuid } }
    get:
      operationId: getRoom
      summary: Get a room
      tags: [Rooms]
      responses:
        '200':
          description: The room.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Room' }
        '404': { description: Not found. }
    delete:
      operationId: deleteRoom
      summary: Delete a room
      tags: [Rooms]
      responses:
        '204': { description: Deleted. }
        '404': { description: Not found. }
  /invites:
    post:
      operationId: createInvite
      summary: Create an invite
      tags: [Rooms]
      security:
        - bearerAuth: []
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              additionalProperties: false
              required: [room_id]
              properties:
                room_id: { type: string }
                expires_at: { type: integer }
      responses:
        '200':
          description: The invite.
          content:
            application/json:
              schema: { type: object, properties: { token: { type: string } } }
        '401': { description: No credentials. }
  /calls:
    post:
      operationId: createCall
      summary: Create a call
      tags: [Rooms]
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              properties:
                to: { type: string }
                url: { type: string }
                script: { type: object }
              oneOf:
                - required: [url]
                - required: [script]
      responses:
        '200': { description: The call. }
        '400': { description: Bad request. }
  /search:
    get:
      operationId: searchRooms
      summary: Search rooms
      tags: [Rooms]
      parameters:
        - { name: q, in: query, required: true, schema: { type: string } }
      responses:
        '200': { description: The rooms found. }
        '400': { description: Bad request. }
  /Accounts/{AccountSid}/Messages:
    post:
      operationId: sendMessage
      summary: Send a message
      tags: [Rooms]
      parameters:
        - { name: AccountSid, in: path, required: true, schema: { type: string } }
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              additionalProperties: false
              required: [To, From]
              properties:
                To: { type: string }
                From: { type: string }
                Body: { type: string }
                MediaUrl: { type: array, items: { type: string } }
                MaxPrice: { type: number }
      responses:
        '201': { description: Sent. }
        '400': { description: Bad request. }
components:
  securitySchemes:
    basicAuth: { type: http, scheme: basic }
    bearerAuth: { type: http, scheme: bearer }
  schemas:
    Room:
      type: object
      required: [id, name]
      properties:
        id: { type: string, format: uuid }
        name: { type: string }
        max_members: { type: integer }
`;

const site = (files: Record<string, string>) => project({ 'specs/acme/openapi.yaml': SPEC, ...files });
const http = (ds: readonly Diagnostic[]) => ds.filter((d) => d.ruleId.startsWith('samples/http-'));
const show = (ds: readonly Diagnostic[]) => http(ds).map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`);
/** A page whose body starts on line 5 (3 lines of frontmatter and a blank line). */
const guide = (body: string) => page('A guide', body);

async function findings(body: string): Promise<string[]> {
  return show((await check(site({ 'content/docs/guide.md': guide(body) }))).diagnostics);
}

describe('correct requests get no finding', () => {
  it('curl, with line continuations, variables, a JSON body and a form body', async () => {
    const body = [
      '```bash',
      'export SPACE=example',
      'curl -sS -X POST "https://$SPACE.acme.test/api/rooms" \\',
      '  -u "$PROJECT_ID:$API_TOKEN" \\',
      '  -H "Content-Type: application/json" \\',
      '  -d \'{"name": "lobby", "max_members": 8}\'',
      'curl -u "$PROJECT_ID:$API_TOKEN" "https://${SPACE}.acme.test/api/rooms?page_size=20&state=open" | jq .',
      'curl -G --user "$PROJECT_ID:$API_TOKEN" https://example.acme.test/api/rooms --data-urlencode "page_size=5"',
      'curl -u "$PROJECT_ID:$API_TOKEN" -X DELETE https://example.acme.test/api/rooms/3f1c6f4e-8a43-4a39-9f0e-1c2f0e5b8a71',
      'curl https://example.acme.test/api/invites -H "Authorization: Bearer $TOKEN" --json \'{"room_id": "r1", "expires_at": 1767225600}\'',
      'curl "https://example.acme.test/api/Accounts/$PROJECT_ID/Messages.json" -u "$PROJECT_ID:$API_TOKEN" \\',
      '  --data-urlencode "To=+15550001111" --data-urlencode "From=+15550002222" \\',
      '  --data-urlencode "MediaUrl=https://example.com/a.png" --data-urlencode "MediaUrl=https://example.com/b.png" -d MaxPrice=0.5',
      'curl https://elsewhere.example.com/rooms/nothing -d \'{"whatever": 1}\'',
      '```',
    ].join('\n');
    expect(await findings(body)).toEqual([]);
  });

  it('Python requests, with names followed across blocks and a session', async () => {
    const body = [
      '```python',
      'import os, requests',
      'API = f"https://{os.environ[\'SPACE\']}.acme.test/api"',
      'AUTH = (os.environ["PROJECT_ID"], os.environ["API_TOKEN"])',
      '```',
      '',
      'Then:',
      '',
      '```python',
      'room = requests.post(f"{API}/rooms", auth=AUTH, json={"name": "lobby", "layout": "grid"}, timeout=10)',
      'rooms = requests.get(API + "/rooms", auth=AUTH, params={"page_size": 50})',
      's = requests.Session()',
      's.auth = AUTH',
      's.delete(f"{API}/rooms/{room.json()[\'id\']}")',
      'requests.post(f"{API}/invites", headers={"Authorization": f"Bearer {token}"}, json={"room_id": room_id})',
      'requests.post(f"{API}/Accounts/{PROJECT}/Messages", auth=AUTH, data={"To": "+15550001111", "From": sender, "MediaUrl": ["https://a.example/1.png", "https://a.example/2.png"]})',
      '```',
    ].join('\n');
    expect(await findings(body)).toEqual([]);
  });

  it('JavaScript fetch and TypeScript, with template literals and JSON.stringify', async () => {
    const body = [
      '```js',
      'const API = `https://${process.env.SPACE}.acme.test/api`;',
      'const AUTH = "Basic " + Buffer.from(`${process.env.PROJECT_ID}:${process.env.API_TOKEN}`).toString("base64");',
      'const room = { name: "lobby", max_members: 4 };',
      'await fetch(`${API}/rooms`, { method: "POST", headers: { Authorization: AUTH, "Content-Type": "application/json" }, body: JSON.stringify(room) });',
      'const list = await fetch(`${API}/rooms?page_size=10`, { headers: { Authorization: AUTH } });',
      '```',
      '',
      '```ts',
      'const res = await fetch(`${API}/invites`, {',
      '  method: "POST",',
      '  headers: { Authorization: `Bearer ${token as string}` },',
      '  body: JSON.stringify({ room_id: id, expires_at: Math.floor(Date.now() / 1000) + 3600 }),',
      '});',
      '```',
    ].join('\n');
    expect(await findings(body)).toEqual([]);
  });

  it('a response and a status that agree with the operation', async () => {
    const body = [
      'The call answers `201 Created`:',
      '',
      '```bash',
      'curl -u "$P:$T" https://example.acme.test/api/rooms -H "Content-Type: application/json" -d \'{"name": "lobby"}\'',
      '```',
      '',
      '```json',
      '{ "id": "3f1c6f4e-8a43-4a39-9f0e-1c2f0e5b8a71", "name": "lobby" }',
      '```',
    ].join('\n');
    expect(await findings(body)).toEqual([]);
  });
});

describe('wrong requests get a finding where they are wrong', () => {
  it('a path that does not exist, with the nearest', async () => {
    const ds = http((await check(site({ 'content/docs/guide.md': guide('```bash\ncurl -u "$P:$T" https://example.acme.test/api/room\n```\n') }))).diagnostics);
    expect(ds.map((d) => `${d.line}:${d.column} ${d.message} ${d.hint}`)).toEqual(['6:17 The Acme API has no path /room. Did you mean /rooms?']);
  });

  it('a method the path does not take', async () => {
    expect(await findings('```bash\ncurl -u "$P:$T" -X PATCH https://example.acme.test/api/rooms/$ROOM_ID\n```\n')).toEqual([
      '6:20 samples/http-request PATCH is not an operation of /rooms/{id} in the Acme API.',
    ]);
  });

  it('an unknown query parameter and a badly typed one', async () => {
    expect(await findings('```bash\ncurl -u "$P:$T" "https://example.acme.test/api/rooms?page_size=many&colour=red"\n```\n')).toEqual([
      '6:54 samples/http-request The value "many" of `page_size` should be integer.',
      '6:69 samples/http-request listRooms (GET /rooms) has no query parameter `colour`.',
    ]);
  });

  it('query parameters in Python and JavaScript URL literals, at their column', async () => {
    const body = ['```python', 'requests.get("https://example.acme.test/api/rooms?state=gone", auth=AUTH)', '```', '', '```js', "fetch('https://example.acme.test/api/rooms?colour=red', { headers: { Authorization: AUTH } });", '```', ''].join('\n');
    expect(await findings(body)).toEqual([
      '6:51 samples/http-request The value "gone" of `state` should be one of "open", "closed".',
      '10:44 samples/http-request listRooms (GET /rooms) has no query parameter `colour`.',
    ]);
  });

  it('a path parameter of the wrong format', async () => {
    expect(await findings('```bash\ncurl -u "$P:$T" https://example.acme.test/api/rooms/lobby-1\n```\n')).toEqual([
      '6:17 samples/http-request The value "lobby-1" of `id` is not a valid uuid.',
    ]);
  });

  it('a JSON body in curl: an unknown field, a wrong type, a wrong value, a missing field', async () => {
    const body = ['```bash', 'curl -u "$P:$T" https://example.acme.test/api/rooms \\', '  -H "Content-Type: application/json" \\', "  -d '{", '    "max_members": "eight",', '    "layout": "tiles",', '    "colour": "blue"', "  }'", '```', ''].join('\n');
    expect(await findings(body)).toEqual([
      '8:7 samples/http-request The request body lacks the required field `name`.',
      '9:20 samples/http-request `max_members` should be integer.',
      '10:15 samples/http-request `layout` should be one of "grid", "speaker".',
      '11:5 samples/http-request The request body has `colour`, which the operation does not take.',
    ]);
  });

  it('a JSON body in Python and in JavaScript', async () => {
    const body = [
      '```python',
      'requests.post("https://example.acme.test/api/rooms", auth=(P, T), json={"name": "Lobby", "max_members": 0})',
      '```',
      '',
      '```js',
      'await fetch("https://example.acme.test/api/rooms", {',
      '  method: "POST",',
      '  headers: { Authorization: AUTH },',
      '  body: JSON.stringify({ name: "lobby", colour: "blue" }),',
      '});',
      '```',
    ].join('\n');
    expect(await findings(body)).toEqual([
      '6:73 samples/http-request `name` does not match the pattern `^[a-z0-9_-]+$`.',
      '6:90 samples/http-request `max_members` should be at least 1.',
      '13:41 samples/http-request The request body has `colour`, which the operation does not take.',
    ]);
  });

  it('a form body: unknown and missing fields, and JSON where a form is wanted', async () => {
    const body = [
      '```bash',
      'curl -u "$P:$T" https://example.acme.test/api/Accounts/$P/Messages \\',
      '  --data-urlencode "To=+15550001111" --data-urlencode "Text=hi" -d MaxPrice=cheap',
      'curl -u "$P:$T" https://example.acme.test/api/Accounts/$P/Messages -H "Content-Type: application/json" -d \'{"To": "+1555"}\'',
      '```',
      '',
    ].join('\n');
    expect(await findings(body)).toEqual([
      '7:20 samples/http-request The form body lacks the required field `From`.',
      '7:56 samples/http-request The form body has `Text`, which the operation does not take.',
      '7:68 samples/http-request `MaxPrice` should be number.',
      '8:107 samples/http-request sendMessage (POST /Accounts/{AccountSid}/Messages) takes application/x-www-form-urlencoded, and this request sends JSON.',
    ]);
  });

  it('credentials of the wrong scheme, and none', async () => {
    const body = [
      '```bash',
      'curl -u "$P:$T" https://example.acme.test/api/invites --json \'{"room_id": "r1"}\'',
      'curl https://example.acme.test/api/rooms',
      '```',
      '',
      '```python',
      'requests.post("https://example.acme.test/api/invites", auth=(P, T), json={"room_id": "r1"})',
      '```',
      '',
      '```js',
      'fetch("https://example.acme.test/api/rooms", { headers: { Authorization: `Bearer ${t}` } });',
      '```',
    ].join('\n');
    expect(await findings(body)).toEqual([
      '6:9 samples/http-request createInvite (POST /invites) takes a bearer token, and this request sends HTTP Basic credentials (project ID and API token).',
      '7:1 samples/http-request listRooms (GET /rooms) needs HTTP Basic credentials (project ID and API token), and this request sends no credentials.',
      '11:61 samples/http-request createInvite (POST /invites) takes a bearer token, and this request sends HTTP Basic credentials (project ID and API token).',
      '15:74 samples/http-request listRooms (GET /rooms) takes HTTP Basic credentials (project ID and API token), and this request sends a bearer token.',
    ]);
  });

  it('a request to a served host that cannot be read is a warning', async () => {
    const ds = http((await check(site({ 'content/docs/guide.md': guide('```js\nawait fetch(`https://example.acme.test/api/${what}`, { method });\n```\n') }))).diagnostics);
    expect(ds.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.severity}`)).toEqual(['6:13 samples/http-unreadable warning']);
  });
});

describe('more ways of writing a request', () => {
  it('Python data=json.dumps(...) is a JSON body', async () => {
    const body = ['```python', 'payload = {"name": "lobby", "colour": "blue"}', 'requests.post("https://example.acme.test/api/rooms", auth=AUTH, data=json.dumps(payload), headers={"Content-Type": "application/json"})', '```', ''].join('\n');
    expect(await findings(body)).toEqual(['6:29 samples/http-request The request body has `colour`, which the operation does not take.']);
  });

  it('a required query parameter left out, and given', async () => {
    const body = ['```bash', 'curl -u "$P:$T" "https://example.acme.test/api/search"', 'curl -u "$P:$T" "https://example.acme.test/api/search?q=lobby"', '```', '', '```python', 'requests.get("https://example.acme.test/api/search", auth=AUTH, params={"q": term})', 'requests.get("https://example.acme.test/api/search", auth=AUTH, params=filters)', '```', ''].join('\n');
    expect(await findings(body)).toEqual(['6:18 samples/http-request searchRooms (GET /search) needs the query parameter `q`, and this request leaves it out.']);
  });

  it('Python bearer headers (also on a session) and httpx', async () => {
    const body = [
      '```python',
      's = requests.Session()',
      's.headers.update({"Authorization": "Bearer " + token})',
      's.post("https://example.acme.test/api/invites", json={"room_id": "r1"})',
      's.get("https://example.acme.test/api/rooms")',
      'httpx.post("https://example.acme.test/api/rooms", auth=(P, T), json={"name": "lobby", "size": 3})',
      '```',
      '',
    ].join('\n');
    expect(await findings(body)).toEqual([
      '7:36 samples/http-request listRooms (GET /rooms) takes HTTP Basic credentials (project ID and API token), and this request sends a bearer token.',
      '10:87 samples/http-request The request body has `size`, which the operation does not take.',
    ]);
  });

  it('the JSON block under a curl that sends a file is that file, checked as the body', async () => {
    const body = ['```bash', 'curl -u "$P:$T" https://example.acme.test/api/rooms -H "Content-Type: application/json" -d @room.json', '```', '', 'Where `room.json` holds:', '', '```json', '{', '  "name": "lobby",', '  "layout": "tiles"', '}', '```', ''].join('\n');
    expect(await findings(body)).toEqual(['14:13 samples/http-request `layout` should be one of "grid", "speaker".']);
  });

  it('fields of which one is required (oneOf) make one finding', async () => {
    const body = ['```bash', 'curl -u "$P:$T" https://example.acme.test/api/calls --json \'{"to": "+15550001111"}\'', 'curl -u "$P:$T" https://example.acme.test/api/calls --json \'{"to": "+15550001111", "url": "https://example.com/a"}\'', '```', ''].join('\n');
    expect(await findings(body)).toEqual(['6:61 samples/http-request The request body lacks `url` or `script`: one of them is required.']);
  });

  it('a curl command with a quote left open gets a warning', async () => {
    const ds = http((await check(site({ 'content/docs/guide.md': guide('```bash\ncurl -u "$P:$T" -X POST https://example.acme.test/api/rooms -d \'{"name": "a"}\n```\n') }))).diagnostics);
    expect(ds.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual(['6:64 samples/http-unreadable This request to /rooms could not be read (a quote is not closed), so it is not checked.']);
  });

  it('JavaScript query strings from URLSearchParams and new URL(path, base)', async () => {
    const body = [
      '```js',
      'const API = "https://example.acme.test/api";',
      'await fetch(`${API}/rooms?${new URLSearchParams({ page_size: 10, colour: c })}`, { headers: { Authorization: AUTH } });',
      'await fetch(new URL("/api/roomz", API), { headers: { Authorization: AUTH } });',
      '```',
      '',
    ].join('\n');
    expect(await findings(body)).toEqual([
      '7:13 samples/http-request listRooms (GET /rooms) has no query parameter `colour`.',
      '8:13 samples/http-request The Acme API has no path /roomz.',
    ]);
  });

  it('JavaScript that does not parse still gets a warning for a request to a served host', async () => {
    const body = ['```js', 'const r = await fetch("https://example.acme.test/api/rooms", { method: "POST", body: JSON.stringify({ name: "a" }) ;', '```', ''].join('\n');
    const ds = http((await check(site({ 'content/docs/guide.md': guide(body) }))).diagnostics);
    expect(ds.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.severity}`)).toEqual(['6:17 samples/http-unreadable warning']);
    expect(ds[0]!.message).toBe('This request to /rooms could not be read (the code does not parse), so it is not checked.');
  });
});

describe('languages whose requests are not read', () => {
  it('a URL to a served host in Ruby, C# or Java is a warning at the URL, not silence', async () => {
    const body = [
      '```ruby',
      'uri = URI("https://#{space}.acme.test/api/rooms")',
      'Net::HTTP.post_form(uri, "name" => "lobby")',
      '```',
      '',
      '```csharp',
      'var http = new HttpClient { BaseAddress = new Uri($"https://{space}.acme.test/api/") };',
      '```',
      '',
      '```java',
      'var uri = URI.create(String.format("https://%s.acme.test/api/rooms/{0}", space));',
      '```',
      '',
    ].join('\n');
    expect(await findings(body)).toEqual([
      '6:12 samples/http-unreadable This sample calls the Acme API (https://{space}.acme.test/api/rooms), but requests written in Ruby are not read, so the request is not checked.',
      '11:53 samples/http-unreadable This sample calls the Acme API (https://{space}.acme.test/api/), but requests written in C# are not read, so the request is not checked.',
      '15:37 samples/http-unreadable This sample calls the Acme API (https://{VALUE}.acme.test/api/rooms/{ARG0}), but requests written in Java are not read, so the request is not checked.',
    ]);
  });

  it('no warning for other hosts, or for a block marked no-check', async () => {
    const body = ['```ruby', 'uri = URI("https://api.example.org/v1/rooms")', '```', '', '```ruby no-check', 'uri = URI("https://#{space}.acme.test/api/rooms")', '```', ''].join('\n');
    expect(await findings(body)).toEqual([]);
  });
});

describe('responses and status codes', () => {
  it('a JSON answer under a request is checked against the response schema', async () => {
    const body = ['```bash', 'curl -u "$P:$T" https://example.acme.test/api/rooms/$ROOM_ID', '```', '', '```json', '{', '  "name": "lobby",', '  "max_members": "4"', '}', '```', ''].join('\n');
    expect(await findings(body)).toEqual([
      '10:1 samples/http-response The response lacks the required field `id`.',
      '12:18 samples/http-response `max_members` should be integer.',
    ]);
  });

  it('a JSON block marked as a response answers the request above it', async () => {
    const body = ['```python', 'r = requests.get("https://example.acme.test/api/rooms", auth=AUTH)', '```', '', '### Response', '', '```json title="Response"', '{ "rooms": [] }', '```', ''].join('\n');
    expect(await findings(body)).toEqual([
      '12:1 samples/http-response The response lacks the required field `data`.',
    ]);
  });

  it('on an API page, a JSON block marked as a response is the answer of the page\'s operation', async () => {
    const apiPage = '---\ntitle: Get a room\napi: acme#getRoom\n---\n\n### Response\n\n```json\n{ "name": "lobby" }\n```\n';
    const ds = (await check(site({ 'content/docs/get-room.md': apiPage, 'content/docs/guide.md': guide('### Response\n\n```json\n{ "name": "lobby" }\n```\n') }))).diagnostics;
    expect(http(ds).map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual(['content/docs/get-room.md:9:1 The response lacks the required field `id`.']);
  });

  it('an answer reshaped by jq is not checked', async () => {
    const body = ['```bash', 'curl -u "$P:$T" https://example.acme.test/api/rooms | jq \'.data | length\'', '```', '', '```json', '3', '```', ''].join('\n');
    expect(await findings(body)).toEqual([]);
  });

  it('a status line shown under the request, and a response labelled with its status', async () => {
    const body = [
      '```bash', 'curl -i -u "$P:$T" https://example.acme.test/api/rooms -d \'{"name": "lobby"}\' -H "Content-Type: application/json"', '```', '',
      '```http', 'HTTP/1.1 200 OK', 'Content-Type: application/json', '```', '',
      '```python', 'requests.get("https://example.acme.test/api/rooms/" + room_id, auth=AUTH)', '```', '',
      '**Response (201)**', '', '```json', '{ "id": "3f1c6f4e-8a43-4a39-9f0e-1c2f0e5b8a71", "name": "lobby" }', '```', '',
    ].join('\n');
    expect(await findings(body)).toEqual([
      '10:10 samples/http-status createRoom (POST /rooms) does not answer 200.',
      '21:1 samples/http-status getRoom (GET /rooms/{id}) does not answer 201, the status this response is labelled with.',
    ]);
  });

  it('a status stated further on, under a heading about the answer', async () => {
    const body = ['```bash', 'curl -u "$P:$T" -X DELETE https://example.acme.test/api/rooms/$ROOM_ID', '```', '', 'Deleting is final.', '', '## What comes back', '', 'A `200 OK` answer holds the deleted room.', ''].join('\n');
    expect(await findings(body)).toEqual(['13:4 samples/http-status deleteRoom (DELETE /rooms/{id}) does not answer 200.']);
  });

  it('a status the operation does not declare', async () => {
    const body = ['```bash', 'curl -u "$P:$T" -X DELETE https://example.acme.test/api/rooms/$ROOM_ID', '```', '', 'The API returns `200` with the deleted room.', ''].join('\n');
    expect(await findings(body)).toEqual(['9:18 samples/http-status deleteRoom (DELETE /rooms/{id}) does not answer 200.']);
  });
});

describe('the cache', () => {
  it('checks the requests again when the spec changes', async () => {
    const root = site({ 'content/docs/guide.md': guide('```bash\ncurl -u "$P:$T" https://example.acme.test/api/rooms -d \'{"name": "a", "topic": "x"}\'\n```\n') });
    const cacheFile = join(root, 'cache.json');
    const first = show((await check(root, { cache: true, cacheFile })).diagnostics);
    expect(first).toEqual(['6:71 samples/http-request The request body has `topic`, which the operation does not take.']);
    expect(show((await check(root, { cache: true, cacheFile })).diagnostics)).toEqual(first);
    const spec = join(root, 'specs/acme/openapi.yaml');
    writeFileSync(spec, readFileSync(spec, 'utf8').replace('                layout: { type: string, enum: [grid, speaker] }', '                layout: { type: string, enum: [grid, speaker] }\n                topic: { type: string }'));
    expect(show((await check(root, { cache: true, cacheFile })).diagnostics)).toEqual([]);
  });
});
