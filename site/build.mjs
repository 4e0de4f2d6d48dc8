#!/usr/bin/env node
// Prerenders the site from a bundle: `node site/build.mjs [--bundle DIR] [--out DIR] [--no-search] [--report FILE]`.
// Defaults: --bundle dist/bundle (what `pipeline build` writes), --out dist/site.
//
// 1. `vike build` through Vike's API (Vite client + server builds, then every page prerendered),
//    into a scratch folder beside --out;
// 2. the client folder (HTML, the stylesheet, public/ files) replaces --out in one rename;
// 3. the bundle's assets (files pages link to) at the paths they are served from; the Markdown
//    twin of every page and the llms.txt indexes (site/lib/agents.ts);
//    sitemap.xml (listed pages only) and robots.txt (the version record's noIndex); each API's
//    OpenAPI document as JSON and YAML and an RFC 9727 catalog at /.well-known/api-catalog;
// 4. the Pagefind index over the written HTML;
// 5. a Brotli and a gzip copy of every text file, for servers to send as they are.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stringify as stringifyYaml } from 'yaml';
import { COMPRESSIBLE } from './serve.mjs';

const SITE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(SITE, '..');

function parseArgs(argv) {
  const o = { bundle: join(ROOT, 'dist', 'bundle'), out: join(ROOT, 'dist', 'site'), search: true, report: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--bundle') o.bundle = resolve(argv[++i] ?? '');
    else if (a === '--out') o.out = resolve(argv[++i] ?? '');
    else if (a === '--no-search') o.search = false;
    else if (a === '--report') o.report = resolve(argv[++i] ?? '');
    else if (a === '--help' || a === '-h') {
      process.stdout.write('usage: node site/build.mjs [--bundle DIR] [--out DIR] [--no-search] [--report FILE.json]\n');
      process.exit(0);
    } else {
      process.stderr.write(`site build: unknown argument ${a}\n`);
      process.exit(2);
    }
  }
  return o;
}

const xmlEscape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A progress line while prerendering: "prerender 120/316 pages" (a line every 10 % when not on a terminal). */
function progressLine(total) {
  let done = 0;
  let printed = 0;
  const step = Math.max(1, Math.ceil(total / 10));
  return () => {
    done++;
    if (process.env.SITE_PROGRESS === '0') return;
    if (process.stderr.isTTY) process.stderr.write(`\rprerender ${done}/${total} pages${done === total ? '\n' : ''}`);
    else if (done === total || done - printed >= step) {
      printed = done;
      process.stderr.write(`prerender ${done}/${total} pages\n`);
    }
  };
}

/** rename, or copy and delete when the target is on another file system. */
function moveDir(from, to) {
  try {
    renameSync(from, to);
  } catch (e) {
    if (e.code !== 'EXDEV') throw e;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/** Every .html file below dir. */
function htmlFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) htmlFiles(path, out);
    else if (entry.name.endsWith('.html')) out.push(path);
  }
  return out;
}

/**
 * Vite still emits client entry chunks for Vike's pages, but no page loads
 * them (no client hooks): check that, then drop them so they are not shipped.
 */
function dropUnusedClientJs(client, html) {
  for (const file of html) {
    const text = readFileSync(file, 'utf8');
    const script = /<script\b[^>]*\bsrc="(\/assets\/[^"]+)"/.exec(text);
    if (script) throw new Error(`${relative(client, file)} loads ${script[1]}: pages must not ship a client framework`);
    // Inline scripts are refused (the CSP forbids them); JSON-LD is data that no browser runs.
    if (/<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>/.test(text)) throw new Error(`${relative(client, file)} has an inline script, which the CSP forbids`);
  }
  for (const sub of ['entries', 'chunks']) rmSync(join(client, 'assets', sub), { recursive: true, force: true });
}

