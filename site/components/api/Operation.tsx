/**
 * An API operation page: method and path, server, authentication, parameters,
 * request body, every response, a curl sample; the writer's prose goes where
 * `children` is placed. All OpenAPI objects are read through lib/openapi.ts,
 * which resolves `$ref`s into the spec's shared components.
 */
import type { ReactNode } from 'react';
import type { BundleOperation, BundleSpec } from '../../../pipeline/contract/bundle.ts';
import { isObj, mediaExample, parameters, resolve, schemeLabel, statusText, typeLabel, type Obj, type Param } from '../../lib/openapi.ts';
import { CodeBlock } from '../Code.tsx';
import { requestSamples } from '../../lib/samples.ts';
import { SpecText } from '../SpecText.tsx';
import { Constraints, SchemaTree } from './Schema.tsx';
import { Breakable } from '../Breakable.tsx';

/** Section ids: prefixed so they never meet a writer's heading id. */
export const API_SECTIONS = {
  server: 'api-server',
  auth: 'api-authentication',
  path: 'api-path-parameters',
  query: 'api-query-parameters',
  header: 'api-header-parameters',
  cookie: 'api-cookie-parameters',
  body: 'api-request-body',
  responses: 'api-responses',
  curl: 'api-example-request',
} as const;

const PARAM_TITLES = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' } as const;

/** The table of contents entries the operation adds, in page order. */
export function operationToc(spec: BundleSpec | undefined, op: BundleOperation): { depth: number; text: string; id: string }[] {
  const params = parameters(spec, op);
  const toc: { depth: number; text: string; id: string }[] = [
    { depth: 2, text: 'Server', id: API_SECTIONS.server },
    ...(op.security.length ? [{ depth: 2, text: 'Authentication', id: API_SECTIONS.auth }] : []),
  ];
  for (const where of ['path', 'query', 'header', 'cookie'] as const) {
    if (params.some((p) => p.in === where)) toc.push({ depth: 2, text: PARAM_TITLES[where], id: API_SECTIONS[where] });
  }
  if (op.requestBody) toc.push({ depth: 2, text: 'Request body', id: API_SECTIONS.body });
  toc.push({ depth: 2, text: 'Responses', id: API_SECTIONS.responses });
  for (const code of Object.keys(op.responses)) toc.push({ depth: 3, text: `${code} ${statusText(code)}`.trim(), id: `api-response-${code.toLowerCase()}` });
  toc.push({ depth: 2, text: 'Request samples', id: API_SECTIONS.curl });
  return toc;
}

export function MethodBadge({ method }: { method: string }): ReactNode {
  return <span className={`method-badge ${method.toLowerCase()}`}>{method.toUpperCase()}</span>;
}

export function Operation({ op, spec, children }: { op: BundleOperation; spec: BundleSpec | undefined; children?: ReactNode }): ReactNode {
  const params = parameters(spec, op);
  return (
    <div className="operation">
      <p className="endpoint">
        <MethodBadge method={op.method} /> <code className="endpoint-path">{op.path}</code>
      </p>
      {op.deprecated && (
        <div className="admonition admonition-warning" role="note">
          <p className="admonition-title">Deprecated</p>
          <p>This operation is deprecated and may be removed in a future version of the API.</p>
        </div>
      )}
      <SpecText text={op.description} className="spec-text operation-description" />
      {children}
      {/* The same on every page of a spec: left out of the search index, so it does not drown what each page says. */}
      <div data-pagefind-ignore="">
        <Servers spec={spec} />
        {op.security.length > 0 && <Security spec={spec} op={op} />}
      </div>
      {(['path', 'query', 'header', 'cookie'] as const).map((where) => {
        const list = params.filter((p) => p.in === where);
        return list.length ? <ParamTable key={where} id={API_SECTIONS[where]} title={PARAM_TITLES[where]} params={list} spec={spec} /> : null;
      })}
      {op.requestBody && <RequestBody spec={spec} body={op.requestBody} />}
      <Responses spec={spec} responses={op.responses} />
      <div data-pagefind-ignore="">
        <h2 id={API_SECTIONS.curl}>Request samples</h2>
        <RequestSamples spec={spec} op={op} />
      </div>
    </div>
  );
}

