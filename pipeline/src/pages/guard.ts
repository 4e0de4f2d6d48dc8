/**
 * A linear scan of a page before the Markdown parser sees it. The parser
 * (micromark) slows down faster than the text grows on some shapes, all of
 * them inside one block of lines with no blank line between them: a 50 KB
 * paragraph of `[[[[`, or of `x_ x_ x_`, takes seconds and gigabytes, and
 * thousands of block quotes nested on one line overflow the stack. This scan
 * finds those blocks and blanks them (every character but the line breaks
 * becomes a space, so every other line keeps its line and column); each
 * becomes a `load/too-complex` finding, and the rest of the page is checked
 * as usual. The parse then costs time and memory in proportion to the page.
 *
 * A block here is simply the lines between two blank lines, whatever they
 * hold. A paragraph, heading or table cell never spans a blank line, so each
 * lies inside one block, and bounding blocks bounds them without having to
 * know what the parser will make of the lines (fences, tables and HTML are
 * easy to misjudge line by line, and a misjudged fence could hide a long
 * paragraph). Blanking a block leaves the other blocks as they are, so the
 * bound holds for the text the parser sees. Measured on 2,800 real
 * documentation pages (54,000 blocks), the largest block is 15.7 KB (embedded
 * HTML; the largest Markdown ones are 10-12 KB code samples and tables).
 */

/** Characters in one block of lines with no blank line between them. */
export const MAX_BLOCK_CHARS = 16_384;
/** Block quotes and list items opened on one line. */
export const MAX_NESTING = 32;
/** Columns of indentation before a list marker (nesting by indentation). */
export const MAX_MARKER_INDENT = 128;
/** Square brackets open inside each other within one block. */
export const MAX_BRACKET_DEPTH = 32;

export interface GuardFinding {
  line: number;
  column: number;
  endLine: number;
  message: string;
  hint: string;
}

export interface GuardResult {
  /** The text to parse: the page, with the blocks it could not afford blanked. */
  text: string;
  findings: GuardFinding[];
}

interface Line {
  start: number;
  /** End of the line's text, before its line break. */
  end: number;
}

/** Block quote and list markers opened on one line, for the nesting limit. */
function nesting(s: string, start: number, end: number): { depth: number; markerIndent: number } {
  let depth = 0;
  let markerIndent = 0;
  let i = start;
  for (;;) {
    let ws = 0;
    while (i < end && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9)) {
      ws += s.charCodeAt(i) === 9 ? 4 : 1;
      i++;
    }
    const c = s.charCodeAt(i);
    let j = i;
    if (c === 62 /* > */) j = i + 1;
    else if (c === 45 || c === 43 || c === 42 /* - + * */) j = i + 1;
    else {
      while (j < end && j - i < 9 && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) j++;
      j = j > i && (s.charCodeAt(j) === 46 || s.charCodeAt(j) === 41) /* . ) */ ? j + 1 : i;
    }
    if (j === i || i >= end) break;
    // A list marker needs white space (or the end of the line) after it; a quote marker does not.
    if (c !== 62 && j < end && s.charCodeAt(j) !== 32 && s.charCodeAt(j) !== 9) break;
    if (c !== 62) markerIndent = Math.max(markerIndent, ws);
    depth++;
    i = j;
  }
  return { depth, markerIndent };
}

/** Splits a text into lines at `\n`, `\r\n` and `\r`, as Markdown does. */
function splitLines(s: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 10 || c === 13) {
      lines.push({ start, end: i });
      if (c === 13 && s.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
  }
  lines.push({ start, end: s.length });
  return lines;
}

/** Index of the first line after a frontmatter block, as remark-frontmatter finds one (0 when there is none). */
function afterFrontmatter(s: string, lines: Line[]): number {
  const fence = (l: Line) => /^---[ \t]*$/.test(s.slice(l.start, l.end));
  if (lines.length < 2 || !fence(lines[0]!)) return 0;
  for (let i = 1; i < lines.length; i++) if (fence(lines[i]!)) return i + 1;
  return 0;
}

const BLANK = /^[ \t>]*$/;

