/**
 * One page, analysed on its own: frontmatter validated, Markdown rules run,
 * headings and their anchors, every link and image with its position, and
 * (for builds) the body tree. A pure function of (path, text): its result is
 * what the incremental cache stores.
 */
import type { Code, Definition, Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkLint from 'remark-lint';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { MARKDOWN_RULE_LIST } from '../../../rules/markdown/index.ts';
import { metaWords } from '../../../rules/samples/code.ts';
import { SAMPLE_RULE_LIST } from '../../../rules/samples/index.ts';
import { extractHttpRequests } from '../../../rules/samples/http/extract.ts';
import type { PageFileData } from '../../../rules/markdown/types.ts';
import type { Diagnostic, Place } from '../core/diagnostic.ts';
import { limitFindings } from '../core/cap.ts';
import { diagnostic, isRuleId } from '../registry/rules.ts';
import { createSlugger, splitExplicitId } from '../core/slug.ts';
import { convert } from './body.ts';
import { validateFrontmatter } from './frontmatter.ts';
import type { BodyNode } from '../../contract/body.ts';
import { failedAnalysis } from './failed.ts';
import type { CodeSample, HeadingInfo, LinkRef, PageAnalysis } from './types.ts';
import { guardMarkdown } from './guard.ts';
import { importsSdk } from '../../../rules/samples/sdk-packages.ts';

/** Code block languages whose samples may use a platform SDK. */
const SDK_LANGS = new Set(['js', 'javascript', 'mjs', 'ts', 'typescript', 'jsx', 'tsx']);

export type { CodeSample, HeadingInfo, LinkRef, PageAnalysis } from './types.ts';

let processor: Processor<Root, Root, Root> | undefined;

function getProcessor(): Processor<Root, Root, Root> {
  if (!processor) {
    let p = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective).use(remarkLint);
    for (const rule of [...MARKDOWN_RULE_LIST, ...SAMPLE_RULE_LIST]) p = p.use(rule.plugin) as unknown as typeof p;
    processor = p.freeze() as unknown as Processor<Root, Root, Root>;
  }
  return processor;
}

/** {@link analyzePage}, with any exception turned into a finding instead of ending the run. */
export function analyzeSafely(file: string, text: string, options: { body?: boolean } = {}): PageAnalysis {
  try {
    return analyzePage(file, text, options);
  } catch (error) {
    const why = /call stack/i.test(String((error as Error)?.message)) ? 'it is nested too deeply for the parser' : String((error as Error)?.message ?? error);
    return failedAnalysis(file, why);
  }
}

