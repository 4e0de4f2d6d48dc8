/**
 * `pipeline dev`, driven as a writer uses it: the CLI started as a child
 * process on a small project, the page opened in Debian's chromium, the page's
 * file edited on disk. The page must reload by itself with the new text and
 * the new finding in its overlay, reload again when the file is fixed, and the
 * terminal must print the finding; Ctrl+C (SIGINT) must stop the process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page as md, project } from '../helpers.ts';
import { ROOT, launch, watch } from './helpers.ts';

const BIN = join(ROOT, 'pipeline', 'bin', 'pipeline.mjs');

let root: string;
let child: ChildProcess;
let output = '';
let address: string;
let browser: Browser;

/** Resolves when the process has printed text matching `pattern` (its output so far included). */
function printed(pattern: RegExp, timeout = 60_000): Promise<RegExpMatchArray> {
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`timed out waiting for ${pattern}; output:\n${output}`)), timeout);
    const look = () => {
      const m = pattern.exec(output);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off('data', look);
      child.stderr!.off('data', look);
      ok(m);
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    look();
  });
}

beforeAll(async () => {
  root = project({
    'content/docs/index.md': md('Home', 'Welcome. Read the [guide](./guide.md).\n'),
    'content/docs/guide.md': md('Guide', 'The first version of the guide has enough words to be a page.\n\n## Setup\n\nInstall it.\n'),
    'content/docs/pictures/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>\n',
    'content/sidebars/docs.yaml': '- doc: index\n- doc: guide\n',
  });
  child = spawn(process.execPath, [BIN, 'dev', '--root', root, '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  address = (await printed(/serving (http:\/\/\S+\/)/))[1]!;
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

describe('pipeline dev', () => {
  let tab: Page;
  let problems: string[];

  it('serves a page of the project with the site, its sidebar and an empty findings overlay', async () => {
    tab = await browser.newPage();
    problems = watch(tab);
    const response = await tab.goto(new URL('guide', address).href, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await tab.locator('h1').first().textContent()).toBe('Guide');
    expect(await tab.locator('nav a[href="/"]').count()).toBeGreaterThan(0);
    expect(await tab.locator('.dev-findings summary').textContent()).toBe('No findings in this page');
  }, 60_000);

  it('reloads the page on save, with the new text and the new finding shown on the page and in the terminal', async () => {
    const file = join(root, 'content/docs/guide.md');
    const reloaded = tab.waitForEvent('load', { timeout: 20_000 });
    writeFileSync(file, readFileSync(file, 'utf8').replace('Install it.', 'Install it, then read [the missing page](./missing.md).'));
    await reloaded;
    await expect.poll(() => tab.locator('main').textContent()).toContain('the missing page');
    const overlay = tab.locator('.dev-findings');
    expect(await overlay.getAttribute('data-count')).toBe('1');
    expect(await overlay.locator('li').textContent()).toMatch(/^9:\d+error.*missing\.md.*links\/broken/);
    await printed(/guide\.md\n\s+9:\d+\s+error\s+Link "\.\/missing\.md" does not exist.*links\/broken/);
  }, 60_000);

  it('reloads again when the writer fixes it, and the finding is gone', async () => {
    const file = join(root, 'content/docs/guide.md');
    const reloaded = tab.waitForEvent('load', { timeout: 20_000 });
    writeFileSync(file, readFileSync(file, 'utf8').replace('./missing.md', './index.md'));
    await reloaded;
    expect(await tab.locator('.dev-findings').getAttribute('data-count')).toBe('0');
    expect(await tab.getByRole('link', { name: 'the missing page' }).getAttribute('href')).toBe('/');
    expect(problems).toEqual([]);
  }, 60_000);

  it('does not reload a page that an edit elsewhere leaves as it was', async () => {
    let loads = 0;
    tab.on('load', () => loads++);
    writeFileSync(join(root, 'content/docs/index.md'), md('Home', 'Welcome back. Read the [guide](./guide.md).\n'));
    await printed(/index\.md changed; checked/);
    await tab.waitForTimeout(500);
    expect(loads).toBe(0);
  }, 60_000);

  it('serves files under content/docs that pages link to, and nothing outside it', async () => {
    const svg = await fetch(new URL('pictures/diagram.svg', address));
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const escape = await fetch(new URL('%2e%2e/%2e%2e/version.yaml', address));
    expect(escape.status).toBe(404);
    const source = await fetch(new URL('guide.md', address));
    expect(source.status).toBe(404);
  });

  it('stops cleanly on Ctrl+C', async () => {
    const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('pipeline dev: stopped');
  }, 30_000);
});
