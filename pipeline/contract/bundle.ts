/**
 * The bundle the site reads: `dist/bundle/manifest.json` and one
 * `dist/bundle/pages/<id>.json` per page. The site's types come from here.
 */
import { z } from 'zod';
import { BodyNode, TocEntry } from './body.ts';
import { DocIndexEntry } from './doc-index.ts';
import { Frontmatter } from './frontmatter.ts';
import { NavItem } from './nav.ts';
import { RedirectEntry } from './redirects.ts';
import { VersionRecord } from './version.ts';

/** Bumped whenever the bundle's shape changes incompatibly. */
export const BUNDLE_SCHEMA_VERSION = 2;

/** A link to a neighbouring page. */
export const PageLink = z.strictObject({
  /** Text to show. */
  label: z.string(),
  /** The page's route. */
  href: z.string(),
});
export type PageLink = z.infer<typeof PageLink>;

/** One step of the breadcrumb trail; categories without a page have no href. */
export const Breadcrumb = z.strictObject({
  label: z.string(),
  href: z.string().optional(),
});

/**
 * The operation an API page documents. OpenAPI objects are kept as the spec
 * has them, with `$ref`s pointing into the spec's shared components
 * (`specs/<specId>.json` in the bundle), so a schema is written once.
 */
export const BundleOperation = z.strictObject({
  /** The spec id. */
  specId: z.string(),
  /** The operation id. */
  operationId: z.string(),
  /** Lowercase HTTP method. */
  method: z.enum(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']),
  /** The path template, e.g. `/video/rooms/{id}`. */
  path: z.string(),
  /** The summary (the page title). */
  summary: z.string(),
  /** The description, Markdown as the spec writes it. */
  description: z.string(),
  /** The operation's tags. */
  tags: z.array(z.string()),
  /** Path-level and operation-level parameters (Parameter or Reference objects). */
  parameters: z.array(z.record(z.string(), z.unknown())),
  /** The Request Body object (or a Reference), if any. */
  requestBody: z.record(z.string(), z.unknown()).optional(),
  /** Responses by status code (Response or Reference objects). */
  responses: z.record(z.string(), z.record(z.string(), z.unknown())),
  /** Security requirements: the operation's, or the spec's default. */
  security: z.array(z.record(z.string(), z.array(z.string()))),
  /** Whether the operation is deprecated. */
  deprecated: z.boolean(),
});
export type BundleOperation = z.infer<typeof BundleOperation>;

/** A spec's shared parts, `specs/<specId>.json`: what API pages' `$ref`s point into. */
export const BundleSpec = z.strictObject({
  /** The spec id. */
  id: z.string(),
  /** The API's display name. */
  title: z.string(),
  /** The spec's version. */
  version: z.string(),
  /** Servers (URL templates and variables). */
  servers: z.array(z.record(z.string(), z.unknown())),
  /** The components object: schemas, parameters, responses, security schemes. */
  components: z.record(z.string(), z.unknown()),
});
export type BundleSpec = z.infer<typeof BundleSpec>;

/** A page of the site, as the site renders it. */
export const BundlePage = z.strictObject({
  /** The doc id. */
  id: z.string(),
  /** The route it is served at, starting with `/`. */
  route: z.string().startsWith('/'),
  /** The page's frontmatter, validated. */
  frontmatter: Frontmatter,
  /** The title to show (the frontmatter title). */
  title: z.string(),
  /** The description, possibly empty. */
  description: z.string(),
  /** The sidebar that holds the page, if any; the site shows that sidebar. */
  sidebar: z.string().optional(),
  /** The body tree. */
  body: BodyNode,
  /** h2/h3 headings for the table of contents. */
  toc: z.array(TocEntry),
  /** The page before this one in its sidebar. */
  previous: PageLink.optional(),
  /** The page after this one in its sidebar. */
  next: PageLink.optional(),
  /** The categories that lead to this page in its sidebar. */
  breadcrumbs: z.array(Breadcrumb),
  /** Path of the source file from the project root, for the edit link. */
  source: z.string(),
  /** When the source file last changed (its last commit, ISO 8601), when the project is a git checkout. */
  lastModified: z.string().optional(),
  /** For API pages: the operation. */
  operation: BundleOperation.optional(),
});
export type BundlePage = z.infer<typeof BundlePage>;

/** Summary of one route, enough to list and link every page without opening it. */
export const RouteEntry = z.strictObject({
  /** The doc id. */
  id: z.string(),
  /** The route. */
  route: z.string(),
  /** The file under pages/ holding the page, relative to the bundle. */
  file: z.string(),
  /** Left out of search, sitemap and the doc index. */
  unlisted: z.boolean(),
});

/** `manifest.json`: everything the site needs before it opens any page. */
export const Manifest = z.strictObject({
  /** Shape version of the bundle. */
  schemaVersion: z.literal(BUNDLE_SCHEMA_VERSION),
  /** The version record. */
  version: VersionRecord,
  /** Every sidebar's resolved tree, by sidebar id. */
  sidebars: z.record(z.string(), z.array(NavItem)),
  /** The doc index: every listed page with its sidebar. */
  docs: z.array(DocIndexEntry),
  /** Every built page's route. */
  routes: z.array(RouteEntry),
  /** The API specs the bundle documents (filled by the specs stage). */
  specs: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string(),
      version: z.string(),
      /** The shared parts the site renders from: `specs/<id>.json`. */
      file: z.string(),
      /** The whole OpenAPI document, bundled into one file (refs internal): `specs/<id>.openapi.json`. */
      openapi: z.string(),
    }),
  ),
  /** Old routes and where readers of each go now (content/redirects.yaml). */
  redirects: z.array(RedirectEntry),
});
export type Manifest = z.infer<typeof Manifest>;
