/**
 * Reads the `fetch(url, init)` calls of a JavaScript or TypeScript sample with
 * @babel/parser (error recovery on, so a sample with a small slip is still
 * read). The URL, method, headers and body are followed through the sample's
 * own `const` / `let` declarations; environment variables and other
 * expressions become `{NAME}` placeholders.
 */
import { createRequire } from 'node:module';
import { authScheme, jsonBody, readLiteral, type LiteralSyntax } from './values.ts';
import { placeholder, type HttpRequestSample, type Locator, type Scope } from './request.ts';

// Babel's nodes, loosely: the fields read here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type N = { type: string; start?: number | null; [key: string]: any };

/**
 * The parser, loaded on first use: most pages have no JavaScript sample that
 * calls fetch, and a check that re-analyses one page should not pay for
 * loading it. (A local `require`, so the bundler leaves it to Node.)
 */
const loadModule = createRequire(import.meta.url);
let babel: typeof import('@babel/parser') | undefined;

function program(text: string, typescript: boolean): N | null {
  try {
    babel ??= loadModule('@babel/parser') as typeof import('@babel/parser');
    return babel.parse(text, {
      sourceType: 'module',
      errorRecovery: true,
      allowAwaitOutsideFunction: true,
      allowReturnOutsideFunction: true,
      allowImportExportEverywhere: true,
      plugins: typescript ? ['typescript'] : ['jsx'],
    }).program as unknown as N;
  } catch {
    return null;
  }
}

/** Every node of the tree, depth first. */
function walk(node: N, visit: (n: N) => void): void {
  const stack: N[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    visit(n);
    for (const key of Object.keys(n)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments' || key === 'extra') continue;
      const v = n[key];
      if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) (v[i] && typeof v[i].type === 'string') && stack.push(v[i]);
      else if (v && typeof v === 'object' && typeof v.type === 'string') stack.push(v);
    }
  }
}

