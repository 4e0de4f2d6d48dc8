/**
 * Vite + Vike for the prerendered site. Root is site/; the bundle folder and
 * the output folder come from the environment (site/build.mjs sets them).
 */
import { relative, resolve } from 'node:path';
import vike from 'vike/plugin';
import type { Plugin, UserConfig } from 'vite';
import { paletteCss } from './lib/highlight.ts';

/**
 * Appends the colour classes the highlighter emits (built from its two themes)
 * to styles/site.css, so the site keeps one stylesheet.
 */
function shikiPalette(): Plugin {
  return {
    name: 'site:shiki-palette',
    transform: async (code, id) => (id.split('?')[0]!.endsWith('/styles/site.css') ? `${code}\n/* code colours */\n${await paletteCss()}` : undefined),
  };
}

const root = import.meta.dirname;

export default {
  root,
  plugins: [vike(), shikiPalette()],
  logLevel: process.env.SITE_VITE_LOG === 'info' ? 'info' : 'warn',
  // Keep Vite's cache with the project's other caches, not in site/node_modules.
  cacheDir: resolve(root, '..', 'node_modules', '.vite-site'),
  build: {
    // Vike wants it relative to the root; it writes client/ and server/ below it.
    outDir: relative(root, process.env.SITE_BUILD_DIR ?? resolve(root, '..', 'dist', '.site-build')),
    emptyOutDir: true,
    reportCompressedSize: false,
  },
} satisfies UserConfig;
