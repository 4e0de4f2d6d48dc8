/**
 * `pipeline dev`: the site served from the engine in memory, re-rendered on
 * save. One process holds an Engine (the same incremental checks as
 * `pipeline check` and `pipeline lsp`), watches content/ and specs/, and
 * renders pages with the site's own Vike + React code through Vite's dev
 * server, from the records a build would write (see ./source.ts). Each page
 * carries a findings overlay (its file's findings, server-rendered, so it
 * needs no script to show) and a small script that listens to
 * `/_dev/events` and reloads the page when what it shows changed. The
 * terminal prints the findings of each saved file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, resolve, sep } from 'node:path';
import { registerBundleSource } from '../../contract/bundle-source.ts';
import { compareDiagnostics, countBySeverity, type Diagnostic } from '../core/diagnostic.ts';
import { packageRoot } from '../core/package-root.ts';
import { normalizeRoute } from '../core/paths.ts';
import type { CheckResult } from '../check.ts';
import { Engine } from '../engine/engine.ts';
import { UsageError } from '../load/files.ts';
import { layoutOf } from '../model.ts';
import { createStylish } from '../report/stylish.ts';
import { DevBundle } from './source.ts';

export interface DevOptions {
  root: string;
  port: number;
  host: string;
  allowRemoteRefs?: string[];
  /** Terminal output (default: stderr). */
  log?: (text: string) => void;
  color?: boolean;
}

export interface DevServer {
  url: string;
  /** Resolves after the next check that a file change started has been published. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Saves arrive as bursts of events (write, rename, chmod): one check per burst. */
const DEBOUNCE_MS = 25;

const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.yaml': 'text/yaml; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export async function startDev(options: DevOptions): Promise<DevServer> {
  const log = options.log ?? ((text: string) => process.stderr.write(text));
  const root = resolve(options.root);
  const layout = layoutOf(root);
  const pkg = packageRoot();
  const engine = new Engine({ root, allowRemoteRefs: options.allowRemoteRefs ?? [] });

  // Listen first, so that a port in use is said before anything else starts; requests wait until all is ready.
  let release!: () => void;
  const ready = new Promise<void>((ok) => (release = ok));
  let handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> = async () => {};
  const server = createServer((req, res) => {
    ready
      .then(() => handle(req, res))
      .catch((error: unknown) => {
        log(`pipeline dev: ${req.url}: ${(error as Error).message}\n`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The dev server could not render this page; see the terminal.\n');
      });
  });
  try {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(options.port, options.host, () => ok());
    });
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'EADDRINUSE') throw new UsageError(`port ${options.port} on ${options.host} is in use; choose another with --port (0 picks a free one)`);
    if (e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND') throw new UsageError(`cannot serve on ${options.host}: ${e.code}`);
    throw error;
  }
  try {
    return await setUp();
  } catch (error) {
    server.close();
    throw error;
  }

