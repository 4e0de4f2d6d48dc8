/** "On this page": h2 entries with their h3 entries nested below. */
import type { ReactNode } from 'react';

export interface TocItem {
  depth: number;
  text: string;
  id: string;
}

/** `idPrefix` keeps ids unique when a page shows the list twice (beside the article, and in it on narrow screens). */
export function Toc({ items, idPrefix = '' }: { items: TocItem[]; idPrefix?: string }): ReactNode {
  if (items.length < 2) return null;
  const groups: { item: TocItem; children: TocItem[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (item.depth > 2 && last) last.children.push(item);
    else groups.push({ item, children: [] });
  }
  return (
    <nav className="toc" aria-labelledby={`${idPrefix}toc-title`}>
      <p className="toc-title" id={`${idPrefix}toc-title`}>
        On this page
      </p>
      <ul>
        {groups.map(({ item, children }) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.text}</a>
            {children.length > 0 && (
              <ul>
                {children.map((c) => (
                  <li key={c.id}>
                    <a href={`#${c.id}`}>{c.text}</a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
