import { siteConfig } from '../../site.config.ts';

export const title = `Search | ${siteConfig.productName}`;
