import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../pipeline/src/core/diagnostic.ts';
import { docsUrl } from '../pipeline/src/registry/rules.ts';
import { github } from '../pipeline/src/report/github.ts';
import { REPORTERS, isFormat } from '../pipeline/src/report/index.ts';
import { json } from '../pipeline/src/report/json.ts';
import { junit } from '../pipeline/src/report/junit.ts';
import { sarif } from '../pipeline/src/report/sarif.ts';
import { createStylish, stylish } from '../pipeline/src/report/stylish.ts';
import type { CheckStats, Report } from '../pipeline/src/report/types.ts';

const brokenLink: Diagnostic = {
  ruleId: 'links/broken',
  severity: 'error',
  file: 'content/docs/a,b:c.md',
  line: 3,
  column: 5,
  endLine: 3,
  endColumn: 20,
  message: 'Link to "x.md" is broken:\n<&> not found',
  hint: 'Use ./guide.md instead.',
  docsUrl: docsUrl('links/broken'),
};
const orphan: Diagnostic = {
  ruleId: 'nav/orphan-page',
  severity: 'warning',
  file: 'content/docs/guide.md',
  line: 1,
  column: 1,
  message: 'Page is in no sidebar.',
  docsUrl: docsUrl('nav/orphan-page'),
};
const unknownKey: Diagnostic = {
  ruleId: 'frontmatter/unknown-key',
  severity: 'error',
  file: 'content/docs/guide.md',
  line: 2,
  column: 1,
  endLine: 2,
  endColumn: 6,
  message: 'Unknown key "titel".',
  hint: 'Did you mean "title"?',
  docsUrl: docsUrl('frontmatter/unknown-key'),
};

const stats: CheckStats = { pages: 12, links: 40, navItems: 30, cached: 3, durationMs: 120.4 };

function makeReport(diagnostics: Diagnostic[], overrides: Partial<Report> = {}): Report {
  const errorCount = diagnostics.filter((d) => d.severity === 'error').length;
  return { diagnostics, errorCount, warningCount: diagnostics.length - errorCount, stats, toolVersion: '1.2.3', ...overrides };
}

const report = makeReport([brokenLink, orphan, unknownKey]);
const clean = makeReport([], { stats: { pages: 1, links: 0, navItems: 2 } });

