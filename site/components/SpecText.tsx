/**
 * Descriptions inside OpenAPI specs are short Markdown strings, not body trees.
 * This renders the small subset specs use (paragraphs, bullet lists, `code`,
 * **strong**, *emphasis*, [links](url)) straight to React elements: text stays
 * text, links pass the same URL allow-list as page bodies.
 */
import type { ReactNode } from 'react';
import { Link } from './Body.tsx';

const INLINE = /(`+)([\s\S]*?)\1|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|_([^_\s][^_]*)_|\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** Inline Markdown -> React nodes. */
export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let k = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[1] !== undefined) out.push(<code key={k++}>{m[2]!.trim()}</code>);
    else if (m[3] !== undefined || m[4] !== undefined) out.push(<strong key={k++}>{inline(m[3] ?? m[4]!)}</strong>);
    else if (m[5] !== undefined || m[6] !== undefined) out.push(<em key={k++}>{inline(m[5] ?? m[6]!)}</em>);
    else if (m[7] !== undefined) out.push(<Link key={k++} url={m[8]!}>{inline(m[7])}</Link>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Block Markdown (paragraphs and bullet lists) -> React nodes. */
export function SpecText({ text, className }: { text: string | undefined | null; className?: string }): ReactNode {
  if (!text || !text.trim()) return null;
  const blocks = text.trim().split(/\n\s*\n/);
  return (
    <div className={className ?? 'spec-text'}>
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        if (lines.every((l) => /^\s*[-*+]\s+/.test(l))) {
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\s*[-*+]\s+/, ''))}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{inline(lines.join(' '))}</p>;
      })}
    </div>
  );
}
