/** The analysis of a page the parser could not finish: one load/parse-failed finding, nothing else. */
import { excerpt } from '../core/excerpt.ts';
import { diagnostic } from '../registry/rules.ts';
import type { PageAnalysis } from './types.ts';

export function failedAnalysis(file: string, why: string): PageAnalysis {
  const message = `The page could not be analysed: ${excerpt(why.replace(/\.$/, ''), 200)}.`;
  return { frontmatter: null, places: {}, diagnostics: [diagnostic('load/parse-failed', file, { line: 1, column: 1 }, message, { hint: 'The rest of the site was checked. Simplify the page; if it looks ordinary, this is a bug in the pipeline worth reporting.' })], headings: [], links: [], words: 0 };
}
