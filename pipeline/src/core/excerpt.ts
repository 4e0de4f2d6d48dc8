/**
 * A short, printable excerpt of text a writer wrote (a URL, a label, a file
 * name) for a message: control characters shown as `\uXXXX`, at most `max`
 * characters, cut with an ellipsis. Messages stay one line and small however
 * long the input is.
 */

/** Default length of an excerpt in a message. */
export const EXCERPT_LENGTH = 60;

export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const head = text.length > max * 2 ? text.slice(0, max * 2) : text;
  // eslint-disable-next-line no-control-regex
  const printable = head.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (printable.length <= max && head.length === text.length) return printable;
  // Never cut a surrogate pair in half.
  let cut = Math.min(printable.length, max - 1);
  const code = printable.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut--;
  return `${printable.slice(0, cut)}…`;
}
