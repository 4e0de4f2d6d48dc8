/** What the analysis of one page yields: the value the incremental cache stores per page. */
import type { HttpRequestSample } from '../../../rules/samples/http/request.ts';
import type { BodyNode } from '../../contract/body.ts';
import type { Diagnostic, Place } from '../core/diagnostic.ts';
import type { SiteLinkRef } from '../core/site.ts';
import type { PageFrontmatter } from './frontmatter.ts';

export interface HeadingInfo {
  depth: number;
  text: string;
  id: string;
  line: number;
  column: number;
}

/** A link or image as written in a page. */
export type LinkRef = SiteLinkRef;

export interface CodeSample {
  text: string;
  /** Where the block's first line of text is. */
  line: number;
  column: number;
}

export interface PageAnalysis {
  /** The frontmatter's valid keys (all of them when it is valid), or null when it is missing or not a mapping. */
  frontmatter: PageFrontmatter | null;
  /** Where each frontmatter key's value starts. */
  places: Record<string, Place>;
  /** Findings that depend on this file alone. */
  diagnostics: Diagnostic[];
  headings: HeadingInfo[];
  links: LinkRef[];
  /** Words of prose, outside code. */
  words: number;
  /** ```json request blocks: request bodies, checked against the page's operation (samples/request-body). */
  requestSamples?: CodeSample[];
  /** JavaScript/TypeScript blocks that import a platform SDK, type-checked in the check (samples/sdk-types). */
  sdkSamples?: (CodeSample & { lang: string })[];
  /** HTTP requests written in code blocks (curl, fetch, requests), checked against the specs (samples/http-*). */
  httpRequests?: HttpRequestSample[];
  /** ```json blocks marked as a response with no request above them: on an API page, checked against its operation. */
  httpResponses?: NonNullable<HttpRequestSample['response']>[];
  /** The body tree with links as authored; only when asked for. */
  body?: BodyNode;
}
