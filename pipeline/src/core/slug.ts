/**
 * Heading anchors. The link checker and the site both take heading ids from
 * here (the site through the bundle), so an anchor that checks is an anchor
 * that works. GitHub-style slugs, repeats numbered `-1`, `-2`; a heading that
 * ends in `{#custom-id}` uses that id instead.
 */
import GithubSlugger from 'github-slugger';

const EXPLICIT_ID = /[ \t]*\{#([A-Za-z0-9_][A-Za-z0-9_-]*)\}[ \t]*$/;

/** Splits `Heading text {#id}` into the text and the explicit id. */
export function splitExplicitId(text: string): { text: string; id: string | undefined } {
  const m = EXPLICIT_ID.exec(text);
  return m ? { text: text.slice(0, m.index), id: m[1] } : { text, id: undefined };
}

/** A per-page slugger: call it with each heading's text in document order. */
export function createSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text) => slugger.slug(text);
}
