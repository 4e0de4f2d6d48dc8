/**
 * Finding and reading the project's files: the only stage that reads the disk
 * (besides the cache). Unreadable, binary, non-UTF-8 and oversized files become
 * diagnostics here, so later stages only ever see text.
 */
import { readFileSync, statSync, readdirSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Diagnostic } from '../core/diagnostic.ts';
import { LineIndex } from '../core/locate.ts';
import { diagnostic } from '../core/rules.ts';

/** Pages larger than this are reported, not parsed: parsing time grows with size. */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;

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
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every `*.md` under `dir`, relative to `root`, sorted. Symbolic links to files
 * are followed, links to folders are not (that is how loops are avoided); a
 * link that cannot be resolved is reported.
 */
export async function findPages(root: string, dir: string): Promise<{ paths: string[]; diagnostics: Diagnostic[] }> {
  const { globby } = await import('globby');
  const entries = await globby('**/*.md', {
    cwd: dir,
    followSymbolicLinks: false,
    onlyFiles: false,
    dot: false,
    objectMode: true,
    suppressErrors: true,
  });
  const paths: string[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const entry of entries) {
    const abs = join(dir, entry.path);
    const rel = toPosix(relative(root, abs));
    const dirent = entry.dirent as Dirent;
    if (dirent.isFile()) {
      paths.push(rel);
      continue;
    }
    if (dirent.isSymbolicLink()) {
      try {
        if (statSync(abs).isFile()) paths.push(rel);
      } catch (error) {
        diagnostics.push(unreadable(rel, error));
      }
    }
  }
  paths.sort();
  return { paths, diagnostics };
}

/** Lists `*.yaml` files directly in a folder, sorted; none when it does not exist. */
export function listYaml(root: string, dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith('.yaml') || n.endsWith('.yml'))
    .sort()
    .map((n) => toPosix(relative(root, join(dir, n))));
}

function unreadable(path: string, error: unknown): Diagnostic {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'ELOOP'
      ? 'it is a symbolic link loop'
      : code === 'ENOENT'
        ? 'it is a symbolic link to nothing'
        : code === 'EACCES'
          ? 'permission denied'
          : code === 'EISDIR'
            ? 'it is a folder'
            : (error as Error).message;
  return diagnostic('load/unreadable', path, { line: 1, column: 1 }, `The file could not be read: ${why}.`, {
    hint: code === 'ELOOP' || code === 'ENOENT' ? 'Remove the link or point it at a real file.' : undefined,
  });
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Reads a text file; binary, non-UTF-8 or oversized files come back as a diagnostic instead. */
export function readText(root: string, path: string, maxBytes = MAX_PAGE_BYTES): ReadResult {
  let buf: Buffer;
  try {
    buf = readFileSync(join(root, path));
  } catch (error) {
    return { diagnostics: [unreadable(path, error)] };
  }
  return decodeText(path, buf, maxBytes);
}

/** Bytes to text with the same checks as {@link readText}. */
export function decodeText(path: string, buf: Buffer, maxBytes = MAX_PAGE_BYTES): ReadResult {
  if (buf.length > maxBytes) {
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    return {
      diagnostics: [
        diagnostic('load/too-large', path, { line: 1, column: 1 }, `The file is ${mb(buf.length)}; the limit is ${mb(maxBytes)}, so it was not parsed.`, {
          hint: 'Split it into several pages.',
        }),
      ],
    };
  }
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
