/** Per page: description (also Pagefind's result text), robots for unlisted pages. */
import type { ReactNode } from 'react';
import { useData } from 'vike-react/useData';
import { siteConfig } from '../../site.config.ts';
import { twinPath } from '../../lib/url.ts';
import type { Data } from './+data.ts';

export function Head(): ReactNode {
  const { page } = useData<Data>();
  const unlisted = page.frontmatter.unlisted ?? false;
  return (
    <>
      {page.description && <meta name="description" content={page.description} data-pagefind-meta="description[content]" />}
      {unlisted && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={`${siteConfig.siteUrl}${page.route === '/' ? '/' : `${page.route}/`}`} />
      <link rel="alternate" type="text/markdown" href={twinPath(page.route)} />
    </>
  );
}
