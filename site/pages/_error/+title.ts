import { siteConfig } from '../../site.config.ts';

export const title = `Page not found | ${siteConfig.productName}`;
