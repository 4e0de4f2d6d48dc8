/**
 * Reads the `requests` (and `httpx`) calls of a Python sample: `requests.get/post/put/patch/
 * delete/head(url, ...)`, `requests.request(method, url, ...)` and the same on a
 * `requests.Session()`. Parsed with @lezer/python (the Python grammar of
 * CodeMirror, a full incremental parser that runs in Node; there is no
 * well-kept parser of Python's own in JavaScript). Keywords read: `json=`,
 * `data=`, `params=`, `auth=`, `headers=`; names are followed through the
 * sample's assignments, and `session.auth = ...` counts for that session.
 */
import { parser } from '@lezer/python';
import type { SyntaxNode } from '@lezer/common';
import { authScheme, jsonBody, readLiteral, type LiteralSyntax } from './values.ts';
import { placeholder, type HttpRequestSample, type Locator, type Scope } from './request.ts';

/** What makes a session: `requests.Session()`, `httpx.Client()`. */
const SESSION = /^(requests\.[Ss]ession|httpx\.(Async)?Client)$/;

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** A Python string literal's value (prefixes, triple quotes and simple escapes). */
function stringValue(raw: string): string | null {
  const m = /^([rRbBuUfF]*)('''|"""|'|")([\s\S]*)\2$/.exec(raw);
  if (!m) return null;
  if (/r/i.test(m[1]!)) return m[3]!;
  return m[3]!.replace(/\\(["'\\nt])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

export function readPython(text: string, at: Locator, scope: Scope): HttpRequestSample[] {
  let tree;
  try {
    tree = parser.parse(text);
  } catch {
    return [];
  }
  const src = (n: SyntaxNode) => text.slice(n.from, n.to);
  const bindings = new Map<string, SyntaxNode>();
  const sessions = new Map<string, { auth?: SyntaxNode; headers?: SyntaxNode }>();
  const calls: SyntaxNode[] = [];
  const sessionHeaders: { name: string; node: SyntaxNode }[] = [];
  const cursor = tree.cursor();
  do {
    const n = cursor.node;
    if (n.name === 'AssignStatement') {
      const target = n.firstChild;
      const value = n.lastChild;
      if (target && value && target !== value) {
        if (target.name === 'VariableName' && !bindings.has(src(target))) bindings.set(src(target), value);
        if (target.name === 'VariableName' && value.name === 'CallExpression' && SESSION.test(src(value.firstChild!))) sessions.set(src(target), {});
        if (target.name === 'MemberExpression' && /\.auth$/.test(src(target))) {
          const owner = sessions.get(src(target.firstChild!));
          if (owner) owner.auth = value;
        }
        if (target.name === 'MemberExpression' && /\.headers$/.test(src(target))) {
          const owner = sessions.get(src(target.firstChild!));
          if (owner) owner.headers = value;
        }
      }
    }
    if (n.name === 'CallExpression' && n.firstChild?.name === 'MemberExpression') {
      calls.push(n);
      // session.headers.update({...}) sets headers for that session's requests.
      const m = /^(\w+)\.headers\.update$/.exec(src(n.firstChild));
      const arg = n.lastChild?.firstChild?.nextSibling;
      if (m && arg) sessionHeaders.push({ name: m[1]!, node: arg });
    }
  } while (cursor.next());
  // `with requests.Session() as s:` names a session too.
  for (const m of text.matchAll(/\b(?:requests\.Session|httpx\.(?:Async)?Client)\([^)]*\)\s+as\s+(\w+)/g)) sessions.set(m[1]!, sessions.get(m[1]!) ?? {});
  for (const h of sessionHeaders) {
    const s = sessions.get(h.name);
    if (s) s.headers = h.node;
  }

  const follow = (n: SyntaxNode, depth = 0): SyntaxNode | undefined => {
    if (n.name !== 'VariableName' || depth > 10) return undefined;
    const b = bindings.get(src(n));
    return b && b.name === 'VariableName' ? follow(b, depth + 1) ?? b : b;
  };
  const nameOf = (n: SyntaxNode): string => {
    if (n.name === 'VariableName') return src(n);
    if (n.name === 'MemberExpression') {
      // os.environ["SPACE"] -> SPACE; config.space -> space
      const key = n.getChild('String');
      return key ? stringValue(src(key)) ?? 'value' : src(n.lastChild!);
    }
    if (n.name === 'SubscriptExpression' || n.name === 'CallExpression') {
      const s = /["']([A-Za-z_][\w]*)["']/.exec(src(n));
      return s ? s[1]! : n.name === 'CallExpression' ? nameOf(n.firstChild!) : 'value';
    }
    return 'value';
  };
  const str = (n: SyntaxNode | null | undefined, depth = 0): string | null => {
    if (!n || depth > 20) return null;
    switch (n.name) {
      case 'String':
        return stringValue(src(n));
      case 'FormatString': {
        const raw = src(n);
        const q = /^[a-zA-Z]*('''|"""|'|")/.exec(raw);
        if (!q) return null;
        let out = '';
        let pos = n.from + q[0].length;
        for (let c = n.firstChild; c; c = c.nextSibling) {
          if (c.name !== 'FormatReplacement') continue;
          out += text.slice(pos, c.from);
          const inner = c.firstChild?.nextSibling;
          out += (inner && str(inner, depth + 1)) ?? placeholder(inner ? nameOf(inner) : 'value');
          pos = c.to;
        }
        out += text.slice(pos, n.to - q[1]!.length);
        return out.replace(/\{\{/g, '{').replace(/\}\}/g, '}');
      }
      case 'BinaryExpression': {
        const [l, op, r] = [n.firstChild, n.firstChild?.nextSibling, n.lastChild];
        if (!l || !r || !op || src(op) !== '+') return null;
        return (str(l, depth + 1) ?? placeholder(nameOf(l))) + (str(r, depth + 1) ?? placeholder(nameOf(r)));
      }
      case 'VariableName': {
        const b = bindings.get(src(n));
        return b ? str(b, depth + 1) : scope.get(src(n)) ?? null;
      }
      case 'ParenthesizedExpression':
        return str(n.firstChild?.nextSibling, depth + 1);
      case 'ContinuedString': {
        // "a" "b": adjacent strings are one.
        let out = '';
        for (let c = n.firstChild; c; c = c.nextSibling) {
          const part = str(c, depth + 1);
          if (part === null) return null;
          out += part;
        }
        return out;
      }
      default:
        return null;
    }
  };
  const literal: LiteralSyntax<SyntaxNode> = {
    scalar(n) {
      // An f-string with replacements is a value known only when the code runs.
      if (n.name === 'String' || (n.name === 'FormatString' && !n.getChild('FormatReplacement'))) return { value: str(n) };
      if (n.name === 'Number') {
        const v = Number(src(n).replace(/_/g, ''));
        return Number.isNaN(v) ? undefined : { value: v };
      }
      if (n.name === 'Boolean') return { value: src(n) === 'True' };
      if (n.name === 'None') return { value: null };
      if (n.name === 'UnaryExpression' && /^-\s*\d/.test(src(n))) return { value: Number(src(n).replace(/[\s_]/g, '')) };
      return undefined;
    },
    entries(n) {
      if (n.name === 'CallExpression' && src(n.firstChild!) === 'dict') {
        // dict(a=1, b=2)
        const entries: { key: string | null; keyNode: SyntaxNode; value: SyntaxNode }[] = [];
        let spread = false;
        const args = n.lastChild!;
        for (let c = args.firstChild; c; c = c.nextSibling) {
          if (c.name === 'VariableName' && c.nextSibling?.name === 'AssignOp' && c.nextSibling.nextSibling) {
            entries.push({ key: src(c), keyNode: c, value: c.nextSibling.nextSibling });
            c = c.nextSibling.nextSibling;
          } else if (c.name !== '(' && c.name !== ')' && c.name !== ',') spread = true;
        }
        return { entries, spread };
      }
      if (n.name !== 'DictionaryExpression') return undefined;
      const entries: { key: string | null; keyNode: SyntaxNode; value: SyntaxNode }[] = [];
      let spread = false;
      const parts: SyntaxNode[] = [];
      for (let c = n.firstChild; c; c = c.nextSibling) if (c.name !== '{' && c.name !== '}' && c.name !== ',') parts.push(c);
      for (let i = 0; i < parts.length; i++) {
        const p = parts[i]!;
        if (p.name === '**') {
          spread = true;
          i++;
        } else if (parts[i + 1]?.name === ':' && parts[i + 2]) {
          entries.push({ key: p.name === 'String' ? stringValue(src(p)) : null, keyNode: p, value: parts[i + 2]! });
          i += 2;
        } else spread = true; // a comprehension
      }
      return { entries, spread };
    },
    items(n) {
      if (n.name !== 'ArrayExpression' && n.name !== 'TupleExpression') return undefined;
      const items: SyntaxNode[] = [];
      for (let c = n.firstChild; c; c = c.nextSibling) if (!/^[[\](),]$/.test(c.name)) items.push(c);
      return items;
    },
    follow: (n) => follow(n),
    start: (n) => at(n.from),
  };

  for (const [name, value] of bindings) {
    const s = scope.has(name) ? null : str(value);
    if (s !== null) scope.set(name, s);
  }
  /** The credentials an Authorization entry of a headers dict names. */
  const authorizationIn = (headers: SyntaxNode): HttpRequestSample['auth'] | undefined => {
    const target = headers.name === 'VariableName' ? follow(headers) ?? headers : headers;
    for (const e of literal.entries(target)?.entries ?? []) {
      if (e.key?.toLowerCase() !== 'authorization') continue;
      const v = str(e.value);
      if (v !== null && !/^\{[^}]*\}$/.test(v)) return { scheme: authScheme(v), at: at(e.value.from) };
    }
    return undefined;
  };
  const out: HttpRequestSample[] = [];
  for (const call of calls) {
    const member = call.firstChild!;
    const owner = src(member.firstChild!);
    const verb = src(member.lastChild!);
    const session = sessions.get(owner);
    if (owner !== 'requests' && owner !== 'httpx' && !session) continue;
    if (!METHODS.has(verb) && verb !== 'request') continue;
    const args = call.lastChild!;
    const positional: SyntaxNode[] = [];
    const keywords = new Map<string, SyntaxNode>();
    for (let c = args.firstChild; c; c = c.nextSibling) {
      if (c.name === 'VariableName' && c.nextSibling?.name === 'AssignOp' && c.nextSibling.nextSibling) {
        keywords.set(src(c), c.nextSibling.nextSibling);
        c = c.nextSibling.nextSibling;
      } else if (c.name !== '(' && c.name !== ')' && c.name !== ',') positional.push(c);
    }
    let methodNode: SyntaxNode | undefined = member.lastChild!;
    let method: string | null = verb.toUpperCase();
    let urlNode = keywords.get('url') ?? positional[0];
    if (verb === 'request') {
      methodNode = keywords.get('method') ?? positional[0];
      const m = str(methodNode);
      method = m && !/[{}]/.test(m) ? m.toUpperCase() : null;
      urlNode = keywords.get('url') ?? positional[1];
    }
    // A plain "..." or '...' literal: the URL starts after the quote, as written.
    const literalUrl = urlNode?.name === 'String' && /^(["'])[^\\]*\1$/.test(src(urlNode));
    const request: HttpRequestSample = { lang: 'python', at: at(call.from), method, methodAt: at((methodNode ?? call).from), url: str(urlNode), urlAt: at((urlNode ?? call).from + (literalUrl ? 1 : 0)) };
    if (literalUrl) request.urlVerbatim = true;
    const authNode = keywords.get('auth') ?? session?.auth;
    if (authNode) {
      const target = authNode.name === 'VariableName' ? follow(authNode) ?? authNode : authNode;
      const s = src(target);
      const scheme = target.name === 'TupleExpression' || /HTTPBasicAuth|BasicAuth\(/.test(s) ? 'basic' : /Bearer/i.test(s) ? 'bearer' : 'other';
      request.auth = { scheme, at: at(authNode.from) };
    }
    for (const headers of [session?.headers, keywords.get('headers')]) {
      const auth = headers && authorizationIn(headers);
      if (auth) request.auth = auth;
    }
    const json = keywords.get('json');
    let data = keywords.get('data') ?? keywords.get('files');
    // data=json.dumps(x) sends x as JSON text.
    const dumped = data && (data.name === 'VariableName' ? follow(data) ?? data : data);
    const dumps = dumped?.name === 'CallExpression' && src(dumped.firstChild!) === 'json.dumps' ? dumped.lastChild?.firstChild?.nextSibling : undefined;
    if (dumps && data) {
      request.body = jsonBody(readLiteral(literal, dumps), at(data.from));
      data = undefined;
    } else if (json) request.body = jsonBody(readLiteral(literal, json), at(json.from));
    else if (data) {
      const form = data;
      const read = readLiteral(literal, form);
      if (read.value && typeof read.value === 'object' && !Array.isArray(read.value) && !read.unknown.includes('')) {
        request.body = {
          kind: 'form',
          at: at(data.from),
          // requests sends a list as the same field repeated.
          fields: Object.entries(read.value as Record<string, unknown>).flatMap(([name, value]) => {
            const place = read.places[`/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`] ?? at(form.from);
            return (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: v === null || typeof v === 'object' ? null : String(v), at: place }));
          }),
        };
      } else request.body = { kind: 'other', at: at(data.from) };
    }
    const params = keywords.get('params');
    if (params) {
      const read = readLiteral(literal, params);
      if (read.unknown.includes('')) request.queryUnknown = true;
      if (read.value && typeof read.value === 'object' && !Array.isArray(read.value)) {
        request.query = Object.entries(read.value as Record<string, unknown>).map(([name, value]) => ({ name, value: value === null ? null : String(value), at: read.places[`/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`] ?? at(params.from) }));
      }
    }
    out.push(request);
  }
  return out;
}
