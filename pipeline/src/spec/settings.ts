/** Per-API settings, `specs/<specId>/api.yaml`: the title verb map and the paging convention. */
import { z } from 'zod';

export const HttpMethod = z.enum(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
export type HttpMethod = z.infer<typeof HttpMethod>;

const Upper = z.enum(['GET', 'PUT', 'POST', 'DELETE', 'PATCH']);

export const ApiSettings = z.strictObject({
  /** The API's name in navigation and headings. */
  displayName: z.string().min(1).optional(),
  /** A summary's first word -> the methods it may go with. */
  verbs: z.record(z.string().regex(/^[A-Z][a-z]+$/), z.array(Upper).min(1)).optional(),
  /** How list operations page. */
  paging: z
    .strictObject({
      /** Query parameters a list operation must take. */
      params: z.array(z.string().min(1)).min(1),
      /** Properties the paged response must have. */
      envelope: z.array(z.string().min(1)).min(1),
    })
    .optional(),
  /** Hosts whose http(s) `$ref`s may be fetched (none by default: remote refs are refused). */
  allowRemoteRefs: z.array(z.string().regex(/^[A-Za-z0-9.-]+(:\d+)?$/, 'a host name, like example.com or example.com:8080')).optional(),
});
export type ApiSettings = z.infer<typeof ApiSettings>;

export interface ResolvedSettings {
  displayName: string;
  verbs: Record<string, string[]>;
  paging: { params: string[]; envelope: string[] };
}

/** The defaults: the REST API's conventions. */
export const DEFAULT_SETTINGS: ResolvedSettings = {
  displayName: '',
  verbs: {
    Create: ['POST'],
    Send: ['POST'],
    Purchase: ['POST'],
    List: ['GET'],
    Get: ['GET'],
    Retrieve: ['GET'],
    Search: ['GET', 'POST'],
    Update: ['PUT', 'PATCH'],
    Delete: ['DELETE'],
    Release: ['DELETE'],
  },
  paging: { params: ['page_size', 'page_token'], envelope: ['data', 'links'] },
};