export async function buildSite({ bundle: given, out, search = true }) {
  const started = performance.now();
  // dist/bundle is a link that a new `pipeline build` replaces: read the version it points to now, whole.
  const bundle = existsSync(given) ? realpathSync(given) : given;
  const manifestFile = join(bundle, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no bundle at ${relative(process.cwd(), bundle) || '.'}: run \`pipeline build\` first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  // Vike finds its server entry only below the working directory: build inside the project.
  const scratch = join(ROOT, 'dist', `.site-build-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  process.env.SITE_BUNDLE_DIR = bundle;
  process.env.SITE_BUILD_DIR = scratch;
  process.env.NODE_ENV = 'production';

  const { build, prerender } = await import('vike/api');
  const viteConfig = { root: SITE, configFile: join(SITE, 'vite.config.ts') };
  const total = manifest.routes.length + 2; // every page, /search/ and 404.html
  const progress = progressLine(total);
  let viteMs = 0;
  try {
    await build({ viteConfig });
    viteMs = performance.now() - started;
    // Only the HTML is written: with no client runtime, Vike's pageContext.json files would be dead weight.
    await prerender({
      viteConfig,
      onPagePrerender: async (pageContext) => {
        const { filePath, fileContent } = pageContext._prerenderResult;
        if (!filePath.endsWith('.html')) return;
        mkdirSync(dirname(filePath), { recursive: true });
        writeFileSync(filePath, fileContent);
        progress();
      },
    });
  } catch (e) {
    rmSync(scratch, { recursive: true, force: true });
    throw e;
  }
  const client = join(scratch, 'client');
  const html = htmlFiles(client);
  // Every bundle route, /search/ and 404.html.
  if (html.length < total) throw new Error(`prerendered ${html.length} HTML files, expected ${total}`);
  if (!existsSync(join(client, '404.html'))) throw new Error('404.html was not prerendered');
  dropUnusedClientJs(client, html);

  const lib = await loadSiteLib(scratch);
  const { siteUrl } = lib.siteConfig;
  const redirects = writeRedirects(client, manifest.redirects ?? [], siteUrl, lib.canonicalPath);
  const listed = manifest.routes.filter((r) => !r.unlisted);
  // Every page record, read once for the sitemap's dates, the preview cards, the API catalog and the agent files.
  const pages = lib.loadBundlePages(bundle, manifest);
  writeFileSync(
    join(client, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed
      .map((r) => {
        const lastmod = pages.get(r.route).lastModified;
        return `  <url><loc>${xmlEscape(lib.pageUrl(siteUrl, r.route))}</loc>${typeof lastmod === 'string' ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}</url>`;
      })
      .join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    join(client, 'robots.txt'),
    manifest.version.noIndex ? 'User-agent: *\nDisallow: /\n' : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );

  const assets = copyAssets(join(bundle, 'assets'), client);
  const og = await writeOgImages(lib, pages, manifest, client);
  const downloads = writeSpecDownloads(lib, bundle, pages, manifest, client, siteUrl);
  const agents = lib.agentFiles(bundle, undefined, manifest, pages);
  lib.writeAgentFiles(client, agents.files);

  rmSync(out, { recursive: true, force: true });
  mkdirSync(dirname(out), { recursive: true });
  moveDir(client, out);
  rmSync(scratch, { recursive: true, force: true });
  const prerenderMs = performance.now() - started;

  let indexed = 0;
  if (search) indexed = await indexSearch(out);
  const compressed = await precompress(out);
  const totalMs = performance.now() - started;
  return { pages: html.length, compressed, assets, specDownloads: downloads, ogImages: og.written, ogMade: og.made, twins: agents.twins, indexes: agents.indexes, redirects, listed: listed.length, indexed, viteMs, prerenderMs, searchMs: totalMs - prerenderMs, totalMs, out };
}

/**
 * Each API's whole OpenAPI document for download, `/specs/<id>.json` and
 * `/specs/<id>.yaml` (the bundle's single-file document), and an RFC 9727 API
 * catalog at `/.well-known/api-catalog` (a linkset: per API, its description
 * and its documentation).
 */
function writeSpecDownloads(lib, bundle, pages, manifest, client, siteUrl) {
  mkdirSync(join(client, 'specs'), { recursive: true });
  const linkset = [];
  for (const spec of manifest.specs) {
    const document = JSON.parse(readFileSync(join(bundle, spec.openapi), 'utf8'));
    writeFileSync(join(client, 'specs', `${spec.id}.json`), `${JSON.stringify(document, null, 2)}\n`);
    writeFileSync(join(client, 'specs', `${spec.id}.yaml`), stringifyYaml(document, { aliasDuplicateObjects: false, lineWidth: 0 }));
    // Its documentation: the first page (in route order) that documents one of its operations.
    const docPage = manifest.routes.find((r) => pages.get(r.route).operation?.specId === spec.id) ?? manifest.routes[0];
    linkset.push({
      anchor: `${siteUrl}/specs/${spec.id}.json`,
      'service-desc': [
        { href: `${siteUrl}/specs/${spec.id}.json`, type: 'application/openapi+json', title: spec.title },
        { href: `${siteUrl}/specs/${spec.id}.yaml`, type: 'application/openapi+yaml', title: spec.title },
      ],
      'service-doc': [{ href: lib.pageUrl(siteUrl, docPage.route), type: 'text/html' }],
    });
  }
  mkdirSync(join(client, '.well-known'), { recursive: true });
  writeFileSync(join(client, '.well-known', 'api-catalog'), `${JSON.stringify({ linkset }, null, 2)}\n`);
  return manifest.specs.length;
}

/**
 * A preview image per listed page (site/lib/og.ts) at its og:image path. Each
 * is kept in node_modules/.cache/og under the hash of what it shows, so a
 * build draws only the cards whose title, section or description changed.
 */
async function writeOgImages(lib, pages, manifest, client) {
  const { createHash } = await import('node:crypto');
  const cacheDir = join(ROOT, 'node_modules', '.cache', 'og');
  mkdirSync(cacheDir, { recursive: true });
  let written = 0;
  let made = 0;
  for (const r of manifest.routes) {
    if (r.unlisted) continue;
    const page = pages.get(r.route);
    const section = [lib.SECTION_LABELS[page.sidebar] ?? '', ...page.breadcrumbs.map((b) => b.label)].filter(Boolean).join(' · ');
    const card = { title: page.title, section: section || lib.siteConfig.productName, description: page.description, site: lib.siteConfig.productName };
    const key = createHash('sha256').update(JSON.stringify([lib.OG_VERSION, card])).digest('hex').slice(0, 24);
    const cached = join(cacheDir, `${key}.png`);
    if (!existsSync(cached)) {
      writeFileSync(`${cached}.${process.pid}.tmp`, await lib.ogImage(card));
      renameSync(`${cached}.${process.pid}.tmp`, cached);
      made++;
    }
    const target = join(client, ...lib.ogPath(r.route).split('/').filter(Boolean));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(cached, target);
    written++;
  }
  return { written, made };
}

/** The size below which compression does not pay (which files: COMPRESSIBLE, shared with serve.mjs). */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `<file>.br` (Brotli, quality 6: close to the best ratio at a fraction
 * of its time) and `<file>.gz` (gzip -9) beside every text file, so that
 * site/serve.mjs, or any static host that looks for them, serves compressed
 * bytes without compressing on each request. Runs on libuv's thread pool.
 */
async function precompress(out) {
  const { brotliCompress, gzip, constants } = await import('node:zlib');
  const { promisify } = await import('node:util');
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  const files = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (COMPRESSIBLE.has(extname(e.name).toLowerCase()) && statSync(p).size >= MIN_COMPRESS_BYTES) files.push(p);
    }
  };
  walk(out);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const bytes = readFileSync(file);
      const [b, g] = await Promise.all([br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }), gz(bytes, { level: 9 })]);
      writeFileSync(`${file}.br`, b);
      writeFileSync(`${file}.gz`, g);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}