const unwrap = (n: N | undefined | null): N | undefined => {
  while (n && (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression' || n.type === 'TSNonNullExpression' || n.type === 'ParenthesizedExpression' || n.type === 'AwaitExpression')) n = n.expression ?? n.argument;
  return n ?? undefined;
};

const keyName = (p: N): string | null => {
  if (p.computed) return p.key.type === 'StringLiteral' ? p.key.value : null;
  return p.key.type === 'Identifier' ? p.key.name : p.key.type === 'StringLiteral' || p.key.type === 'NumericLiteral' ? String(p.key.value) : null;
};

/**
 * A block the parser gives up on: each `fetch(` with a literal URL is still a
 * request, whose method and body cannot be read (the check warns when a spec serves it).
 */
function unparsed(text: string, at: Locator): HttpRequestSample[] {
  const out: HttpRequestSample[] = [];
  for (const m of text.matchAll(/\bfetch\(\s*(["'`])(https?:\/\/[^"'`\s]+)\1/g)) {
    const urlAt = at(m.index + m[0].indexOf(m[1]!));
    const url = m[2]!.replace(/\$\{([^}]*)\}/g, (_, e: string) => placeholder(e.split('.').pop() ?? 'value'));
    out.push({ lang: 'javascript', at: at(m.index), method: null, methodAt: at(m.index), url, urlAt, unreadable: { reason: 'the code does not parse', at: at(m.index) } });
  }
  return out;
}

export function makeJsReader(typescript: boolean) {
  return function readFetch(text: string, at: Locator, scope: Scope): HttpRequestSample[] {
    const root = program(text, typescript);
    if (!root) return unparsed(text, at);
    // The first value each name is declared with.
    const bindings = new Map<string, N>();
    const calls: N[] = [];
    walk(root, (n) => {
      if (n.type === 'VariableDeclarator' && n.id?.type === 'Identifier' && n.init && !bindings.has(n.id.name)) bindings.set(n.id.name, n.init);
      if (n.type === 'CallExpression') {
        const c = n.callee;
        if ((c.type === 'Identifier' && c.name === 'fetch') || (c.type === 'MemberExpression' && !c.computed && c.property.name === 'fetch' && c.object.type === 'Identifier' && /^(globalThis|window|self|global)$/.test(c.object.name))) calls.push(n);
      }
    });
    const follow = (n: N): N | undefined => (n.type === 'Identifier' ? bindings.get(n.name) : undefined);
    const pos = (n: N): ReturnType<Locator> => at(n.start ?? 0);

    /** A text with placeholders, or null when nothing of it is known. */
    const str = (node: N | undefined, depth = 0): string | null => {
      const n = unwrap(node);
      if (!n || depth > 20) return null;
      switch (n.type) {
        case 'StringLiteral':
          return n.value;
        case 'TemplateLiteral':
          return n.quasis.map((q: N, i: number) => (q.value.cooked ?? q.value.raw) + (i < n.expressions.length ? str(n.expressions[i], depth + 1) ?? placeholder(nameOf(n.expressions[i])) : '')).join('');
        case 'BinaryExpression':
          if (n.operator !== '+') return null;
          return (str(n.left, depth + 1) ?? placeholder(nameOf(n.left))) + (str(n.right, depth + 1) ?? placeholder(nameOf(n.right)));
        case 'Identifier': {
          const b = bindings.get(n.name);
          return b ? str(b, depth + 1) : scope.get(n.name) ?? null;
        }
        case 'CallExpression':
          // encodeURIComponent(x), String(x): the value is x's.
          if (n.callee.type === 'Identifier' && /^(encodeURIComponent|encodeURI|String)$/.test(n.callee.name) && n.arguments.length === 1) return str(n.arguments[0], depth + 1);
          return null;
        case 'NewExpression': {
          if (n.callee.type !== 'Identifier') return null;
          // new URL(path, base) and new URL(href)
          if (n.callee.name === 'URL' && n.arguments.length) {
            const first = str(n.arguments[0], depth + 1);
            if (n.arguments.length === 1 || first === null || /^[a-z]+:/i.test(first)) return first;
            const base = str(n.arguments[1], depth + 1) ?? placeholder(nameOf(n.arguments[1]));
            return first.startsWith('/') && /^https?:\/\/[^/]+/i.test(base) ? base.replace(/^(https?:\/\/[^/]+).*$/i, '$1') + first : `${base.replace(/\/?$/, '/')}${first}`;
          }
          // new URLSearchParams({ a: 1, b: x }): the names, with placeholders for values not written.
          if (n.callee.name === 'URLSearchParams') {
            const fields = objectOf(n.arguments[0], depth + 1);
            if (!fields || fields.properties.some((p: N) => p.type !== 'ObjectProperty' || keyName(p) === null)) return null;
            return fields.properties.map((p: N) => `${encodeURIComponent(keyName(p)!)}=${str(p.value, depth + 1) ?? placeholder(keyName(p)!)}`).join('&');
          }
          return null;
        }
        default:
          return null;
      }
    };
    const nameOf = (n: N): string => {
      const u = unwrap(n);
      if (!u) return 'value';
      if (u.type === 'Identifier') return u.name;
      if (u.type === 'MemberExpression' && !u.computed) return u.property.name;
      if (u.type === 'CallExpression' && u.arguments.length) return nameOf(u.arguments[0]);
      return 'value';
    };
    const objectOf = (node: N | undefined, depth = 0): N | undefined => {
      const n = unwrap(node);
      if (!n || depth > 10) return undefined;
      if (n.type === 'ObjectExpression') return n;
      if (n.type === 'Identifier' && bindings.has(n.name)) return objectOf(bindings.get(n.name), depth + 1);
      if (n.type === 'NewExpression' && n.callee.type === 'Identifier' && (n.callee.name === 'Headers' || n.callee.name === 'URLSearchParams')) return objectOf(n.arguments[0], depth + 1);
      return undefined;
    };
    const literal: LiteralSyntax<N> = {
      scalar(node) {
        const n = unwrap(node)!;
        if (n.type === 'StringLiteral' || n.type === 'NumericLiteral' || n.type === 'BooleanLiteral') return { value: n.value };
        if (n.type === 'NullLiteral') return { value: null };
        if (n.type === 'TemplateLiteral' && n.expressions.length === 0) return { value: n.quasis[0].value.cooked };
        if (n.type === 'UnaryExpression' && n.operator === '-' && n.argument.type === 'NumericLiteral') return { value: -n.argument.value };
        return undefined;
      },
      entries(node) {
        const n = unwrap(node)!;
        if (n.type !== 'ObjectExpression') return undefined;
        let spread = false;
        const entries: { key: string | null; keyNode: N; value: N }[] = [];
        for (const p of n.properties) {
          if (p.type === 'SpreadElement') spread = true;
          else if (p.type === 'ObjectProperty') entries.push({ key: keyName(p), keyNode: p.key, value: p.value });
          else spread = true; // a method or getter
        }
        return { entries, spread };
      },
      items(node) {
        const n = unwrap(node)!;
        if (n.type !== 'ArrayExpression') return undefined;
        return n.elements.filter((e: N | null): e is N => e !== null && e.type !== 'SpreadElement');
      },
      follow: (node) => {
        const n = unwrap(node)!;
        return n.type === 'Identifier' ? follow(n) : undefined;
      },
      start: pos,
    };

    for (const [name, init] of bindings) {
      const value = scope.has(name) ? null : str(init);
      if (value !== null) scope.set(name, value);
    }
    const out: HttpRequestSample[] = [];
    for (const call of calls) {
      const urlNode = call.arguments[0] as N | undefined;
      const init = objectOf(call.arguments[1]);
      const url = urlNode ? str(urlNode) : null;
      // A plain string literal: the URL starts one character (the quote) after the node.
      const literalUrl = urlNode?.type === 'StringLiteral' && urlNode.extra?.raw === JSON.stringify(urlNode.value).replace(/^"|"$/g, urlNode.extra.raw[0]);
      const request: HttpRequestSample = { lang: 'javascript', at: pos(call), method: 'GET', methodAt: pos(call), url, urlAt: urlNode ? at((urlNode.start ?? 0) + (literalUrl ? 1 : 0)) : pos(call) };
      if (literalUrl) request.urlVerbatim = true;
      if (call.arguments[1] && !init) {
        request.method = null;
        request.unreadable = { reason: 'the options of this fetch call', at: pos(call.arguments[1]) };
      }
      for (const p of init?.properties ?? []) {
        if (p.type !== 'ObjectProperty') {
          if (p.type === 'SpreadElement') request.method = null; // the method may come from the spread
          continue;
        }
        const name = keyName(p);
        if (name === 'method') {
          const m = str(p.value);
          request.method = m && !/[{}]/.test(m) ? m.toUpperCase() : null;
          request.methodAt = pos(p.value);
        } else if (name === 'headers') {
          const headers = objectOf(p.value);
          for (const h of headers?.properties ?? []) {
            if (h.type !== 'ObjectProperty' || keyName(h)?.toLowerCase() !== 'authorization') continue;
            const v = str(h.value);
            if (v !== null && !/^\{[^}]*\}$/.test(v)) request.auth = { scheme: authScheme(v), at: pos(h.value) };
          }
        } else if (name === 'body') {
          const b = unwrap(p.value)!;
          const target = b.type === 'Identifier' ? unwrap(bindings.get(b.name)) ?? b : b;
          if (target.type === 'CallExpression' && target.callee.type === 'MemberExpression' && target.callee.object.name === 'JSON' && target.callee.property.name === 'stringify' && target.arguments[0]) {
            request.body = jsonBody(readLiteral(literal, target.arguments[0]), pos(b));
          } else if (target.type === 'NewExpression' && target.callee.name === 'URLSearchParams') {
            const fields = objectOf(target.arguments[0]);
            request.body = { kind: 'form', at: pos(b), fields: (fields?.properties ?? []).filter((f: N) => f.type === 'ObjectProperty' && keyName(f) !== null).map((f: N) => ({ name: keyName(f)!, value: str(f.value), at: pos(f.key) })) };
            if (!fields || fields.properties.some((f: N) => f.type !== 'ObjectProperty')) request.body = { kind: 'other', at: pos(b) };
          } else request.body = { kind: 'other', at: pos(b) };
        }
      }
      out.push(request);
    }
    return out;
  };
}