describe('stylish', () => {
  it('groups by file, aligns columns, puts hints below and ends with what was checked', () => {
    expect(stylish(report)).toBe(
      [
        'content/docs/a,b:c.md',
        '  3:5  error  Link to "x.md" is broken: <&> not found  links/broken',
        '              hint: Use ./guide.md instead.',
        '',
        'content/docs/guide.md',
        '  1:1  warning  Page is in no sidebar.  nav/orphan-page',
        '  2:1  error    Unknown key "titel".    frontmatter/unknown-key',
        '                hint: Did you mean "title"?',
        '',
        '\u2716 3 problems (2 errors, 1 warning)',
        'checked 12 pages, 40 links, 30 nav items, 3 from cache in 120 ms',
        '',
      ].join('\n'),
    );
  });

  it('says what was checked even when nothing was found', () => {
    expect(stylish(clean)).toBe('checked 1 page, 0 links, 2 nav items\n');
  });

  it('sorts findings it was given out of order', () => {
    expect(stylish(makeReport([unknownKey, orphan, brokenLink]))).toBe(stylish(report));
  });

  it('colours only when asked, and the colours are the only difference', () => {
    expect(stylish(report)).not.toContain('\x1b[');
    const coloured = createStylish({ color: true })(report);
    expect(coloured).toContain('\x1b[31merror');
    expect(coloured).toContain('\x1b[33mwarning');
    expect(coloured.replace(/\x1b\[\d+m/g, '')).toBe(stylish(report));
  });

  it('keeps escape sequences from the input out of the terminal', () => {
    const out = stylish(makeReport([{ ...orphan, message: 'bad \x1b[2J name' }]));
    expect(out).not.toContain('\x1b');
    expect(out).toContain('bad \\u001b[2J name');
  });
});

describe('json', () => {
  it('prints exactly the documented shape, keys in order, absent keys left out', () => {
    const out = json(report);
    expect(out.endsWith('}\n')).toBe(true);
    expect(out).toContain('\n  "errorCount": 2,\n');
    const parsed = JSON.parse(out) as { diagnostics: Record<string, unknown>[] };
    expect(parsed).toEqual({
      errorCount: 2,
      warningCount: 1,
      diagnostics: [
        {
          ruleId: 'links/broken',
          severity: 'error',
          file: 'content/docs/a,b:c.md',
          line: 3,
          column: 5,
          endLine: 3,
          endColumn: 20,
          message: 'Link to "x.md" is broken:\n<&> not found',
          hint: 'Use ./guide.md instead.',
          docsUrl: 'rules/README.md#links-broken',
        },
        {
          ruleId: 'nav/orphan-page',
          severity: 'warning',
          file: 'content/docs/guide.md',
          line: 1,
          column: 1,
          message: 'Page is in no sidebar.',
          docsUrl: 'rules/README.md#nav-orphan-page',
        },
        {
          ruleId: 'frontmatter/unknown-key',
          severity: 'error',
          file: 'content/docs/guide.md',
          line: 2,
          column: 1,
          endLine: 2,
          endColumn: 6,
          message: 'Unknown key "titel".',
          hint: 'Did you mean "title"?',
          docsUrl: 'rules/README.md#frontmatter-unknown-key',
        },
      ],
    });
    expect(Object.keys(JSON.parse(out) as object)).toEqual(['errorCount', 'warningCount', 'diagnostics']);
    expect(Object.keys(parsed.diagnostics[0]!)).toEqual([
      'ruleId', 'severity', 'file', 'line', 'column', 'endLine', 'endColumn', 'message', 'hint', 'docsUrl',
    ]);
    expect(Object.keys(parsed.diagnostics[1]!)).toEqual(['ruleId', 'severity', 'file', 'line', 'column', 'message', 'docsUrl']);
  });

  it('copies no keys beyond the contract', () => {
    const extra = { ...orphan, jsonPointer: '/title' } as Diagnostic;
    expect(Object.keys((JSON.parse(json(makeReport([extra]))) as { diagnostics: object[] }).diagnostics[0]!)).not.toContain(
      'jsonPointer',
    );
  });

  it('prints an empty list when clean', () => {
    expect(json(clean)).toBe('{\n  "errorCount": 0,\n  "warningCount": 0,\n  "diagnostics": []\n}\n');
  });
});

describe('sarif', () => {
  const require = createRequire(import.meta.url);
  const schema = JSON.parse(
    readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'),
  ) as object;
  // The official schema's `language` pattern has a stray `]` that is only legal without the `u` flag.
  // Both packages are CommonJS and export their main function as `default` too.
  const Ajv = ajvDraft04.default;
  const addFormats = ajvFormats.default;
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats(ajv);
  const validate = ajv.compile(schema);

  it('validates against the SARIF 2.1.0 schema, and the validator can say no', () => {
    const log = JSON.parse(sarif(report)) as { runs: { results: { level: string }[] }[] };
    expect(validate(log), ajv.errorsText(validate.errors)).toBe(true);
    expect(validate(JSON.parse(sarif(clean)))).toBe(true);

    log.runs[0]!.results[0]!.level = 'fatal';
    expect(validate(log)).toBe(false);
    expect(validate({ version: '2.1.0' })).toBe(false);
  });

  it('describes each rule once, sorted, and points results at them', () => {
    const log = JSON.parse(sarif(report));
    expect(log.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
    expect(log.version).toBe('2.1.0');
    const run = log.runs[0];
    expect(run.tool.driver).toEqual({
      name: 'pipeline',
      version: '1.2.3',
      rules: [
        {
          id: 'frontmatter/unknown-key',
          shortDescription: { text: 'A frontmatter key is not part of the page schema.' },
          defaultConfiguration: { level: 'error' },
          help: { text: 'A frontmatter key is not part of the page schema. See rules/README.md#frontmatter-unknown-key' },
        },
        {
          id: 'links/broken',
          shortDescription: { text: 'An internal link or image points to a page or file that does not exist.' },
          defaultConfiguration: { level: 'error' },
          help: {
            text: 'An internal link or image points to a page or file that does not exist. See rules/README.md#links-broken',
          },
        },
        {
          id: 'nav/orphan-page',
          shortDescription: {
            text: 'A page is in no sidebar and no other page links to it, so readers cannot reach it.',
          },
          defaultConfiguration: { level: 'warning' },
          help: {
            text: 'A page is in no sidebar and no other page links to it, so readers cannot reach it. See rules/README.md#nav-orphan-page',
          },
        },
      ],
    });
    expect(run.results).toEqual([
      {
        ruleId: 'links/broken',
        ruleIndex: 1,
        level: 'error',
        message: { text: 'Link to "x.md" is broken:\n<&> not found. Use ./guide.md instead.' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'content/docs/a,b%3Ac.md', uriBaseId: '%SRCROOT%' },
              region: { startLine: 3, startColumn: 5, endLine: 3, endColumn: 20 },
            },
          },
        ],
      },
      {
        ruleId: 'nav/orphan-page',
        ruleIndex: 2,
        level: 'warning',
        message: { text: 'Page is in no sidebar.' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'content/docs/guide.md', uriBaseId: '%SRCROOT%' },
              region: { startLine: 1, startColumn: 1 },
            },
          },
        ],
      },
      {
        ruleId: 'frontmatter/unknown-key',
        ruleIndex: 0,
        level: 'error',
        message: { text: 'Unknown key "titel". Did you mean "title"?' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'content/docs/guide.md', uriBaseId: '%SRCROOT%' },
              region: { startLine: 2, startColumn: 1, endLine: 2, endColumn: 6 },
            },
          },
        ],
      },
    ]);
  });

  it('stays valid for awkward paths and rules outside the registry', () => {
    const odd: Diagnostic = {
      ruleId: 'spec/operation-summary',
      severity: 'warning',
      file: 'spé cs/a#b?c%d.yaml',
      line: 0,
      column: 0,
      message: 'No summary.',
      docsUrl: 'https://example.com/rules#spec-operation-summary',
    };
    const log = JSON.parse(sarif(makeReport([odd])));
    expect(validate(log), ajv.errorsText(validate.errors)).toBe(true);
    expect(log.runs[0].tool.driver.rules).toEqual([
      {
        id: 'spec/operation-summary',
        defaultConfiguration: { level: 'warning' },
        help: { text: 'See https://example.com/rules#spec-operation-summary' },
        helpUri: 'https://example.com/rules#spec-operation-summary',
      },
    ]);
    expect(log.runs[0].results[0].locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'sp%C3%A9%20cs/a%23b%3Fc%25d.yaml', uriBaseId: '%SRCROOT%' },
    });
  });

  it('is deterministic whatever order the findings come in', () => {
    expect(sarif(makeReport([unknownKey, orphan, brokenLink]))).toBe(sarif(report));
  });
});

