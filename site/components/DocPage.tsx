/** A documentation page: breadcrumbs, title, body (or API operation), edit link, previous/next. */
import type { ReactNode } from 'react';
import type { BundlePage, BundleSpec, Manifest } from '../lib/bundle.ts';
import { SECTION_LABELS, siteConfig } from '../site.config.ts';
import { EXTERNAL_REL, safeHref, twinPath } from '../lib/url.ts';
import { Operation, operationToc } from './api/Operation.tsx';
import { Body } from './Body.tsx';
import { Shell } from './Shell.tsx';
import { Sidebar } from './Sidebar.tsx';
import { Toc } from './Toc.tsx';
import { SearchTerms } from './SearchTerms.tsx';

/** Search filter values for a page: product area, section, API spec, HTTP method. */
export function searchFilters(page: BundlePage, manifest: Manifest): [string, string][] {
  const AREAS: Record<string, string> = {
    home: 'Guides', rest: 'REST APIs', swml: 'SWML', sdks: 'SDKs', 'compatibility-api': 'Compatibility API', events: 'Events', cantina: 'Cantina',
  };
  const first = page.id.split('/')[0] ?? page.id;
  const filters: [string, string][] = [['area', AREAS[first] ?? first]];
  if (page.sidebar) filters.push(['section', SECTION_LABELS[page.sidebar] ?? page.sidebar]);
  if (page.operation) {
    const spec = manifest.specs.find((s) => s.id === page.operation!.specId);
    filters.push(['api', spec?.title ?? page.operation.specId]);
    filters.push(['method', page.operation.method.toUpperCase()]);
  }
  // Pagefind reads "name:value"; commas and colons would split it.
  return filters.map(([k, v]) => [k, v.replace(/[,:]/g, ' ')]);
}

function Breadcrumbs({ page }: { page: BundlePage }): ReactNode {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href="/">Home</a>
        </li>
        {page.breadcrumbs.map((b, i) => (
          <li key={i}>{b.href && safeHref(b.href) ? <a href={safeHref(b.href)!}>{b.label}</a> : <span>{b.label}</span>}</li>
        ))}
        {page.route !== '/' && (
          <li>
            <span aria-current="page">{page.title}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}

/** One side of the pager, or an empty cell that keeps "Next" on the right. */
function PagerLink({ link, rel }: { link: BundlePage['previous']; rel: 'prev' | 'next' }): ReactNode {
  const href = link && safeHref(link.href);
  if (!link || !href) return <span />;
  return (
    <a className={`pager-link ${rel}`} href={href} rel={rel}>
      <span className="pager-dir">{rel === 'prev' ? 'Previous' : 'Next'}</span>
      <span className="pager-label">{link.label}</span>
    </a>
  );
}

function Pager({ page }: { page: BundlePage }): ReactNode {
  if (!(page.previous && safeHref(page.previous.href)) && !(page.next && safeHref(page.next.href))) return null;
  return (
    <nav className="pager" aria-label="Previous and next pages">
      <PagerLink link={page.previous} rel="prev" />
      <PagerLink link={page.next} rel="next" />
    </nav>
  );
}

export function DocPage({ page, manifest, spec }: { page: BundlePage; manifest: Manifest; spec: BundleSpec | undefined }): ReactNode {
  const items = page.sidebar ? manifest.sidebars[page.sidebar] : undefined;
  const current = { id: page.id, route: page.route };
  const toc = page.operation ? [...page.toc, ...operationToc(spec, page.operation)] : page.toc;
  const fm = page.frontmatter;
  const sample = fm.custom_props?.sample_repository ? safeHref(fm.custom_props.sample_repository) : null;
  const listed = !(fm.unlisted ?? false);
  return (
    <Shell
      manifest={manifest}
      section={page.sidebar}
      sidebar={items ? <Sidebar items={items} current={current} label={`${SECTION_LABELS[page.sidebar!] ?? 'Section'} navigation`} /> : undefined}
      toc={<Toc items={toc} />}
      markdown={twinPath(page.route)}
    >
      <Breadcrumbs page={page} />
      <article className="doc" {...(listed ? { 'data-pagefind-body': '' } : {})}>
        <header className="doc-header">
          <h1>{page.title}</h1>
          <p className="doc-badges">
            {manifest.version.badge && <span className="badge">Version: {manifest.version.label}</span>}
            {fm.deprecated && <span className="badge deprecated">Deprecated</span>}
            {fm.custom_props?.platform && <span className="badge platform">{fm.custom_props.platform}</span>}
          </p>
        </header>
        {toc.length >= 2 && (
          <details className="toc-inline">
            <summary>On this page</summary>
            <Toc items={toc} idPrefix="inline-" />
          </details>
        )}
        {fm.deprecated && !page.operation && (
          <div className="admonition admonition-warning" role="note">
            <p className="admonition-title">Deprecated</p>
            <p>This page describes something deprecated; it may be removed.</p>
          </div>
        )}
        {page.operation ? (
          <Operation op={page.operation} spec={spec}>
            <Body root={page.body} />
          </Operation>
        ) : (
          <Body root={page.body} />
        )}
        {sample && (
          <p className="sample-repo">
            Full sample:{' '}
            <a href={sample} rel={EXTERNAL_REL} className="external">
              {sample}
              <span className="visually-hidden" data-markdown-ignore=""> (external link)</span>
            </a>
          </p>
        )}
        {listed && searchFilters(page, manifest).map(([k, v]) => <span key={k} hidden data-pagefind-filter={`${k}:${v}`} />)}
        {listed && <SearchTerms page={page} manifest={manifest} />}
      </article>
      <footer className="doc-footer">
        {page.lastModified && (
          <p className="last-updated">
            Last updated <time dateTime={page.lastModified}>{page.lastModified.slice(0, 10)}</time>
          </p>
        )}
        <a className="edit-link external" href={`${siteConfig.editUrlBase}${encodeURI(page.source)}`} rel={EXTERNAL_REL}>
          Edit this page
          <span className="visually-hidden" data-markdown-ignore=""> (external link)</span>
        </a>
      </footer>
      <Pager page={page} />
    </Shell>
  );
}
