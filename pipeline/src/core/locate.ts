/**
 * Turns offsets into 1-based line:column. Built once per text, then each lookup
 * is a binary search, so locating thousands of findings in one file stays cheap.
 */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  /** Offset (0-based) to 1-based line and column. */
  place(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo]! + 1 };
  }

  /** 1-based line and column to an offset, or -1 when the text has no such line. */
  offset(line: number, column: number): number {
    const start = this.starts[line - 1];
    return start === undefined ? -1 : start + column - 1;
  }
}
