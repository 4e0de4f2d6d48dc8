/**
 * The page body as a serialisable tree: Markdown's syntax tree reduced to the
 * node kinds the site renders, positions dropped, links already resolved to
 * routes, headings carrying their anchor ids, directives turned into
 * admonitions and tabs. Raw HTML never reaches it as markup: it becomes text.
 */
import { z } from 'zod';

export type BodyNode =
  | { type: 'root'; children: BodyNode[] }
  | { type: 'paragraph'; children: BodyNode[] }
  | { type: 'heading'; depth: number; id: string; children: BodyNode[] }
  | { type: 'text'; value: string }
  | { type: 'emphasis' | 'strong' | 'delete' | 'blockquote' | 'listItem' | 'tableRow' | 'tableCell'; checked?: boolean | null; children: BodyNode[] }
  | { type: 'inlineCode'; value: string }
  | { type: 'code'; lang: string | null; meta: string | null; value: string }
  | { type: 'link'; url: string; title: string | null; external: boolean; children: BodyNode[] }
  | { type: 'image'; url: string; alt: string; title: string | null }
  | { type: 'list'; ordered: boolean; start: number | null; children: BodyNode[] }
  | { type: 'table'; align: ('left' | 'right' | 'center' | null)[]; children: BodyNode[] }
  | { type: 'thematicBreak' | 'break' }
  | { type: 'admonition'; kind: 'note' | 'tip' | 'info' | 'warning' | 'danger'; title: string | null; children: BodyNode[] }
  | { type: 'tabs'; children: BodyNode[] }
  | { type: 'tab'; label: string; children: BodyNode[] };

const children = (): z.ZodArray<z.ZodType<BodyNode>> => z.array(BodyNode);

/** One node of the page body. */
export const BodyNode: z.ZodType<BodyNode> = z.lazy(() =>
  z.union([
    z.strictObject({ type: z.enum(['root', 'paragraph']), children: children() }),
    z.strictObject({ type: z.literal('heading'), depth: z.number().int().min(1).max(6), id: z.string(), children: children() }),
    z.strictObject({ type: z.enum(['text', 'inlineCode']), value: z.string() }),
    z.strictObject({
      type: z.enum(['emphasis', 'strong', 'delete', 'blockquote', 'listItem', 'tableRow', 'tableCell']),
      checked: z.boolean().nullable().optional(),
      children: children(),
    }),
    z.strictObject({ type: z.literal('code'), lang: z.string().nullable(), meta: z.string().nullable(), value: z.string() }),
    z.strictObject({ type: z.literal('link'), url: z.string(), title: z.string().nullable(), external: z.boolean(), children: children() }),
    z.strictObject({ type: z.literal('image'), url: z.string(), alt: z.string(), title: z.string().nullable() }),
    z.strictObject({ type: z.literal('list'), ordered: z.boolean(), start: z.number().nullable(), children: children() }),
    z.strictObject({ type: z.literal('table'), align: z.array(z.enum(['left', 'right', 'center']).nullable()), children: children() }),
    z.strictObject({ type: z.enum(['thematicBreak', 'break']) }),
    z.strictObject({
      type: z.literal('admonition'),
      kind: z.enum(['note', 'tip', 'info', 'warning', 'danger']),
      title: z.string().nullable(),
      children: children(),
    }),
    z.strictObject({ type: z.literal('tabs'), children: children() }),
    z.strictObject({ type: z.literal('tab'), label: z.string(), children: children() }),
  ]),
);

/** An entry of the table of contents (h2 and h3). */
export const TocEntry = z.strictObject({
  /** Heading level, 2 or 3. */
  depth: z.number().int().min(2).max(3),
  /** Plain text of the heading. */
  text: z.string(),
  /** The heading's anchor id. */
  id: z.string(),
});
export type TocEntry = z.infer<typeof TocEntry>;
