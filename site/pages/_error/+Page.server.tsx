/** 404 (prerendered to 404.html) and, should rendering fail, the error page. */
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Shell } from '../../components/Shell.tsx';
import { loadManifest } from '../../lib/bundle.ts';

export function Page(): ReactNode {
  const { is404 } = usePageContext();
  return (
    <Shell manifest={loadManifest()}>
      {is404 ? (
        <>
          <h1>Page not found</h1>
          <p>There is no page at this address. It may have moved, or the link that led here may be wrong.</p>
          <ul>
            <li>
              <a href="/">Go to the documentation home</a>
            </li>
            <li>
              <a href="/search/">Search the docs</a>
            </li>
          </ul>
        </>
      ) : (
        <>
          <h1>Something went wrong</h1>
          <p>This page could not be shown.</p>
        </>
      )}
    </Shell>
  );
}
