/** Types for eval.mjs (the site test and the benchmark call it). */
export interface SearchMiss {
  q: string;
  expect: string[];
  got: string[];
  rank: number;
}
export interface SearchResult {
  queries: number;
  precisionAt1: number;
  mrr: number;
  misses: SearchMiss[];
}
export const QUERIES: { q: string; expect: string[] }[];
export function evaluateSearch(siteDir: string, options?: { queries?: { q: string; expect: string[] }[]; bundleDir?: string }): Promise<SearchResult>;
