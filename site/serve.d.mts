/** Types for serve.mjs (the tests import it). */
export interface Served {
  port: number;
  url: string;
  close(): Promise<void>;
}
export function serve(options?: { dir?: string; port?: number; host?: string }): Promise<Served>;
/** True when an Accept header ranks text/markdown at or above text/html. */
export function wantsMarkdown(accept: string | undefined): boolean;
/** Text files the build writes compressed copies of. */
export const COMPRESSIBLE: Set<string>;
