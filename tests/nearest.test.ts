/**
 * Suggestions ("did you mean"): the length-indexed lookup gives exactly the
 * answers of the plain scan over every candidate. And the fast path join of a
 * link to its page's folder gives exactly what the path library gives.
 */
import { describe, expect, it } from 'vitest';
import { posix } from 'node:path';
import { nearest, NearestIndex, nearestKey, nearestPath } from '../pipeline/src/core/nearest.ts';
import { joinRelative } from '../pipeline/src/core/paths.ts';
import { prng } from './helpers.ts';

/** A random route-like word over a small alphabet, so near misses are common. */
const word = (rnd: () => number) => Array.from({ length: 1 + Math.floor(rnd() * 14) }, () => 'abc/-d'[Math.floor(rnd() * 6)]).join('');

describe('NearestIndex', () => {
  it('answers like the plain scan over 2,000 random words', () => {
    const rnd = prng(42);
    const candidates = [...new Set(Array.from({ length: 300 }, () => word(rnd)))];
    const index = new NearestIndex(candidates);
    for (let i = 0; i < 2000; i++) {
      const w = word(rnd);
      expect(index.nearest(w), w).toBe(nearest(w, candidates));
    }
  });

  it('suggests the closest route, the alphabetically first among equals, and nothing when too far', () => {
    const routes = new Map([['/guides/setup', 1], ['/guides/setupx', 2], ['/guides/setuq', 3], ['/api/calls', 4]]);
    expect(nearestKey('/guides/setp', routes)).toBe('/guides/setup');
    expect(nearestKey('/guides/setur', routes)).toBe('/guides/setup'); // setup and setuq both 1 away
    expect(nearestKey('/zzzzzzzzzzzzzzzzzz', routes)).toBeUndefined();
  });
});

describe('nearestPath', () => {
  const pages = new Map(['docs/guides/setup.md', 'docs/guides/index.md', 'docs/guides/billing.md', 'docs/api/index.md', 'docs/api/calls.md', 'docs/reference/calls.md'].map((p) => [p, true]));

  it('suggests a close name in the same folder', () => {
    expect(nearestPath('docs/guides/setpu.md', pages)).toBe('docs/guides/setup.md');
  });

  it('suggests the same name in a close folder (a typo in a folder name)', () => {
    expect(nearestPath('docs/guids/billing.md', pages)).toBe('docs/guides/billing.md');
    expect(nearestPath('docs/apis/calls.md', pages)).toBe('docs/api/calls.md');
  });

  it('suggests nothing for a name unlike any other, however much of the path is shared', () => {
    const deep = 'content/docs/agents/concepts/topics/routing-5/';
    const site = new Map([`${deep}index.md`, `${deep}prompts.md`].map((p) => [p, true]));
    expect(nearestPath(`${deep}retired-guide-2250.md`, site)).toBeUndefined();
    // By whole-path distance the long shared folder makes index.md look like a typo of it.
    expect(nearest(`${deep}retired-guide-2250.md`, site.keys())).toBe(`${deep}index.md`);
  });
});

describe('joinRelative', () => {
  it('equals posix.normalize(posix.join(dir, rel)) on 5,000 random links', () => {
    const rnd = prng(7);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const library = (d: string, r: string) => posix.normalize(posix.join(d, r));
    let fast = 0;
    for (let i = 0; i < 5000; i++) {
      const dir = ['content/docs', 'content/docs/a', 'content/docs/a/b/c', 'content', ''][Math.floor(rnd() * 5)]!;
      const rel = Array.from({ length: 1 + Math.floor(rnd() * 5) }, () => pick(['..', '.', 'x', 'y.md', '', 'a', 'b c', '%20'])).join('/');
      let usedFallback = false;
      const got = joinRelative(dir, rel, (d, r) => ((usedFallback = true), library(d, r)));
      if (!usedFallback) fast++;
      expect(got, `${dir} + ${rel}`).toBe(library(dir, rel));
    }
    expect(fast).toBeGreaterThan(1000);
  });
});