type Problem =
  | { kind: 'size' }
  | { kind: 'nesting'; depth: number; line: number }
  | { kind: 'indent'; columns: number; line: number }
  | { kind: 'brackets'; line: number; column: number };

interface Block {
  first: number;
  last: number;
  chars: number;
  brackets: number;
  problem?: Problem;
}

export function guardMarkdown(text: string): GuardResult {
  const lines = splitLines(text);
  const findings: GuardFinding[] = [];
  const blank: [number, number][] = [];
  let block: Block | undefined;

  const flush = () => {
    if (block && block.chars > MAX_BLOCK_CHARS && !block.problem) block.problem = { kind: 'size' };
    if (block?.problem) {
      findings.push(describe(block, block.problem));
      blank.push([lines[block.first]!.start, lines[block.last]!.end]);
    }
    block = undefined;
  };
  const add = (n: number, start: number, end: number) => {
    block ??= { first: n, last: n, chars: 0, brackets: 0 };
    block.last = n;
    block.chars += end - start + 1;
    const { depth, markerIndent } = nesting(text, start, end);
    if (!block.problem && depth > MAX_NESTING) block.problem = { kind: 'nesting', depth, line: n };
    if (!block.problem && markerIndent > MAX_MARKER_INDENT) block.problem = { kind: 'indent', columns: markerIndent, line: n };
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) i++;
      else if (c === 91) {
        if (++block.brackets > MAX_BRACKET_DEPTH && !block.problem) block.problem = { kind: 'brackets', line: n, column: i - start + 1 };
      } else if (c === 93 && block.brackets > 0) block.brackets--;
    }
  };

  for (let n = afterFrontmatter(text, lines); n < lines.length; n++) {
    const { start, end } = lines[n]!;
    if (BLANK.test(text.slice(start, end))) flush();
    else add(n, start, end);
  }
  flush();

  if (blank.length === 0) return { text, findings };
  const parts: string[] = [];
  let at = 0;
  for (const [from, to] of blank) {
    parts.push(text.slice(at, from), text.slice(from, to).replace(/[^\r\n]/g, ' '));
    at = to;
  }
  parts.push(text.slice(at));
  return { text: parts.join(''), findings };

  function describe(b: Block, problem: Problem): GuardFinding {
    const lineNo = (i: number) => i + 1;
    const one = b.first === b.last;
    const span = one ? `line ${lineNo(b.first)}` : `lines ${lineNo(b.first)}-${lineNo(b.last)}`;
    const skipped = one ? 'so the line was not checked' : `so ${span} were not checked`;
    const where = { line: lineNo(b.first), column: 1, endLine: lineNo(b.last) };
    switch (problem.kind) {
      case 'size':
        return {
          ...where,
          message: `${one ? 'Line' : 'Lines'} ${one ? lineNo(b.first) : `${lineNo(b.first)}-${lineNo(b.last)}`} run${one ? 's' : ''} ${b.chars.toLocaleString('en-US')} characters without a blank line; the limit is ${MAX_BLOCK_CHARS.toLocaleString('en-US')}, so ${one ? 'it was' : 'they were'} not checked.`,
          hint: 'Break it up with blank lines: into paragraphs, or a long table or code sample into two.',
        };
      case 'nesting':
        return {
          ...where,
          line: lineNo(problem.line),
          message: `Line ${lineNo(problem.line)} opens ${problem.depth} block quotes and list items inside each other; the limit is ${MAX_NESTING}, ${skipped}.`,
          hint: 'Flatten the nesting; readers cannot follow more than a few levels anyway.',
        };
      case 'indent':
        return {
          ...where,
          line: lineNo(problem.line),
          message: `Line ${lineNo(problem.line)} has a list marker indented ${problem.columns} columns; the limit is ${MAX_MARKER_INDENT}, ${skipped}.`,
          hint: 'Flatten the nested lists.',
        };
      case 'brackets':
        return {
          ...where,
          line: lineNo(problem.line),
          column: problem.column,
          message: `Square brackets are open ${MAX_BRACKET_DEPTH + 1} deep here; the limit is ${MAX_BRACKET_DEPTH}, ${skipped}.`,
          hint: 'Escape brackets that are meant as text (\\[), or take the links apart.',
        };
    }
  }
}
