/**
 * An identifier that may wrap only where a reader would break it: after `.`,
 * `_`, `/`, `-`, `:` or `=`, and between a lower-case letter or digit and the
 * capital that starts the next word (`Status|Callback`, `call_|state`), never
 * inside a word. The page's text is unchanged (`<wbr>` adds no characters).
 */
import { Fragment, type ReactNode } from 'react';

/** Where `text` may break: the pieces between the points above. */
export function breakPieces(text: string): string[] {
  if (text.length < 12) return [text];
  return text.split(/(?<=[._/\-:=])(?=[^._/\-:=])|(?<=[a-z0-9])(?=[A-Z])/);
}

export function Breakable({ text }: { text: string }): ReactNode {
  const pieces = breakPieces(text);
  if (pieces.length === 1) return text;
  return pieces.map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