/**
 * The site's own TypeScript that this build needs outside the pages: the
 * Markdown twins and llms.txt indexes (site/lib/agents.ts), the canonical
 * form of a path (site/lib/url.ts) and the site's settings (site.config.ts). Compiled here with esbuild (packages stay
 * external, loaded from node_modules) into the scratch folder, then imported.
 */
async function loadSiteLib(scratch) {
  const { build } = await import('esbuild');
  const entry = join(scratch, 'site-lib.mjs');
  await build({
    stdin: { contents: "export { agentFiles, loadBundlePages, writeAgentFiles } from './lib/agents.ts';\nexport { canonicalPath, pageUrl } from './lib/url.ts';\nexport { siteConfig, SECTION_LABELS } from './site.config.ts';\nexport { ogImage, OG_VERSION } from './lib/og.ts';\nexport { ogPath } from './lib/url.ts';\n", resolveDir: SITE, loader: 'ts', sourcefile: 'site-lib.ts' },
    outfile: entry,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });
  return import(pathToFileURL(entry).href);
}

/**
 * The files pages link to (images, downloads), which the bundle holds under
 * assets/ at the path they are served from: copied to the same path in the
 * site. A name the site already has (a page's folder, the stylesheet) is an
 * error rather than a silent overwrite.
 */
