/**
 * Reads the curl commands of a shell sample. The text is cut into words where a
 * shell would cut it (spaces, line continuations, `|`, `;`, `&&`, new lines outside
 * quotes), and each word's value is read with shell-quote, so quotes, escapes and
 * `$VAR` / `${VAR}` are read as a shell reads them (a variable becomes `{VAR}`).
 */
import { parse as shellParse } from 'shell-quote';
import { placeholder, type BodySample, type HttpRequestSample, type Locator, type Scope } from './request.ts';

interface Word {
  raw: string;
  start: number;
  /** A quote opened in the word is never closed. */
  unclosed?: boolean;
  /** The word's value as the shell reads it; null for an operator or a comment. */
  value: string | null;
}

const OPERATOR = /[|&;<>()]/;

/** Cuts a command line into words (with their offsets) and operators; a new line outside quotes ends a command. */
function words(text: string): Word[][] {
  const commands: Word[][] = [[]];
  let i = 0;
  const push = (w: Word) => commands[commands.length - 1]!.push(w);
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && text[i + 1] === '\n') { i += 2; continue; }
    if (c === '\\' && text[i + 1] === '\r' && text[i + 2] === '\n') { i += 3; continue; }
    if (c === '\n') { commands.push([]); i++; continue; }
    if (c === ' ' || c === '\t' || c === '\r') { i++; continue; }
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (OPERATOR.test(c)) {
      let j = i + 1;
      while (j < text.length && OPERATOR.test(text[j]!) && j - i < 2) j++;
      const op = text.slice(i, j);
      if (op === '|') commands[commands.length - 1]!.push({ raw: '|', start: i, value: null });
      if (/[|;&]/.test(op) && op !== '&') commands.push([]);
      else push({ raw: op, start: i, value: null });
      i = j;
      continue;
    }
    const start = i;
    let quote: string | null = null;
    while (i < text.length) {
      const ch = text[i]!;
      if (quote) {
        if (ch === '\\' && quote === '"') i++;
        else if (ch === quote) quote = null;
      } else if (ch === '\\') i++;
      else if (ch === '"' || ch === "'") quote = ch;
      else if (/\s/.test(ch) || OPERATOR.test(ch)) break;
      i++;
    }
    push(quote ? { raw: text.slice(start, i), start, value: null, unclosed: true } : { raw: text.slice(start, i), start, value: null });
  }
  return commands.filter((c) => c.length);
}

/** One word's value through shell-quote; variables set on the page take their value, others stay as `{NAME}`. */
function wordValue(raw: string, scope: Scope): string | null {
  try {
    const parts = shellParse(raw.replace(/\\\r?\n/g, ''), (name) => scope.get(name) ?? placeholder(name));
    return parts.map((p) => (typeof p === 'string' ? p : 'op' in p && p.op === 'glob' ? p.pattern : '')).join('');
  } catch {
    return null;
  }
}

/** Where a word's value starts in the text, when the value is written there as it is. */
function verbatimStart(w: Word): number | undefined {
  if (w.value === null) return undefined;
  if (w.raw === w.value) return w.start;
  const q = w.raw[0];
  if ((q === "'" || q === '"') && w.raw.endsWith(q) && w.raw.slice(1, -1) === w.value) return w.start + 1;
  return undefined;
}

/** Options that take a value (so the next word is not the URL). */
const TAKES_VALUE = new Set([
  '-X', '--request', '-u', '--user', '-H', '--header', '-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--json', '--data-urlencode',
  '-F', '--form', '--form-string', '-o', '--output', '-w', '--write-out', '-A', '--user-agent', '-e', '--referer', '-m', '--max-time', '--connect-timeout',
  '--retry', '--retry-delay', '--retry-max-time', '-x', '--proxy', '-b', '--cookie', '-c', '--cookie-jar', '--cacert', '--cert', '--key', '-K', '--config',
  '-T', '--upload-file', '--url', '-r', '--range', '-z', '--time-cond', '--limit-rate', '-Y', '--speed-limit', '-y', '--speed-time', '--resolve',
  '--connect-to', '--oauth2-bearer', '--variable', '--expand-data', '--expand-url', '--expand-header', '--aws-sigv4', '-D', '--dump-header', '--trace', '--trace-ascii',
  '--interface', '--max-filesize', '--max-redirs', '-E', '-U', '--proxy-user', '-Q', '--quote',
]);
/** Short options that take a value, for clusters such as `-sSX POST` or `-XPOST`. */
const SHORT_WITH_VALUE = new Set('XuHdFowAemxbcKTrzYyDEUQ'.split(''));

