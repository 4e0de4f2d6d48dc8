/**
 * `pipeline check --fix`: applies the fixes that cannot lose a writer's text,
 * each a small splice at the place the finding points to, and only when the
 * text there is exactly what the finding describes:
 *
 * - markdown/final-newline: add the missing newline at the end of the file;
 * - markdown/ordered-list-marker-style: `1)` becomes `1.`;
 * - frontmatter/unknown-key with one suggestion: `descripton:` becomes
 *   `description:` (not when the suggested key is already there);
 * - drift/title: the title's value becomes the operation's summary (as sync).
 *
 * The two frontmatter fixes edit the YAML's CST (./frontmatter.ts), so the
 * rest of the block keeps its bytes and the result is checked before it is
 * written. Files are rewritten atomically. A second run finds nothing left to fix.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../core/diagnostic.ts';
import { LineIndex } from '../core/locate.ts';
import { writeFileAtomic } from '../core/write-file.ts';
import { renameFrontmatterKey, setFrontmatterTitle } from './frontmatter.ts';

interface Edit {
  start: number;
  end: number;
  text: string;
}

export interface FixResult {
  /** Fixes applied, by file. */
  files: Map<string, number>;
}

/** Offset of a 1-based line and column in `text`, or -1 when there is no such place. */
function offsetOf(text: string, line: number, column: number): number {
  const at = new LineIndex(text).offset(line, column);
  return at <= text.length ? at : -1;
}

interface Rename {
  offset: number;
  from: string;
  to: string;
}

/** The edit that fixes `d` in `text`, or null when it has no safe fix or the text is not what it should be. */
function editFor(d: Diagnostic, text: string): Edit | Rename | null | 'retitle' {
  switch (d.ruleId) {
    case 'markdown/final-newline':
      return text.endsWith('\n') ? null : { start: text.length, end: text.length, text: '\n' };
    case 'markdown/ordered-list-marker-style': {
      const at = offsetOf(text, d.line, d.column);
      return at >= 0 && text[at] === ')' && /\d$/.test(text.slice(0, at)) ? { start: at, end: at + 1, text: '.' } : null;
    }
    case 'frontmatter/unknown-key': {
      const key = /^Unknown key "(.+)"\.$/.exec(d.message)?.[1];
      const suggestion = d.hint && /^Did you mean "([^"]+)"\?$/.exec(d.hint)?.[1];
      if (!key || !suggestion) return null;
      const at = offsetOf(text, d.line, d.column);
      // Applied on the YAML's CST, which refuses it when the mapping already has the suggested key.
      return at < 0 ? null : { offset: at, from: key, to: suggestion };
    }
    case 'drift/title':
      return 'retitle';
    default:
      return null;
  }
}

/** Whether `pipeline check --fix` can fix a finding of this rule. */
export const FIXABLE = new Set(['markdown/final-newline', 'markdown/ordered-list-marker-style', 'frontmatter/unknown-key', 'drift/title']);

/**
 * A file's text with the fixes for `diagnostics` (all in that file) applied,
 * and how many applied: the same splices as `--fix`, for an editor's quick fix
 * on an open buffer as much as for a file on disk.
 * @param summary for drift/title: the operation summary the page's title should be
 */
export function fixText(original: string, diagnostics: readonly Diagnostic[], summary?: string): { text: string; count: number } {
  const edits: Edit[] = [];
  const renames: Rename[] = [];
  let retitle = false;
  for (const d of diagnostics) {
    if (!FIXABLE.has(d.ruleId)) continue;
    const edit = editFor(d, original);
    if (edit === 'retitle') retitle = true;
    else if (edit && 'offset' in edit) renames.push(edit);
    else if (edit) edits.push(edit);
  }
  // Apply from the end so earlier offsets stay valid; skip any edit overlapping one already taken.
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let text = original;
  let count = 0;
  let floor = Infinity;
  for (const e of edits) {
    if (e.end > floor) continue;
    text = text.slice(0, e.start) + e.text + text.slice(e.end);
    floor = e.start;
    count++;
  }
  // Frontmatter edits come after the splices, which never touch the frontmatter, so its offsets still
  // hold; renames from the end, so a longer key does not move the ones before it.
  for (const r of renames.sort((a, b) => b.offset - a.offset)) {
    const renamed = renameFrontmatterKey(text, r.offset, r.from, r.to);
    if (renamed !== null && renamed !== text) {
      text = renamed;
      count++;
    }
  }
  if (retitle && summary !== undefined) {
    const retitled = setFrontmatterTitle(text, summary);
    if (retitled !== null && retitled !== text) {
      text = retitled;
      count++;
    }
  }
  return { text, count };
}

/**
 * @param summaries for drift/title: the operation summary each API page's title should be, by file
 */
export function applyFixes(root: string, diagnostics: readonly Diagnostic[], summaries: ReadonlyMap<string, string>): FixResult {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    if (!FIXABLE.has(d.ruleId) || !d.file.endsWith('.md')) continue;
    byFile.set(d.file, [...(byFile.get(d.file) ?? []), d]);
  }
  const files = new Map<string, number>();
  for (const [file, ds] of byFile) {
    const abs = join(root, file);
    const original = readFileSync(abs, 'utf8');
    const { text, count } = fixText(original, ds, summaries.get(file));
    if (text !== original) {
      writeFileAtomic(abs, text);
      files.set(file, count);
    }
  }
  return { files };
}
