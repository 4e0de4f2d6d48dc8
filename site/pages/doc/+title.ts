import type { PageContextServer } from 'vike/types';
import { siteConfig } from '../../site.config.ts';
import type { Data } from './+data.ts';

export function title(pageContext: PageContextServer<Data>): string {
  return `${pageContext.data.page.title} | ${siteConfig.productName}`;
}
