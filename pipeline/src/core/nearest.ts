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

/** Like {@link nearest}, but compares the last path segment too, for ids like `a/b/c`. */
export function nearestId(id: string, ids: readonly string[]): string | undefined {
  const whole = nearest(id, ids);
  if (whole) return whole;
  const leaf = id.slice(id.lastIndexOf('/') + 1);
  const sameLeaf = ids.filter((c) => c.slice(c.lastIndexOf('/') + 1) === leaf);
  return sameLeaf.length === 1 ? sameLeaf[0] : undefined;
}
