/**
 * A schema as an expandable tree: each property with its type, whether it is
 * required, its description and constraints; nested objects, array items and
 * variants fold into native <details>, so the tree works without JavaScript.
 * `seen` holds the refs on the path from the root: meeting one again means the
 * schema is circular, and the tree says so instead of unfolding it.
 */
import type { ReactNode } from 'react';
import type { BundleSpec } from '../../../pipeline/contract/bundle.ts';
import { constraintParts, hasChildren, isObj, objectShape, resolve, typeLabel, type Obj } from '../../lib/openapi.ts';
import { SpecText } from '../SpecText.tsx';
import { Breakable } from '../Breakable.tsx';

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
        <code className="prop-name">
          <Breakable text={name} />
        </code> <span className="prop-type">{typeLabel(spec, schema, seen)}</span>
        {required && <> <span className="prop-flag required">required</span></>}
        {s.readOnly === true && <> <span className="prop-flag">read-only</span></>}
        {s.writeOnly === true && <> <span className="prop-flag">write-only</span></>}
        {s.deprecated === true && <> <span className="prop-flag deprecated">deprecated</span></>}
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

/** Enum, default, example, ranges, lengths and pattern, as a short list (spaces between, for text readers). */
export function Constraints({ schema: s }: { schema: Obj }): ReactNode {
  const parts = constraintParts(s);
  if (!parts.length) return null;
  return (
    <p className="constraints">
      {parts.map((part, i) => (
        <span key={part.key}>
          {i > 0 && ' '}
          <span className="constraint">
            {part.label}:{' '}
            {part.values.map((v, j) => (
              <span key={j}>
                {j > 0 && ', '}
                {part.code ? <code>{v}</code> : v}
              </span>
            ))}
          </span>
        </span>
      ))}
    </p>
  );
}
