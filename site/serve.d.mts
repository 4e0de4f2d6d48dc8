/** Types for serve.mjs (the tests import it). */
export interface Served {
  port: number;
  url: string;
  close(): Promise<void>;
}
export function serve(options?: { dir?: string; port?: number; host?: string }): Promise<Served>;
