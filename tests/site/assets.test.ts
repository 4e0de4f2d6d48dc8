/**
 * Files that pages link to (an image in content/static, a download beside a
 * page in content/docs) go from the bundle's assets/ into the built site at
 * the paths the pages' links were rewritten to.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, project } from '../helpers.ts';
import { buildBundle, buildSite, tempDir } from './helpers.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let out: string;

beforeAll(async () => {
  const root = project({
    'content/docs/index.md': page('Home', 'The diagram: ![a diagram](/img/diagram.png)\n\nThe [price list](./guides/prices.csv).\n'),
    'content/docs/guides/prices.csv': 'plan,price\nbasic,1\n',
    'content/static/img/diagram.png': PNG,
    'content/static/unused.txt': 'linked from nowhere\n',
    'content/sidebars/docs.yaml': '- doc: index\n',
  });
  const work = tempDir('site-assets-');
  await buildBundle(root, join(work, 'bundle'));
  out = join(work, 'site');
  buildSite(join(work, 'bundle'), out, { search: false });
}, 240_000);

describe('assets in the built site', () => {
  it('copies each linked file to the path the page links to', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('src="/img/diagram.png"');
    expect(html).toContain('href="/guides/prices.csv"');
    expect(readFileSync(join(out, 'img', 'diagram.png')).equals(PNG)).toBe(true);
    expect(readFileSync(join(out, 'guides', 'prices.csv'), 'utf8')).toBe('plan,price\nbasic,1\n');
  });

  it('copies no file that no page links to', () => {
    expect(existsSync(join(out, 'unused.txt'))).toBe(false);
  });
});
