/**
 * File and folder names that can become routes. A page's route is made from
 * its path, so every segment must be usable in a URL path as it is written:
 * ASCII letters and digits and the few marks RFC 3986 allows unescaped in a
 * path segment. `?`, `#`, `%`, spaces, control characters, `:` (read as a
 * scheme, and not allowed on Windows) and non-ASCII letters are refused, each
 * named in the message so the writer knows what to rename.
 */

/** RFC 3986 `pchar` without `%` (escapes would be decoded twice) and `:`. */
const SEGMENT_CHAR = /[A-Za-z0-9\-._~!$&'()*+,;=@]/;

export interface NameProblem {
  /** The offending folder or file name (a file's without `.md`). */
  segment: string;
  /** Whether the segment is the file's own name or a folder above it. */
  isFolder: boolean;
  /** The first character that cannot be in a route, described for a reader. */
  what: string;
  /** A name built from the old one that would be accepted. */
  suggestion: string;
}

/** Describes a character for a message: `a space`, `"?"`, `a line break`, `"é" (U+00E9)`. */
export function describeChar(c: string): string {
  const code = c.codePointAt(0)!;
  if (c === ' ') return 'a space';
  if (c === '\n' || c === '\r') return 'a line break';
  if (c === '\t') return 'a tab';
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return `a control character (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
  if (code > 0x7e) return `"${c}" (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
  return `"${c}"`;
}

/** The first segment of a doc id (`a/b/c`) that cannot be part of a route, or null. */
export function nameProblem(id: string): NameProblem | null {
  const segments = id.split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    for (const c of segment) {
      if (SEGMENT_CHAR.test(c)) continue;
      const suggestion =
        segment
          .normalize('NFKD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^A-Za-z0-9\-._~]+/g, '-')
          .replace(/^-+|-+$/g, '') || 'page';
      return { segment, isFolder: i < segments.length - 1, what: describeChar(c), suggestion };
    }
  }
  return null;
}
