/**
 * Markdown twins: every page of the bundle as a Markdown document for agents
 * and other readers of plain text, built from the bundle's records (never
 * scraped from HTML). The body tree is turned back into Markdown's syntax tree
 * and printed by mdast-util-to-markdown with its GFM extension (tables, task
 * lists, strikethrough), so code blocks and tables come out intact. Links to
 * other pages point at their twins, absolute; admonitions become labelled
 * quotes and tabs labelled sections. An API page is its operation (server,
 * authentication, parameters, request body, responses, each with schema and
 * example, and request samples in eight languages) with the writer's text after the summary.
 */
import type { BlockContent, Nodes, PhrasingContent, Root, RootContent, TableCell, TableRow } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { BundleOperation } from '../../pipeline/contract/bundle.ts';
import type { BodyNode, BundlePage, BundleSpec, Manifest } from './bundle.ts';
import { twinPath } from './url.ts';
import { requestSamples } from './samples.ts';
import { constraintParts, isObj, mediaExample, objectShape, parameters, resolve, schemeLabel, statusText, typeLabel, type Obj } from './openapi.ts';

export interface TwinContext {
  /** Absolute origin, no trailing slash. */
  siteUrl: string;
  manifest: Manifest;
  /** Routes that have a twin (every page of the bundle). */
  routes: ReadonlySet<string>;
}

export { twinPath };

/** The directive at the top of each twin: where the index for agents is. */
export const twinDirective = (siteUrl: string): string => `> For the complete documentation index, see [llms.txt](${siteUrl}/llms.txt). Every page is also available as Markdown: add \`.md\` to its URL.`;

const markdown = (tree: Root): string =>
  toMarkdown(tree, { extensions: [gfmToMarkdown()], bullet: '-', emphasis: '_', strong: '*', fence: '`', fences: true, rule: '-', listItemIndent: 'one', resourceLink: true });

/** An internal URL (`/a/b#x`) as the absolute URL of its twin when it is a page, else as an absolute URL. */
function absolute(url: string, ctx: TwinContext): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const hash = url.indexOf('#');
  const path = hash < 0 ? url : url.slice(0, hash);
  const anchor = hash < 0 ? '' : url.slice(hash);
  const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (ctx.routes.has(route)) return `${ctx.siteUrl}${twinPath(route)}${anchor}`;
  return `${ctx.siteUrl}${url}`;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
