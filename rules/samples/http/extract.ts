/**
 * Finds the HTTP requests written in a page's code blocks (curl in shell
 * blocks, fetch in JavaScript and TypeScript, requests in Python), with what
 * the page says about each one's answer: a ```json block right under it (or
 * marked as a response), and a success status stated next to it. Runs in the
 * page analysis, so its result is cached with the page.
 */
import type { Code, Heading, Paragraph, Parent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Place } from '../../../pipeline/src/core/diagnostic.ts';
import { metaWords } from '../code.ts';
import { readCurl } from './curl.ts';
import { makeJsReader } from './javascript.ts';
import { makeUnreadReader, UNREAD_LANGUAGES } from './other.ts';
import { readPython } from './python.ts';
import { locator, type HttpRequestSample, type RequestReader, type Scope } from './request.ts';

const readJs = makeJsReader(false);
const readTs = makeJsReader(true);

const READERS: Record<string, RequestReader> = {
  bash: readCurl, sh: readCurl, shell: readCurl, zsh: readCurl, console: readCurl, curl: readCurl, shellsession: readCurl,
  js: readJs, javascript: readJs, mjs: readJs, cjs: readJs, jsx: readJs, node: readJs,
  ts: readTs, typescript: readTs, tsx: readTs, mts: readTs,
  python: readPython, py: readPython, python3: readPython,
  // The other languages: URL literals only, for a warning when they reach a spec's host.
  ...Object.fromEntries(Object.entries(UNREAD_LANGUAGES).map(([fence, name]) => [fence, makeUnreadReader(name)])),
};

