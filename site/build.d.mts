/** Types for build.mjs (the tests and the benchmark call it). */
export interface SiteBuildResult {
  pages: number;
  /** Files pages link to, copied from the bundle's assets/. */
  assets: number;
  /** Redirect pages written. */
  redirects: number;
  listed: number;
  indexed: number;
  /** Vite's client and server builds. */
  viteMs: number;
  /** From the start to the HTML in place (Vite builds included). */
  prerenderMs: number;
  /** The Pagefind index. */
  searchMs: number;
  totalMs: number;
  out: string;
}
export function buildSite(options: { bundle: string; out: string; search?: boolean; report?: string }): Promise<SiteBuildResult>;
