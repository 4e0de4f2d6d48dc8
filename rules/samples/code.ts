/**
 * What the sample rules share: finding the code blocks that claim to be a
 * kind of sample, and turning a place inside a block into a place in the page.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Place } from '../../pipeline/src/core/diagnostic.ts';

/** Words after the language: ```yaml swml title="x" -> ['swml', 'title="x"']. */
export const metaWords = (node: Code): string[] => (node.meta ?? '').split(/\s+/).filter(Boolean);

/** Blocks whose language is one of `langs`, skipping those marked `no-check`. */
export function codeBlocks(tree: Root, langs: readonly string[]): Code[] {
  const out: Code[] = [];
  visit(tree, 'code', (node: Code) => {
    if (node.lang && langs.includes(node.lang.toLowerCase()) && !metaWords(node).includes('no-check')) out.push(node);
  });
  return out;
}

/** A 1-based line and column inside the block's text, as a place in the page. */
export function placeIn(node: Code, inner: Place): Place {
  const start = node.position?.start ?? { line: 1, column: 1 };
  // The text starts on the line after the opening fence, indented like the fence.
  return { line: start.line + inner.line, column: start.column - 1 + inner.column };
}
