/**
 * What the site-wide rules see of the site: its pages (with their
 * frontmatter and where each key is), the operations of its specs, which
 * page documents which operation, and which pages navigation and links
 * reach. The engine builds these facts; the rules under rules/site/ judge
 * them. Types only.
 */
import type { Place } from './diagnostic.ts';

export interface SitePage {
  /** Doc id: the path below content/docs without `.md`. */
  id: string;
  /** Source path relative to the project root. */
  path: string;
  /** The route the page is served at. */
  route: string;
  analysis: {
    /** The page's valid frontmatter keys, or null when it has none (or the page could not be read). */
    frontmatter: { title?: string | undefined; api?: string | undefined; slug?: string | undefined; draft?: boolean | undefined; unlisted?: boolean | undefined } | null;
    /** Where each frontmatter key's value starts. */
    places: Record<string, Place>;
  };
}

export interface SiteOperation {
  specId: string;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  /** The authored file and place of the operation. */
  file: string;
  place: Place;
}

/** A link or image as written in a page. */
export interface SiteLinkRef {
  url: string;
  kind: 'link' | 'image' | 'definition';
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** What an internal link or image resolved to. */
export type SiteLinkTarget =
  | { kind: 'page'; page: SitePage; anchor: string | undefined; missingAnchor?: { suggestion: string | undefined } }
  | { kind: 'asset'; path: string }
  | { kind: 'broken'; reason: string; hint?: string | undefined };

export interface SiteLink {
  /** The page the link is written in. */
  page: SitePage;
  ref: SiteLinkRef;
  /** What it resolved to; absent for external, empty and refused URLs, which are not resolved. */
  target?: SiteLinkTarget;
}

export interface SiteFacts {
  /** Every page, in path order. */
  pages: readonly SitePage[];
  /** Pages that could not be read or parsed (they have findings of their own). */
  unreadable: ReadonlySet<string>;
  /** Operations by `specId#operationId` (the first of a duplicated id). */
  operations: ReadonlyMap<string, SiteOperation>;
  /** The page documenting each operation, by `specId#operationId`. */
  pageOf: ReadonlyMap<string, SitePage>;
  /** Operation keys that more than one operation of a spec has. */
  duplicatedOperations: ReadonlySet<string>;
  /** Pages whose `api` names no operation. */
  unknownApi: readonly SitePage[];
  /** Pages naming an operation an earlier page already documents. */
  repeatedApi: readonly { page: SitePage; first: SitePage }[];
  /** The ids of the specs under specs/. */
  specIds: ReadonlySet<string>;
  /** Every link and image of every page but drafts, in page order. */
  links: readonly SiteLink[];
  /** Whether a sidebar lists the page. */
  listed(id: string): boolean;
  /** Whether another page links to the page. */
  linked(id: string): boolean;
}

/** A site-wide rule's finding, before the engine adds the rule's id, severity and docs link. */
export interface SiteFinding {
  file: string;
  place: Place;
  end?: Place;
  message: string;
  hint?: string;
}

export const isDraftPage = (p: SitePage) => p.analysis.frontmatter?.draft === true;
export const isUnlistedPage = (p: SitePage) => p.analysis.frontmatter?.unlisted === true;
