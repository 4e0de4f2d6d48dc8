/**
 * Finding and reading the project's files: the only stage that reads the disk
 * (besides the cache). Unreadable, binary, non-UTF-8 and oversized files become
 * diagnostics here, so later stages only ever see text.
 */
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Diagnostic } from '../core/diagnostic.ts';
import { excerpt } from '../core/excerpt.ts';
import { LineIndex } from '../core/locate.ts';
import { diagnostic } from '../registry/rules.ts';

/**
 * Pages larger than this are reported, not parsed. Parsing costs time and
 * memory in proportion to the page (pages/guard.ts keeps it so), but a lot of
 * both for dense Markdown: up to 4 KB of memory and 20 microseconds per byte
 * (a page of one-word list items), so about 1 GB and 5 s at this limit.
 * 256 KB is more than three times the longest real documentation page we
 * know of (75 KB); ours are at most 10 KB.
 */
export const MAX_PAGE_BYTES = 256 * 1024;
/** Sidebars and the version record: YAML costs far less to read than Markdown, and one sidebar may list a whole site. */
export const MAX_YAML_BYTES = 2 * 1024 * 1024;

export class UsageError extends Error {}

export interface SourceFile {
  /** Path relative to the root, `/` separated. */
  path: string;
  text: string;
}

export interface ReadResult {
  file?: SourceFile;
  diagnostics: Diagnostic[];
}

/** A path with `/` separators, whatever the platform. */
export const toPosix = (p: string) => (sep === '/' ? p : p.split(sep).join('/'));

/** A plain mapping (not null, not a list). */
export { isObject } from '../core/object.ts';

/** What a walk of content/ found: pages, other files, and what could not be listed or followed. */
export interface ContentFiles {
  /** The `.md` files under the docs folder, relative to the root, sorted. */
  pages: string[];
  /** Every other file under content/docs and content/static, relative to the root. */
  assets: string[];
  /**
   * The pages that were regular files (not symbolic links) in folders the walk
   * entered: inside the project by construction, so reading one needs no
   * realpath (see {@link openPage}'s `listed`).
   */
  plain: Set<string>;
  diagnostics: Diagnostic[];
}

const realRoots = new Map<string, string>();
/** The root with every symbolic link resolved, once per root. */
function realRoot(root: string): string {
  let real = realRoots.get(root);
  if (real === undefined) {
    try {
      real = realpathSync.native(root);
    } catch {
      real = root;
    }
    realRoots.set(root, real);
  }
  return real;
}

/** Whether a resolved path is the root or below it. */
const isInside = (realRootDir: string, real: string) => real === realRootDir || real.startsWith(realRootDir.endsWith(sep) ? realRootDir : realRootDir + sep);

/**
 * Lists the pages (`*.md` under `docsDir`) and the asset files (everything
 * else under `docsDir` and `staticDir`), relative to `root`, sorted. Hidden
 * names are skipped. Symbolic links are followed to files inside the project
 * only; links to folders are not followed (that is how loops are avoided);
 * links that leave the project, links that resolve to nothing, folders that
 * cannot be listed and pages that are not regular files (a named pipe would
 * block the reader) are reported, never read.
 */
export function listContent(root: string, docsDir: string, staticDir?: string): ContentFiles {
  const out: ContentFiles = { pages: [], assets: [], plain: new Set(), diagnostics: [] };
  const inRoot = realRoot(root);
  const walk = (top: string, pagesToo: boolean) => {
    const stack = [top];
    while (stack.length) {
      const dir = stack.pop()!;
      const relDir = toPosix(relative(root, dir));
      let entries: Dirent[];
      try {
        if (dir === top) {
          const real = realpathSync.native(dir);
          if (!isInside(inRoot, real)) {
            out.diagnostics.push(outsideRoot(relDir, real, 'folder'));
            continue;
          }
        }
        entries = readdirSync(dir, { withFileTypes: true });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (dir === top && code === 'ENOENT') continue;
        out.diagnostics.push(unreadableFolder(relDir, error));
        continue;
      }
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const abs = join(dir, entry.name);
        const rel = toPosix(relative(root, abs));
        const isPage = pagesToo && entry.name.endsWith('.md');
        const add = () => (isPage ? out.pages : out.assets).push(rel);
        if (entry.isDirectory()) stack.push(abs);
        else if (entry.isFile()) {
          add();
          if (isPage) out.plain.add(rel);
        }
        else if (entry.isSymbolicLink()) {
          let real: string;
          let stats: Stats;
          try {
            real = realpathSync.native(abs);
            stats = statSync(real);
          } catch (error) {
            if (isPage) out.diagnostics.push(unreadable(rel, error));
            continue;
          }
          if (!isInside(inRoot, real)) out.diagnostics.push(outsideRoot(rel, real, stats.isDirectory() ? 'folder' : isPage ? 'page' : 'file'));
          else if (stats.isFile()) add();
          else if (isPage && !stats.isDirectory()) out.diagnostics.push(notRegular(rel, stats));
        } else if (isPage) out.diagnostics.push(notRegular(rel, entry));
      }
    }
  };
  walk(docsDir, true);
  if (staticDir) walk(staticDir, false);
  out.pages.sort();
  out.assets.sort();
  return out;
}

