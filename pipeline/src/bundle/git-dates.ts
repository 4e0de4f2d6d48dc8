/**
 * When each page last changed, from the project's git history: one `git log`
 * over content/docs, newest commit first, so a file's first appearance is its
 * last change. Outside a git checkout (or without git) the map is empty and
 * pages carry no date; nothing is fetched.
 */
import { spawnSync } from 'node:child_process';
import { DOCS_DIR } from '../model.ts';

export function gitDates(root: string): Map<string, string> {
  const dates = new Map<string, string>();
  const r = spawnSync('git', ['log', '--format=%x00%cI', '--name-only', '--', DOCS_DIR], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 60_000 });
  if (r.status !== 0 || typeof r.stdout !== 'string') return dates;
  let current: string | undefined;
  for (const line of r.stdout.split('\n')) {
    if (line.startsWith('\0')) current = line.slice(1).trim();
    else if (line && current && !dates.has(line)) dates.set(line, current);
  }
  return dates;
}
