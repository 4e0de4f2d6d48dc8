/**
 * Every site-wide rule, in the order the engine runs them. A new rule is one
 * file in this folder (metadata, check, examples) and one line here.
 */
import { duplicatePage, missingPage, title, unknownOperation } from './drift-rules.ts';
import { duplicateId, duplicateRoute, invalidName } from './id-rules.ts';
import { broken, brokenAnchor, protocolRelative, unsafeScheme, windowsPath } from './links.ts';
import { duplicateDoc, emptyCategory, invalidHref, method, unknownDoc } from './nav.ts';
import { noSidebar } from './no-sidebar.ts';
import { orphanPage } from './orphan-page.ts';
import { chain, duplicate, shadowsPage, unknownTarget, missing } from './redirects.ts';
import type { SiteRule } from './types.ts';

export const SITE_RULE_LIST: readonly SiteRule[] = [invalidName, duplicateId, duplicateRoute, unknownOperation, duplicatePage, title, missingPage, unsafeScheme, windowsPath, protocolRelative, broken, brokenAnchor, unknownDoc, duplicateDoc, invalidHref, emptyCategory, method, orphanPage, noSidebar, unknownTarget, shadowsPage, chain, duplicate, missing];
