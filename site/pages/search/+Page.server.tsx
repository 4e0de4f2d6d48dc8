/**
 * /search/: where the header's search form goes. With JavaScript, search.js
 * fills it with results and filters; without, it says why and where to browse.
 */
import type { ReactNode } from 'react';
import { Shell } from '../../components/Shell.tsx';
import { loadManifest, type NavItem } from '../../lib/bundle.ts';
import { SECTION_LABELS } from '../../site.config.ts';
import { canonicalPath } from '../../lib/url.ts';

const firstHref = (items: NavItem[]): string | undefined => {
  for (const i of items) {
    if (i.href?.startsWith('/')) return i.href;
    if (i.type === 'category') {
      const h = firstHref(i.items);
      if (h) return h;
    }
  }
  return undefined;
};

export function Page(): ReactNode {
  const manifest = loadManifest();
  return (
    <Shell manifest={manifest}>
      <h1>Search</h1>
      <div className="no-js-only">
        <p>Searching needs JavaScript, which is turned off or blocked in this browser. Every page can still be read without it: browse a section, or the full list of pages in the <a href="/sitemap.xml">sitemap</a>.</p>
        <ul>
          {Object.entries(manifest.sidebars).map(([id, items]) => {
            const href = firstHref(items);
            return href ? (
              <li key={id}>
                <a href={canonicalPath(href)}>{SECTION_LABELS[id] ?? id}</a>
              </li>
            ) : null;
          })}
        </ul>
      </div>
      <div className="search-page js-only" data-search-page="">
        <form className="search-page-form" role="search" aria-label="Search page" action="/search/" method="get">
          <label htmlFor="search-page-input">Search the docs</label>
          <input id="search-page-input" type="search" name="q" autoComplete="off" />
          <button type="submit">Search</button>
        </form>
        <div className="search-filters" data-search-filters=""></div>
        <p className="search-status" role="status" aria-live="polite" data-search-status=""></p>
        <ol className="search-page-results" data-search-results=""></ol>
      </div>
    </Shell>
  );
}