/** Markdown written by a writer or a spec (descriptions): printed as it is, not escaped as plain text. */
const raw = (value: string): PhrasingContent => ({ type: 'html', value });
const para = (...children: PhrasingContent[]): BlockContent => ({ type: 'paragraph', children });
const code = (value: string, lang: string | null = null): BlockContent => ({ type: 'code', lang, meta: null, value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const inline = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const heading = (depth: 1 | 2 | 3 | 4 | 5 | 6, value: string): RootContent => ({ type: 'heading', depth, children: [text(value)] });

const KIND_LABELS = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' } as const;

/** The body tree back to Markdown's tree. */
function toMdast(node: BodyNode, ctx: TwinContext): Nodes[] {
  const kids = (children: BodyNode[]) => children.flatMap((c) => toMdast(c, ctx)) as never[];
  switch (node.type) {
    case 'listItem':
      return [{ type: 'listItem', spread: false, checked: node.checked ?? null, children: kids(node.children) }];
    case 'heading':
      return [{ type: 'heading', depth: Math.min(6, Math.max(1, node.depth)) as 1, children: kids(node.children) }];
    case 'text':
      return [text(node.value)];
    case 'inlineCode':
      return [inline(node.value)];
    case 'code':
      return [{ type: 'code', lang: node.lang, meta: node.meta, value: node.value }];
    case 'link':
      return [{ type: 'link', url: absolute(node.url, ctx), title: node.title, children: kids(node.children) }];
    case 'image':
      return [{ type: 'image', url: absolute(node.url, ctx), alt: node.alt, title: node.title }];
    case 'list':
      return [{ type: 'list', ordered: node.ordered, start: node.start, spread: false, children: kids(node.children) }];
    case 'table':
      return [{ type: 'table', align: node.align, children: kids(node.children) }];
    case 'thematicBreak':
      return [{ type: 'thematicBreak' }];
    case 'break':
      return [{ type: 'break' }];
    case 'admonition': {
      const label = `${KIND_LABELS[node.kind]}${node.title ? `: ${node.title}` : ''}`;
      return [{ type: 'blockquote', children: [para(strong(label)), ...kids(node.children)] }];
    }
    case 'tabs':
      return kids(node.children);
    case 'tab':
      return [para(strong(`${node.label}:`)), ...kids(node.children)];
    default:
      return [{ type: node.type, children: kids(node.children) } as Nodes];
  }
}

/** A page's twin: title, the directive for agents, description, then the body (or the operation around it). */
export function pageTwin(page: BundlePage, spec: BundleSpec | undefined, ctx: TwinContext): string {
  const body = (toMdast(page.body, ctx)[0] as Root).children;
  const head: RootContent[] = [heading(1, page.title), { type: 'html', value: twinDirective(ctx.siteUrl) } as RootContent];
  if (page.description) head.push(para(raw(page.description)));
  if (page.frontmatter.deprecated) head.push({ type: 'blockquote', children: [para(strong('Deprecated:'), text(' this page describes something deprecated; it may be removed.'))] });
  const children = page.operation ? [...head, ...operationBlocks(page.operation, spec, body)] : [...head, ...body];
  return `${markdown({ type: 'root', children })}`;
}

const PARAM_TITLES = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' } as const;

/** Schema limits, as on the HTML page: one odd schema cannot make a twin huge. */
const MAX_DEPTH = 8;
const MAX_LINES = 600;

/** A schema as a nested list: `name` (type, required): description. Constraints. */
function schemaList(spec: BundleSpec | undefined, schema: unknown, seen: ReadonlySet<string> = new Set(), depth = 0, budget = { left: MAX_LINES }): BlockContent[] {
  const r = resolve(spec, schema, seen);
  if (r.circular) return [para(text(`Circular: ${r.name ?? 'the schema'} contains itself; its properties are listed above.`))];
  if (depth > MAX_DEPTH || budget.left <= 0) return [para(text('(nested too deep to show)'))];
  const s = r.value;
  const next = new Set([...seen, ...r.refs]);
  const out: BlockContent[] = [];
  const variants = (Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : null) as unknown[] | null;
  if (variants) {
    out.push(para(text(Array.isArray(s.oneOf) ? 'Exactly one of:' : 'Any of:')));
    out.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: variants.map((v, i) => {
        const vr = resolve(spec, v, next);
        const title = typeof vr.value.title === 'string' ? vr.value.title : vr.name ?? `Option ${i + 1}`;
        const description = typeof vr.value.description === 'string' ? [para(raw(vr.value.description))] : [];
        return { type: 'listItem', spread: false, children: [para(strong(title), text(` ${typeLabel(spec, v, next)}`)), ...description, ...schemaList(spec, v, next, depth + 1, budget)] };
      }),
    });
  }
  const isArray = s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array'));
  if (isArray && isObj(s.items)) {
    out.push(para(text(`Array of ${typeLabel(spec, s.items, next)}.`)));
    out.push(...schemaList(spec, s.items, next, depth + 1, budget));
  }
  const shape = objectShape(spec, s, next);
  if (shape.properties.length) {
    out.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: shape.properties.map(([name, prop]) => {
        budget.left--;
        const pr = resolve(spec, prop, next);
        const flags = [typeLabel(spec, prop, next), shape.required.has(name) ? 'required' : '', pr.value.readOnly === true ? 'read-only' : '', pr.value.writeOnly === true ? 'write-only' : '', pr.value.deprecated === true ? 'deprecated' : ''].filter(Boolean);
        const line: PhrasingContent[] = [inline(name), text(` ${flags.join(' ')}`)];
        const described = describe(pr.value);
        if (described) line.push(raw(`: ${described}`));
        const inner = pr.circular ? [para(text('Circular reference to '), inline(pr.name ?? name), text('.'))] : nested(spec, name, prop, next, depth, budget);
        return { type: 'listItem', spread: false, children: [para(...line), ...inner] };
      }),
    });
  }
  if (shape.additional !== undefined) out.push(para(text(`additional properties ${isObj(shape.additional) ? typeLabel(spec, shape.additional, next) : 'any'}`)));
  return out;
}

