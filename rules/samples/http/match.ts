/**
 * Matches a URL read from a sample to a spec and one of its paths: the host
 * and base path against each spec's server URLs (`https://{space}.example.com/api`:
 * a server variable, a `{NAME}` placeholder, `YOUR_SPACE` or `<space>` match any
 * label), then the rest of the path against the path templates, segment by
 * segment (`{id}` in a template takes any value; a trailing `.json` is a format
 * suffix the APIs accept).
 */
import { distance } from 'fastest-levenshtein';
import { isObject } from '../../../pipeline/src/core/object.ts';

export interface Server {
  hostLabels: string[];
  basePath: string[];
}

export interface ParsedUrl {
  /** Host labels; `['{HOST}']` when the whole host (and scheme) is a variable. */
  host: string[];
  path: string[];
  query: { name: string; value: string }[];
}

export interface PathMatch {
  template: string;
  /** Template variable -> the request's segment. */
  params: Map<string, string>;
  /** Some template literal was matched by a variable of the sample: which operation is meant is a guess. */
  guessed: boolean;
}

const isVar = (s: string) => /^\{[^{}]*\}$/.test(s);
/** A segment or label that stands for a value the reader fills in: `{id}`, `<id>`, `:id`, `YOUR_ID`, `CALL_SID`. */
export const isPlaceholder = (s: string): boolean =>
  isVar(s) || /^<[^<>]*>$/.test(s) || /^:[A-Za-z_]\w*$/.test(s) || /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(s) || /^(your|my)[-_]/i.test(s) || /^\{\{.*\}\}$/.test(s) || s.includes('...') || s.includes('…');

export function serversOf(document: Record<string, unknown>): Server[] {
  const servers = Array.isArray(document.servers) ? document.servers : [];
  const out: Server[] = [];
  for (const s of servers) {
    if (!isObject(s) || typeof s.url !== 'string') continue;
    const m = /^(?:[a-z]+:)?\/\/([^/]+)(\/.*)?$/i.exec(s.url);
    if (!m) continue;
    out.push({ hostLabels: m[1]!.toLowerCase().split('.'), basePath: (m[2] ?? '').split('/').filter(Boolean) });
  }
  return out;
}

export function parseUrl(url: string): ParsedUrl | null {
  const noFragment = url.split('#')[0]!;
  const q = noFragment.indexOf('?');
  const before = q < 0 ? noFragment : noFragment.slice(0, q);
  const query = q < 0 ? [] : noFragment.slice(q + 1).split('&').filter(Boolean).map((pair) => {
    const eq = pair.indexOf('=');
    return { name: eq < 0 ? pair : pair.slice(0, eq), value: eq < 0 ? '' : pair.slice(eq + 1) };
  });
  let host: string[];
  let rest: string;
  const abs = /^(?:https?:)?\/\/([^/]*)(.*)$/i.exec(before);
  if (abs) {
    host = abs[1]!.replace(/:\d+$/, '').split('.');
    rest = abs[2]!;
  } else {
    // `{BASE}/path`: the scheme and host are a variable.
    const v = /^(\{[^{}]*\})(\/.*)?$/.exec(before);
    if (!v) return null;
    host = [v[1]!];
    rest = v[2] ?? '';
  }
  return { host, path: rest.split('/').filter(Boolean), query };
}

function hostMatches(request: string[], server: Server): boolean {
  if (request.length === 1 && isVar(request[0]!)) return true;
  if (request.length !== server.hostLabels.length) return false;
  return request.every((label, i) => {
    const s = server.hostLabels[i]!;
    return isVar(s) || isPlaceholder(label) || /\{[^{}]*\}/.test(label) || label.toLowerCase() === s;
  });
}

/** The rest of the path under the server, or undefined when the URL is not the server's. */
export function underServer(url: ParsedUrl, server: Server): string[] | undefined {
  if (!hostMatches(url.host, server)) return undefined;
  let path = url.path;
  // `{BASE}/calling/calls` where BASE is the whole base URL; `{SPACE_URL}/api/...` where it is the host.
  const hostIsVar = url.host.length === 1 && isVar(url.host[0]!);
  if (hostIsVar && !server.basePath.every((seg, i) => path[i] === seg)) return server.basePath.length ? undefined : path;
  if (!server.basePath.every((seg, i) => path[i] === seg)) return undefined;
  path = path.slice(server.basePath.length);
  return path;
}

/** The template that fits `segments` best, or undefined. */
export function matchPath(segments: string[], templates: Iterable<string>): PathMatch | undefined {
  let best: (PathMatch & { score: number }) | undefined;
  const tryMatch = (segs: string[]) => {
    for (const template of templates) {
      const parts = template.split('/').filter(Boolean);
      if (parts.length !== segs.length) continue;
      let score = 0;
      let guessed = false;
      const params = new Map<string, string>();
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        const t = parts[i]!;
        const s = segs[i]!;
        if (isVar(t)) {
          params.set(t.slice(1, -1), s);
          score += 1;
        } else if (t === s) score += 3;
        else if (isVar(s)) {
          guessed = true;
        } else ok = false;
      }
      if (ok && (!best || score > best.score)) best = { template, params, guessed, score };
    }
  };
  tryMatch(segments);
  const last = segments[segments.length - 1];
  if (!best && last?.endsWith('.json')) tryMatch([...segments.slice(0, -1), last.slice(0, -'.json'.length)]);
  if (!best) return undefined;
  return { template: best.template, params: best.params, guessed: best.guessed };
}

/** The template closest to a path that matched none, for a hint. */
export function nearestTemplate(segments: string[], templates: Iterable<string>): string | undefined {
  const shape = (parts: string[]) => parts.map((p) => (isVar(p) || isPlaceholder(p) ? '{}' : p.replace(/\.json$/, ''))).join('/');
  const wanted = shape(segments);
  let best: string | undefined;
  let bestD = Infinity;
  for (const t of templates) {
    const d = distance(wanted, shape(t.split('/').filter(Boolean)));
    if (d < bestD) {
      best = t;
      bestD = d;
    }
  }
  return best !== undefined && bestD <= Math.max(4, Math.ceil(wanted.length / 3)) ? best : undefined;
}