describe('github', () => {
  it('prints one escaped workflow command per finding', () => {
    expect(github(report)).toBe(
      [
        '::error file=content/docs/a%2Cb%3Ac.md,line=3,col=5,endLine=3,endColumn=20,title=links/broken::' +
          'Link to "x.md" is broken:%0A<&> not found \u2014 Use ./guide.md instead.',
        '::warning file=content/docs/guide.md,line=1,col=1,title=nav/orphan-page::Page is in no sidebar.',
        '::error file=content/docs/guide.md,line=2,col=1,endLine=2,endColumn=6,title=frontmatter/unknown-key::' +
          'Unknown key "titel". \u2014 Did you mean "title"?',
        '',
      ].join('\n'),
    );
  });

  it('escapes percent signs and carriage returns in data and properties', () => {
    const d: Diagnostic = { ...orphan, file: '50%\r\n.md', message: '100%\r\ndone, really: yes' };
    expect(github(makeReport([d]))).toBe(
      '::warning file=50%25%0D%0A.md,line=1,col=1,title=nav/orphan-page::100%25%0D%0Adone, really: yes\n',
    );
  });

  it('prints nothing when clean', () => {
    expect(github(clean)).toBe('');
  });
});

describe('junit', () => {
  it('prints a tiny report exactly, with only errors as failures', () => {
    const tiny = makeReport([brokenLink, orphan], { stats: { pages: 2, links: 1, navItems: 1 } });
    expect(junit(tiny)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="pipeline" tests="2" failures="1" errors="0">',
        '  <testsuite name="pipeline" tests="2" failures="1" errors="0" skipped="0">',
        '    <testcase classname="content/docs/a,b:c.md" name="links/broken 3:5">',
        '      <failure type="links/broken" message="Link to &quot;x.md&quot; is broken:&#10;&lt;&amp;&gt; not found">' +
          'content/docs/a,b:c.md:3:5 links/broken\nhint: Use ./guide.md instead.\ndocs: rules/README.md#links-broken</failure>',
        '    </testcase>',
        '    <testcase classname="content/docs/guide.md" name="nav/orphan-page 1:1">',
        '      <system-out>warning: Page is in no sidebar.\n' +
          'content/docs/guide.md:1:1 nav/orphan-page\ndocs: rules/README.md#nav-orphan-page</system-out>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
  });

  it('is well-formed, counts failures as errors, and keeps messages intact', () => {
    const out = junit(report);
    const elements = checkWellFormedXml(out);
    const suite = elements.find((e) => e.name === 'testsuite')!;
    expect(suite.attributes).toMatchObject({ tests: '3', failures: String(report.errorCount), errors: '0', time: '0.120' });
    const failures = elements.filter((e) => e.name === 'failure');
    expect(failures).toHaveLength(report.errorCount);
    expect(failures[0]!.attributes.message).toBe(brokenLink.message);
  });

  it('strips characters XML 1.0 forbids and escapes quotes', () => {
    const d: Diagnostic = { ...brokenLink, file: `it's "q".md`, message: 'nul\u0000 bell\u0007 lone\uD800 ok\uD83D\uDE00' };
    const out = junit(makeReport([d]));
    const elements = checkWellFormedXml(out);
    expect(elements.find((e) => e.name === 'testcase')!.attributes.classname).toBe(`it's "q".md`);
    expect(elements.find((e) => e.name === 'failure')!.attributes.message).toBe('nul bell lone ok\uD83D\uDE00');
  });

  it('has one passing test case when clean', () => {
    const out = junit(clean);
    checkWellFormedXml(out);
    expect(out).toContain('<testsuite name="pipeline" tests="1" failures="0" errors="0" skipped="0">');
    expect(out).toContain('<testcase classname="pipeline" name="pipeline check"/>');
  });
});

describe('checkWellFormedXml', () => {
  it.each([
    '<a><b></a></b>',
    '<a>x & y</a>',
    '<a>1 < 2</a>',
    '<a b="1" b="2"/>',
    '<a b="<"/>',
    '<a/><b/>',
    '<a>',
    '<a',
    'text',
    '<a>\u0001</a>',
  ])('rejects %j', (xml) => {
    expect(() => checkWellFormedXml(xml)).toThrow();
  });

  it('accepts escaped text and attributes', () => {
    expect(checkWellFormedXml('<?xml version="1.0"?>\n<a x="&amp;&#10;">&lt;&#x41;</a>\n')).toEqual([
      { name: 'a', attributes: { x: '&\n' } },
    ]);
  });
});

describe('index', () => {
  it('maps every format to a reporter', () => {
    expect(Object.keys(REPORTERS)).toEqual(['stylish', 'json', 'sarif', 'github', 'junit']);
    for (const format of Object.keys(REPORTERS)) {
      expect(isFormat(format)).toBe(true);
      expect(REPORTERS[format as keyof typeof REPORTERS](report).endsWith('\n')).toBe(true);
    }
    expect(isFormat('xml')).toBe(false);
    expect(isFormat('toString')).toBe(false);
  });
});

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
}