function Servers({ spec }: { spec: BundleSpec | undefined }): ReactNode {
  const servers = spec?.servers ?? [];
  return (
    <>
      <h2 id={API_SECTIONS.server}>Server</h2>
      {servers.length === 0 && <p>Relative to the host that serves the API.</p>}
      {servers.map((server, i) => {
        const vars = isObj(server.variables) ? Object.entries(server.variables) : [];
        return (
          <div key={i} className="server">
            <p>
              <code className="server-url">{String(server.url ?? '')}</code>
            </p>
            <SpecText text={typeof server.description === 'string' ? server.description : undefined} />
            {vars.length > 0 && (
              <ul className="server-vars">
                {vars.map(([name, v]) => (
                  <li key={name}>
                    <code>{`{${name}}`}</code>
                    {isObj(v) && typeof v.default === 'string' && (
                      <>
                        {' '}
                        (default <code>{v.default}</code>)
                      </>
                    )}
                    {isObj(v) && typeof v.description === 'string' && <>: {v.description}</>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </>
  );
}

function Security({ spec, op }: { spec: BundleSpec | undefined; op: BundleOperation }): ReactNode {
  const schemes = isObj(spec?.components.securitySchemes) ? (spec.components.securitySchemes as Obj) : {};
  return (
    <>
      <h2 id={API_SECTIONS.auth}>Authentication</h2>
      {op.security.length > 1 && <p>Any one of these:</p>}
      <ul className="security">
        {op.security.map((req, i) => {
          const names = Object.keys(req);
          if (!names.length) return <li key={i}>None (the operation can be called anonymously).</li>;
          return (
            <li key={i}>
              {names.map((name) => {
                const s = resolve(spec, schemes[name]).value;
                const scopes = req[name] ?? [];
                return (
                  <div key={name} className="security-scheme">
                    <strong>{schemeLabel(s)}</strong> <code>{name}</code>
                    {scopes.length > 0 && <> (scopes: {scopes.join(', ')})</>}
                    <SpecText text={typeof s.description === 'string' ? s.description : undefined} />
                  </div>
                );
              })}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function ParamTable({ id, title, params, spec }: { id: string; title: string; params: Param[]; spec: BundleSpec | undefined }): ReactNode {
  return (
    <>
      <h2 id={id}>{title}</h2>
      <div className="table-wrap" tabIndex={0} role="group" aria-label={title}>
        <table className="params">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {params.map((p) => {
              const schema = p.schema !== undefined ? resolve(spec, p.schema).value : {};
              return (
                <tr key={p.name}>
                  <td>
                    <code className="prop-name">
                      <Breakable text={p.name} />
                    </code>
                    {p.required && <> <span className="prop-flag required">required</span></>}
                    {p.deprecated && <> <span className="prop-flag deprecated">deprecated</span></>}
                  </td>
                  <td>
                    <span className="prop-type">{p.schema !== undefined ? typeLabel(spec, p.schema) : 'string'}</span>
                  </td>
                  <td>
                    <SpecText text={p.description ?? (typeof schema.description === 'string' ? schema.description : undefined)} />
                    <Constraints schema={p.example !== undefined ? { ...schema, example: p.example } : schema} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Media({ spec, content, idPrefix }: { spec: BundleSpec | undefined; content: unknown; idPrefix: string }): ReactNode {
  if (!isObj(content)) return null;
  return (
    <>
      {Object.entries(content).map(([type, media]) => {
        if (!isObj(media)) return null;
        const example = mediaExample(spec, media);
        return (
          <div key={type} className="media">
            <p className="media-type">
              Content type <code>{type}</code>
              {media.schema !== undefined && (
                <>
                  , schema <span className="prop-type">{typeLabel(spec, media.schema)}</span>
                </>
              )}
            </p>
            {media.schema !== undefined && (
              <details className="schema-root" open>
                <summary>Schema</summary>
                <SpecText text={resolve(spec, media.schema).value.description as string | undefined} />
                <SchemaTree spec={spec} schema={media.schema} />
              </details>
            )}
            {example && (
              <div className="example" id={`${idPrefix}-example-${type.replace(/[^a-z0-9]+/gi, '-')}`}>
                <p className="example-title">{example.generated ? 'Example (generated from the schema)' : 'Example'}</p>
                <CodeBlock code={typeof example.value === 'string' ? example.value : JSON.stringify(example.value, null, 2)} lang={type.includes('json') ? 'json' : type.includes('xml') ? 'xml' : 'text'} />
              </div>
            )}
          </div>
        );
      })}
    </>
  );
}

function RequestBody({ spec, body }: { spec: BundleSpec | undefined; body: Obj }): ReactNode {
  const b = resolve(spec, body).value;
  return (
    <>
      <h2 id={API_SECTIONS.body}>Request body</h2>
      <p>{b.required === true ? <span className="prop-flag required">required</span> : <span className="prop-flag">optional</span>}</p>
      <SpecText text={typeof b.description === 'string' ? b.description : undefined} />
      <Media spec={spec} content={b.content} idPrefix="api-request" />
    </>
  );
}

function Responses({ spec, responses }: { spec: BundleSpec | undefined; responses: Record<string, Obj> }): ReactNode {
  return (
    <>
      <h2 id={API_SECTIONS.responses}>Responses</h2>
      {Object.entries(responses).map(([code, response]) => {
        const r = resolve(spec, response).value;
        const id = `api-response-${code.toLowerCase()}`;
        const kind = code.startsWith('2') ? 'success' : code.startsWith('4') || code.startsWith('5') ? 'error' : 'other';
        return (
          // Error responses are much alike from one operation to the next: not indexed for search.
          <section key={code} className={`response response-${kind}`} aria-labelledby={id} {...(kind === 'error' ? { 'data-pagefind-ignore': '' } : {})}>
            <h3 id={id}>
              <span className={`status-code ${kind}`}>{code}</span> {statusText(code)}
            </h3>
            <SpecText text={typeof r.description === 'string' ? r.description : undefined} />
            {isObj(r.headers) && Object.keys(r.headers).length > 0 && (
              <ul className="response-headers">
                {Object.entries(r.headers).map(([name, h]) => {
                  const hv = resolve(spec, h).value;
                  return (
                    <li key={name}>
                      Header <code>{name}</code> <span className="prop-type">{hv.schema !== undefined ? typeLabel(spec, hv.schema) : 'string'}</span>
                      <SpecText text={typeof hv.description === 'string' ? hv.description : undefined} />
                    </li>
                  );
                })}
              </ul>
            )}
            {r.content === undefined ? <p className="schema-note">No response body.</p> : <Media spec={spec} content={r.content} idPrefix={id} />}
          </section>
        );
      })}
    </>
  );
}

/**
 * The request in every language of lib/samples.ts, as tabs: without JavaScript every sample is shown
 * under its language's heading; with it, a language switcher that all pages share and remember
 * (`data-tabs-group`, site/public/enhance.js).
 */
function RequestSamples({ spec, op }: { spec: BundleSpec | undefined; op: BundleOperation }): ReactNode {
  const samples = requestSamples(spec, op);
  const id = 'api-samples';
  return (
    <div className="tabs" data-tabs="" data-tabs-group="language" id={id}>
      {samples.map((sample, i) => (
        <section key={sample.label} className="tab-panel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-label-${i}`}>
          <h3 className="tab-label" id={`${id}-label-${i}`}>
            {sample.label}
          </h3>
          <CodeBlock code={sample.code} lang={sample.lang} />
        </section>
      ))}
    </div>
  );
}
