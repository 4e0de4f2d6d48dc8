/**
 * Per page: description (also Pagefind's result text), robots for unlisted
 * pages, the canonical URL and the Markdown twin, Open Graph and Twitter card
 * tags (with the page's preview image, drawn at build), and structured data (JSON-LD: a TechArticle and its BreadcrumbList).
 * JSON-LD is data, never run: the CSP forbids inline scripts and browsers do
 * not execute this type.
 */
import type { ReactNode } from 'react';
import { useData } from 'vike-react/useData';
import { siteConfig } from '../../site.config.ts';
import { ogPath, pageUrl, twinPath } from '../../lib/url.ts';
import type { BundlePage } from '../../lib/bundle.ts';
import type { Data } from './+data.ts';

const absolute = (route: string) => pageUrl(siteConfig.siteUrl, route);

/** schema.org data for search engines: the article, and the trail of sections above it. */
export function structuredData(page: BundlePage): object[] {
  const url = absolute(page.route);
  const article: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: page.title,
    url,
    mainEntityOfPage: url,
    isPartOf: { '@type': 'WebSite', name: siteConfig.productName, url: `${siteConfig.siteUrl}/` },
  };
  if (page.description) article.description = page.description;
  if (page.lastModified) article.dateModified = page.lastModified;
  const trail = [{ name: siteConfig.productName, item: `${siteConfig.siteUrl}/` }, ...page.breadcrumbs.map((b) => ({ name: b.label, ...(b.href ? { item: absolute(b.href) } : {}) })), { name: page.title, item: url }];
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, ...t })),
  };
  return page.route === '/' ? [article] : [article, breadcrumbs];
}

/** JSON for inside a <script> element: `<` escaped, so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function Head(): ReactNode {
  const { page } = useData<Data>();
  const unlisted = page.frontmatter.unlisted ?? false;
  const url = absolute(page.route);
  return (
    <>
      {page.description && <meta name="description" content={page.description} data-pagefind-meta="description[content]" />}
      {unlisted && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <link rel="alternate" type="text/markdown" href={twinPath(page.route)} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={siteConfig.productName} />
      <meta property="og:url" content={url} />
      {page.description && <meta property="og:description" content={page.description} />}
      {page.lastModified && <meta property="article:modified_time" content={page.lastModified} />}
      {!unlisted && <meta property="og:image" content={`${siteConfig.siteUrl}${ogPath(page.route)}`} />}
      {!unlisted && <meta property="og:image:width" content="1200" />}
      {!unlisted && <meta property="og:image:height" content="630" />}
      <meta name="twitter:card" content={unlisted ? 'summary' : 'summary_large_image'} />
      <meta name="twitter:title" content={page.title} />
      {page.description && <meta name="twitter:description" content={page.description} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structuredData(page)) }} />
    </>
  );
}
