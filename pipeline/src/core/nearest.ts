import { distance } from 'fastest-levenshtein';

/**
 * The candidate closest to `word` by edit distance, when it is close enough to
 * be a plausible typo (at most a third of the word's length, and at least 1).
 */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.ceil(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    if (Math.abs(c.length - word.length) > limit) continue;
    const d = distance(word, c);
    if (d < bestDistance || (d === bestDistance && best !== undefined && c < best)) {
      best = c;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/**
 * {@link nearest} over a fixed set of candidates, indexed by length: the edit
 * distance is at least the difference in length, so a lookup scans lengths
 * outward from the word's own and stops as soon as no further length could
 * beat (or tie) the best match so far. Same answers as {@link nearest}; each
 * answer is kept, since a broken target is usually broken on many pages.
 */
export class NearestIndex {
  private readonly byLength = new Map<number, string[]>();
  private readonly answers = new Map<string, string | undefined>();

  constructor(candidates: Iterable<string>) {
    for (const c of candidates) {
      const bucket = this.byLength.get(c.length);
      if (bucket) bucket.push(c);
      else this.byLength.set(c.length, [c]);
    }
  }

  nearest(word: string): string | undefined {
    if (this.answers.has(word)) return this.answers.get(word);
    const limit = Math.max(2, Math.ceil(word.length / 3));
    let best: string | undefined;
    let bestDistance = Infinity;
    for (let delta = 0; delta <= limit && delta <= bestDistance; delta++) {
      for (const length of delta === 0 ? [word.length] : [word.length - delta, word.length + delta]) {
        for (const c of this.byLength.get(length) ?? []) {
          const d = distance(word, c);
          if (d < bestDistance || (d === bestDistance && best !== undefined && c < best)) {
            best = c;
            bestDistance = d;
          }
        }
      }
    }
    const answer = bestDistance <= limit ? best : undefined;
    this.answers.set(word, answer);
    return answer;
  }
}

const indexes = new WeakMap<object, NearestIndex>();

/** {@link nearest} over the keys of a map (or a set) that no longer changes, indexed on first use. */
export function nearestKey(word: string, collection: ReadonlyMap<string, unknown> | ReadonlySet<string>): string | undefined {
  let index = indexes.get(collection);
  if (!index) {
    index = new NearestIndex(collection.keys());
    indexes.set(collection, index);
  }
  return index.nearest(word);
}

const splitPath = (path: string): [string, string] => {
  const at = path.lastIndexOf('/');
  return [path.slice(0, at + 1), path.slice(at + 1)];
};

/**
 * Suggestions for paths and routes (`a/b/name`), judged by the part that
 * differs rather than by the whole path, whose shared folders would make any
 * two pages look alike: first a name close to the missing one in the same
 * folder (a typo), then the same name in a folder close to the missing one's
 * (a typo in a folder, or a moved page).
 */
export class NearestPathIndex {
  private readonly names = new Map<string, NearestIndex>();
  private readonly folders = new Map<string, NearestIndex>();
  private readonly answers = new Map<string, string | undefined>();

  constructor(paths: Iterable<string>) {
    const names = new Map<string, string[]>();
    const folders = new Map<string, string[]>();
    for (const path of paths) {
      const [folder, name] = splitPath(path);
      (names.get(folder) ?? names.set(folder, []).get(folder)!).push(name);
      (folders.get(name) ?? folders.set(name, []).get(name)!).push(folder);
    }
    for (const [folder, list] of names) this.names.set(folder, new NearestIndex(list));
    for (const [name, list] of folders) this.folders.set(name, new NearestIndex(list));
  }

  nearest(path: string): string | undefined {
    if (this.answers.has(path)) return this.answers.get(path);
    const [folder, name] = splitPath(path);
    const sameFolder = this.names.get(folder)?.nearest(name);
    const otherFolder = sameFolder === undefined ? this.folders.get(name)?.nearest(folder) : undefined;
    const answer = sameFolder !== undefined ? folder + sameFolder : otherFolder !== undefined ? otherFolder + name : undefined;
    this.answers.set(path, answer);
    return answer;
  }
}

const pathIndexes = new WeakMap<object, NearestPathIndex>();

/** {@link NearestPathIndex} over the keys of a map that no longer changes, indexed on first use. */
export function nearestPath(path: string, collection: ReadonlyMap<string, unknown>): string | undefined {
  let index = pathIndexes.get(collection);
  if (!index) {
    index = new NearestPathIndex(collection.keys());
    pathIndexes.set(collection, index);
  }
  return index.nearest(path);
}

/** Like {@link nearest}, but compares the last path segment too, for ids like `a/b/c`. */
export function nearestId(id: string, ids: readonly string[]): string | undefined {
  const whole = nearest(id, ids);
  if (whole) return whole;
  const leaf = id.slice(id.lastIndexOf('/') + 1);
  const sameLeaf = ids.filter((c) => c.slice(c.lastIndexOf('/') + 1) === leaf);
  return sameLeaf.length === 1 ? sameLeaf[0] : undefined;
}
