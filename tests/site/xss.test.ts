/**
 * XSS: a corpus of hostile Markdown goes through the real pipeline (parse,
 * body tree, bundle) into a temporary project's bundle; hostile API data that
 * Markdown cannot express (spec texts, odd URLs, ids and fence languages in
 * the body tree) is added to that bundle as page and spec JSON. The site is
 * built from it and opened in chromium, with and without the CSP, while
 * dialogs and console messages are watched: no script of the corpus may run,
 * and no dangerous markup may reach the DOM.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../pipeline/src/check.ts';
import { assembleBundle } from '../../pipeline/src/bundle/assemble.ts';
import { writeBundle } from '../../pipeline/src/bundle/write.ts';
import type { BundlePage, BundleSpec, Manifest } from '../../pipeline/contract/bundle.ts';
import { serve, type Served } from '../../site/serve.mjs';
import { project } from '../helpers.ts';
import { buildSite, launch, screenshot, tempDir, watch } from './helpers.ts';

const fm = (title: string, extra = '') => `---\ntitle: ${JSON.stringify(title)}\n${extra}---\n\n`;

/** Raw HTML in every shape a writer could paste. The pipeline rejects it (markdown/no-html); the bundle must still be safe. */
const RAW_HTML = `${fm(`<script>alert('title')</script>`, `description: ${JSON.stringify(`"><img src=x onerror=alert('description')>`)}\n`)}<script>alert('raw script')</script>

<img src=x onerror="alert('img onerror')">

<svg onload="alert('svg onload')"><circle r="1"/></svg>

<iframe src="javascript:alert('iframe')"></iframe>

<object data="javascript:alert('object')"></object>

Inline <b onmouseover="alert('inline b')">bold</b>, <a href="javascript:alert('html a')">an html link</a> and <style>body{display:none}</style>.

<details open ontoggle="alert('ontoggle')"><summary>x</summary></details>

<math><mtext><table><mglyph><style><img src=x onerror=alert('mxss')>

&lt;script&gt;alert('entities')&lt;/script&gt; &#60;img src=x onerror=alert('numeric')&#62;
`;

/** Markdown-only tricks: link schemes, entities, directive attributes, fence info strings. */
const MARKDOWN = `${fm('Markdown tricks')}[plain](javascript:alert('md-link'))

[upper](JAVASCRIPT:alert('upper'))

[entity](jav&#x61;script:alert('entity'))

[tab](java&#x09;script:alert('tab'))

[newline](java&#10;script:alert('newline'))

[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)

[vbscript](vbscript:msgbox('vb'))

[angle](<javascript:alert('angle')>)

<javascript:alert('autolink')>

[ref][evil]

![image](javascript:alert('image'))

![svg data](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)

[title attr](https://example.com "\\" onmouseover=\\"alert('title attr')")

[evil]: javascript:alert('reference')

:::note[<img src=x onerror=alert('admonition title')>]{onclick="alert('directive attr')" class="x" id="evil-id" style="background:url(javascript:alert(1))"}
Admonition with <script>alert('in admonition')</script> inside.
:::

::::tabs{onmouseover="alert('tabs attr')"}
:::tab{label="<script>alert('tab label')</script>" onclick="alert('tab attr')"}
First panel.
:::
:::tab[<img src=x onerror=alert('tab label 2')>]
Second panel.
:::
::::

\`\`\`js" onmouseover="alert('fence lang')
const a = 1;
\`\`\`

\`\`\`<script>alert('fence info')</script> title="<img src=x onerror=alert('fence title')>"
plain
\`\`\`

\`\`\`html
<script>alert('inside a code block is only text')</script>
\`\`\`

| a | <b onclick="alert('cell')">b</b> |
|---|---|
| [cell](javascript:alert('cell link')) | \`<script>\` |

## Heading <img src=x onerror=alert('heading')> {#"><script>alert('heading id')</script>}
`;