  async function setUp(): Promise<DevServer> {
    const started = performance.now();
    const bundle = new DevBundle(root, await engine.check());
    registerBundleSource(bundle);
    const first = countBySeverity(bundle.check.diagnostics);
    log(`pipeline dev: checked ${bundle.check.site.pages.size} pages in ${ms(performance.now() - started)}: ${counts(first)}\n`);

    // The site's own renderer, through Vite's dev server (the site folder ships with the pipeline).
    const { createDevMiddleware, renderPage } = await import('vike/server');
    const siteRoot = join(pkg, 'site');
    // Vike takes a path for absolute only when it starts in the working directory's first folder:
    // work from the pipeline's folder (every path here is absolute already).
    process.chdir(pkg);
    const { devMiddleware, viteServer } = await createDevMiddleware({
      root: siteRoot,
      // No HMR socket: reloads are ours (the pages ship no client framework to hot-swap).
      viteConfig: { configFile: join(siteRoot, 'vite.config.ts'), logLevel: 'warn', server: { middlewareMode: true, hmr: false, ws: false } },
    });
    const restoreLog = quietVikeInfo();
    const clientJs = readFileSync(join(pkg, 'pipeline', 'dev-client', 'dev.js'));
    const clientCss = readFileSync(join(pkg, 'pipeline', 'dev-client', 'dev.css'));

    /** Open pages: each listener's route and response stream. */
    const listeners = new Set<{ route: string; res: ServerResponse }>();
    /** What each route looked like when it was last served: a hash of its HTML with its overlay. */
    const served = new Map<string, string>();

    async function render(url: string, headers: IncomingMessage['headers'] = {}): Promise<{ status: number; headers: [string, string][]; body: string; route: string } | undefined> {
      const ctx = await renderPage({ urlOriginal: url, headersOriginal: headers });
      const response = ctx.httpResponse;
      if (!response) return undefined;
      const route = routeOf(url);
      let body = response.body;
      if (response.headers.some(([k, v]) => k.toLowerCase() === 'content-type' && v.includes('text/html'))) body = withOverlay(body, route);
      return { status: response.statusCode, headers: response.headers, body, route };
    }

    /** The page's findings as an overlay, the reload script, and no Vite client (reloads are ours). */
    function withOverlay(html: string, route: string): string {
      const page = bundle.pageAt(route);
      const all = bundle.check.diagnostics;
      const own = page ? all.filter((d) => d.file === page.path).sort(compareDiagnostics) : [];
      const elsewhere = all.length - own.length;
      const overlay = overlayHtml(page?.path, own, elsewhere);
      return html
        .replace(/<script type="module" src="\/@vite\/client"><\/script>/, '')
        .replace('</head>', '<link rel="stylesheet" href="/_dev/dev.css"></head>')
        .replace('</body>', `${overlay}<script src="/_dev/dev.js" data-route="${escapeHtml(route)}" defer></script></body>`);
    }

    handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const url = new URL(req.url ?? '/', 'http://dev.invalid');
      if (url.pathname === '/_dev/events') return listen(url.searchParams.get('route') ?? '/', res);
      if (url.pathname === '/_dev/dev.js') return send(res, 200, 'text/javascript; charset=utf-8', clientJs);
      if (url.pathname === '/_dev/dev.css') return send(res, 200, 'text/css; charset=utf-8', clientCss);
      const asset = extname(url.pathname) ? contentAsset(url.pathname) : undefined;
      if (asset) return send(res, 200, MIME[extname(asset).toLowerCase()] ?? 'application/octet-stream', readFileSync(asset));
      if ((req.method === 'GET' || req.method === 'HEAD') && !extname(url.pathname)) {
        const page = await render(req.url ?? '/', req.headers);
        if (page) {
          served.set(page.route, fingerprint(page.body));
          res.writeHead(page.status, Object.fromEntries([...page.headers, ['cache-control', 'no-store']]));
          res.end(req.method === 'HEAD' ? undefined : page.body);
          return;
        }
      }
      devMiddleware(req, res, () => send(res, 404, 'text/plain; charset=utf-8', Buffer.from('Not found\n')));
    };

    /** A file below content/static or content/docs (not a page) that a page may link to. */
    function contentAsset(pathname: string): string | undefined {
      let path: string;
      try {
        path = decodeURIComponent(pathname);
      } catch {
        return undefined;
      }
      if (path.endsWith('.md') || path.includes('\0')) return undefined;
      for (const dir of [layout.static.abs, layout.docs.abs]) {
        const file = resolve(dir, `.${path}`);
        if (!file.startsWith(dir + sep)) continue;
        try {
          if (statSync(file).isFile()) return file;
        } catch {
          // not here
        }
      }
      return undefined;
    }