/** The properties inside a property (an object, array items or variants), when it has any. */
function nested(spec: BundleSpec | undefined, name: string, schema: unknown, seen: ReadonlySet<string>, depth: number, budget: { left: number }): BlockContent[] {
  const r = resolve(spec, schema, seen);
  const s = r.value;
  const items = isObj(s.items) ? resolve(spec, s.items, new Set([...seen, ...r.refs])).value : undefined;
  const has = (o: Obj | undefined) => !!o && (isObj(o.properties) || Array.isArray(o.allOf) || Array.isArray(o.oneOf) || Array.isArray(o.anyOf));
  if (!has(s) && !has(items)) return [];
  return [para(text(`${s.type === 'array' ? 'Item properties' : 'Properties'} of `), inline(name)), ...schemaList(spec, schema, seen, depth + 1, budget)];
}

/** A property's description and constraints as one line of Markdown, worded as the HTML page words them. */
function describe(s: Obj): string {
  const parts: string[] = [];
  if (typeof s.description === 'string') parts.push(s.description.replace(/\s+/g, ' ').trim());
  const constraints = constraintParts(s).map((c) => `${c.label}: ${c.values.map((v) => (c.code ? inlineCode(v) : v)).join(', ')}`);
  if (constraints.length) parts.push(constraints.join(' '));
  if (s.nullable === true) parts.push('May be null.');
  return parts.join(' ');
}

