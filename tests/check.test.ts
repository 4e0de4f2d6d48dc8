/**
 * The check, rule by rule, both ways: each rule fires at the exact
 * file:line:column on a defect and stays quiet on the correct twin.
 */
import { describe, expect, it } from 'vitest';
import { check, only, page, project, where } from './helpers.ts';

const sidebar = (...docs: string[]) => docs.map((d) => `- doc: ${d}\n`).join('');

describe('a clean project', () => {
  it('has no findings and counts what it checked', async () => {
    const root = project({
      'content/docs/index.md': page('Welcome', 'Start with the [guide](./guide.md#install).\n'),
      'content/docs/guide.md': page('Guide', '## Linux\n\n### Install\n\nRun it.\n\n## Mac\n\n### Install\n\nAgain, see [below](#install-1).\n'),
      'content/sidebars/main.yaml': sidebar('index', 'guide'),
    });
    const { diagnostics, stats } = await check(root);
    expect(diagnostics).toEqual([]);
    expect(stats).toMatchObject({ pages: 2, links: 2, navItems: 2 });
  });
});

describe('frontmatter', () => {
  const run = async (fm: string) => {
    const root = project({ 'content/docs/a.md': `---\n${fm}---\n\nText.\n`, 'content/sidebars/s.yaml': sidebar('a') });
    return (await check(root)).diagnostics;
  };

  it('accepts every documented key', async () => {
    const ds = await run(
      'title: A\ndescription: Short.\nsidebar_label: A\nsidebar_position: 2\nslug: /a-page\nunlisted: false\ndraft: false\ntags: [x]\nkeywords: [y]\ndeprecated: false\ncustom_props:\n  platform: python\n  sample_repository: https://example.com/repo\n  description: Long.\n  hide_from_index: true\n',
    );
    expect(ds).toEqual([]);
  });

  it('reports an unknown key at the key, with a did-you-mean', async () => {
    const ds = await run('title: A\ndescripton: Oops.\n');
    expect(where(ds)).toEqual(['content/docs/a.md:3:1 frontmatter/unknown-key']);
    expect(ds[0]!.message).toBe('Unknown key "descripton".');
    expect(ds[0]!.hint).toBe('Did you mean "description"?');
  });

  it('reports an unknown nested key with its path', async () => {
    const ds = await run('title: A\ncustom_props:\n  platfrom: go\n');
    expect(where(ds)).toEqual(['content/docs/a.md:4:3 frontmatter/unknown-key']);
    expect(ds[0]!.message).toBe('Unknown key "platfrom" in custom_props.');
    expect(ds[0]!.hint).toBe('Did you mean "platform"?');
  });

  it('reports a wrong type at the value', async () => {
    const ds = await run('title: A\nsidebar_position: first\n');
    expect(where(ds)).toEqual(['content/docs/a.md:3:19 frontmatter/schema']);
    expect(ds[0]!.message).toBe('"sidebar_position": expected number, got string.');
  });

  it('reports a missing title at the opening fence', async () => {
    const ds = await run('description: No title.\n');
    expect(where(ds)).toEqual(['content/docs/a.md:1:1 frontmatter/schema']);
    expect(ds[0]!.message).toBe('"title" is required.');
  });

  it('reports a bad api reference and slug', async () => {
    const ds = await run('title: A\napi: createRoom\nslug: no-slash\n');
    expect(where(ds)).toEqual(['content/docs/a.md:3:6 frontmatter/schema', 'content/docs/a.md:4:7 frontmatter/schema']);
  });

  it('keeps every valid key when one value is wrong: the slug still routes, links to it resolve', async () => {
    const root = project({
      'content/docs/a.md': '---\ntitle: Alpha\nslug: /alpha\nkeywords: one, two\nsidebar_label: First\n---\n\nText.\n',
      'content/docs/b.md': page('B', 'See [alpha](/alpha) and [the file](./a.md).\n'),
      'content/sidebars/s.yaml': sidebar('a', 'b'),
    });
    const result = await check(root);
    expect(where(result.diagnostics)).toEqual(['content/docs/a.md:4:11 frontmatter/schema']);
    const a = result.site.pages.get('a')!;
    expect(a.route).toBe('/alpha');
    expect(a.analysis.frontmatter).toEqual({ title: 'Alpha', slug: '/alpha', sidebar_label: 'First' });
    expect(result.site.nav.sidebars.s![0]).toMatchObject({ label: 'First', href: '/alpha' });
  });

  it('keeps the slug when the title is the bad key, and after an unknown key', async () => {
    const root = project({
      'content/docs/a.md': '---\ntitle: [not, text]\nslug: /alpha\ndescripton: typo\n---\n\nText.\n',
      'content/docs/b.md': page('B', 'See [alpha](/alpha).\n'),
      'content/sidebars/s.yaml': sidebar('a', 'b'),
    });
    const result = await check(root);
    expect(where(result.diagnostics)).toEqual(['content/docs/a.md:2:8 frontmatter/schema', 'content/docs/a.md:4:1 frontmatter/unknown-key']);
    expect(result.site.pages.get('a')!.route).toBe('/alpha');
  });

  it('reports YAML syntax errors where they are', async () => {
    const ds = await run('title: A\ntags: [one, two\n');
    expect(ds.length).toBeGreaterThan(0);
    expect(ds.every((d) => d.ruleId === 'frontmatter/yaml')).toBe(true);
    expect(ds[0]!.line).toBeGreaterThanOrEqual(3);
  });

  it('reports a duplicate key', async () => {
    const ds = await run('title: A\ntitle: B\n');
    expect(where(ds)).toEqual(['content/docs/a.md:3:1 frontmatter/yaml']);
  });

  it('refuses __proto__ keys', async () => {
    const ds = await run('title: A\n__proto__:\n  polluted: true\n');
    expect(where(ds)).toEqual(['content/docs/a.md:3:1 frontmatter/unsafe-key']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the other keys after a __proto__ key', async () => {
    const root = project({ 'content/docs/a.md': '---\ntitle: A\n__proto__: { x: 1 }\nslug: /alpha\n---\n\nText.\n', 'content/sidebars/s.yaml': sidebar('a') });
    const result = await check(root);
    expect(where(result.diagnostics)).toEqual(['content/docs/a.md:3:1 frontmatter/unsafe-key']);
    expect(result.site.pages.get('a')!.route).toBe('/alpha');
  });

  it('stops a YAML alias bomb quickly', async () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++) bomb.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
    const started = performance.now();
    const ds = await run(`title: A\n${bomb.join('\n')}\n`);
    expect(only(ds, 'frontmatter/yaml')).toHaveLength(1);
    expect(only(ds, 'frontmatter/yaml')[0]!.message).toMatch(/alias bomb/);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('reports a page without frontmatter', async () => {
    const root = project({ 'content/docs/a.md': 'Just text.\n', 'content/sidebars/s.yaml': sidebar('a') });
    expect(where((await check(root)).diagnostics)).toEqual(['content/docs/a.md:1:1 frontmatter/missing']);
  });

  it('warns about long descriptions at the value', async () => {
    const ds = await run(`title: A\ndescription: ${'word '.repeat(40).trim()}\n`);
    expect(where(ds)).toEqual(['content/docs/a.md:3:14 frontmatter/description-length']);
    expect(ds[0]!.severity).toBe('warning');
  });
});

describe('ids and routes', () => {
  it('reports two pages at one route at the slug', async () => {
    const root = project({
      'content/docs/a.md': page('A'),
      'content/docs/b.md': '---\ntitle: B\nslug: /a\n---\n\nText.\n',
      'content/sidebars/s.yaml': sidebar('a', 'b'),
    });
    expect(where((await check(root)).diagnostics)).toEqual(['content/docs/b.md:3:7 id/duplicate-route']);
  });

  it('reports ids that differ only in case', async () => {
    const root = project({
      'content/docs/Guide.md': page('A'),
      'content/docs/guide.md': page('B'),
      'content/sidebars/s.yaml': sidebar('Guide', 'guide'),
    });
    const ds = (await check(root)).diagnostics;
    expect(where(only(ds, 'id/duplicate'))).toEqual(['content/docs/guide.md:1:1 id/duplicate']);
  });

  it('reports file and folder names a route cannot hold, with a name that would do', async () => {
    const names = ['a b', 'what?', 'hash#tag', 'line\nbreak', 'caf\u00e9', '50%', 'c:d', 'my docs/inner', 'nodeId$', "it's"];
    const files: Record<string, string> = { 'content/sidebars/s.yaml': sidebar(...names.map((n) => JSON.stringify(n))) };
    for (const n of names) files[`content/docs/${n}.md`] = page(`Page ${n.replace(/\W/g, ' ').trim()}`);
    const ds = (await check(project(files))).diagnostics;
    const bad = only(ds, 'id/invalid-name');
    expect(bad.map((d) => `${JSON.stringify(d.file)} ${d.line}:${d.column}`).sort()).toEqual(
      ['a b', 'what?', 'hash#tag', 'line\nbreak', 'caf\u00e9', '50%', 'c:d', 'my docs/inner'].map((n) => `${JSON.stringify(`content/docs/${n}.md`)} 1:1`).sort(),
    );
    const message = (file: string) => bad.find((d) => d.file === `content/docs/${file}.md`)!;
    expect(message('a b').message).toBe('The file name "a b" has a space, which cannot be part of a route as written.');
    expect(message('a b').hint).toMatch(/such as "a-b\.md"/);
    expect(message('line\nbreak').message).toContain('"line\\u000abreak" has a line break');
    expect(message('caf\u00e9').hint).toMatch(/such as "cafe\.md"/);
    expect(message('my docs/inner').message).toMatch(/^The folder name "my docs" has a space/);
    expect(ds.filter((d) => d.ruleId !== 'id/invalid-name')).toEqual([]);
  });

  it('maps folders to routes: index pages drop their name', async () => {
    const root = project({
      'content/docs/a/index.md': page('A', 'See [b](/a/b) and [c](/a).\n'),
      'content/docs/a/b.md': page('B'),
      'content/sidebars/s.yaml': sidebar('a/index', 'a/b'),
    });
    expect((await check(root)).diagnostics).toEqual([]);
  });
});

describe('navigation', () => {
  const pages = { 'content/docs/intro.md': page('Intro'), 'content/docs/guides/setup.md': page('Setup') };

  it('reports an unknown doc with the nearest id', async () => {
    const root = project({ ...pages, 'content/sidebars/s.yaml': '- doc: intro\n- doc: guides/setpu\n' });
    const ds = (await check(root)).diagnostics;
    expect(where(ds)).toEqual(['content/docs/guides/setup.md:1:1 nav/orphan-page', 'content/sidebars/s.yaml:2:8 nav/unknown-doc']);
    expect(only(ds, 'nav/unknown-doc')[0]!.hint).toBe('Did you mean "guides/setup"?');
  });

  it('reports a doc listed twice, across sidebars', async () => {
    const root = project({ ...pages, 'content/sidebars/a.yaml': sidebar('intro', 'guides/setup'), 'content/sidebars/b.yaml': '- category:\n    label: Again\n    link: { doc: intro }\n    items:\n      - doc: guides/setup\n' });
    const ds = (await check(root)).diagnostics;
    expect(where(ds)).toEqual(['content/sidebars/b.yaml:3:11 nav/duplicate-doc', 'content/sidebars/b.yaml:5:9 nav/duplicate-doc']);
    expect(ds[0]!.message).toBe('"intro" is already listed in a (content/sidebars/a.yaml:1).');
  });

  it('reports an empty category at its label', async () => {
    const root = project({ ...pages, 'content/sidebars/s.yaml': `${sidebar('intro', 'guides/setup')}- category:\n    label: Empty\n    items: []\n` });
    expect(where((await check(root)).diagnostics)).toEqual(['content/sidebars/s.yaml:4:12 nav/empty-category']);
  });

  it('reports an autogenerated folder with no pages', async () => {
    const root = project({ ...pages, 'content/sidebars/s.yaml': `${sidebar('intro', 'guides/setup')}- autogenerated: nothing/here\n` });
    expect(where((await check(root)).diagnostics)).toEqual(['content/sidebars/s.yaml:3:18 nav/empty-category']);
  });

  it('reports hrefs that lead nowhere, accepts good ones', async () => {
    const root = project({
      ...pages,
      'content/sidebars/s.yaml': [
        sidebar('intro', 'guides/setup'),
        '- link: { label: Blog, href: "https://example.com/blog", className: external-link }\n',
        '- link: { label: Setup, href: /guides/setup }\n',
        '- link: { label: Mail, href: "mailto:docs@example.com" }\n',
        '- link: { label: Gone, href: /guides/missing }\n',
        '- link: { label: Script, href: "javascript:alert(1)" }\n',
        '- link: { label: Broken, href: "https://" }\n',
        '- link: { label: Other, href: "//evil.example/x" }\n',
      ].join(''),
    });
    const ds = (await check(root)).diagnostics;
    expect(where(ds)).toEqual([
      'content/sidebars/s.yaml:6:30 nav/invalid-href',
      'content/sidebars/s.yaml:7:32 nav/invalid-href',
      'content/sidebars/s.yaml:8:32 nav/invalid-href',
      'content/sidebars/s.yaml:9:31 nav/invalid-href',
    ]);
    expect(ds.at(-1)!.message).toMatch(/starts with "\/\/"/);
  });

  it('reports sidebar schema errors at the key, with did-you-mean', async () => {
    const root = project({ ...pages, 'content/sidebars/s.yaml': '- doc: intro\n- docs: guides/setup\n- category:\n    label: X\n    colapsed: true\n    items: [{ doc: guides/setup }]\n' });
    const ds = (await check(root)).diagnostics;
    // The broken category is dropped whole, so its page is an orphan too.
    expect(where(ds)).toEqual(['content/docs/guides/setup.md:1:1 nav/orphan-page', 'content/sidebars/s.yaml:2:3 nav/schema', 'content/sidebars/s.yaml:5:5 nav/schema']);
    expect(only(ds, 'nav/schema').map((d) => d.hint)).toEqual(['Did you mean "doc"?', 'Did you mean "collapsed"?']);
  });

  it('reports a category that holds itself through an alias, at the alias, instead of recursing', async () => {
    const root = project({ ...pages, 'content/sidebars/s.yaml': '- doc: intro\n- &loop\n  category:\n    label: Loop\n    items:\n      - *loop\n' });
    const ds = (await check(root)).diagnostics;
    expect(where(only(ds, 'nav/yaml'))).toEqual(['content/sidebars/s.yaml:6:9 nav/yaml']);
    expect(only(ds, 'nav/yaml')[0]!.message).toBe('The alias *loop is inside the node &loop it refers to, which makes endless data.');
  });

  it('reports a __proto__ key and still checks every other item of the sidebar', async () => {
    const root = project({ ...pages, 'content/sidebars/s.yaml': '- doc: intro\n- doc: nope\n- doc: guides/setup\n  __proto__: { polluted: true }\n- doc: gone\n' });
    const ds = (await check(root)).diagnostics;
    expect(where(ds)).toEqual(['content/sidebars/s.yaml:2:8 nav/unknown-doc', 'content/sidebars/s.yaml:4:3 nav/yaml', 'content/sidebars/s.yaml:5:8 nav/unknown-doc']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports YAML nested too deeply in plain words', async () => {
    let deep = '{doc: intro}';
    for (let i = 0; i < 2000; i++) deep = `{category: {label: L${i}, items: [${deep}]}}`;
    const root = project({ ...pages, 'content/sidebars/s.yaml': `- ${deep}\n` });
    const ds = only((await check(root)).diagnostics, 'nav/yaml');
    expect(ds.length).toBeGreaterThan(0);
    expect(ds[0]!.message).toBe('The YAML is nested too deeply to be read');
  });

  it('reads a sidebar larger than a page may be, and lists 50 unknown docs and a count of the rest', async () => {
    const items = Array.from({ length: 12_000 }, (_, i) => `- doc: guides/a-page-that-was-never-written-${i}\n`).join('');
    expect(items.length).toBeGreaterThan(256 * 1024);
    const ds = (await check(project({ ...pages, 'content/sidebars/s.yaml': `- doc: intro\n- doc: guides/setup\n${items}` }))).diagnostics;
    const unknown = only(ds, 'nav/unknown-doc');
    expect(unknown).toHaveLength(51);
    expect(unknown[50]!.message).toBe('11950 more findings of this rule in this file are not listed; the first 50 are.');
    expect(ds.length).toBe(51);
  });

  it('reports invalid sidebar YAML', async () => {
    const root = project({ ...pages, 'content/sidebars/s.yaml': '- doc: intro\n- doc: [guides/setup\n' });
    const ds = (await check(root)).diagnostics;
    expect(only(ds, 'nav/yaml').length).toBeGreaterThan(0);
    expect(only(ds, 'nav/yaml')[0]!.file).toBe('content/sidebars/s.yaml');
  });

  it('reports orphans but not pages that are linked, unlisted or the home page', async () => {
    const root = project({
      'content/docs/index.md': page('Home', '[Demo](./demo.md)\n'),
      'content/docs/demo.md': page('Demo'),
      'content/docs/hidden.md': '---\ntitle: Hidden\nunlisted: true\n---\n\nText.\n',
      'content/docs/lost.md': page('Lost'),
      'content/sidebars/s.yaml': '[]\n',
    });
    const { diagnostics } = await check(root);
    expect(where(only(diagnostics, 'nav/orphan-page'))).toEqual(['content/docs/lost.md:1:1 nav/orphan-page']);
    // The linked page is no orphan, but with no sidebar at all it has no navigation either.
    expect(where(only(diagnostics, 'nav/no-sidebar'))).toEqual(['content/docs/demo.md:1:1 nav/no-sidebar']);
  });

  it('resolves categories, autogenerated folders, labels and classes', async () => {
    const root = project({
      'content/docs/api/index.md': '---\ntitle: API\nsidebar_label: API overview\n---\n\nText.\n',
      'content/docs/api/b.md': '---\ntitle: B\nsidebar_position: 1\n---\n\nText.\n',
      'content/docs/api/a.md': '---\ntitle: A\nsidebar_position: 2\ndeprecated: true\n---\n\nText.\n',
      'content/docs/api/more/index.md': page('More'),
      'content/docs/api/more/c.md': page('C'),
      'content/sidebars/s.yaml': '- category:\n    label: Reference\n    collapsible: false\n    link: { doc: api/index }\n    items:\n      - autogenerated: api\n',
    });
    const { diagnostics, site } = await check(root);
    expect(diagnostics).toEqual([]);
    expect(site.nav.sidebars.s).toEqual([
      {
        type: 'category',
        label: 'Reference',
        collapsible: false,
        collapsed: false,
        href: '/api',
        docId: 'api/index',
        items: [
          { type: 'link', label: 'B', href: '/api/b', docId: 'api/b' },
          { type: 'link', label: 'A', href: '/api/a', docId: 'api/a', className: 'deprecated' },
          { type: 'category', label: 'More', collapsible: true, collapsed: true, href: '/api/more', docId: 'api/more/index', items: [{ type: 'link', label: 'C', href: '/api/more/c', docId: 'api/more/c' }] },
        ],
      },
    ]);
    expect(site.nav.order.get('s')).toEqual(['api/index', 'api/b', 'api/a', 'api/more/index', 'api/more/c']);
    expect(site.nav.breadcrumbs.get('api/more/c')).toEqual([
      { label: 'Reference', href: '/api' },
      { label: 'More', href: '/api/more' },
    ]);
  });
});

describe('links and anchors', () => {
  const base = {
    'content/docs/target.md': page('Target', '## Getting started\n\n### Getting started\n\n## Custom {#my-id}\n'),
    'content/docs/draft.md': '---\ntitle: Draft\ndraft: true\n---\n\nText.\n',
    'content/static/img/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'content/docs/pic.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  };
  const run = async (body: string) => {
    const root = project({ ...base, 'content/docs/from.md': page('From', body), 'content/sidebars/s.yaml': sidebar('from', 'target') });
    return (await check(root)).diagnostics;
  };

  it('accepts good links: relative files, routes, anchors, explicit ids, de-duplicated slugs, assets', async () => {
    const ds = await run(
      '[a](./target.md) [b](target.md#getting-started) [c](/target#getting-started-1) [d](/target#my-id) [e](#local)\n\n## Local\n\n![logo](/img/logo.png) ![pic](./pic.png)\n\n[ref]: ./target.md#my-id\n\nSee [ref][].\n',
    );
    expect(ds).toEqual([]);
  });

  it('reports a missing page with a suggestion', async () => {
    const ds = await run('Text and [a](./targt.md).\n');
    expect(where(ds)).toEqual(['content/docs/from.md:5:10 links/broken']);
    expect(ds[0]!.hint).toBe('Did you mean "./target.md"?');
  });

  it('reports a missing route', async () => {
    expect(where(await run('[a](/nowhere)\n'))).toEqual(['content/docs/from.md:5:1 links/broken']);
  });

  it('reports a broken anchor with the nearest one', async () => {
    const ds = await run('[a](./target.md#getting-startd)\n');
    expect(where(ds)).toEqual(['content/docs/from.md:5:1 links/broken-anchor']);
    expect(ds[0]!.hint).toBe('Did you mean "#getting-started"?');
  });

  it('does not accept the heading text of an explicit id as an anchor', async () => {
    expect(where(await run('[a](./target.md#custom)\n'))).toEqual(['content/docs/from.md:5:1 links/broken-anchor']);
  });

  it('reports a broken anchor on the same page', async () => {
    expect(where(await run('## Here\n\n[a](#there)\n'))).toEqual(['content/docs/from.md:7:1 links/broken-anchor']);
  });

  it('reports links that leave the content folder', async () => {
    const ds = await run('[a](../../outside.md) and [b](../../../etc/passwd)\n');
    expect(where(ds)).toEqual(['content/docs/from.md:5:1 links/broken', 'content/docs/from.md:5:27 links/broken']);
    expect(ds[0]!.message).toMatch(/outside the content folder/);
  });

  it('reports missing images and links to drafts', async () => {
    const ds = await run('![missing](./nope.png)\n\n[d](./draft.md)\n');
    expect(where(ds)).toEqual(['content/docs/from.md:5:1 links/broken', 'content/docs/from.md:7:1 links/broken']);
    expect(ds[1]!.message).toMatch(/draft/);
  });

  it('checks link definitions', async () => {
    expect(where(await run('See [x][].\n\n[x]: ./gone.md\n'))).toEqual(['content/docs/from.md:7:1 links/broken']);
  });

  it('leaves external links alone without --external', async () => {
    expect(await run('[a](https://invalid.invalid/x)\n')).toEqual([]);
  });

  it('reports links, images and definitions whose scheme the site refuses, naming the scheme', async () => {
    const ds = await run(
      [
        '[a](javascript:alert(1))',
        '[b](<java\tscript:alert(1)>)',
        '[c](&#106;avascript:alert(1))',
        '<vbscript:msgbox(1)>',
        '![d](data:image/svg+xml;base64,PHN2Zz4=)',
        '[e](file:///etc/passwd)',
        '[f](ftp://example.com/file)',
        '![g](mailto:a@example.com)',
        '[h][def]',
        '',
        '[def]: JavaScript:void(0)',
        '',
      ].join('\n'),
    );
    expect(where(ds)).toEqual([
      'content/docs/from.md:5:1 links/unsafe-scheme',
      'content/docs/from.md:6:1 links/unsafe-scheme',
      'content/docs/from.md:7:1 links/unsafe-scheme',
      'content/docs/from.md:8:1 links/unsafe-scheme',
      'content/docs/from.md:9:1 links/unsafe-scheme',
      'content/docs/from.md:10:1 links/unsafe-scheme',
      'content/docs/from.md:11:1 links/unsafe-scheme',
      'content/docs/from.md:12:1 links/unsafe-scheme',
      'content/docs/from.md:15:1 links/unsafe-scheme',
    ]);
    expect(ds.map((d) => /"(\w+):"/.exec(d.message)?.[1])).toEqual(['javascript', 'javascript', 'javascript', 'vbscript', 'data', 'file', 'ftp', 'mailto', 'javascript']);
    expect(ds.every((d) => d.severity === 'error' && d.hint)).toBe(true);
  });

  it('accepts the schemes the site allows', async () => {
    expect(await run('[a](https://example.com) [b](http://example.com) [c](mailto:a@example.com) [d](tel:+15550100) ![e](https://example.com/e.png)\n')).toEqual([]);
  });

  it('reports Windows paths and protocol-relative links', async () => {
    const ds = await run('[a](C:\\docs\\target.md) [b](C:/docs/target.md) [c](..\\docs\\target.md) [d](//target) ![e](//cdn.example.com/e.png)\n');
    expect(where(ds)).toEqual([
      'content/docs/from.md:5:1 links/windows-path',
      'content/docs/from.md:5:24 links/windows-path',
      'content/docs/from.md:5:47 links/windows-path',
      'content/docs/from.md:5:70 links/protocol-relative',
      'content/docs/from.md:5:84 links/protocol-relative',
    ]);
    expect(ds[0]!.message).toContain('"C:\\docs\\target.md"');
  });
});

describe('the version record', () => {
  it('is checked against its schema', async () => {
    const root = project({ 'content/docs/index.md': page('Home'), 'content/version.yaml': 'pluginId: default\nversion: current\nlabel: Next\nbanner: none\nbadge: false\nnoIndex: false\nisLast: true\n' });
    expect(where((await check(root)).diagnostics)).toEqual(['content/version.yaml:4:9 version/schema']);
  });

  it('is required', async () => {
    const root = project({ 'content/docs/index.md': page('Home') }, { version: false });
    expect(where((await check(root)).diagnostics)).toEqual(['content/version.yaml:1:1 version/schema']);
  });
});