/** What a block must contain for its reader to find a request in it (or in a later block of the page). */
const MAKES_REQUESTS = new Map<RequestReader, RegExp>([
  [readCurl, /\bcurl\b/],
  [readJs, /\bfetch\b/],
  [readTs, /\bfetch\b/],
  [readPython, /\b(requests|httpx)\b/],
  ...Object.values(READERS).filter((r) => ![readCurl, readJs, readTs, readPython].includes(r)).map((r) => [r, /https?:\/\//] as [RequestReader, RegExp]),
]);

/** A word that says "this is a response" in a heading, a label paragraph or a fence's title. */
const RESPONSE_LABEL = /^\W*(?:(?:example|sample)\s+)?(?:(\d{3})\s+)?(?:response|answer|output)(?:\s+(?:body|example))?(?:[\s:(]*(\d{3})(?:\s+[A-Za-z][A-Za-z ]*)?\)?)?\W*$/i;

/** A short paragraph between a request and its answer: "The response:", "It returns:". */
const ANSWER_LABEL = /\b(respon\w*|answers?|returns?|replies|reply|output|result)\b[^.]*:$/i;

/** A heading over what a request answers: "What comes back", "Response", "The result". */
const ANSWER_HEADING = /\b(respon\w*|comes? back|answers?|results?|returns?|replies|output)\b/i;

/** A success status stated in prose: `201 Created`, `returns 200`, `answers 204`. */
const STATUS_PATTERNS = [
  /\b(2\d\d)\s+(?:OK|Created|Accepted|No Content)\b/g,
  /\b(?:returns?|answers?|responds?(?: with)?|replies(?: with)?|comes back with|gets? back|succeeds with|(?:you(?:'ll| will)? )?(?:get|see|receive)|expect)\s+(?:an?\s+|with\s+(?:an?\s+)?)?(?:HTTP\s+|status\s+(?:code\s+)?)?`?(2\d\d)\b/gi,
];

function isResponseBlock(node: RootContent | undefined): node is Code {
  if (node?.type !== 'code' || node.lang?.toLowerCase() !== 'json') return false;
  const words = metaWords(node);
  return !words.includes('no-check') && !words.includes('request');
}

/** Whether a JSON block is marked as a response, and the status its label names (`Response (201)`). */
function markedAsResponse(node: Code, previous: RootContent | undefined): { code?: number } | undefined {
  const label = (text: string) => {
    const m = RESPONSE_LABEL.exec(text.trim());
    return m ? (m[1] ?? m[2] ? { code: Number(m[1] ?? m[2]) } : {}) : undefined;
  };
  const title = /title\s*=\s*"([^"]*)"|title\s*=\s*'([^']*)'/.exec(node.meta ?? '');
  const fromTitle = title ? label((title[1] ?? title[2])!) : undefined;
  if (fromTitle) return fromTitle;
  if (metaWords(node).includes('response')) return {};
  if (previous?.type === 'heading' || previous?.type === 'paragraph') return label(toString(previous));
  return undefined;
}

/** The first success status a paragraph states, at its place in the page. */
function statusIn(paragraph: Paragraph, patterns: readonly RegExp[] = STATUS_PATTERNS): HttpRequestSample['status'] | undefined {
  // The paragraph's text, with each character's place where it can be known.
  let text = '';
  const places: (Place | undefined)[] = [];
  visit(paragraph, (n) => {
    if (n.type !== 'text' && n.type !== 'inlineCode') return;
    const value = (n as { value: string }).value;
    const start = n.position?.start;
    const skip = n.type === 'inlineCode' ? 1 : 0;
    for (let i = 0; i < value.length; i++) {
      text += value[i];
      // Positions inside a text node hold while it has no line break or escape before i.
      places.push(start && !value.slice(0, i).includes('\n') ? { line: start.line, column: start.column + skip + i } : undefined);
    }
  });
  let best: { index: number; code: number } | undefined;
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      const index = m.index + m[0].lastIndexOf(m[1]!);
      if (!best || index < best.index) best = { index, code: Number(m[1]) };
    }
  }
  if (!best) return undefined;
  return { code: best.code, at: places[best.index] ?? paragraph.position?.start ?? { line: 1, column: 1 } };
}

/** A ```json block marked as a response with no request above it: on an API page, the page's operation's answer. */
export type MarkedResponse = NonNullable<HttpRequestSample['response']>;

/** Every HTTP request in the page's code blocks, in page order, and the responses that follow no request. */
export function extractHttpRequests(tree: Root): { requests: HttpRequestSample[]; responses: MarkedResponse[] } {
  const out: HttpRequestSample[] = [];
  const responses: MarkedResponse[] = [];
  let lastRequest: HttpRequestSample | undefined;
  // Variables set in one block are used in the next ones: one scope per reader.
  const scopes = new Map<RequestReader, Scope>();
  // Parsing is the costly part: a page's blocks of one language are read only when one of them
  // can make a request at all (a curl command, a fetch call, a requests or httpx call).
  const wanted = new Set<RequestReader>();
  let json = false;
  visit(tree, 'code', (code: Code) => {
    const lang = code.lang?.toLowerCase() ?? '';
    const reader = READERS[lang];
    if (reader && !wanted.has(reader) && MAKES_REQUESTS.get(reader)!.test(code.value)) wanted.add(reader);
    if (lang === 'json') json = true;
  });
  if (!wanted.size && !json) return { requests: out, responses };
  visit(tree, (node, index, parent: Parent | undefined) => {
    if (node.type === 'heading' && (node as Heading).depth <= 2) lastRequest = undefined;
    if (node.type !== 'code' || !parent || index === undefined) return;
    const code = node as Code;
    const siblings = parent.children as RootContent[];
    const lang = code.lang?.toLowerCase() ?? '';
    const reader = READERS[lang];
    if (reader && !wanted.has(reader)) return;
    if (!reader) {
      // A JSON block marked as a response answers the last request above it.
      const marked = (!lastRequest || !lastRequest.response) && isResponseBlock(code) ? markedAsResponse(code, siblings[index - 1]) : undefined;
      if (marked && lastRequest) lastRequest.response = { text: code.value, at: blockStart(code), ...marked };
      else if (marked && !out.length) responses.push({ text: code.value, at: blockStart(code), ...marked });
      return;
    }
    if (metaWords(code).includes('no-check')) return;
    let found: HttpRequestSample[];
    try {
      if (!scopes.has(reader)) scopes.set(reader, new Map());
      found = reader(code.value, locator(code.value, blockStart(code)), scopes.get(reader)!);
    } catch {
      return;
    }
    // A request with no URL, or a relative one (to the page's own server), is never a spec's: not kept.
    found = found.filter((r) => r.url !== null && !r.url.startsWith('/') && !/^\.\.?\//.test(r.url));
    if (!found.length) return;
    out.push(...found);
    const last = found[found.length - 1]!;
    lastRequest = last;
    // The answer right under it, possibly after one short label paragraph.
    let next = siblings[index + 1];
    let between: Paragraph | undefined;
    if (next?.type === 'paragraph' && isResponseBlock(siblings[index + 2]) && ANSWER_LABEL.test(toString(next).trim()) && toString(next).length < 200) {
      between = next;
      next = siblings[index + 2];
    }
    const file = last.body?.file;
    // `-d @room.json` and the JSON right under it (or after "Where room.json holds:"): that block is the file, the body sent.
    const fileBlock =
      file === undefined ? undefined
      : isResponseBlock(siblings[index + 1]) ? siblings[index + 1]
      : siblings[index + 1]?.type === 'paragraph' && toString(siblings[index + 1]!).includes(file.slice(file.lastIndexOf('/') + 1)) && isResponseBlock(siblings[index + 2]) ? siblings[index + 2]
      : undefined;
    if (found.length === 1 && fileBlock?.type === 'code') {
      const start = blockStart(fileBlock);
      last.body = { kind: 'json', at: start, text: fileBlock.value, textAt: start, textIndent: start.column, file };
    } else if (found.length === 1 && isResponseBlock(next) && showsAnswer(last)) last.response = { text: next.value, at: blockStart(next) };
    // A status line shown under the request (curl -i): HTTP/1.1 201 Created.
    const shown = siblings[index + 1];
    const statusLine = shown?.type === 'code' ? /^(HTTP\/[\d.]+\s+)(2\d\d)\b/.exec(shown.value) : null;
    if (found.length === 1 && statusLine) {
      const start = blockStart(shown as Code);
      last.status = { code: Number(statusLine[2]), at: { line: start.line, column: start.column + statusLine[1]!.length } };
    }
    // A status stated in the paragraph just before or just after the block.
    if (found.length === 1 && !last.status) {
      for (const p of [between, siblings[index + 1], siblings[index - 1]]) {
        if (p?.type !== 'paragraph') continue;
        const status = statusIn(p);
        if (status) {
          last.status = status;
          break;
        }
      }
    }
    // Further on, in the same section or one about the answer, before any other code: only `201 Created` forms.
    if (found.length === 1 && !last.status) {
      for (let k = index + 1, seen = 0; k < siblings.length && seen < 4; k++, seen++) {
        const node = siblings[k]!;
        if (node.type === 'code') break;
        if (node.type === 'heading' && !ANSWER_HEADING.test(toString(node))) break;
        const status = node.type === 'paragraph' ? statusIn(node, [STATUS_PATTERNS[0]!]) : undefined;
        if (status) {
          last.status = status;
          break;
        }
      }
    }
  });
  return { requests: out, responses };
}

/** The answer is shown as it comes: not piped into a command that reshapes it (`jq .` and `jq` keep it). */
function showsAnswer(request: HttpRequestSample): boolean {
  return request.pipedTo === undefined || /^jq(\s+-[a-zA-Z]+)*(\s+(\.|'\.'|"\."))?$/.test(request.pipedTo.trim());
}

/** Where a block's first line of text is: the line after the fence, at the fence's indent. */
function blockStart(code: Code): Place {
  const start = code.position?.start ?? { line: 1, column: 1 };
  return { line: start.line + 1, column: start.column };
}
