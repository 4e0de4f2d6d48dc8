/**
 * Stage: the rules that judge the samples in pages against the rest of the
 * site: request bodies on API pages against their operation
 * (samples/request-body), SDK samples against the installed SDK types
 * (samples/sdk-types), HTTP requests in any page against the operations they
 * call (samples/http-*). Each is cached per page by what it reads.
 */
import { hashText, type PageCache } from '../cache/cache.ts';
import type { Diagnostic } from '../core/diagnostic.ts';
import { diagnostic } from '../registry/rules.ts';
import { isDraft, type PageEntry } from '../model.ts';
import type { ApiIndex } from '../api-index/index.ts';
import { cachedFindings, type RunContext, type Staged } from '../engine/stage.ts';
import type { SpecSet } from '../spec/stage.ts';

export async function sampleRulesStage(ctx: RunContext, pages: ReadonlyMap<string, PageEntry>, specs: SpecSet, api: ApiIndex): Promise<Staged<null>> {
  const diagnostics = [...(await checkRequestBodies(ctx, specs, api)), ...(await checkSdkSamples(pages, ctx.cache, ctx.used)), ...(await checkHttpRequests(ctx, pages, specs, api))];
  return { value: null, diagnostics };
}

/** samples/request-body: ```json request samples on API pages, against their operation's body schema. */
async function checkRequestBodies(ctx: RunContext, specs: SpecSet, api: ApiIndex): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  for (const [key, page] of api.pageOf) {
    const samples = page.analysis.requestSamples;
    const op = api.operations.get(key);
    const spec = op && specs.specs.find((sp) => sp.id === op.specId);
    if (!samples?.length || !op || !spec) continue;
    const hash = ctx.cache ? hashText(`${specs.hash}\0${key}\0${JSON.stringify(samples)}`) : '';
    out.push(
      ...(await cachedFindings(ctx, `reqsamples:${page.path}`, hash, async () => {
        const { checkRequestSamples } = await import('../../../rules/samples/request-body.ts');
        return checkRequestSamples(samples, spec.document, op).map((f) => diagnostic('samples/request-body', page.path, f.place, f.message, { hint: f.hint }));
      })),
    );
  }
  return out;
}

/**
 * samples/http-*: HTTP requests written in any page, against the operations
 * they call; cached per page by the page's content hash (the requests are
 * read from its text) and the specs.
 */
async function checkHttpRequests(ctx: RunContext, pages: ReadonlyMap<string, PageEntry>, specs: SpecSet, api: ApiIndex): Promise<Diagnostic[]> {
  if (!specs.specs.length) return [];
  const out: Diagnostic[] = [];
  const specDocs = specs.specs.map((sp) => ({ id: sp.id, title: sp.title, document: sp.document }));
  const opOfPage = new Map<string, string>();
  for (const [key, page] of api.pageOf) opOfPage.set(page.path, key);
  for (const page of pages.values()) {
    const requests = page.analysis.httpRequests ?? [];
    // Responses marked with no request above them count on API pages only, for the page's operation.
    const opKeyOfPage = opOfPage.get(page.path);
    const responses = opKeyOfPage ? page.analysis.httpResponses ?? [] : [];
    if ((!requests.length && !responses.length) || isDraft(page)) continue;
    const hash = ctx.cache ? `${specs.hash}\0${ctx.cache.hashOf(page.path) ?? hashText(JSON.stringify([requests, responses]))}` : '';
    out.push(
      ...(await cachedFindings(ctx, `httpreq:${page.path}`, hash, async () => {
        const { checkHttpRequests: check, checkPageResponses } = await import('../../../rules/samples/http/check.ts');
        const findings = check(requests, specDocs);
        const op = opKeyOfPage ? api.operations.get(opKeyOfPage) : undefined;
        const spec = op && specDocs.find((sp) => sp.id === op.specId);
        if (responses.length && op && spec) findings.push(...checkPageResponses(responses, spec, op));
        return findings.map((f) => diagnostic(f.ruleId, page.path, f.place, f.message, { hint: f.hint }));
      })),
    );
  }
  return out;
}

/**
 * samples/sdk-types: each page's SDK samples, type-checked against the
 * installed SDK packages; cached by the samples' text and the packages'
 * versions, so the compiler is loaded only when a sample (or an SDK) changed.
 */
async function checkSdkSamples(pages: ReadonlyMap<string, PageEntry>, cache: PageCache | undefined, used: Set<string>): Promise<Diagnostic[]> {
  const withSamples = [...pages.values()].filter((p) => p.analysis.sdkSamples?.length);
  if (!withSamples.length) return [];
  const { sdkVersions } = await import('../../../rules/samples/sdk-versions.ts');
  const versions = sdkVersions();
  const out: Diagnostic[] = [];
  const due: { page: PageEntry; key: string; hash: string }[] = [];
  for (const page of withSamples) {
    const key = `sdktypes:${page.path}`;
    const hash = cache ? hashText(`${versions}\0${JSON.stringify(page.analysis.sdkSamples)}`) : '';
    used.add(key);
    const hit = cache?.get<Diagnostic[]>(key, hash);
    if (hit) out.push(...hit);
    else due.push({ page, key, hash });
  }
  if (!due.length) return out;
  // One program for every sample that is due: the SDK's types are loaded once.
  const { checkSdkSamples: typeCheck } = await import('../../../rules/samples/sdk-types.ts');
  const samples = due.flatMap((d, pageIndex) => d.page.analysis.sdkSamples!.map((s) => ({ ...s, pageIndex })));
  const found = typeCheck(samples);
  const perPage = due.map((): Diagnostic[] => []);
  for (const f of found) {
    const pageIndex = samples[f.sample]!.pageIndex;
    perPage[pageIndex]!.push(diagnostic('samples/sdk-types', due[pageIndex]!.page.path, f.place, f.message, { hint: f.hint }));
  }
  due.forEach((d, i) => {
    cache?.set(d.key, d.hash, perPage[i]!);
    out.push(...perPage[i]!);
  });
  return out;
}
