/**
 * The page's own sidebar, as the bundle resolved it. Collapsible categories
 * are native <details>, open when the data says expanded or when they lead to
 * the current page; fixed categories are a heading and a list. Method badges
 * come from `className` (`api-method get|post|put|patch|delete`).
 */
import { createElement, type ReactNode } from 'react';
import type { NavItem } from '../../pipeline/contract/nav.ts';
import { EXTERNAL_REL, isExternal, safeHref } from '../lib/url.ts';

export interface Current {
  id: string;
  route: string;
}

const isCurrent = (item: NavItem, current: Current): boolean =>
  (item.docId !== undefined && item.docId === current.id) || (item.href !== undefined && item.href === current.route);

/** Whether the item is the current page or holds it somewhere below. */
export function leadsTo(item: NavItem, current: Current): boolean {
  if (isCurrent(item, current)) return true;
  return item.type === 'category' && item.items.some((c) => leadsTo(c, current));
}

const classes = (item: NavItem): string[] => (item.className ?? '').split(/\s+/).filter(Boolean);

/** `api-method post` -> `post`. */
export function methodOf(item: NavItem): string | undefined {
  const c = classes(item);
  if (!c.includes('api-method')) return undefined;
  return c.find((x) => ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'].includes(x));
}

/** The item's link: badge, label, external and deprecated markers. */
function ItemLink({ item, current }: { item: NavItem; current: Current }): ReactNode {
  const method = methodOf(item);
  const cls = classes(item);
  const deprecated = cls.includes('deprecated');
  const href = item.href !== undefined ? safeHref(item.href) : null;
  const external = href !== null && (cls.includes('external-link') || isExternal(href));
  const inner = (
    <>
      {method && <span className={`method-badge ${method}`}>{method === 'delete' ? 'DEL' : method.toUpperCase()}</span>}
      <span className="nav-label">{item.label}</span>
      {deprecated && <span className="visually-hidden"> (deprecated)</span>}
      {external && <span className="visually-hidden" data-markdown-ignore=""> (external link)</span>}
    </>
  );
  const className = ['nav-link', ...cls.filter((c) => c !== 'api-method'), external ? 'external' : ''].filter(Boolean).join(' ');
  if (href === null) return <span className={className}>{inner}</span>;
  const here = isCurrent(item, current);
  return (
    <a className={className} href={href} aria-current={here ? 'page' : undefined} rel={external ? EXTERNAL_REL : undefined}>
      {inner}
    </a>
  );
}

function Item({ item, current, depth }: { item: NavItem; current: Current; depth: number }): ReactNode {
  if (item.unlisted && !leadsTo(item, current)) return null;
  if (item.type === 'link') {
    return (
      <li className="nav-item">
        <ItemLink item={item} current={current} />
      </li>
    );
  }
  const list = (
    <ul className="nav-list">
      {item.items.map((child, i) => (
        <Item key={i} item={child} current={current} depth={depth + 1} />
      ))}
    </ul>
  );
  const heading = item.href !== undefined ? <ItemLink item={item} current={current} /> : <span className="nav-label">{item.label}</span>;
  if (!item.collapsible) {
    return (
      <li className="nav-item nav-category fixed">
        {createElement(`h${Math.min(depth + 2, 6)}`, { className: 'nav-heading' }, heading)}
        {list}
      </li>
    );
  }
  const open = !item.collapsed || leadsTo(item, current);
  if (item.href !== undefined) {
    // A link may not sit inside <summary> (nested interactive controls): the
    // category's page link comes first, and the summary beside it is the toggle.
    return (
      <li className="nav-item nav-category with-link">
        <ItemLink item={item} current={current} />
        <details open={open}>
          <summary className="nav-toggle">
            <span className="visually-hidden">{item.label}: show pages</span>
          </summary>
          {list}
        </details>
      </li>
    );
  }
  return (
    <li className="nav-item nav-category">
      <details open={open}>
        <summary className="nav-summary">{heading}</summary>
        {list}
      </details>
    </li>
  );
}

export function Sidebar({ items, current, label }: { items: NavItem[]; current: Current; label: string }): ReactNode {
  return (
    <nav className="sidebar" aria-label={label}>
      <ul className="nav-list nav-root">
        {items.map((item, i) => (
          <Item key={i} item={item} current={current} depth={0} />
        ))}
      </ul>
    </nav>
  );
}
