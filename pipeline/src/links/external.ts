/**
 * External links, only with --external: each distinct URL requested once,
 * a few at a time, with a timeout; answers are kept in a cache for a day so
 * a second run asks nobody.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFileAtomic } from '../core/write-file.ts';
import { dirname, join } from 'node:path';
import type { Diagnostic } from '../core/diagnostic.ts';
import { diagnostic } from '../registry/rules.ts';
import { defaultCacheFile } from '../cache/cache.ts';

export interface ExternalOptions {
  root: string;
  /** Requests in flight at once (default 8). */
  concurrency?: number;
  /** Per-request timeout in ms (default 10 s). */
  timeoutMs?: number;
  /** How long an answer stays good, in ms (default a day). */
  ttlMs?: number;
  /** Cache file (default beside the page cache). */
  cacheFile?: string;
}

interface Answer {
  ok: boolean;
  status: number;
  error?: string;
  at: number;
}

export async function checkExternalLinks(
  urls: Map<string, { file: string; line: number; column: number }[]>,
  options: ExternalOptions,
): Promise<Diagnostic[]> {
  const cacheFile = options.cacheFile ?? join(dirname(defaultCacheFile(options.root)), `external-${createHash('sha1').update(options.root).digest('hex').slice(0, 12)}.json`);
  const ttl = options.ttlMs ?? 24 * 3600 * 1000;
  let cache: Record<string, Answer> = {};
  try {
    cache = JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, Answer>;
  } catch {
    cache = {};
  }
  const now = Date.now();
  const todo = [...urls.keys()].filter((u) => !(cache[u] && now - cache[u].at < ttl));
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const url = todo[next++]!;
      cache[url] = await probe(url, options.timeoutMs ?? 10_000);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 8, todo.length) }, worker));
  if (todo.length) {
    try {
      writeFileAtomic(cacheFile, JSON.stringify(cache));
    } catch {
      // the cache only saves time
    }
  }
  const out: Diagnostic[] = [];
  for (const [url, places] of urls) {
    const answer = cache[url];
    if (!answer || answer.ok) continue;
    const why = answer.error ?? `HTTP ${answer.status}`;
    for (const p of places) {
      out.push(diagnostic('links/external', p.file, p, `External link ${url} failed: ${why}.`, { hint: 'Update or remove the link; answers are cached for a day.' }));
    }
  }
  return out;
}

async function probe(url: string, timeoutMs: number): Promise<Answer> {
  const attempt = async (method: 'HEAD' | 'GET') => {
    const res = await fetch(url, { method, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return res.status;
  };
  try {
    let status = await attempt('HEAD');
    if (status === 405 || status === 501) status = await attempt('GET');
    return { ok: status < 400, status, at: Date.now() };
  } catch (error) {
    const e = error as Error;
    const why = e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : networkFailure(e);
    return { ok: false, status: 0, error: why, at: Date.now() };
  }
}

/** What went wrong below HTTP, in words: fetch itself only says "fetch failed" and keeps the reason in its cause. */
function networkFailure(error: Error): string {
  const cause = (error as { cause?: { code?: string; message?: string; errors?: { code?: string }[] } }).cause;
  const code = cause?.code ?? cause?.errors?.find((e) => e.code)?.code;
  const words: Record<string, string> = {
    ENOTFOUND: 'the host name does not resolve',
    EAI_AGAIN: 'the host name could not be resolved',
    ECONNREFUSED: 'the connection was refused',
    ECONNRESET: 'the connection was reset',
    EHOSTUNREACH: 'the host cannot be reached',
    ENETUNREACH: 'the network cannot be reached',
    ETIMEDOUT: 'the connection timed out',
    CERT_HAS_EXPIRED: 'its TLS certificate has expired',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate cannot be verified',
    ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for another host name',
  };
  if (code) return words[code] ?? code;
  return cause?.message ?? error.message;
}
