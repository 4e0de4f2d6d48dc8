/**
 * Site-wide settings that are not in the bundle. Each can be overridden by an
 * environment variable at build time, so a deployment never edits code.
 */
export const siteConfig = {
  /** Shown at the left of the header and in every tab title. */
  productName: process.env.SITE_PRODUCT_NAME ?? 'Comms Platform Docs',
  /** Absolute origin the site is served from: sitemap.xml and robots.txt need full URLs. */
  siteUrl: (process.env.SITE_URL ?? 'https://docs.example.com').replace(/\/+$/, ''),
  /** "Edit this page" = this prefix + the page's source path (e.g. content/docs/home/x.md). */
  editUrlBase: process.env.SITE_EDIT_URL ?? 'https://github.com/example-org/comms-docs/edit/main/',
};

/** Header links to each sidebar's first page, in this order, with these labels. */
export const SECTION_LABELS: Record<string, string> = {
  homeSidebar: 'Guides',
  apiSidebar: 'REST API',
  swmlTechRefSidebar: 'SWML',
  compatibilityAPI: 'Compatibility API',
  clientSdksSidebar: 'SDKs',
  browserSdkTechRefSidebar: 'Browser SDK',
  realtimeSdkTechRefSidebar: 'Realtime SDK',
};