/** Every curl request in a shell sample. */
export function readCurl(text: string, at: Locator, scope: Scope): HttpRequestSample[] {
  const out: HttpRequestSample[] = [];
  const commands = words(text);
  commands.forEach((command, index) => {
    if (command[command.length - 1]?.raw === '|') command.pop();
    else return;
    // What the answer is piped into, as written.
    const next = commands[index + 1];
    if (next?.length) (command as Word[] & { pipedTo?: string }).pipedTo = text.slice(next[0]!.start, next[next.length - 1]!.start + next[next.length - 1]!.raw.length);
  });
  for (const command of commands as (Word[] & { pipedTo?: string })[]) {
    if (!command.length) continue;
    // Values in order, so a variable set by an earlier command is known.
    for (const w of command) if (!OPERATOR.test(w.raw[0]!)) w.value = wordValue(w.raw, scope);
    // NAME=value (or export NAME=value) sets a variable for the commands after it.
    const first = command[0]!.value === 'export' ? 1 : 0;
    for (let i = first; i < command.length; i++) {
      const m = /^([A-Za-z_]\w*)=([\s\S]*)$/.exec(command[i]!.value ?? '');
      if (!m || (command[i + 1] && command[i + 1]!.value === null)) break;
      if (!scope.has(m[1]!)) scope.set(m[1]!, m[2]!);
    }
    const curlIndex = command.findIndex((w) => w.value === 'curl' || /(^|\/)curl$/.test(w.value ?? ''));
    if (curlIndex < 0) continue;
    // A curl inside $(...) ends at the closing parenthesis.
    const end = command.findIndex((w, i) => i > curlIndex && w.value === null && /[()<>]/.test(w.raw));
    const request = readOne(command.slice(curlIndex, end < 0 ? undefined : end), at);
    if (request && command.pipedTo !== undefined) request.pipedTo = command.pipedTo;
    if (request) out.push(request);
  }
  return out;
}

