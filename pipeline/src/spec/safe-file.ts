/**
 * Reading a spec file safely: before anything is opened, the path must lie
 * inside the spec's folder (also after following symlinks), name a regular
 * file (not a folder, device, pipe or socket) and be at most MAX_SPEC_BYTES.
 * Every refusal is a plain sentence naming the file as the writer knows it.
 */
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';

/** Spec files larger than this are reported, not read. */
export const MAX_SPEC_BYTES = 16 * 1024 * 1024;

export interface Refusal {
  message: string;
  hint?: string;
}

/** Where a spec may read: its folder as written (`folder`) and as it really is on disk (`real`). */
export interface Boundary {
  folder: string;
  real: string;
  /** How the folder is named in messages, e.g. `specs/rest/`. */
  label: string;
}

export function makeBoundary(folder: string, label: string): Boundary {
  let real = folder;
  try {
    real = realpathSync.native(folder);
  } catch {
    // a missing folder: every file in it will be missing too
  }
  return { folder, real, label };
}

export const inside = (folder: string, abs: string) => {
  const rel = relative(folder, abs);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
};

export const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

const notRegular = (name: string): Refusal => ({ message: `${name} is not a regular file (a device, pipe or socket), so it was not read.` });

const tooLarge = (name: string, size: number): Refusal => ({
  message: `${name} is ${megabytes(size)}; the limit is ${MAX_SPEC_BYTES / 1048576} MB, so it was not read.`,
  hint: 'Split it into smaller files joined with $ref.',
});

/** Why the error `e` stopped a read, in plain words. */
export function describeFsError(name: string, e: unknown): Refusal {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return { message: `${name} does not exist.`, hint: 'Check the path: it is relative to the file that holds the $ref.' };
    case 'EACCES':
    case 'EPERM':
      return { message: `${name} could not be read: permission denied.`, hint: 'Make it readable (chmod a+r; a folder also needs a+x).' };
    case 'EISDIR':
      return { message: `${name} is a folder, not a file.` };
    case 'ELOOP':
      return { message: `${name} is a symbolic link that loops.` };
    default:
      return { message: `${name} could not be read (${code ?? (e as Error).message}).` };
  }
}

/**
 * Why `abs` may not be read, or null when it may. Only looks at the path and
 * the file's metadata (realpath, stat): nothing is opened.
 * @param name how the file is named in messages
 */
export function refuseSpecFile(abs: string, boundary: Boundary, name: string): Refusal | null {
  if (!inside(boundary.folder, abs)) {
    return { message: `${name} is outside ${boundary.label}; a spec may only refer to files in its own folder.`, hint: `Move the file into ${boundary.label} and refer to it with a relative path.` };
  }
  let real: string;
  try {
    real = realpathSync.native(abs);
  } catch (e) {
    return describeFsError(name, e);
  }
  if (!inside(boundary.real, real)) {
    return { message: `${name} is a symbolic link to a file outside ${boundary.label}, so it was not read.`, hint: `Copy the file into ${boundary.label} instead of linking to it.` };
  }
  let stat;
  try {
    stat = statSync(real);
  } catch (e) {
    return describeFsError(name, e);
  }
  if (stat.isDirectory()) return { message: `${name} is a folder, not a file.` };
  if (!stat.isFile()) return notRegular(name);
  if (stat.size > MAX_SPEC_BYTES) return tooLarge(name, stat.size);
  return null;
}

/**
 * The bytes of the regular file at `real` (a path with no symlinks left):
 * opened without following a last symlink and without blocking, and checked
 * again on the open file, so a file swapped after a check is still never read.
 */
export function readRegularFile(real: string): Buffer | { notFile: true } | { tooLarge: number } {
  const fd = openSync(real, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { notFile: true };
    if (stat.size > MAX_SPEC_BYTES) return { tooLarge: stat.size };
    const buffer = Buffer.alloc(stat.size);
    let read = 0;
    while (read < stat.size) {
      const n = readSync(fd, buffer, read, stat.size - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** The text of a spec file, after refuseSpecFile's checks (a BOM dropped). */
export function readSpecFile(abs: string, boundary: Boundary, name: string): { text: string } | { refusal: Refusal } {
  const refusal = refuseSpecFile(abs, boundary, name);
  if (refusal) return { refusal };
  try {
    const read = readRegularFile(realpathSync.native(abs));
    if ('notFile' in read) return { refusal: notRegular(name) };
    if ('tooLarge' in read) return { refusal: tooLarge(name, read.tooLarge) };
    return { text: read.toString('utf8').replace(/^\uFEFF/, '') };
  } catch (e) {
    return { refusal: describeFsError(name, e) };
  }
}