/** Every `*.md` under `dir`, relative to `root`, sorted; see {@link listContent}. */
export async function findPages(root: string, dir: string): Promise<{ paths: string[]; diagnostics: Diagnostic[] }> {
  const found = listContent(root, dir);
  return { paths: found.pages, diagnostics: found.diagnostics };
}

/** Lists `*.yaml` files directly in a folder, sorted; none when it does not exist, a finding when it cannot be read. */
export function listYamlFiles(root: string, dir: string): { files: string[]; diagnostics: Diagnostic[] } {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: [], diagnostics: [] };
    return { files: [], diagnostics: [unreadableFolder(toPosix(relative(root, dir)), error)] };
  }
  const files = names
    .filter((n) => !n.startsWith('.') && (n.endsWith('.yaml') || n.endsWith('.yml')))
    .sort()
    .map((n) => toPosix(relative(root, join(dir, n))));
  return { files, diagnostics: [] };
}

/** Lists `*.yaml` files directly in a folder, sorted; none when it does not exist or cannot be read. */
export function listYaml(root: string, dir: string): string[] {
  return listYamlFiles(root, dir).files;
}

function why(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ELOOP'
    ? 'it is a symbolic link loop'
    : code === 'ENOENT'
      ? 'it is a symbolic link to nothing'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'EISDIR'
          ? 'it is a folder'
          : code === 'ENOTDIR'
            ? 'a part of its path is not a folder'
            : excerpt((error as Error).message ?? String(error), 120);
}

function unreadable(path: string, error: unknown): Diagnostic {
  const code = (error as NodeJS.ErrnoException).code;
  return diagnostic('load/unreadable', path, { line: 1, column: 1 }, `The file could not be read: ${why(error)}.`, {
    hint: code === 'ELOOP' || code === 'ENOENT' ? 'Remove the link or point it at a real file.' : code === 'EACCES' || code === 'EPERM' ? 'Give yourself read permission on it (chmod u+r).' : undefined,
  });
}

function unreadableFolder(path: string, error: unknown): Diagnostic {
  const code = (error as NodeJS.ErrnoException).code;
  return diagnostic('load/unreadable', path, { line: 1, column: 1 }, `The folder could not be listed: ${why(error)}; the pages in it were not checked.`, {
    hint: code === 'EACCES' || code === 'EPERM' ? 'Give yourself read and search permission on it (chmod u+rx).' : undefined,
  });
}

function outsideRoot(path: string, real: string, what: 'page' | 'file' | 'folder'): Diagnostic {
  return diagnostic('load/outside-root', path, { line: 1, column: 1 }, `This ${what} is a symbolic link to "${excerpt(real, 120)}", outside the project; it was not followed.`, {
    hint: `Copy the ${what} into the project, or point the link at a ${what} inside it.`,
  });
}