function copyAssets(from, client) {
  if (!existsSync(from)) return 0;
  let copied = 0;
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath ?? entry.path, entry.name);
    const target = join(client, relative(from, source));
    if (existsSync(target)) throw new Error(`asset ${relative(from, source)}: the site already has a file there`);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(source, target);
    copied++;
  }
  return copied;
}

/**
 * The redirects for static hosts, `_redirects`, and a page at each redirect's old route that sends the reader on: a meta
 * refresh (no script, so it works with JavaScript off and under the CSP), a
 * canonical link for search engines, and a plain link as a fallback. The
 * pipeline has refused redirects from routes that pages still have.
 */
function writeRedirects(client, redirects, siteUrl, canonicalPath) {
  const attr = (s) => xmlEscape(s);
  // `_redirects` (Netlify, Cloudflare Pages and site/serve.mjs read it): one `from to 301` line each.
  const lines = redirects.map(({ from, to }) => `${from} ${from.endsWith('/*') ? to : canonicalPath(to)} 301`);
  writeFileSync(join(client, '_redirects'), lines.length ? `${lines.join('\n')}\n` : '');
  for (const { from, to: given } of redirects) {
    // A folder wildcard covers routes nobody listed: only hosts that read _redirects can follow it.
    if (from.endsWith('/*')) continue;
    const to = canonicalPath(given);
    const file = join(client, ...from.split('/').filter(Boolean), 'index.html');
    if (existsSync(file)) throw new Error(`redirect from ${from}: a page is already there`);
    const absolute = to.startsWith('/') ? `${siteUrl}${to}` : to;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Moved</title>\n<meta name="robots" content="noindex">\n<link rel="canonical" href="${attr(absolute)}">\n<meta http-equiv="refresh" content="0; url=${attr(to)}">\n</head>\n<body>\n<p>This page has moved to <a href="${attr(to)}">${xmlEscape(to)}</a>.</p>\n</body>\n</html>\n`,
    );
  }
  return redirects.length;
}

/** Pagefind over the written HTML: only pages marked data-pagefind-body are indexed. */
async function indexSearch(out) {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: out });
  if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: join(out, 'pagefind') });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  // Pagefind also writes its ready-made UIs; the site has its own small search script (public/search.js).
  for (const f of readdirSync(join(out, 'pagefind'))) {
    if (/^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(f)) rmSync(join(out, 'pagefind', f), { force: true });
  }
  // Pages with data-pagefind-body: listed doc pages (not 404, /search/ or unlisted pages).
  const entry = JSON.parse(readFileSync(join(out, 'pagefind', 'pagefind-entry.json'), 'utf8'));
  return Object.values(entry.languages ?? {}).reduce((n, l) => n + (l.page_count ?? 0), 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = parseArgs(process.argv.slice(2));
  buildSite(options).then(
    (r) => {
      if (options.report) writeFileSync(options.report, `${JSON.stringify(r, null, 2)}\n`);
      process.stderr.write(
        `site build: ${r.pages} HTML pages prerendered in ${(r.prerenderMs / 1000).toFixed(1)} s` +
          (options.search ? `, ${r.indexed} indexed for search` : '') +
          `, ${(r.totalMs / 1000).toFixed(1)} s in all -> ${relative(process.cwd(), r.out) || '.'}\n`,
      );
    },
    (e) => {
      process.stderr.write(`site build failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exit(1);
    },
  );
}
