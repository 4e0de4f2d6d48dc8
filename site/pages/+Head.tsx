/** Head tags of every page: icons, the theme script (before paint) and the enhancement script. */
import type { ReactNode } from 'react';
import { loadManifest } from '../lib/bundle.ts';

export function Head(): ReactNode {
  const { version } = loadManifest();
  return (
    <>
      <meta name="color-scheme" content="light dark" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      {version.noIndex && <meta name="robots" content="noindex, nofollow" />}
      <script src="/theme.js"></script>
      <script src="/enhance.js" defer></script>
      <script src="/search.js" defer></script>
    </>
  );
}
