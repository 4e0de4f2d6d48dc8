import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

/**
 * Content-Security-Policy as the first thing in <head>. Scripts only from this
 * origin (no inline script anywhere on the site); Pagefind's search index is
 * WebAssembly, hence 'wasm-unsafe-eval'. No inline styles either: code
 * highlighting uses classes.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' https: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export default {
  extends: [vikeReact],
  // Every page is static HTML; the reader gets no client framework at all.
  // site/build.mjs starts the prerender itself, to write only HTML (no
  // pageContext.json: there is no client router to read them) and show progress.
  prerender: { disableAutoRun: true },
  clientHooks: false,
  clientRouting: false,
  // Pages live at <route>/ (their HTML is <route>/index.html): under `pipeline dev` too, /a/b leads to /a/b/.
  trailingSlash: true,
  stream: false,
  lang: 'en',
  headHtmlBegin: `<meta http-equiv="Content-Security-Policy" content="${CSP}" />`,
} satisfies Config;
