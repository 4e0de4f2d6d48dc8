/**
 * Every page's frame: skip link, a line for agents, header (product, version
 * label, sections, search, theme toggle), then main / sidebar / table of
 * contents in the HTML (the grid shows the sidebar on the left). A page with
 * no sidebar gets the full width.
 */
import type { ReactNode } from 'react';
import type { Manifest, NavItem } from '../lib/bundle.ts';
import { SECTION_LABELS, siteConfig } from '../site.config.ts';
import { canonicalPath } from '../lib/url.ts';
import '../styles/site.css';

/** The first page link in a sidebar tree (depth first). */
function firstHref(items: NavItem[]): string | undefined {
  for (const item of items) {
    if (item.href && item.href.startsWith('/')) return item.href;
    if (item.type === 'category') {
      const inner = firstHref(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

function Header({ manifest, section, menu }: { manifest: Manifest; section?: string | undefined; menu: boolean }): ReactNode {
  const sections = Object.keys(SECTION_LABELS)
    .filter((id) => manifest.sidebars[id])
    .map((id) => ({ id, label: SECTION_LABELS[id]!, href: firstHref(manifest.sidebars[id]!) }))
    .filter((s): s is { id: string; label: string; href: string } => s.href !== undefined);
  for (const id of Object.keys(manifest.sidebars)) {
    if (SECTION_LABELS[id] === undefined) {
      const href = firstHref(manifest.sidebars[id]!);
      if (href) sections.push({ id, label: id, href });
    }
  }
  return (
    <header className="site-header">
      <div className="header-row">
        <a className="brand" href="/">
          <svg className="brand-logo" viewBox="0 0 32 32" width="24" height="24" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" fill="#4433cc" />
            <path d="M9 20.5c2.2 2 4.6 3 7 3s4.8-1 7-3M11 15.5c1.6 1.3 3.2 2 5 2s3.4-.7 5-2M13.5 10.5c.8.6 1.6.9 2.5.9s1.7-.3 2.5-.9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className="brand-name">{siteConfig.productName}</span>
        </a>
        <span className="version-label" title={`Docs version: ${manifest.version.label}`}>
          {manifest.version.label}
        </span>
        <form className="search" role="search" aria-label="Site search" action="/search/" method="get" data-search-form="">
          <label className="visually-hidden" htmlFor="search-input">
            Search the docs
          </label>
          <input id="search-input" className="search-input" type="search" name="q" placeholder="Search docs" autoComplete="off" aria-keyshortcuts="/ Control+K" />
          <kbd className="search-key" aria-hidden="true">
            /
          </kbd>
          <div className="search-results" id="search-results" hidden></div>
        </form>
        {menu && (
          // On narrow screens: opens the section's navigation (the sidebar, shown over the page while it is the
          // URL's target), with or without JavaScript.
          <a className="menu-link" href="#section-nav">
            Menu
          </a>
        )}
        <button type="button" className="theme-toggle" data-theme-toggle="" hidden aria-label="Switch between light and dark theme">
          <span className="theme-icon" aria-hidden="true"></span>
        </button>
      </div>
      <nav className="sections" aria-label="Documentation sections">
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={canonicalPath(s.href)} aria-current={s.id === section ? 'true' : undefined}>
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/**
 * A line for agents near the top of every page, out of sight and out of the
 * tab order: where the index for agents is, and this page as Markdown.
 */
function AgentDirective({ markdown }: { markdown?: string | undefined }): ReactNode {
  return (
    <p className="visually-hidden agent-directive">
      For AI agents: the documentation index is at{' '}
      <a href="/llms.txt" tabIndex={-1}>
        /llms.txt
      </a>
      {markdown && (
        <>
          , and this page is available as Markdown at{' '}
          <a href={markdown} tabIndex={-1}>
            {markdown}
          </a>
        </>
      )}
      .
    </p>
  );
}

export function Shell({ manifest, section, sidebar, toc, markdown, children }: { manifest: Manifest; section?: string | undefined; sidebar?: ReactNode; toc?: ReactNode; markdown?: string | undefined; children: ReactNode }): ReactNode {
  const banner = manifest.version.banner;
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <AgentDirective markdown={markdown} />
      <Header manifest={manifest} section={section} menu={sidebar !== undefined} />
      {banner && (
        <div className="version-banner" role="note">
          {banner === 'unreleased'
            ? `This is documentation for the unreleased version ${manifest.version.label}.`
            : `This is documentation for version ${manifest.version.label}, which is no longer maintained.`}
        </div>
      )}
      <div className={sidebar ? 'page-grid with-sidebar' : 'page-grid full-width'}>
        <main id="main-content" className="main-col" tabIndex={-1}>
          {children}
        </main>
        {sidebar && (
          <div className="sidebar-col" id="section-nav">
            <a className="menu-close" href="#main-content">
              Close menu
            </a>
            {sidebar}
          </div>
        )}
        {toc && <div className="toc-col">{toc}</div>}
      </div>
      <footer className="site-footer">
        <p>
          {siteConfig.productName} · version {manifest.version.label} · <a href="/sitemap.xml">Sitemap</a>
        </p>
      </footer>
    </>
  );
}
