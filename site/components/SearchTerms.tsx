/**
 * What a page is, for the search index only: its title and sidebar label,
 * the trail of sections above it, its product (`SWML method play`, `cXML
 * verb Dial`, `REST API`), and for an API page its method, path and
 * operation id. Pagefind weighs these above body text, so a reader who types
 * the name of the thing (`swml play`, `cxml dial`) finds the page about it
 * first. Not shown, not read aloud, and not part of the Markdown twin.
 * A page that is one language's version of a guide names its group, so that
 * search shows the guide once.
 */
import type { ReactNode } from 'react';
import type { BundlePage, Manifest } from '../lib/bundle.ts';
import { SECTION_LABELS } from '../site.config.ts';

/** Folder names that mark a page as one language's version of a guide. */
const LANGUAGES = new Set(['nodejs', 'node', 'javascript', 'typescript', 'python', 'ruby', 'php', 'java', 'csharp', 'dotnet', 'go', 'curl']);

/** The group of a per-language page (`compatibility-api/guides/voice/ivr` for `.../ivr/python`), when its folder holds other languages too. */
export function variantGroup(id: string, ids: readonly string[]): string | undefined {
  const at = id.lastIndexOf('/');
  if (at < 0 || !LANGUAGES.has(id.slice(at + 1))) return undefined;
  const parent = id.slice(0, at);
  const siblings = ids.filter((other) => other !== id && other.startsWith(`${parent}/`) && LANGUAGES.has(other.slice(parent.length + 1)));
  return siblings.length ? parent : undefined;
}

/**
 * The product a page belongs to when it is specific to one way of building
 * (SWML, cXML and the Compatibility API, an SDK): search puts such pages
 * first only when the query names the product.
 */
function productOf(id: string): string | undefined {
  if (id.startsWith('swml/')) return 'swml';
  if (id.startsWith('compatibility-api/') || id.startsWith('rest/compatibility-api/')) return 'cxml laml compatibility twilio';
  if (id.startsWith('sdks/browser-sdk/')) return 'browser sdk javascript js';
  if (id.startsWith('sdks/realtime-sdk/')) return 'realtime sdk node nodejs relay';
  return undefined;
}

/** A reference page of SWML or an SDK (a method, a class, a namespace) rather than a guide. */
function isReference(id: string): boolean {
  return (id.startsWith('swml/') || id.startsWith('sdks/')) && /\/(methods|cxml|webrtc|video|voice|chat|pubsub|messaging|task|utilities|push-notifications|call-fabric|signalwire-client|v2)\//.test(id);
}

/** The product words of a page, from where it lives: the words readers put before the name of a thing. */
function productWords(page: BundlePage): string[] {
  const id = page.id;
  const name = id.split('/').at(-1) ?? '';
  if (id.startsWith('swml/methods/')) return ['SWML', 'method', name.replace(/_/g, ' '), name];
  if (id.startsWith('swml/')) return ['SWML'];
  if (id.startsWith('compatibility-api/cxml/')) return ['cXML', 'LaML', id.includes('/voice/') ? 'voice verb' : id.includes('/messaging/') ? 'messaging verb' : id.includes('/fax/') ? 'fax verb' : ''];
  if (id.startsWith('compatibility-api/')) return ['Compatibility API', 'cXML', 'LaML'];
  if (id.startsWith('rest/compatibility-api/')) return ['Compatibility REST API', 'LaML'];
  if (id.startsWith('rest/')) return ['REST API'];
  if (id.startsWith('sdks/browser-sdk/')) return ['Browser SDK', 'JavaScript'];
  if (id.startsWith('sdks/realtime-sdk/')) return ['Realtime SDK', 'Node.js'];
  return [];
}

export function SearchTerms({ page, manifest }: { page: BundlePage; manifest: Manifest }): ReactNode {
  const fm = page.frontmatter;
  const section = page.sidebar ? SECTION_LABELS[page.sidebar] : undefined;
  const op = page.operation;
  const strong = [page.title, fm.sidebar_label, ...productWords(page), op ? `${op.method.toUpperCase()} ${op.path} ${op.operationId}` : ''].filter(Boolean).join(' · ');
  const context = [section, ...page.breadcrumbs.map((b) => b.label)].filter(Boolean).join(' · ');
  const group = variantGroup(
    page.id,
    manifest.routes.map((r) => r.id),
  );
  const kind = op ? 'api' : isReference(page.id) ? 'reference' : 'guide';
  return (
    // Pagefind skips `hidden` elements: this one is out of sight (and out of the accessibility tree) instead.
    <div className="visually-hidden" aria-hidden="true" data-markdown-ignore="">
      <p data-pagefind-weight="10">{strong}</p>
      {context && <p data-pagefind-weight="3">{context}</p>}
      {/* For the site's ranking (site/public/search.js): what the page is named and what kind of page it is. */}
      <span data-pagefind-meta={`terms:${strong}`} />
      <span data-pagefind-meta={`context:${context}`} />
      <span data-pagefind-meta={`kind:${kind}`} />
      <span data-pagefind-filter={`kind:${kind}`} />
      {productOf(page.id) && <span data-pagefind-meta={`product:${productOf(page.id)}`} />}
      {/\/index$/.test(page.id) && <span data-pagefind-meta="landing:yes" />}
      {group && <span data-pagefind-meta={`group:${group}`} />}
    </div>
  );
}
