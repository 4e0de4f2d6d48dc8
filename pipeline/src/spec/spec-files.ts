/**
 * The files under `specs/`, read once per check for the fingerprint that
 * keys the cached spec load (and each spec's lint hash). Only regular files
 * of at most MAX_SPEC_BYTES are read; anything else (a FIFO, a device, an
 * unreadable or huge file) enters the fingerprint by its kind and size and is
 * reported when the spec that uses it loads.
 */
import { createHash } from 'node:crypto';
import { type Dirent, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { toPosix } from '../load/files.ts';
import { inside, makeBoundary, MAX_SPEC_BYTES, readRegularFile } from './safe-file.ts';

export interface SpecFiles {
  /** Root-relative paths, sorted. */
  files: string[];
  /** The bytes of each file that could be read. */
  bytes: Map<string, Buffer>;
  /** Fingerprint of every file's name and content, and of `extra`. */
  hash: string;
}

/** @param extra anything else the spec load depends on (the hosts remote refs may come from) */
export function readSpecFiles(root: string, extra = ''): SpecFiles {
  const files: string[] = [];
  // A folder that cannot be listed counts as a file here, so the spec load runs and reports it.
  const dirs = [join(root, 'specs')];
  for (let dir = dirs.pop(); dir !== undefined; dir = dirs.pop()) {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      if (dir !== join(root, 'specs') || (e as NodeJS.ErrnoException).code !== 'ENOENT') files.push(toPosix(relative(root, dir)));
      continue;
    }
    for (const entry of entries) {
      const abs = join(dir, entry.name);
      if (entry.isDirectory()) dirs.push(abs);
      else if (/\.(ya?ml|json)$/.test(entry.name)) files.push(toPosix(relative(root, abs)));
    }
  }
  files.sort();
  const rootReal = makeBoundary(root, '').real;
  const bytes = new Map<string, Buffer>();
  const hash = createHash('sha1').update(extra).update('\0');
  for (const f of files) {
    const read = readRegular(join(root, f), rootReal);
    if (Buffer.isBuffer(read)) bytes.set(f, read);
    hash.update(f).update('\0').update(read).update('\0');
  }
  return { files, bytes, hash: hash.digest('base64url') };
}

/** The file's bytes, or a short description of why it was not read. */
function readRegular(abs: string, rootReal: string): Buffer | string {
  try {
    const real = realpathSync.native(abs);
    if (!inside(rootReal, real)) return 'outside the project';
    const stat = statSync(real);
    if (!stat.isFile() || stat.size > MAX_SPEC_BYTES) return `skipped: ${stat.mode} ${stat.size} ${stat.mtimeMs}`;
    const read = readRegularFile(real);
    return Buffer.isBuffer(read) ? read : `skipped: ${JSON.stringify(read)}`;
  } catch (e) {
    return `unreadable: ${(e as NodeJS.ErrnoException).code ?? 'error'}`;
  }
}
