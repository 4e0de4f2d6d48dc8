/**
 * Moving a page from the editor (a file rename): the edits that keep the site
 * whole, computed before the client renames the file. Every link in another
 * page that leads to the moved page is rewritten to its new place (a relative
 * path from the linking page, or the page's new route for a link by route),
 * the moved page's own relative links are rewritten so they still reach their
 * pages and files from its new folder, and every sidebar entry that names its
 * doc id names the new one. Anchors and queries are kept as written. When the
 * move changes the page's route, content/redirects.yaml gains an entry from
 * the old route to the new one (readers' bookmarks keep working, and
 * redirects/missing stays quiet), and redirects that led to the old route now
 * lead to the new one (no chain).
 */
import { posix } from 'node:path';
import type { CheckResult } from '../check.ts';
import { normalizeRoute, REDIRECTS } from '../core/paths.ts';
import { docIdOf, isDraft, routeOf } from '../model.ts';
import type { TextEdit } from './rename.ts';

/** A path written the way pages write relative links: `./x.md` rather than `x.md`. */
export const relativeLink = (fromFile: string, toFile: string) => {
  const rel = posix.relative(posix.dirname(fromFile), toFile);
  return rel.startsWith('.') ? rel : `./${rel}`;
};

/** The edit that replaces the path part of `url`, written inside the link at `ref` in `text`, with `path`. */
function urlEdit(file: string, text: string, ref: { line: number; column: number; endLine: number; endColumn: number; url: string }, path: string): TextEdit | undefined {
  const lines = text.split('\n');
  const cut = ref.url.search(/[?#]/);
  const pathPart = cut === -1 ? ref.url : ref.url.slice(0, cut);
  if (pathPart === '' || pathPart === path) return undefined;
  for (let l = ref.line - 1; l <= ref.endLine - 1 && l < lines.length; l++) {
    const from = l === ref.line - 1 ? ref.column - 1 : 0;
    const to = l === ref.endLine - 1 ? ref.endColumn - 1 : lines[l]!.length;
    // The destination follows "](" in an inline link, ": " in a definition; the text before it may repeat the path.
    const span = lines[l]!.slice(from, to);
    const marker = Math.max(span.lastIndexOf(`](${ref.url}`), span.lastIndexOf(`](<${ref.url}`));
    const at = marker !== -1 ? span.indexOf(pathPart, marker) : span.lastIndexOf(ref.url);
    if (at === -1) continue;
    return { file, start: { line: l, character: from + at }, end: { line: l, character: from + at + pathPart.length }, newText: path };
  }
  return undefined;
}

/**
 * The edits that moving `oldPath` to `newPath` needs, or undefined when the
 * move is not a page's (both must be `.md` files under content/docs).
 * `textOf(file)` gives each file's current text (an open buffer or the disk).
 */
export function movePage(result: CheckResult, oldPath: string, newPath: string, textOf: (file: string) => string | undefined): TextEdit[] | undefined {
  const inDocs = (p: string) => p.startsWith('content/docs/') && p.endsWith('.md');
  if (!inDocs(oldPath) || !inDocs(newPath)) return undefined;
  const page = result.site.linkIndex.byPath.get(oldPath);
  if (!page) return undefined;
  const newId = docIdOf(newPath);
  const newRoute = routeOf(newId, page.analysis.frontmatter?.slug);
  const edits: TextEdit[] = [];
  for (const link of result.site.links.links) {
    const target = link.target;
    if (!target || target.kind === 'broken') continue;
    const { url } = link.ref;
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) continue;
    const from = link.page.path;
    let path: string | undefined;
    if (from === oldPath) {
      // The moved page's own relative links, so they still reach the same pages and files.
      if (url.startsWith('/')) continue;
      if (target.kind === 'page') path = target.page.path === oldPath ? relativeLink(newPath, newPath) : relativeLink(newPath, target.page.path);
      else if (target.kind === 'asset') path = relativeLink(newPath, target.path);
    } else if (target.kind === 'page' && target.page.id === page.id) {
      path = url.startsWith('/') ? newRoute : relativeLink(from, newPath);
    }
    if (path === undefined) continue;
    const text = textOf(from);
    const edit = text === undefined ? undefined : urlEdit(from, text, link.ref, path);
    if (edit) edits.push({ ...edit, file: from === oldPath ? oldPath : from });
  }
  // Sidebar entries naming the doc.
  for (const ref of result.site.nav.facts.docRefs) {
    if (ref.docId !== page.id) continue;
    const text = textOf(ref.file);
    if (text === undefined) continue;
    const line = text.split('\n')[ref.at.start.line - 1] ?? '';
    const at = line.indexOf(page.id, ref.at.start.column - 1);
    if (at === -1) continue;
    edits.push({ file: ref.file, start: { line: ref.at.start.line - 1, character: at }, end: { line: ref.at.start.line - 1, character: at + page.id.length }, newText: newId });
  }
  if (newRoute !== page.route && !isDraft(page)) edits.push(...redirectEdits(result, page.route, newRoute, textOf));
  return edits;
}

/** A route as a YAML scalar: plain when it can be, quoted when it holds `: ` or ` #`. */
const yamlRoute = (route: string) => (/: | #|^[\s'"]/.test(route) ? JSON.stringify(route) : route);

/** Edits to content/redirects.yaml (when the project has one): retarget redirects to `oldRoute`, and add `oldRoute -> newRoute`. */
function redirectEdits(result: CheckResult, oldRoute: string, newRoute: string, textOf: (file: string) => string | undefined): TextEdit[] {
  const text = textOf(REDIRECTS);
  if (text === undefined) return [];
  const edits: TextEdit[] = [];
  for (const r of result.site.redirects) {
    const to = normalizeRoute(r.to.replace(/[?#].*$/, ''));
    if (to !== oldRoute) continue;
    const line = r.toAt.start.line - 1;
    const from = r.toAt.start.column - 1;
    const lineText = text.split('\n')[line] ?? '';
    const at = lineText.indexOf(oldRoute, from);
    if (at !== -1) edits.push({ file: REDIRECTS, start: { line, character: at }, end: { line, character: at + oldRoute.length }, newText: newRoute });
  }
  if (!result.site.redirects.some((r) => normalizeRoute(r.from) === oldRoute)) {
    const lines = text.split('\n');
    const end = { line: lines.length - 1, character: lines[lines.length - 1]!.length };
    const lead = text === '' || text.endsWith('\n') ? '' : '\n';
    edits.push({ file: REDIRECTS, start: end, end, newText: `${lead}- from: ${yamlRoute(oldRoute)}\n  to: ${yamlRoute(newRoute)}\n` });
  }
  return edits;
}
