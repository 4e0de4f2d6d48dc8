/**
 * The id, severity and summary of every input rule (rules judged while a file
 * is read: pages, frontmatter, the version record, sidebars, redirects, specs,
 * external links), without their examples: the registry reads this. Each rule
 * file takes its metadata from here with `inputRuleMeta(id)`.
 */
import type { Severity } from '../../pipeline/src/core/diagnostic.ts';
import { metaLookup } from '../meta.ts';

export const INPUT_META = {
  'load/no-pages': { severity: 'error', summary: 'The content folder holds no pages, so nothing would be checked or built.' },
  'load/unreadable': { severity: 'error', summary: 'A file or folder could not be read (permissions, a symbolic link loop, a folder where a file was expected, a named pipe or device where a page was expected).' },
  'load/outside-root': { severity: 'error', summary: 'A page, sidebar, version record, static file or folder is a symbolic link that leads outside the project; it is never followed.' },
  'load/encoding': { severity: 'error', summary: 'A file is binary or not valid UTF-8.' },
  'load/parse-failed': { severity: 'error', summary: 'A page made the Markdown parser fail or run out of memory; it is reported so the rest of the site is still checked.' },
  'load/too-complex': { severity: 'error', summary: 'A block of text (lines with no blank line between them) is too long or too deeply nested for the parser to read in bounded time; it is left out of the check.' },
  'load/too-large': { severity: 'error', summary: 'A page is larger than the size limit and was not parsed.' },
  'frontmatter/yaml': { severity: 'error', summary: 'The frontmatter is not valid YAML.' },
  'frontmatter/missing': { severity: 'error', summary: 'A page has no frontmatter block, so it has no title.' },
  'frontmatter/schema': { severity: 'error', summary: 'A frontmatter value has the wrong type or shape.' },
  'frontmatter/unknown-key': { severity: 'error', summary: 'A frontmatter key is not part of the page schema.' },
  'frontmatter/unsafe-key': { severity: 'error', summary: 'A YAML key such as __proto__ could alter objects it should not touch.' },
  'frontmatter/description-length': { severity: 'warning', summary: 'A description longer than 160 characters is cut off in search results.' },
  'redirects/schema': { severity: 'error', summary: 'content/redirects.yaml is not valid YAML or an entry is not { from: <route>, to: <route or https URL> }.' },
  'version/schema': { severity: 'error', summary: 'The version record does not match its schema.' },
  'nav/yaml': { severity: 'error', summary: 'A sidebar file is not valid YAML.' },
  'nav/schema': { severity: 'error', summary: 'A sidebar item does not match the sidebar schema.' },
  'spec/invalid': { severity: 'error', summary: 'A spec file cannot be read (missing, unreadable, not a file, over 16 MB), is not YAML, loops through an alias or nests too deep, is not OpenAPI 3.x, or a spec folder has no openapi.yaml.' },
  'spec/ref': { severity: 'error', summary: 'A $ref cannot be resolved, goes round in a circle, or points where a spec may not read: outside its folder, an absolute path, a file that is not regular or too large, or a remote host not allowed.' },
  'spec/duplicate-operation-id': { severity: 'error', summary: 'Two operations of one spec share an operationId, so pages (and pipeline sync) cannot tell them apart.' },
  'links/external': { severity: 'warning', summary: 'An external link did not answer with a success status (only with --external).' },
} as const satisfies Record<string, { severity: Severity; summary: string }>;

export type InputRuleId = keyof typeof INPUT_META;

export const inputRuleMeta = metaLookup(INPUT_META);