export function analyzePage(file: string, text: string, options: { body?: boolean } = {}): PageAnalysis {
  const proc = getProcessor();
  // Blocks the parser cannot afford are blanked first (and reported), so parsing stays linear.
  const guarded = guardMarkdown(text);
  const vfile = new VFile({ path: file, value: guarded.text });
  const tree = proc.parse(vfile) as Root;

  // Frontmatter first: the Markdown rules may need the title.
  const first = tree.children[0];
  const fm =
    first?.type === 'yaml'
      ? validateFrontmatter(file, first.value, first.position?.start.line ?? 1)
      : validateFrontmatter(file, undefined, 1);
  const data = vfile.data as PageFileData;
  if (fm.data?.title !== undefined) data.title = fm.data.title;

  // unified-message-control (remark-lint's comment handling) takes the text after
  // the last node it can place as a gap and drops findings in it, so a finding on
  // an empty link at the very end of a page was lost. A zero-width node at the end
  // of the document closes that gap; it is removed again before anything else reads the tree.
  const end = tree.position?.end;
  const sentinel = end ? ({ type: 'pipelineEnd', position: { start: end, end } } as unknown as Root['children'][number]) : undefined;
  if (sentinel) tree.children.push(sentinel);
  try {
    proc.runSync(tree, vfile);
  } finally {
    if (sentinel) tree.children.splice(tree.children.indexOf(sentinel), 1);
  }
  const diagnostics = [...fm.diagnostics];
  for (const g of guarded.findings) {
    diagnostics.push(diagnostic('load/too-complex', file, { line: g.line, column: g.column }, g.message, { end: { line: g.endLine, column: 1 }, hint: g.hint }));
  }
  for (const msg of vfile.messages) {
    // remark-lint rules report with source `remark-lint`, the sample rules with `samples`.
    const id = `${msg.source === 'samples' ? 'samples' : 'markdown'}/${msg.ruleId ?? 'unknown'}`;
    if (!isRuleId(id)) continue;
    const start = msg.place && 'start' in msg.place ? msg.place.start : msg.place;
    const end = msg.place && 'end' in msg.place ? msg.place.end : undefined;
    diagnostics.push(diagnostic(id, file, { line: start?.line ?? 1, column: start?.column ?? 1 }, msg.reason, { end, hint: msg.note ?? undefined }));
  }

  const headings: HeadingInfo[] = [];
  const headingIds = new Map<object, string>();
  const slug = createSlugger();
  const links: LinkRef[] = [];
  const definitions = new Map<string, { url: string; title: string | null }>();
  let words = 0;
  const requestSamples: CodeSample[] = [];
  const sdkSamples: (CodeSample & { lang: string })[] = [];
  visit(tree, (node) => {
    switch (node.type) {
      case 'heading': {
        const h = node as Heading;
        const last = h.children[h.children.length - 1];
        let explicit: string | undefined;
        if (last?.type === 'text') {
          const split = splitExplicitId(last.value);
          if (split.id) {
            explicit = split.id;
            last.value = split.text;
          }
        }
        const headingText = toString(h);
        const id = explicit ?? slug(headingText);
        headingIds.set(h, id);
        headings.push({ depth: h.depth, text: headingText, id, line: h.position?.start.line ?? 1, column: h.position?.start.column ?? 1 });
        break;
      }
      case 'link':
      case 'image':
      case 'definition': {
        const n = node as { url: string; position?: Definition['position'] };
        if (node.type === 'definition') {
          const d = node as Definition;
          definitions.set(d.identifier.toLowerCase(), { url: d.url, title: d.title ?? null });
        }
        const pos = n.position;
        links.push({
          url: n.url,
          kind: node.type,
          line: pos?.start.line ?? 1,
          column: pos?.start.column ?? 1,
          endLine: pos?.end.line ?? 1,
          endColumn: pos?.end.column ?? 1,
        });
        break;
      }
      case 'text':
        words += countWords((node as { value: string }).value);
        break;
      case 'code': {
        const code = node as Code;
        if (code.lang === 'json' && metaWords(code).includes('request')) {
          const start = code.position?.start ?? { line: 1, column: 1 };
          requestSamples.push({ text: code.value, line: start.line + 1, column: start.column });
        }
        const lang = code.lang?.toLowerCase() ?? '';
        if (SDK_LANGS.has(lang) && !metaWords(code).includes('no-check') && importsSdk(code.value)) {
          const start = code.position?.start ?? { line: 1, column: 1 };
          sdkSamples.push({ text: code.value, line: start.line + 1, column: start.column, lang });
        }
        break;
      }
    }
  });

  const result: PageAnalysis = { frontmatter: fm.data, places: fm.places, diagnostics: limitFindings(diagnostics), headings, links, words };
  if (requestSamples.length) result.requestSamples = requestSamples;
  if (sdkSamples.length) result.sdkSamples = sdkSamples;
  const http = extractHttpRequests(tree);
  if (http.requests.length) result.httpRequests = http.requests;
  if (http.responses.length) result.httpResponses = http.responses;
  if (options.body) result.body = convert(tree, { headingIds, definitions }) as BodyNode;
  return result;
}

function countWords(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const space = c === 32 || c === 10 || c === 9 || c === 13;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}