const UNLISTED = `${fm('Unlisted page', 'unlisted: true\n')}Reachable, but not searchable.\n`;

const SIDEBAR = `- doc: xss/raw-html
- doc: xss/markdown
- link: { label: "<script>alert('nav label')</script>", href: "javascript:alert('nav href')" }
- category:
    label: "<img src=x onerror=alert('category')>"
    items:
      - doc: index
`;

const HOSTILE = `<script>alert('spec')</script>`;

/** A spec with hostile texts and circular schemas (a tree node, and two schemas that allOf each other). */
const SPEC: BundleSpec = {
  id: 'evil',
  title: HOSTILE,
  version: '1',
  servers: [
    {
      url: `javascript:alert('server url')//{space}`,
      description: `[server](javascript:alert('server desc')) <img src=x onerror=alert('server')>`,
      variables: { space: { default: `"><script>alert('default')</script>`, description: `<svg onload=alert('var')>` } },
    },
  ],
  components: {
    securitySchemes: {
      key: { type: 'apiKey', in: 'header', name: `X-Key"><script>alert('key')</script>`, description: `**b** [a](JaVaScRiPt:alert('security'))` },
    },
    schemas: {
      Node: {
        type: 'object',
        description: `<svg onload=alert('schema')>`,
        required: ['name'],
        properties: {
          name: { type: 'string', description: `[n](javascript:alert('prop'))`, example: `</script><script>alert('example')</script>`, pattern: '<script>' },
          child: { $ref: '#/components/schemas/Node' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
      },
      A: { allOf: [{ $ref: '#/components/schemas/B' }, { type: 'object', properties: { a: { type: 'string' } } }] },
      B: { allOf: [{ $ref: '#/components/schemas/A' }] },
    },
  },
};

const OPERATION_PAGE: BundlePage = {
  id: 'xss/operation',
  route: '/xss/operation',
  frontmatter: { title: 'Hostile operation', api: 'evil#op' },
  title: 'Hostile operation',
  description: HOSTILE,
  body: {
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'link', url: `javascript:alert('node link')`, title: `" onmouseover="alert(1)`, external: false, children: [{ type: 'text', value: 'node link' }] }] },
      { type: 'paragraph', children: [{ type: 'link', url: ` \tjava\nscript:alert('spaced')`, title: null, external: true, children: [{ type: 'text', value: 'spaced' }] }] },
      { type: 'paragraph', children: [{ type: 'link', url: `\u0001javascript:alert('control')`, title: null, external: false, children: [{ type: 'text', value: 'control' }] }] },
      { type: 'paragraph', children: [{ type: 'image', url: `javascript:alert('node image')`, alt: 'alt', title: null }] },
      { type: 'paragraph', children: [{ type: 'image', url: `x" onerror="alert('attr break')`, alt: `" onerror="alert(1)`, title: null }] },
      { type: 'heading', depth: 2, id: `"><script>alert('id')</script>`, children: [{ type: 'text', value: 'Bad id' }] },
      { type: 'code', lang: `js" onmouseover="alert('lang')`, meta: `title="<script>alert('meta')</script>"`, value: `</code></pre><script>alert('code')</script>` },
      { type: 'admonition', kind: 'danger', title: `<script>alert('admonition')</script>`, children: [] },
      { type: 'tabs', children: [{ type: 'tab', label: `<img src=x onerror=alert('tab')>`, children: [{ type: 'text', value: 'x' }] }] },
    ],
  },
  toc: [{ depth: 2, text: `<script>alert('toc')</script>`, id: `"><script>alert('toc id')</script>` }],
  breadcrumbs: [{ label: HOSTILE }, { label: 'link', href: `javascript:alert('crumb')` }],
  previous: { label: HOSTILE, href: `javascript:alert('previous')` },
  source: `content/docs/"><script>alert('source')</script>.md`,
  operation: {
    specId: 'evil',
    operationId: 'op',
    method: 'post',
    path: `/nodes/{id}"><script>alert('path')</script>`,
    summary: 'Hostile operation',
    description: `${HOSTILE} [x](javascript:alert('op description'))`,
    tags: [HOSTILE],
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: `<img src=x onerror=alert('param')>` },
      { name: `q"><img src=x onerror=alert('param name')>`, in: 'query', schema: { type: 'string', enum: [HOSTILE] } },
    ],
    requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } },
    responses: {
      '200': { description: HOSTILE, content: { 'application/json': { schema: { $ref: '#/components/schemas/A' }, example: { html: `<script>alert('response example')</script>` } } } },
      '4XX': { $ref: '#/components/responses/Missing' },
    },
    security: [{ key: [] }],
    deprecated: true,
  },
};

