/**
 * The id, severity and summary of every Markdown rule, without the rules'
 * code: the registry reads this, so listing rules never loads a parser.
 * Each rule file takes its metadata from here with `ruleMeta(id)`.
 */
import type { Severity } from '../../pipeline/src/core/diagnostic.ts';

export const MARKDOWN_META = {
  'markdown/directive': { severity: 'error', summary: 'Container directives are note, tip, info, warning, danger, tabs or tab; tabs hold only labelled tab blocks.' },
  'markdown/fenced-code-language': { severity: 'warning', summary: 'A fenced code block names its language after the opening fence (`text` for plain output).' },
  'markdown/h1-title': { severity: 'error', summary: 'A page has at most one h1, and when it has one it matches the frontmatter title.' },
  'markdown/heading-increment': { severity: 'warning', summary: 'Heading levels go down one at a time from the title, which is the h1: the first heading is h2, then h3 (not h2 then h4).' },
  'markdown/image-alt-text': { severity: 'error', summary: 'Images and image references have alt text that says what they show.' },
  'markdown/no-empty-link': { severity: 'error', summary: 'A link has a URL and text (or an image with alt text) to click on.' },
  'markdown/no-html': { severity: 'error', summary: 'Pages hold no raw HTML (comments excepted): use Markdown or a directive.' },
  'markdown/final-newline': { severity: 'warning', summary: 'A file ends with a newline.' },
  'markdown/hard-break-spaces': { severity: 'warning', summary: 'A hard line break is two trailing spaces (or a backslash), not more.' },
  'markdown/no-duplicate-definitions': { severity: 'error', summary: 'A link reference definition (`[id]: url`) is defined once per page.' },
  'markdown/no-undefined-references': { severity: 'error', summary: 'Every reference link or image has a definition; a bracket meant as text is escaped (`\\[`).' },
  'markdown/no-unused-definitions': { severity: 'warning', summary: 'Every link reference definition is used by a reference on the page.' },
  'markdown/no-heading-content-indent': { severity: 'warning', summary: "One space between a heading's `#` marks and its text." },
  'markdown/no-duplicate-headings-in-section': { severity: 'warning', summary: 'Headings directly under the same parent heading have different text.' },
  'markdown/no-shortcut-reference-link': { severity: 'warning', summary: 'Reference links are written `[text][]` or `[text][id]`, not as a bare `[text]`.' },
  'markdown/no-blockquote-without-marker': { severity: 'warning', summary: 'Every line of a block quote starts with `>`.' },
  'markdown/ordered-list-marker-style': { severity: 'warning', summary: 'Ordered lists use `1.` markers, not `1)`.' },
  'markdown/list-item-bullet-indent': { severity: 'warning', summary: 'Top-level list items start at the margin, with no spaces before the bullet.' },
} as const satisfies Record<`markdown/${string}`, { severity: Severity; summary: string }>;

export type MarkdownRuleId = keyof typeof MARKDOWN_META;

/** The metadata of a rule, ready to spread into its MarkdownRule. */
export function ruleMeta(id: MarkdownRuleId): { id: MarkdownRuleId; severity: Severity; summary: string } {
  return { id, ...MARKDOWN_META[id] };
}
