/** Files the site-wide rules' examples share. */

/** A one-operation spec for the examples. */
export const ROOMS_SPEC = `openapi: 3.1.0
info: { title: Rooms API, version: 1.0.0, description: Rooms. }
servers: [{ url: 'https://api.example.com' }]
tags: [{ name: Rooms, description: Rooms. }]
paths:
  /rooms:
    get:
      operationId: listRooms
      summary: List rooms
      description: Lists the rooms.
      tags: [Rooms]
      responses:
        '200': { description: The rooms. }
`;
