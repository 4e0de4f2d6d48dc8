/**
 * Writes a file so a reader never sees half of it: the text goes to a
 * temporary file beside the target (`<file>.<pid>.tmp`), which is then renamed
 * over it. A write that fails removes its temporary file; one that was killed
 * leaves it behind, and {@link removeStaleTemps} clears those on a later run.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export function writeFileAtomic(file: string, text: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}

/** Whether a process with this id is running (a temporary file of a live run is left alone). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes `<file>.<pid>.tmp` files beside `file` whose process is gone. Never throws. */
export function removeStaleTemps(file: string): void {
  const prefix = `${basename(file)}.`;
  let names: string[];
  try {
    names = readdirSync(dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const pid = Number(name.slice(prefix.length, -'.tmp'.length));
    if (!isAlive(pid)) rmSync(join(dirname(file), name), { force: true, recursive: true });
  }
}

/** "could not write FILE: no space left on device" from a file-system error. */
export function describeWriteError(file: string, error: unknown, verb = 'write'): string {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'ENOSPC'
      ? 'no space left on the device'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'EROFS'
          ? 'the file system is read-only'
          : code === 'EDQUOT'
            ? 'the disk quota is used up'
            : ((error as Error).message ?? String(error));
  return `could not ${verb} ${file}: ${reason}`;
}