/**
 * A small XML 1.0 well-formedness check, enough for reporter output: an
 * optional declaration, one root, balanced tags, unique quoted attributes,
 * known entity references only, no raw `<` or `&`, no forbidden characters.
 * Returns the elements in document order with decoded attribute values.
 */
function checkWellFormedXml(xml: string): XmlElement[] {
  const name = '[A-Za-z_][\\w.-]*';
  const token = new RegExp(
    `<\\?xml[^?]*\\?>|</(${name})\\s*>|<(${name})((?:\\s+${name}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>|([^<]+)|(<)`,
    'y',
  );
  const reference = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;
  const illegal = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
  if (illegal.test(xml)) throw new Error('forbidden character');
  const decode = (s: string): string =>
    s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/g, (_, e: string) =>
      e.startsWith('#x')
        ? String.fromCodePoint(parseInt(e.slice(2), 16))
        : e.startsWith('#')
          ? String.fromCodePoint(Number(e.slice(1)))
          : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e]!,
    );
  const elements: XmlElement[] = [];
  const stack: string[] = [];
  let roots = 0;
  let m: RegExpExecArray | null;
  while (token.lastIndex < xml.length && (m = token.exec(xml))) {
    const [whole, close, open, attrs, selfClose, text, stray] = m;
    if (stray) throw new Error(`stray < at ${m.index}`);
    if (whole.startsWith('<?xml')) {
      if (m.index !== 0) throw new Error('declaration not first');
    } else if (close) {
      if (stack.pop() !== close) throw new Error(`unbalanced </${close}>`);
    } else if (open) {
      if (stack.length === 0 && ++roots > 1) throw new Error('more than one root');
      const attributes: Record<string, string> = {};
      for (const [, key, value] of (attrs ?? '').matchAll(new RegExp(`(${name})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g'))) {
        if (key! in attributes) throw new Error(`duplicate attribute ${key}`);
        if (reference.test(value!)) throw new Error(`bad reference in ${key}`);
        attributes[key!] = decode(value!);
      }
      elements.push({ name: open, attributes });
      if (!selfClose) stack.push(open);
    } else if (text !== undefined) {
      if (stack.length === 0 && text.trim()) throw new Error('text outside the root');
      if (reference.test(text) || text.includes(']]>')) throw new Error(`bad text at ${m.index}`);
    }
  }
  if (stack.length > 0 || roots !== 1) throw new Error('not one closed root');
  return elements;
}