/** A value as inline code, with a fence long enough for the backticks inside it. */
function inlineCode(v: string): string {
  const longest = Math.max(0, ...[...v.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return /^`|`$/.test(v) ? `${fence} ${v} ${fence}` : `${fence}${v}${fence}`;
}

/** Authentication of an operation, as the HTML page shows it: each way in, its scheme and name. */
function authItems(spec: BundleSpec | undefined, op: BundleOperation): string[] {
  const schemes = isObj(spec?.components.securitySchemes) ? (spec.components.securitySchemes as Obj) : {};
  return op.security.map((requirement: Record<string, unknown>) => {
    const names = Object.keys(requirement);
    if (!names.length) return 'None (the operation can be called anonymously).';
    return names
      .map((name) => {
        const s = resolve(spec, schemes[name]).value;
        const scopes = Array.isArray(requirement[name]) ? (requirement[name] as string[]) : [];
        return `**${schemeLabel(s)}** \`${name}\`${scopes.length ? ` (scopes: ${scopes.join(', ')})` : ''}${typeof s.description === 'string' ? `: ${s.description.replace(/\s+/g, ' ').trim()}` : ''}`;
      })
      .join('; and ');
  });
}

/** The spec's servers, each with its variables. */
function serverBlocks(spec: BundleSpec | undefined): BlockContent[] {
  const servers = spec?.servers ?? [];
  if (!servers.length) return [para(text('Relative to the host that serves the API.'))];
  return servers.flatMap((server): BlockContent[] => {
    const out: BlockContent[] = [para(inline(String(server.url ?? '')))];
    if (typeof server.description === 'string') out.push(para(raw(server.description)));
    const vars = isObj(server.variables) ? Object.entries(server.variables) : [];
    if (vars.length) {
      out.push({
        type: 'list',
        ordered: false,
        spread: false,
        children: vars.map(([name, v]) => {
          const line: PhrasingContent[] = [inline(`{${name}}`)];
          if (isObj(v) && typeof v.default === 'string') line.push(text(' (default '), inline(v.default), text(')'));
          if (isObj(v) && typeof v.description === 'string') line.push(raw(`: ${v.description}`));
          return { type: 'listItem', spread: false, children: [para(...line)] };
        }),
      });
    }
    return out;
  });
}

/** Each media type of a body: its type and schema, the schema's fields, an example. */
function media(spec: BundleSpec | undefined, content: unknown): BlockContent[] {
  if (!isObj(content)) return [];
  return Object.entries(content).flatMap(([type, m]): BlockContent[] => {
    if (!isObj(m)) return [];
    const out: BlockContent[] = [para(text('Content type '), inline(type), ...(m.schema !== undefined ? [text(`, schema ${typeLabel(spec, m.schema)}`)] : []))];
    if (m.schema !== undefined) {
      const description = resolve(spec, m.schema).value.description;
      if (typeof description === 'string') out.push(para(raw(description)));
      out.push(...schemaList(spec, m.schema));
    }
    const example = mediaExample(spec, m);
    if (example) {
      const value = typeof example.value === 'string' ? example.value : JSON.stringify(example.value, null, 2);
      out.push(para(text(example.generated ? 'Example (generated from the schema)' : 'Example')), code(value, type.includes('json') ? 'json' : type.includes('xml') ? 'xml' : 'text'));
    }
    return out;
  });
}

/** An operation page's sections, with the writer's text after the summary. */
function operationBlocks(op: BundleOperation, spec: BundleSpec | undefined, writer: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  out.push(para(strong(op.method.toUpperCase()), text(' '), inline(op.path)));
  if (op.deprecated) out.push({ type: 'blockquote', children: [para(strong('Deprecated')), para(text('This operation is deprecated and may be removed in a future version of the API.'))] });
  if (op.description) out.push({ type: 'html', value: op.description.trim() } as RootContent);
  out.push(...writer);
  out.push(heading(2, 'Server'), ...serverBlocks(spec));
  const auth = authItems(spec, op);
  if (auth.length) {
    out.push(heading(2, 'Authentication'));
    if (auth.length > 1) out.push(para(text('Any one of these:')));
    out.push({ type: 'list', ordered: false, spread: false, children: auth.map((a) => ({ type: 'listItem', spread: false, children: [para(raw(a))] })) });
  }
  const params = parameters(spec, op);
  for (const where of ['path', 'query', 'header', 'cookie'] as const) {
    const list = params.filter((p) => p.in === where);
    if (!list.length) continue;
    const row = (cells: string[]): TableRow => ({ type: 'tableRow', children: cells.map((c): TableCell => ({ type: 'tableCell', children: c ? [raw(c.replace(/\|/g, '\\|'))] : [] })) });
    out.push(heading(2, PARAM_TITLES[where]), {
      type: 'table',
      align: [null, null, null],
      children: [
        row(['Name', 'Type', 'Description']),
        ...list.map((p) => {
          const s = p.schema !== undefined ? resolve(spec, p.schema).value : {};
          const name = `${inlineCode(p.name)}${p.required ? ' required' : ''}${p.deprecated ? ' deprecated' : ''}`;
          return row([name, p.schema !== undefined ? typeLabel(spec, p.schema) : 'string', describe({ ...s, ...(p.description ? { description: p.description } : {}), ...(p.example !== undefined ? { example: p.example } : {}) })]);
        }),
      ],
    });
  }
  const body = op.requestBody ? resolve(spec, op.requestBody).value : undefined;
  if (body) {
    out.push(heading(2, 'Request body'), para(text(body.required === true ? 'required' : 'optional')));
    if (typeof body.description === 'string') out.push(para(raw(body.description)));
    out.push(...media(spec, body.content));
  }
  out.push(heading(2, 'Responses'));
  for (const [status, response] of Object.entries(op.responses)) {
    const r = resolve(spec, response).value;
    out.push(heading(3, `${status} ${statusText(status)}`.trim()));
    if (typeof r.description === 'string') out.push(para(raw(r.description)));
    if (isObj(r.headers) && Object.keys(r.headers).length) {
      out.push({
        type: 'list',
        ordered: false,
        spread: false,
        children: Object.entries(r.headers).map(([name, h]) => {
          const hv = resolve(spec, h).value;
          const line: PhrasingContent[] = [text('Header '), inline(name), text(` ${hv.schema !== undefined ? typeLabel(spec, hv.schema) : 'string'}`)];
          if (typeof hv.description === 'string') line.push(raw(`: ${hv.description}`));
          return { type: 'listItem', spread: false, children: [para(...line)] };
        }),
      });
    }
    out.push(...(r.content === undefined ? [para(text('No response body.'))] : media(spec, r.content)));
  }
  out.push(heading(2, 'Request samples'));
  for (const sample of requestSamples(spec, op)) out.push(heading(3, sample.label), code(sample.code, sample.lang));
  return out;
}
