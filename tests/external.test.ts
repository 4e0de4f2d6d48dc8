/**
 * External links, only with --external: checked against a local server,
 * a few at a time, with a timeout, and remembered in a cache.
 */
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExternalLinks } from '../pipeline/src/links/external.ts';
import { check, page, project, where } from './helpers.ts';

let server: Server;
let base = '';
let inFlight = 0;
let maxInFlight = 0;
let requests = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const done = (status: number) => {
      inFlight--;
      res.writeHead(status).end();
    };
    if (req.url === '/slow') setTimeout(() => done(200), 2000);
    else if (req.url === '/gone') setTimeout(() => done(404), 20);
    else if (req.url === '/head-not-allowed') setTimeout(() => done(req.method === 'HEAD' ? 405 : 200), 20);
    else setTimeout(() => done(200), 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server.close());

describe('external links', () => {
  it('are not requested without --external', async () => {
    const root = project({ 'content/docs/index.md': page('Home', `[x](${base}/gone)\n`) });
    requests = 0;
    expect((await check(root)).diagnostics).toEqual([]);
    expect(requests).toBe(0);
  });

  it('report failures at each place, bounded in concurrency and time, and are cached', async () => {
    const urls = new Map<string, { file: string; line: number; column: number }[]>();
    for (let i = 0; i < 12; i++) urls.set(`${base}/ok-${i}`, [{ file: 'a.md', line: i + 1, column: 1 }]);
    urls.set(`${base}/gone`, [{ file: 'a.md', line: 20, column: 3 }, { file: 'b.md', line: 2, column: 1 }]);
    urls.set(`${base}/slow`, [{ file: 'a.md', line: 21, column: 1 }]);
    urls.set(`${base}/head-not-allowed`, [{ file: 'a.md', line: 22, column: 1 }]);
    const root = project({});
    const cacheFile = join(root, 'external.json');
    maxInFlight = 0;
    const ds = await checkExternalLinks(urls, { root, concurrency: 4, timeoutMs: 500, cacheFile });
    expect(where(ds)).toEqual(['a.md:20:3 links/external', 'b.md:2:1 links/external', 'a.md:21:1 links/external']);
    expect(ds[0]!.message).toMatch(/HTTP 404/);
    expect(ds[2]!.message).toMatch(/no answer within 500 ms/);
    expect(maxInFlight).toBeLessThanOrEqual(4);
    requests = 0;
    const again = await checkExternalLinks(urls, { root, concurrency: 4, timeoutMs: 500, cacheFile });
    expect(again).toEqual(ds);
    expect(requests).toBe(0);
  });

  it('run from the check with --external', async () => {
    const root = project({ 'content/docs/index.md': page('Home', `Fine [a](${base}/fine) and [b](${base}/gone).\n`) });
    const { diagnostics } = await check(root, { external: true, cacheFile: join(root, 'c.json') });
    const column = `Fine [a](${base}/fine) and `.length + 1;
    expect(where(diagnostics)).toEqual([`content/docs/index.md:5:${column} links/external`]);
  });
});
