/**
 * A schema as an expandable tree: each property with its type, whether it is
 * required, its description and constraints; nested objects, array items and
 * variants fold into native <details>, so the tree works without JavaScript.
 * `seen` holds the refs on the path from the root: meeting one again means the
 * schema is circular, and the tree says so instead of unfolding it.
 */
import type { ReactNode } from 'react';
import type { BundleSpec } from '../../../pipeline/contract/bundle.ts';
import { hasChildren, isObj, objectShape, resolve, typeLabel, type Obj } from '../../lib/openapi.ts';
import { SpecText } from '../SpecText.tsx';

/** Hard limits per tree, so one odd schema cannot blow up a page. */
const MAX_DEPTH = 10;
const MAX_NODES = 1500;

interface Budget {
  left: number;
}

export function SchemaTree({ spec, schema, seen = new Set<string>() }: { spec: BundleSpec | undefined; schema: unknown; seen?: ReadonlySet<string> }): ReactNode {
  return <Tree spec={spec} schema={schema} seen={seen} depth={0} budget={{ left: MAX_NODES }} />;
}

function Tree({ spec, schema, seen, depth, budget }: { spec: BundleSpec | undefined; schema: unknown; seen: ReadonlySet<string>; depth: number; budget: Budget }): ReactNode {
  const r = resolve(spec, schema, seen);
  if (r.circular) {
    return (
      <p className="schema-note">
        Circular: <code>{r.name}</code> contains itself; its properties are listed above.
      </p>
    );
  }
  if (depth > MAX_DEPTH || budget.left <= 0) return <p className="schema-note">(nested too deep to show)</p>;
  const s = r.value;
  const next = new Set([...seen, ...r.refs]);
  const variants = (Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : null) as unknown[] | null;
  const shape = objectShape(spec, s, next);
  const isArray = s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array'));

  return (
    <div className="schema">
      {variants && (
        <div className="schema-variants">
          <p className="schema-note">{Array.isArray(s.oneOf) ? 'Exactly one of:' : 'Any of:'}</p>
          <ul>
            {variants.map((v, i) => {
              const vr = resolve(spec, v, next);
              const title = typeof vr.value.title === 'string' ? vr.value.title : vr.name ?? `Option ${i + 1}`;
              return (
                <li key={i}>
                  {hasChildren(spec, v, next) ? (
                    <details className="schema-nested">
                      <summary>
                        {title} <span className="prop-type">{typeLabel(spec, v, next)}</span>
                      </summary>
                      <SpecText text={vr.value.description as string | undefined} />
                      <Tree spec={spec} schema={v} seen={next} depth={depth + 1} budget={budget} />
                    </details>
                  ) : (
                    <>
                      {title} <span className="prop-type">{typeLabel(spec, v, next)}</span>
                      <SpecText text={vr.value.description as string | undefined} />
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {isArray && isObj(s.items) && (
        <>
          <p className="schema-note">
            Array of <span className="prop-type">{typeLabel(spec, s.items, next)}</span>
          </p>
          {hasChildren(spec, s.items, next) && <Tree spec={spec} schema={s.items} seen={next} depth={depth + 1} budget={budget} />}
        </>
      )}
      {(shape.properties.length > 0 || shape.additional !== undefined) && (
        <ul className="schema-props">
          {shape.properties.map(([name, prop]) => (
            <Property key={name} spec={spec} name={name} schema={prop} required={shape.required.has(name)} seen={next} depth={depth} budget={budget} />
          ))}
          {shape.additional !== undefined && (
            <li className="schema-prop">
              <div className="prop-head">
                <span className="prop-name-extra">additional properties</span>{' '}
                <span className="prop-type">{isObj(shape.additional) ? typeLabel(spec, shape.additional, next) : 'any'}</span>
              </div>
              {isObj(shape.additional) && hasChildren(spec, shape.additional, next) && (
                <details className="schema-nested">
                  <summary>Properties of each value</summary>
                  <Tree spec={spec} schema={shape.additional} seen={next} depth={depth + 1} budget={budget} />
                </details>
              )}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

function Property({ spec, name, schema, required, seen, depth, budget }: { spec: BundleSpec | undefined; name: string; schema: unknown; required: boolean; seen: ReadonlySet<string>; depth: number; budget: Budget }): ReactNode {
  budget.left--;
  const r = resolve(spec, schema, seen);
  const s = r.value;
  return (
    <li className="schema-prop">
      <div className="prop-head">
        <code className="prop-name">{name}</code> <span className="prop-type">{typeLabel(spec, schema, seen)}</span>
        {required && <span className="prop-flag required">required</span>}
        {s.readOnly === true && <span className="prop-flag">read-only</span>}
        {s.writeOnly === true && <span className="prop-flag">write-only</span>}
        {s.deprecated === true && <span className="prop-flag deprecated">deprecated</span>}
      </div>
      <SpecText text={typeof s.description === 'string' ? s.description : undefined} />
      <Constraints schema={s} />
      {!r.circular && hasChildren(spec, schema, seen) && (
        <details className="schema-nested">
          <summary>
            {s.type === 'array' ? 'Item properties' : 'Properties'} of <code>{name}</code>
          </summary>
          <Tree spec={spec} schema={schema} seen={seen} depth={depth + 1} budget={budget} />
        </details>
      )}
      {r.circular && <p className="schema-note">Circular reference to <code>{r.name}</code>.</p>}
    </li>
  );
}

const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Enum, default, example, ranges, lengths and pattern, as a short list. */
export function Constraints({ schema: s }: { schema: Obj }): ReactNode {
  const items: ReactNode[] = [];
  if (Array.isArray(s.enum)) {
    items.push(
      <span key="enum">
        Allowed:{' '}
        {s.enum.map((v, i) => (
          <span key={i}>
            {i > 0 && ', '}
            <code>{show(v)}</code>
          </span>
        ))}
      </span>,
    );
  }
  if (s.default !== undefined) items.push(<span key="default">Default: <code>{show(s.default)}</code></span>);
  if (s.minimum !== undefined || s.maximum !== undefined) {
    items.push(<span key="range">Range: {s.minimum !== undefined ? show(s.minimum) : '…'} to {s.maximum !== undefined ? show(s.maximum) : '…'}</span>);
  }
  if (s.minLength !== undefined || s.maxLength !== undefined) {
    items.push(<span key="len">Length: {s.minLength !== undefined ? show(s.minLength) : '0'} to {s.maxLength !== undefined ? show(s.maxLength) : '…'}</span>);
  }
  if (s.minItems !== undefined || s.maxItems !== undefined) {
    items.push(<span key="items">Items: {s.minItems !== undefined ? show(s.minItems) : '0'} to {s.maxItems !== undefined ? show(s.maxItems) : '…'}</span>);
  }
  if (typeof s.pattern === 'string') items.push(<span key="pattern">Pattern: <code>{s.pattern}</code></span>);
  if (s.example !== undefined && typeof s.example !== 'object') items.push(<span key="example">Example: <code>{show(s.example)}</code></span>);
  if (!items.length) return null;
  return <p className="constraints">{items.map((it, i) => <span key={i} className="constraint">{it}</span>)}</p>;
}
