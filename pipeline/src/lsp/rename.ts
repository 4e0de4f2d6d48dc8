/**
 * Renaming a heading from the editor: the heading's text changes, and every
 * link in the site that points at its anchor (from other pages, and `#id`
 * links in the page itself) is rewritten to the new anchor in the same
 * workspace edit. The new anchor is the one the site will give the heading:
 * the page's headings slugged again in order, so a repeat gets its `-1`.
 * A heading with an explicit `{#id}` keeps its id, so no link changes.
 */
import type { CheckResult } from '../check.ts';
import { createSlugger, splitExplicitId } from '../core/slug.ts';
import type { PageEntry } from '../model.ts';

export interface TextEdit {
  /** Path from the project root. */
  file: string;
  /** 0-based line and character, end exclusive. */
  start: { line: number; character: number };
  end: { line: number; character: number };
  newText: string;
}

/** The heading of `page` on 0-based line `line`, if there is one. */
export function headingAt(page: PageEntry, line: number) {
  return page.analysis.headings.find((h) => h.line - 1 === line);
}

/**
 * The edits that rename the heading on `line` of `page` to `newName`:
 * `textOf(file)` gives each file's current text (an open buffer or the disk).
 * Undefined when the line holds no heading.
 */
export function renameHeading(result: CheckResult, page: PageEntry, line: number, newName: string, textOf: (file: string) => string | undefined): TextEdit[] | undefined {
  const heading = headingAt(page, line);
  const pageText = textOf(page.path);
  if (!heading || pageText === undefined) return undefined;
  const sourceLine = pageText.split('\n')[line] ?? '';
  // The heading's text as written: after the # marks, before an explicit id and closing #s.
  const m = /^(\s{0,3}#{1,6}[ \t]+)(.*?)([ \t]*\{#[A-Za-z0-9_][A-Za-z0-9_-]*\})?([ \t]+#+)?[ \t]*\r?$/.exec(sourceLine);
  if (!m) return undefined;
  const edits: TextEdit[] = [{ file: page.path, start: { line, character: m[1]!.length }, end: { line, character: m[1]!.length + m[2]!.length }, newText: newName }];
  if (m[3]) return edits; // an explicit id: the anchor does not change
  // The ids the site will give the page's headings with the new text, in order.
  const slug = createSlugger();
  let newId: string | undefined;
  for (const h of page.analysis.headings) {
    const text = h === heading ? newName : h.text;
    const explicit = h === heading ? undefined : splitExplicitId(text).id;
    const id = explicit ?? slug(text);
    if (h === heading) newId = id;
  }
  if (!newId || newId === heading.id) return edits;
  for (const link of result.site.links.links) {
    const target = link.target;
    if (!target || target.kind !== 'page' || target.page.id !== page.id || target.anchor !== heading.id) continue;
    const text = textOf(link.page.path);
    if (text === undefined) continue;
    const lines = text.split('\n');
    // The URL is inside the link's span; its `#anchor` is the first `#<id>` there that ends the URL part.
    for (let l = link.ref.line - 1; l <= link.ref.endLine - 1 && l < lines.length; l++) {
      const from = l === link.ref.line - 1 ? link.ref.column - 1 : 0;
      const to = l === link.ref.endLine - 1 ? link.ref.endColumn - 1 : lines[l]!.length;
      const span = lines[l]!.slice(from, to);
      const at = span.search(new RegExp(`#${heading.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[)\\s"'>]|$)`));
      if (at === -1) continue;
      edits.push({ file: link.page.path, start: { line: l, character: from + at + 1 }, end: { line: l, character: from + at + 1 + heading.id.length }, newText: newId });
      break;
    }
  }
  return edits;
}
