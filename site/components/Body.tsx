/**
 * The page body, from the bundle's body tree to React elements. Every string
 * from a writer lands in a text node or an attribute React escapes; nothing is
 * inserted as HTML. Links and images pass the URL allow-list first.
 */
import { createElement, type ReactNode } from 'react';
import type { BodyNode } from '../../pipeline/contract/body.ts';
import { EXTERNAL_REL, isExternal, safeHref, safeImageSrc } from '../lib/url.ts';
import { CodeBlock } from './Code.tsx';
import { Breakable } from './Breakable.tsx';

type Of<T extends BodyNode['type']> = Extract<BodyNode, { type: T }>;
type Align = Of<'table'>['align'][number];

/** Per-render facts computed before rendering: heading level for each tab set, ids for tabs. */
interface Ctx {
  tabLevel: Map<BodyNode, number>;
  tabsId: Map<BodyNode, string>;
}

/** Walks the tree in document order: a tab label is one level below the heading before it. */
function prepare(root: BodyNode, idPrefix: string): Ctx {
  const ctx: Ctx = { tabLevel: new Map(), tabsId: new Map() };
  let depth = 1;
  let n = 0;
  const walk = (node: BodyNode) => {
    if (node.type === 'heading') depth = node.depth;
    if (node.type === 'tabs') {
      ctx.tabLevel.set(node, Math.min(depth + 1, 6));
      ctx.tabsId.set(node, `${idPrefix}tabs-${++n}`);
    }
    if ('children' in node) for (const c of node.children) walk(c);
  };
  walk(root);
  return ctx;
}

const ADMONITION_TITLES = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' } as const;

export function Body({ root, idPrefix = '' }: { root: BodyNode; idPrefix?: string }): ReactNode {
  const ctx = prepare(root, idPrefix);
  return renderChildren(root, ctx);
}

function renderChildren(node: BodyNode, ctx: Ctx): ReactNode[] {
  return 'children' in node ? node.children.map((c, i) => render(c, i, ctx)) : [];
}

/** Plain text of a subtree (for labels and alt text). */
export function textOf(node: BodyNode): string {
  if ('value' in node) return node.value;
  if (node.type === 'image') return node.alt;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

function render(node: BodyNode, key: number, ctx: Ctx): ReactNode {
  const kids = () => renderChildren(node, ctx);
  switch (node.type) {
    case 'root':
      return <div key={key}>{kids()}</div>;
    case 'paragraph':
      return <p key={key}>{kids()}</p>;
    case 'text':
      return node.value;
    case 'emphasis':
      return <em key={key}>{kids()}</em>;
    case 'strong':
      return <strong key={key}>{kids()}</strong>;
    case 'delete':
      return <del key={key}>{kids()}</del>;
    case 'inlineCode':
      return (
        <code key={key}>
          <Breakable text={node.value} />
        </code>
      );
    case 'break':
      return <br key={key} />;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'blockquote':
      return <blockquote key={key}>{kids()}</blockquote>;
    case 'heading':
      return createElement(
        `h${Math.min(Math.max(node.depth, 1), 6)}`,
        { key, id: node.id, className: 'heading' },
        kids(),
        <a className="hash-link" href={`#${node.id}`} aria-label={`Link to this section: ${textOf(node)}`} data-pagefind-ignore="" data-markdown-ignore="">
          #
        </a>,
      );
    case 'list': {
      if (node.ordered) {
        return (
          <ol key={key} start={node.start !== null && node.start !== 1 ? node.start : undefined}>
            {kids()}
          </ol>
        );
      }
      return <ul key={key}>{kids()}</ul>;
    }
    case 'listItem': {
      const checked = node.checked;
      if (checked === true || checked === false) {
        return (
          <li key={key} className="task">
            <span className={checked ? 'task-box done' : 'task-box'} role="img" aria-label={checked ? 'Done' : 'Not done'}>
              {checked ? '☑' : '☐'}
            </span>{' '}
            {kids()}
          </li>
        );
      }
      return <li key={key}>{kids()}</li>;
    }
    case 'code':
      return <CodeBlock key={key} code={node.value} lang={node.lang} meta={node.meta} />;
    case 'link':
      return <Link key={key} url={node.url} title={node.title} external={node.external}>{kids()}</Link>;
    case 'image': {
      const src = safeImageSrc(node.url);
      if (!src) return <span key={key} className="blocked-image">{node.alt}</span>;
      return <img key={key} src={src} alt={node.alt} title={node.title ?? undefined} loading="lazy" />;
    }
    case 'table':
      return <Table key={key} node={node} ctx={ctx} />;
    case 'tableRow':
    case 'tableCell':
      // Rendered by <Table>, which knows the header row and alignment.
      return null;
    case 'admonition':
      return (
        <div key={key} className={`admonition admonition-${node.kind}`} role="note">
          <p className="admonition-title">{node.title ?? ADMONITION_TITLES[node.kind]}</p>
          {kids()}
        </div>
      );
    case 'tabs': {
      const level = ctx.tabLevel.get(node) ?? 3;
      const id = ctx.tabsId.get(node) ?? 'tabs';
      return (
        <div key={key} className="tabs" data-tabs="" id={id}>
          {node.children.map((tab, i) =>
            tab.type === 'tab' ? (
              <section key={i} className="tab-panel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-label-${i}`}>
                {createElement(`h${level}`, { className: 'tab-label', id: `${id}-label-${i}` }, tab.label)}
                {renderChildren(tab, ctx)}
              </section>
            ) : (
              render(tab, i, ctx)
            ),
          )}
        </div>
      );
    }
    case 'tab':
      // A tab outside tabs: show it as a labelled section.
      return (
        <section key={key} className="tab-panel">
          <p className="tab-label">{node.label}</p>
          {kids()}
        </section>
      );
    default: {
      const never: never = node;
      return never;
    }
  }
}

/** A link, or its text alone when the URL is not safe to follow. */
export function Link({ url, title, external, children }: { url: string; title?: string | null; external?: boolean; children: ReactNode }): ReactNode {
  const href = safeHref(url);
  if (href === null) return <span className="unsafe-link">{children}</span>;
  if (external || isExternal(href)) {
    return (
      <a href={href} title={title ?? undefined} rel={EXTERNAL_REL} className="external">
        {children}
        <span className="visually-hidden" data-markdown-ignore=""> (external link)</span>
      </a>
    );
  }
  return (
    <a href={href} title={title ?? undefined}>
      {children}
    </a>
  );
}

const alignClass = (a: Align | undefined) => (a ? `align-${a}` : undefined);

function Table({ node, ctx }: { node: Of<'table'>; ctx: Ctx }): ReactNode {
  const [head, ...rows] = node.children;
  const cells = (row: BodyNode | undefined) => (row && 'children' in row ? row.children : []);
  return (
    <div className="table-wrap" tabIndex={0} role="group" aria-label="Table">
      <table>
        {head && (
          <thead>
            <tr>
              {cells(head).map((c, i) => (
                <th key={i} scope="col" className={alignClass(node.align[i])}>
                  {renderChildren(c, ctx)}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((r, ri) => (
            <tr key={ri}>
              {cells(r).map((c, i) => (
                <td key={i} className={alignClass(node.align[i])}>
                  {renderChildren(c, ctx)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
