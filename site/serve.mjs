#!/usr/bin/env node
// A small static server for the built site: `node site/serve.mjs [--dir dist/site] [--port 4173] [--host 127.0.0.1]`.
// `/a/b` and `/a/b/` serve `a/b/index.html`; anything missing gets 404.html with status 404.
// A request for a page that prefers Markdown (`Accept: text/markdown`, ranked above text/html)
// gets the page's Markdown twin (`/a/b.md`) instead, with `Vary: Accept`. Text files go out as the
// build's Brotli or gzip copy when the client accepts it; hashed files under /assets/ are cached
// for a year, everything else is revalidated.
// The redirects in the build's `_redirects` answer with their status (301) and Location.
// Prints the address it listens on. Port 0 picks a free port (the browser tests use that).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

/** The file to answer a URL path with, or null. Never leaves `root`. */
function fileFor(root, pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const abs = resolve(root, `.${path}`);
  if (abs !== root && !abs.startsWith(root + sep)) return null;
  const candidates = [abs, join(abs, 'index.html')];
  for (const c of candidates) {
    try {
      if (statSync(c).isFile()) return c;
    } catch {
      /* next */
    }
  }
  return null;
}

/** Precompressed copies the build writes, in order of preference. */
const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
];
/** Text files the build writes compressed copies of (site/build.mjs uses the same list). */
export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.md', '.txt', '.xml', '.svg']);

/** Whether an Accept-Encoding header takes an encoding (q > 0). */
function accepts(header, name) {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== name && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** The q-value the Accept header gives a media type (exact, then `type/*`, then `*\/*`); 0 when absent. */
function quality(accept, mediaType) {
  let best = { specificity: -1, q: 0 };
  const [type] = mediaType.split('/');
  for (const part of accept.split(',')) {
    const [range, ...params] = part.trim().toLowerCase().split(';');
    const specificity = range === mediaType ? 2 : range === `${type}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity < best.specificity || specificity < 0) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qp ? Number(qp.slice(2)) : 1;
    best = { specificity, q: Number.isFinite(q) ? q : 0 };
  }
  return best.q;
}

/** True when the request ranks Markdown above HTML (an agent asking for the twin). */
export function wantsMarkdown(accept) {
  if (!accept) return false;
  const md = quality(accept, 'text/markdown');
  return md > 0 && md >= quality(accept, 'text/html') && /text\/markdown/i.test(accept);
}

/** The Markdown twin of the page a URL path names, if the site has one. */
/** The route a URL path names: `/a/b/`, `/a/b/index.html` and `/a/b` are `/a/b`; `/` stays `/`. */
function routeOfPath(path) {
  return path.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
}

function twinFor(root, pathname) {
  const route = routeOfPath(pathname);
  if (extname(route)) return null;
  return fileFor(root, route === '/' ? '/index.md' : `${route}.md`);
}

/**
 * The build's `_redirects` (`from to status` per line): exact routes, and
 * folder wildcards (`/old/*`, with `:splat` in the target) that apply only
 * where no file is.
 */
function loadRedirects(root) {
  let text = '';
  try {
    text = readFileSync(join(root, '_redirects'), 'utf8');
  } catch {
    return { exact: new Map(), wildcards: [] };
  }
  const exact = new Map();
  const wildcards = [];
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) continue;
    const code = Number(status) || 301;
    if (from.endsWith('/*')) wildcards.push({ prefix: from.slice(0, -1), to, code });
    else exact.set(from.length > 1 ? from.replace(/\/+$/, '') : from, { to, code });
  }
  return { exact, wildcards };
}

/** Where a redirect sends `pathname`, if one covers it (wildcards only when `hasFile` is false). */
function redirectFor(redirects, pathname, hasFile) {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    /* as it came */
  }
  const route = routeOfPath(path);
  const hit = redirects.exact.get(route);
  if (hit) return hit;
  if (hasFile) return undefined;
  const slashed = `${route}/`;
  for (const w of redirects.wildcards) {
    if (slashed.startsWith(w.prefix) && slashed.length > w.prefix.length) return { to: w.to.replace(':splat', slashed.slice(w.prefix.length).replace(/\/$/, '')), code: w.code };
  }
  return undefined;
}

/** Starts serving `dir`; resolves to { url, port, close() }. */
export function serve({ dir, port = 4173, host = '127.0.0.1' } = {}) {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`no site at ${root}: build it first (npm run build)`);
  const redirects = loadRedirects(root);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const negotiated = !extname(url.pathname) || url.pathname.endsWith('/index.html');
    let file = (negotiated && wantsMarkdown(req.headers.accept) && twinFor(root, url.pathname)) || fileFor(root, url.pathname);
    const moved = redirectFor(redirects, url.pathname, file !== null);
    if (moved) {
      res.writeHead(moved.code, { location: moved.to, 'cache-control': 'no-cache' }).end();
      return;
    }
    let status = 200;
    if (!file) {
      file = join(root, '404.html');
      status = 404;
    }
    const type = file.endsWith(`${sep}.well-known${sep}api-catalog`) ? 'application/linkset+json' : (TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
    // The build wrote <file>.br and <file>.gz beside text files: send one when the client takes it.
    const encoding = ENCODINGS.find((e) => accepts(req.headers['accept-encoding'], e.name) && existsSync(`${file}${e.ext}`));
    const vary = [negotiated ? 'Accept' : '', encoding || COMPRESSIBLE.has(extname(file).toLowerCase()) ? 'Accept-Encoding' : ''].filter(Boolean).join(', ');
    res.writeHead(status, {
      'content-type': type,
      // Files under /assets/ are named after their content hash: they never change under that name.
      'cache-control': url.pathname.startsWith('/assets/') && status === 200 ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      ...(encoding ? { 'content-encoding': encoding.name } : {}),
      ...(vary ? { vary } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(encoding ? `${file}${encoding.ext}` : file).pipe(res);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        port: actual,
        url: `http://${host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host}:${actual}/`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(name);
    return i === -1 ? fallback : args[i + 1];
  };
  const dir = resolve(opt('--dir', join(fileURLToPath(new URL('..', import.meta.url)), 'dist', 'site')));
  const port = Number(opt('--port', process.env.PORT ?? '4173'));
  const host = opt('--host', '127.0.0.1');
  serve({ dir, port, host }).then(
    (s) => process.stdout.write(`Serving ${dir}\n  ${s.url}\n(Ctrl+C to stop)\n`),
    (e) => {
      process.stderr.write(`serve: ${e.message}\n`);
      process.exit(1);
    },
  );
}