let siteDir: string;
let server: Served;
let browser: Browser;
let manifest: Manifest;

beforeAll(async () => {
  const root = project({
    'content/docs/index.md': `${fm('Home')}Start.\n`,
    'content/docs/xss/raw-html.md': RAW_HTML,
    'content/docs/xss/markdown.md': MARKDOWN,
    'content/docs/xss/unlisted.md': UNLISTED,
    'content/sidebars/xss.yaml': SIDEBAR,
  });
  // The library path of `pipeline build`, minus its refusal: the raw HTML is an error, the bundle is made anyway.
  const result = await runCheck({ root, body: true, cache: false, threads: 1 });
  expect(result.diagnostics.some((d) => d.ruleId === 'markdown/no-html')).toBe(true);
  const bundle = join(tempDir('site-xss-'), 'bundle');
  writeBundle(assembleBundle(result.site), root, bundle);

  // Hostile API data the Markdown cannot carry.
  manifest = JSON.parse(readFileSync(join(bundle, 'manifest.json'), 'utf8')) as Manifest;
  const write = (file: string, value: unknown) => {
    mkdirSync(dirname(join(bundle, file)), { recursive: true });
    writeFileSync(join(bundle, file), JSON.stringify(value));
  };
  write('specs/evil.json', SPEC);
  write('specs/evil.openapi.json', { openapi: '3.1.0', info: { title: SPEC.title, version: '1' }, paths: {} });
  write('pages/xss/operation.json', OPERATION_PAGE);
  manifest.specs.push({ id: 'evil', title: SPEC.title, version: '1', file: 'specs/evil.json', openapi: 'specs/evil.openapi.json' });
  manifest.routes.push({ id: OPERATION_PAGE.id, route: OPERATION_PAGE.route, file: 'pages/xss/operation.json', unlisted: false });
  write('manifest.json', manifest);

  siteDir = join(dirname(bundle), 'site');
  buildSite(bundle, siteDir, { search: false });
  server = await serve({ dir: siteDir, port: 0 });
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const ROUTES = ['/xss/raw-html', '/xss/markdown', '/xss/operation', '/xss/unlisted', '/'];

describe('hostile content', () => {
  for (const csp of [true, false]) {
    it(`runs no script of the corpus ${csp ? 'with' : 'even without'} the Content-Security-Policy`, async () => {
      const context = await browser.newContext({ bypassCSP: !csp });
      const dialogs: string[] = [];
      const problems: string[] = [];
      for (const route of ROUTES) {
        const page = await context.newPage();
        page.on('dialog', async (d) => {
          dialogs.push(`${route}: ${d.message()}`);
          await d.dismiss();
        });
        problems.push(...watch(page).map((p) => `${route}: ${p}`));
        const response = await page.goto(new URL(route.slice(1), server.url).href, { waitUntil: 'load' });
        expect(response?.status(), route).toBe(200);
        // Give handlers every chance: hover, focus and fire load/error on every element, open every <details>.
        await page.evaluate(() => {
          for (const el of Array.from(document.querySelectorAll('body *'))) {
            for (const type of ['mouseover', 'mouseenter', 'focus', 'load', 'error', 'toggle', 'animationstart']) el.dispatchEvent(new Event(type));
            if (el instanceof HTMLDetailsElement) el.open = true;
          }
        });
        await page.waitForTimeout(50);
        const found = await page.evaluate(() => {
          const bad: string[] = [];
          // Structured data (JSON-LD) is the one script without src: data that must parse as JSON, never code.
          const data = Array.from(document.scripts).filter((s) => s.type === 'application/ld+json');
          for (const s of data) {
            try {
              JSON.parse(s.textContent ?? '');
            } catch {
              bad.push('JSON-LD that is not JSON');
            }
            if (s.getAttribute('src') !== null || s.attributes.length !== 1) bad.push('JSON-LD with attributes');
          }
          const scripts = Array.from(document.scripts)
            .filter((s) => !data.includes(s))
            .map((s) => s.getAttribute('src'));
          if (scripts.join() !== '/theme.js,/enhance.js,/search.js') bad.push(`scripts: ${scripts.join()}`);
          for (const el of Array.from(document.querySelectorAll('*'))) {
            for (const attr of Array.from(el.attributes)) {
              if (/^on/i.test(attr.name)) bad.push(`${el.tagName} ${attr.name}`);
              if (attr.name === 'style') bad.push(`${el.tagName} style`);
              if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(attr.name.toLowerCase())) {
                const v = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
                if (/^(javascript|vbscript|data):/.test(v)) bad.push(`${el.tagName} ${attr.name}=${attr.value}`);
              }
            }
          }
          for (const tag of ['iframe', 'object', 'embed', 'math', 'style', 'base', 'form[action^="javascript"]']) {
            if (document.querySelector(tag)) bad.push(`<${tag}> element`);
          }
          if (document.querySelectorAll('svg').length !== document.querySelectorAll('svg.brand-logo').length) bad.push('foreign <svg>');
          return bad;
        });
        expect(found, route).toEqual([]);
        await page.close();
      }
      await context.close();
      expect(dialogs).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  it('keeps the hostile text as visible text, and unsafe links as plain text', async () => {
    const page = await browser.newPage();
    await page.goto(new URL('xss/raw-html', server.url).href);
    const main = await page.locator('main').innerText();
    expect(main).toContain(`<script>alert('raw script')</script>`);
    expect(main).toContain(`<img src=x onerror="alert('img onerror')">`);
    expect(await page.title()).toContain(`<script>alert('title')</script>`);
    await screenshot(page, 'xss-raw-html');
    await page.goto(new URL('xss/markdown', server.url).href);
    await screenshot(page, 'xss-markdown', true);
    expect(await page.locator('main .unsafe-link', { hasText: 'plain' }).count()).toBe(1);
    expect(await page.locator('main a', { hasText: 'plain' }).count()).toBe(0);
    expect(await page.locator('main .code-block', { hasText: `alert('inside a code block is only text')` }).count()).toBe(1);
    await page.goto(new URL('xss/operation', server.url).href);
    await screenshot(page, 'xss-operation', true);
    expect(await page.locator('.endpoint-path').innerText()).toBe(OPERATION_PAGE.operation!.path);
    // The circular schemas are shown, not unfolded forever.
    expect(await page.locator('main').innerText()).toContain('Circular');
    await page.close();
  });

  it('leaves unlisted pages out of the sitemap and the search index', () => {
    const sitemap = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/xss/markdown/');
    expect(sitemap).not.toContain('/xss/unlisted');
    const unlisted = readFileSync(join(siteDir, 'xss', 'unlisted', 'index.html'), 'utf8');
    expect(unlisted).not.toContain('data-pagefind-body');
    expect(unlisted).toContain('<meta name="robots" content="noindex"/>');
    expect(readFileSync(join(siteDir, 'xss', 'markdown', 'index.html'), 'utf8')).toContain('data-pagefind-body');
  });
});