    function listen(route: string, res: ServerResponse): void {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': listening\n\n');
      const listener = { route: routeOf(route), res };
      listeners.add(listener);
      res.on('close', () => listeners.delete(listener));
    }

    /** After a check: every open page whose HTML or findings changed is told to reload. */
    async function publish(): Promise<void> {
      const routes = new Set([...listeners].map((l) => l.route));
      for (const route of routes) {
        // Asked for as a browser asks after following links: pages live at <route>/.
        const page = await render(route === '/' ? '/' : `${route}/`).catch(() => undefined);
        const now = page ? fingerprint(page.body) : 'gone';
        if (served.get(route) === now) continue;
        for (const l of listeners) if (l.route === route) l.res.write('event: reload\ndata: {}\n\n');
      }
    }

    // Watching: a burst of changes gives one check; changes during a check give one more after it.
    const changed = new Set<string>();
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let waiters: (() => void)[] = [];
    const stylish = createStylish({ color: options.color ?? false });

    function onChange(path: string): void {
      changed.add(path);
      clearTimeout(timer);
      timer = setTimeout(() => void kick(), DEBOUNCE_MS);
    }

    async function kick(): Promise<void> {
      if (running) return;
      while (changed.size) {
        const files = [...changed];
        changed.clear();
        running = recheck(files);
        await running;
        running = undefined;
      }
      const done = waiters;
      waiters = [];
      for (const w of done) w();
    }

    async function recheck(files: string[]): Promise<void> {
      const t = performance.now();
      let result: CheckResult;
      try {
        result = await engine.check();
      } catch (error) {
        log(`pipeline dev: the check failed: ${(error as Error).message}\n`);
        return;
      }
      bundle.update(result);
      await publish();
      const mine = result.diagnostics.filter((d) => files.includes(d.file));
      const total = countBySeverity(result.diagnostics);
      const report = { diagnostics: mine, ...countBySeverity(mine), stats: result.stats, toolVersion: '' };
      const lines = mine.length ? stylish(report).split('\n').slice(0, -2).join('\n') : '';
      log(`${lines ? `${lines}\n` : ''}pipeline dev: ${files.join(', ')} changed; checked in ${ms(performance.now() - t)}: ${counts(total)}\n`);
    }

    const watchers: FSWatcher[] = [];
    for (const dir of [join(root, 'content'), layout.specs.abs]) {
      if (!existsSync(dir)) continue;
      const w = watch(dir, { recursive: true }, (_event, name) => {
        if (!name) return;
        const path = relative(root, join(dir, name.toString())).split(sep).join('/');
        if (!/(^|\/)(\.|node_modules\/)/.test(path)) onChange(path);
      });
      w.on('error', (error) => log(`pipeline dev: watching ${relative(root, dir)}: ${error.message}\n`));
      watchers.push(w);
    }

    const address = server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const url = `http://${host}:${address.port}/`;

    let closed = false;
    release();
    return {
      url,
      settled: () =>
        new Promise<void>((ok) => {
          if (!running && !changed.size && !timer) return ok();
          waiters.push(ok);
        }),
      async close() {
        if (closed) return;
        closed = true;
        clearTimeout(timer);
        for (const w of watchers) w.close();
        for (const l of listeners) l.res.end();
        listeners.clear();
        // Stop accepting, then drop every connection (a browser's keep-alive or pending request would
        // otherwise hold close() open), then Vite; a part that does not finish in 5 s is not waited for.
        const closing = new Promise<void>((ok) => server.close(() => ok()));
        server.closeAllConnections();
        const atMost = (p: Promise<unknown>) => Promise.race([p, new Promise((ok) => setTimeout(ok, 5000).unref())]);
        await atMost(closing);
        await atMost(viteServer.close());
        restoreLog();
        registerBundleSource(undefined);
      },
    };
  }
}

/**
 * Vike's dev renderer logs every request (and, on a 404, its route table) at
 * level info through console.log; the terminal is for the writer's findings,
 * so those lines are dropped. Its warnings and errors still print. Returns
 * what puts console.log back.
 */
function quietVikeInfo(): () => void {
  const original = console.log;
  console.log = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('[vike]')) return;
    original(...args);
  };
  return () => {
    console.log = original;
  };
}

/** `/a/b/`, `/a/b?x` and `/a/b` are the same page. */
function routeOf(url: string): string {
  let path = url.split(/[?#]/)[0] ?? '/';
  try {
    path = decodeURI(path);
  } catch {
    // keep it as it came
  }
  return normalizeRoute(path);
}

function overlayHtml(file: string | undefined, own: Diagnostic[], elsewhere: number): string {
  const { errorCount } = countBySeverity(own);
  const title = own.length === 0 ? 'No findings in this page' : `${own.length} finding${own.length === 1 ? '' : 's'} in ${file}`;
  const items = own
    .map(
      (d) =>
        `<li class="dev-${d.severity}"><span class="dev-where">${d.line}:${d.column}</span><span class="dev-severity">${d.severity}</span> ${escapeHtml(d.message)}<code class="dev-rule">${escapeHtml(d.ruleId)}</code>${d.hint ? `<span class="dev-hint">${escapeHtml(d.hint)}</span>` : ''}</li>`,
    )
    .join('');
  const more = elsewhere > 0 ? `<p class="dev-elsewhere">${elsewhere} more in other files (see the terminal or run pipeline check).</p>` : '';
  return `<details class="dev-findings" data-count="${own.length}"${errorCount ? ' data-errors' : ''}${own.length ? ' open' : ''} aria-label="Findings (pipeline dev)"><summary>${escapeHtml(title)}</summary>${items ? `<ol>${items}</ol>` : ''}${more}</details>`;
}

function send(res: ServerResponse, status: number, type: string, body: Buffer): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** What a reader sees of a page, but for the count of findings in other files (a change there is no reason to reload). */
const fingerprint = (html: string) => createHash('sha1').update(html.replace(/<p class="dev-elsewhere">.*?<\/p>/, '')).digest('hex');
const ms = (n: number) => (n < 1000 ? `${Math.round(n)} ms` : `${(n / 1000).toFixed(1)} s`);
const counts = ({ errorCount, warningCount }: { errorCount: number; warningCount: number }) =>
  `${errorCount} error${errorCount === 1 ? '' : 's'}, ${warningCount} warning${warningCount === 1 ? '' : 's'}`;
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
