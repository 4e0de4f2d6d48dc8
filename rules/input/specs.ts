/**
 * Input rules of the specs (specs/<id>/openapi.yaml and the files it refers
 * to): each file read within bounds, parsed as YAML, recognised as OpenAPI
 * 3.x, its `$ref`s resolved inside the spec's folder only, and its
 * operations named once. Reported by the spec loader (pipeline/src/spec/).
 */
import { ROOMS_SPEC } from '../site/examples.ts';
import { inputRuleMeta } from './meta.ts';
import type { InputRule } from './types.ts';

const PAGE = '---\ntitle: List rooms\napi: rooms#listRooms\n---\n\nThe rooms of the project.\n';
const files = (spec: string, more: Record<string, string> = {}) => ({ 'content/docs/list-rooms.md': PAGE, 'specs/rooms/openapi.yaml': spec, ...more });

/** The one-operation spec with its 200 response taken from a file beside it. */
const REF_SPEC = (target: string) => ROOMS_SPEC.replace("'200': { description: The rooms. }", `'200': { $ref: '${target}' }`);

export const specInvalid: InputRule = {
  ...inputRuleMeta('spec/invalid'),
  reportedBy: ['pipeline/src/spec/load.ts'],
  examples: [
    { title: 'an OpenAPI 3.1 document', files: files(ROOMS_SPEC), expect: [] },
    { title: 'a Swagger 2.0 document', files: files(ROOMS_SPEC.replace('openapi: 3.1.0', "swagger: '2.0'")), expect: ['specs/rooms/openapi.yaml:1:10 OpenAPI 2.0 is not supported; specs here are OpenAPI 3.1 (3.0 is accepted).'] },
  ],
};

export const specRef: InputRule = {
  ...inputRuleMeta('spec/ref'),
  reportedBy: ['pipeline/src/spec/bundle-problems.ts'],
  examples: [
    { title: 'a response kept in a file of the spec', files: files(REF_SPEC('./rooms-response.yaml'), { 'specs/rooms/rooms-response.yaml': 'description: The rooms.\n' }), expect: [] },
    { title: 'a response in a file that does not exist', files: files(REF_SPEC('./room-response.yaml'), { 'specs/rooms/rooms-response.yaml': 'description: The rooms.\n' }), expect: ['specs/rooms/openapi.yaml:13:24 specs/rooms/room-response.yaml does not exist.'] },
    { title: 'a response in a file outside the spec folder', files: files(REF_SPEC('../../content/rooms-response.yaml'), { 'content/rooms-response.yaml': 'description: The rooms.\n' }),
      expect: ['specs/rooms/openapi.yaml:13:24 content/rooms-response.yaml is outside specs/rooms/; a spec may only refer to files in its own folder.'],
    },
  ],
};

export const duplicateOperationId: InputRule = {
  ...inputRuleMeta('spec/duplicate-operation-id'),
  reportedBy: ['pipeline/src/spec/load.ts'],
  examples: [
    { title: 'operations with ids of their own', files: files(`${ROOMS_SPEC}    post:\n      operationId: createRoom\n      summary: Create a room\n      description: Creates a room.\n      tags: [Rooms]\n      responses:\n        '201': { description: The room. }\n`, { 'content/docs/create-room.md': '---\ntitle: Create a room\napi: rooms#createRoom\n---\n\nMakes a room.\n' }), expect: [] },
    { title: 'two operations named alike', files: files(`${ROOMS_SPEC}    post:\n      operationId: listRooms\n      summary: Create a room\n      description: Creates a room.\n      tags: [Rooms]\n      responses:\n        '201': { description: The room. }\n`),
      expect: ['specs/rooms/openapi.yaml:15:20 The operationId "listRooms" is also used by GET /rooms (specs/rooms/openapi.yaml:7:5).'],
    },
  ],
};