function notRegular(path: string, entry: { isFIFO(): boolean; isSocket(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean }): Diagnostic {
  const kind = entry.isFIFO() ? 'a named pipe' : entry.isSocket() ? 'a socket' : entry.isCharacterDevice() || entry.isBlockDevice() ? 'a device' : 'not a regular file';
  return diagnostic('load/unreadable', path, { line: 1, column: 1 }, `The page is ${kind}, not a file; it was not read.`, { hint: 'Replace it with a regular Markdown file.' });
}

/**
 * Checks a path before it is read: inside the project once links are resolved,
 * a regular file, not larger than `maxBytes`. Returns the resolved path, or a finding.
 */
function openable(root: string, path: string, maxBytes: number): { real: string; stats: Stats } | { diagnostic: Diagnostic } {
  let real: string;
  let stats: Stats;
  try {
    real = realpathSync.native(join(root, path));
    stats = statSync(real);
  } catch (error) {
    return { diagnostic: unreadable(path, error) };
  }
  if (!isInside(realRoot(root), real)) return { diagnostic: outsideRoot(path, real, 'file') };
  if (stats.isDirectory()) return { diagnostic: unreadable(path, Object.assign(new Error('EISDIR'), { code: 'EISDIR' })) };
  if (!stats.isFile()) return { diagnostic: notRegular(path, stats) };
  if (stats.size > maxBytes) return { diagnostic: tooLarge(path, stats.size, maxBytes) };
  return { real, stats };
}

/**
 * A file's identity on disk (size, modification and change times, inode), for
 * a cache that skips reading files whose stamp has not changed. Undefined when
 * the file changed less than two seconds ago: on a file system with coarse
 * times a second edit in the same tick would keep the stamp (git's "racily
 * clean" case), so such a file is always read and hashed.
 */
export function stampOf(stats: Stats, now = Date.now()): string | undefined {
  if (now - Math.max(stats.mtimeMs, stats.ctimeMs) < 2000) return undefined;
  return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
}

/** A file checked by {@link openPage}: where it really is and its stamp. */
export interface OpenedFile {
  path: string;
  real: string;
  stamp: string | undefined;
  maxBytes: number;
}

/**
 * The checks of {@link readText} without the read: a page that passes can be
 * taken from a cache by its stamp, or read with {@link readOpened}.
 */
export function openPage(root: string, path: string, maxBytes = MAX_PAGE_BYTES, listed?: ReadonlySet<string>): OpenedFile | { diagnostics: Diagnostic[] } {
  if (listed?.has(path)) {
    // Listed as a regular file in a folder the walk entered: only its stamp is needed, unless it
    // has since become something else (then the full checks below decide).
    const abs = join(root, path);
    try {
      const stats = lstatSync(abs);
      if (stats.isFile() && stats.size <= maxBytes) return { path, real: abs, stamp: stampOf(stats), maxBytes };
    } catch {
      // gone or unreadable: the full checks report it
    }
  }
  const open = openable(root, path, maxBytes);
  if ('diagnostic' in open) return { diagnostics: [open.diagnostic] };
  return { path, real: open.real, stamp: stampOf(open.stats), maxBytes };
}

/** Reads a file that {@link openPage} accepted. */
export function readOpened(opened: OpenedFile): ReadResult {
  let buf: Buffer;
  try {
    buf = readFileSync(opened.real);
  } catch (error) {
    return { diagnostics: [unreadable(opened.path, error)] };
  }
  return decodeText(opened.path, buf, opened.maxBytes);
}

function tooLarge(path: string, size: number, maxBytes: number): Diagnostic {
  const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`);
  return diagnostic('load/too-large', path, { line: 1, column: 1 }, `The file is ${kb(size)}; the limit is ${kb(maxBytes)}, so it was not parsed.`, {
    hint: path.endsWith('.md') ? 'Split it into several pages.' : 'Split it into several files.',
  });
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Reads a text file; binary, non-UTF-8 or oversized files come back as a diagnostic instead. */
export function readText(root: string, path: string, maxBytes = MAX_PAGE_BYTES): ReadResult {
  const opened = openPage(root, path, maxBytes);
  return 'diagnostics' in opened ? opened : readOpened(opened);
}

/** Bytes to text with the same checks as {@link readText}. */
export function decodeText(path: string, buf: Buffer, maxBytes = MAX_PAGE_BYTES): ReadResult {
  if (buf.length > maxBytes) return { diagnostics: [tooLarge(path, buf.length, maxBytes)] };
  const nul = buf.indexOf(0);
  if (nul !== -1) {
    return { diagnostics: [encodingError(path, buf, nul, 'it contains NUL bytes, so it looks binary')] };
  }
  let text: string;
  try {
    text = decoder.decode(buf);
  } catch {
    return { diagnostics: [encodingError(path, buf, firstInvalidUtf8(buf), 'it is not valid UTF-8')] };
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return { file: { path, text }, diagnostics: [] };
}

function encodingError(path: string, buf: Buffer, offset: number, why: string): Diagnostic {
  const before = buf.subarray(0, offset).toString('utf8');
  const place = new LineIndex(before).place(before.length);
  return diagnostic('load/encoding', path, place, `The file cannot be read as text: ${why} (byte ${offset}).`, {
    hint: 'Save it as UTF-8 text, or move binary files out of content/docs.',
  });
}

/** Offset of the first byte that breaks UTF-8. */
function firstInvalidUtf8(buf: Buffer): number {
  let i = 0;
  while (i < buf.length) {
    const b = buf[i]!;
    const need = b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) if (i + k >= buf.length || (buf[i + k]! & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return i;
}