function readOne(ws: Word[], at: Locator): HttpRequestSample | null {
  const curl = ws[0]!;
  const broken = ws.find((w) => w.unclosed);
  if (broken) {
    // The rest of the block is one word: the URL may still be told, nothing else can.
    const url = /https?:\/\/[^\s"']+/.exec(ws.map((w) => w.raw).join(' '));
    return { lang: 'curl', at: at(curl.start), method: null, methodAt: at(broken.start), url: url ? url[0] : null, urlAt: at(curl.start), unreadable: { reason: 'a quote is not closed', at: at(broken.start) } };
  }
  let method: { value: string | null; word: Word } | undefined;
  let url: Word | undefined;
  let get = false;
  let head = false;
  let upload = false;
  let jsonFlag = false;
  let contentType: string | undefined;
  let auth: HttpRequestSample['auth'];
  const data: { word: Word; value: string | null; flag: string }[] = [];
  const form: { word: Word; value: string | null }[] = [];
  const take = (flag: string, value: Word | undefined, attached?: string) => {
    const v = attached ?? value?.value ?? null;
    const word = value ?? ws[0]!;
    switch (flag) {
      case '-X': case '--request': method = { value: v?.toUpperCase() ?? null, word }; break;
      case '-u': case '--user': auth = { scheme: 'basic', at: at(word.start) }; break;
      case '--oauth2-bearer': auth = { scheme: 'bearer', at: at(word.start) }; break;
      case '-H': case '--header': {
        const m = /^\s*([^:]+):\s*(.*)$/.exec(v ?? '');
        if (!m) break;
        const name = m[1]!.toLowerCase();
        if (name === 'authorization') auth = { scheme: /^basic\b/i.test(m[2]!) ? 'basic' : /^bearer\b/i.test(m[2]!) ? 'bearer' : 'other', at: at(word.start) };
        if (name === 'content-type') contentType = m[2]!.toLowerCase();
        break;
      }
      case '--json': jsonFlag = true; data.push({ word, value: v, flag }); break;
      case '-d': case '--data': case '--data-raw': case '--data-binary': case '--data-ascii': case '--data-urlencode':
        data.push({ word, value: v, flag }); break;
      case '-F': case '--form': case '--form-string': form.push({ word, value: v }); break;
      case '--url': url = value; break;
      case '-T': case '--upload-file': upload = true; break;
    }
  };
  for (let i = 1; i < ws.length; i++) {
    const w = ws[i]!;
    const v = w.value;
    if (v === null) continue;
    if (v === '-G' || v === '--get') { get = true; continue; }
    if (v === '-I' || v === '--head') { head = true; continue; }
    if (v.startsWith('--')) {
      const eq = v.indexOf('=');
      const name = eq > 0 ? v.slice(0, eq) : v;
      if (TAKES_VALUE.has(name)) {
        if (eq > 0) take(name, w, v.slice(eq + 1));
        else take(name, ws[++i]);
      }
      continue;
    }
    if (v.startsWith('-') && v.length > 1) {
      // A cluster of short options; the first that takes a value takes the rest of the word or the next word.
      for (let k = 1; k < v.length; k++) {
        const f = v[k]!;
        if (f === 'G') get = true;
        else if (f === 'I') head = true;
        else if (SHORT_WITH_VALUE.has(f)) {
          if (k + 1 < v.length) take(`-${f}`, w, v.slice(k + 1));
          else take(`-${f}`, ws[++i]);
          break;
        }
      }
      continue;
    }
    url ??= w;
  }
  if (!url) {
    return { lang: 'curl', at: at(curl.start), method: null, methodAt: at(curl.start), url: null, urlAt: at(curl.start), unreadable: { reason: 'no URL', at: at(curl.start) } };
  }
  const defaultMethod = head ? 'HEAD' : upload ? 'PUT' : (data.length || form.length) && !get ? 'POST' : 'GET';
  const request: HttpRequestSample = {
    lang: 'curl',
    at: at(curl.start),
    method: method ? method.value : defaultMethod,
    methodAt: at((method ?? { word: curl }).word.start),
    url: url.value,
    urlAt: at(verbatimStart(url) ?? url.start),
    urlVerbatim: verbatimStart(url) !== undefined && !url.raw.includes('$'),
  };
  if (auth) request.auth = auth;
  const fields = (): NonNullable<BodySample['fields']> => {
    const out: NonNullable<BodySample['fields']> = [];
    for (const d of data) {
      if (d.value === null) continue;
      if (d.flag === '--data-urlencode') {
        // name=value, =value, name@file or value alone.
        const eq = d.value.indexOf('=');
        const atSign = d.value.indexOf('@');
        if (eq > 0 && (atSign < 0 || eq < atSign)) out.push({ name: d.value.slice(0, eq), value: d.value.slice(eq + 1), at: at(verbatimStart(d.word) ?? d.word.start) });
        else if (atSign > 0) out.push({ name: d.value.slice(0, atSign), value: null, at: at(verbatimStart(d.word) ?? d.word.start) });
        continue;
      }
      if (d.value.startsWith('@')) continue;
      const base = verbatimStart(d.word);
      let offset = 0;
      for (const part of d.value.split('&')) {
        const eq = part.indexOf('=');
        const name = eq < 0 ? part : part.slice(0, eq);
        if (name) out.push({ name: decode(name), value: eq < 0 ? '' : decode(part.slice(eq + 1)), at: at(base !== undefined ? base + offset : d.word.start) });
        offset += part.length + 1;
      }
    }
    return out;
  };
  if (get) {
    request.query = fields();
  } else if (form.length) {
    request.body = {
      kind: 'form',
      at: at(form[0]!.word.start),
      fields: form.map((f) => {
        const eq = (f.value ?? '').indexOf('=');
        const value = eq < 0 ? null : f.value!.slice(eq + 1);
        return { name: eq < 0 ? f.value ?? '' : f.value!.slice(0, eq), value: value?.startsWith('@') || value?.startsWith('<') ? null : value, at: at(verbatimStart(f.word) ?? f.word.start) };
      }),
    };
  } else if (data.length) {
    const first = data[0]!;
    const joined = data.map((d) => d.value ?? '').join('&');
    const looksJson = /^\s*[[{]/.test(joined);
    if (data.some((d) => d.value === null || (d.value.startsWith('@') && d.flag !== '--data-raw'))) {
      request.body = { kind: 'other', at: at(first.word.start) };
      if (data.length === 1 && first.value?.startsWith('@') && first.value !== '@-') request.body.file = first.value.slice(1);
    } else if (jsonFlag || (contentType !== undefined && /json/.test(contentType)) || (looksJson && data.length === 1 && contentType === undefined)) {
      const start = verbatimStart(first.word);
      request.body = { kind: looksJson || jsonFlag ? 'json' : 'other', at: at(first.word.start), text: joined };
      if (start !== undefined && data.length === 1) {
        request.body.textAt = at(start);
        request.body.textIndent = at(0).column;
      }
    } else {
      request.body = { kind: 'form', at: at(first.word.start), fields: fields() };
    }
  }
  return request;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}
