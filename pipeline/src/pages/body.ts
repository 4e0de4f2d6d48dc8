/**
 * Markdown's syntax tree (mdast) to the bundle's body tree: only the node
 * kinds the site renders, positions dropped, raw HTML demoted to text,
 * container directives turned into admonitions and tabs.
 */
import type { Nodes, Parents } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { BodyNode } from '../../contract/body.ts';

import { isAdmonition } from '../core/admonitions.ts';

interface DirectiveNode {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  children: Nodes[];
}

export interface BodyContext {
  /** Anchor id of each heading node, computed once by the analyser. */
  headingIds: Map<object, string>;
  /** Turns an authored link target into the href the site serves. */
  resolveUrl?: (url: string) => string;
  /** Link reference definitions by normalised identifier. */
  definitions?: Map<string, { url: string; title: string | null }>;
}

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);

function convertChildren(node: Parents | DirectiveNode, ctx: BodyContext): BodyNode[] {
  const out: BodyNode[] = [];
  for (const child of node.children as Nodes[]) {
    const converted = convert(child, ctx);
    if (Array.isArray(converted)) out.push(...converted);
    else if (converted) out.push(converted);
  }
  return out;
}

/** A directive's label: its first paragraph when marked `directiveLabel`. */
function splitLabel(node: DirectiveNode): { label: string | null; rest: Nodes[] } {
  const [first, ...rest] = node.children;
  if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    return { label: toString(first), rest };
  }
  return { label: null, rest: node.children };
}

export function convert(node: Nodes | DirectiveNode, ctx: BodyContext): BodyNode | BodyNode[] | null {
  switch (node.type) {
    case 'root':
    case 'paragraph':
      return { type: node.type, children: convertChildren(node, ctx) };
    case 'heading':
      return { type: 'heading', depth: node.depth, id: ctx.headingIds.get(node) ?? '', children: convertChildren(node, ctx) };
    case 'text':
    case 'inlineCode':
      return { type: node.type, value: node.value };
    case 'html':
      // Raw HTML is never markup in the bundle: the site shows it as text.
      return /^<!--[\s\S]*-->$/.test(node.value.trim()) ? null : { type: 'text', value: node.value };
    case 'emphasis':
    case 'strong':
    case 'delete':
    case 'blockquote':
    case 'tableRow':
    case 'tableCell':
      return { type: node.type, children: convertChildren(node, ctx) };
    case 'listItem':
      return { type: 'listItem', checked: node.checked ?? null, children: convertChildren(node, ctx) };
    case 'code':
      return { type: 'code', lang: node.lang ?? null, meta: node.meta ?? null, value: node.value };
    case 'link': {
      const url = ctx.resolveUrl ? ctx.resolveUrl(node.url) : node.url;
      return { type: 'link', url, title: node.title ?? null, external: isExternal(url), children: convertChildren(node, ctx) };
    }
    case 'image':
      return { type: 'image', url: ctx.resolveUrl ? ctx.resolveUrl(node.url) : node.url, alt: node.alt ?? '', title: node.title ?? null };
    case 'list':
      return { type: 'list', ordered: node.ordered ?? false, start: node.ordered ? (node.start ?? 1) : null, children: convertChildren(node, ctx) };
    case 'table':
      return { type: 'table', align: (node.align ?? []).map((a) => a ?? null), children: convertChildren(node, ctx) };
    case 'thematicBreak':
    case 'break':
      return { type: node.type };
    case 'containerDirective': {
      const { label, rest } = splitLabel(node as DirectiveNode);
      const inner = { ...(node as DirectiveNode), children: rest } as DirectiveNode;
      if (isAdmonition(node.name)) return { type: 'admonition', kind: node.name, title: label, children: convertChildren(inner, ctx) };
      if (node.name === 'tabs') return { type: 'tabs', children: convertChildren(inner, ctx) };
      if (node.name === 'tab') return { type: 'tab', label: label ?? (node as DirectiveNode).attributes?.label ?? 'Tab', children: convertChildren(inner, ctx) };
      return convertChildren(inner, ctx);
    }
    case 'leafDirective':
    case 'textDirective': {
      // `:word` in running text is parsed as a directive; give the reader back what was written.
      const prefix = node.type === 'leafDirective' ? '::' : ':';
      const text = toString(node);
      return { type: 'text', value: text ? `${prefix}${node.name}[${text}]` : `${prefix}${node.name}` };
    }
    case 'linkReference':
    case 'imageReference': {
      const def = ctx.definitions?.get(node.identifier.toLowerCase());
      if (!def) return { type: 'text', value: toString(node) };
      const url = ctx.resolveUrl ? ctx.resolveUrl(def.url) : def.url;
      if (node.type === 'imageReference') return { type: 'image', url, alt: node.alt ?? '', title: def.title };
      return { type: 'link', url, title: def.title, external: isExternal(url), children: convertChildren(node, ctx) };
    }
    case 'footnoteReference':
      return { type: 'text', value: `[^${node.label ?? node.identifier}]` };
    case 'definition':
    case 'footnoteDefinition':
    case 'yaml':
      return null;
    default:
      {
      const other = node as { children?: unknown; value?: unknown };
      return other.children ? convertChildren(other as Parents, ctx) : typeof other.value === 'string' ? { type: 'text', value: other.value } : null;
    }
  }
}
