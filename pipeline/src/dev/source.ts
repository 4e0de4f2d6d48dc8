/**
 * The bundle `pipeline dev` serves: the same records `pipeline build` writes,
 * made from the engine's latest check when the site asks for them. The check
 * runs without body trees (that keeps it incremental); a page's body is made
 * by analysing that one page again when it is rendered.
 *
 * Unlike a build, dev renders pages that have errors (a writer is in the
 * middle of fixing them) and drafts (a writer previews them): a page whose
 * title is invalid gets its file name as title, and the findings overlay
 * says why.
 */
import { basename } from 'node:path';
import type { BundleSource } from '../../contract/bundle-source.ts';
import type { BundlePage, BundleSpec, Manifest } from '../../contract/bundle.ts';
import type { Frontmatter } from '../../contract/frontmatter.ts';
import { bundleManifest, bundlePage, bundleSpecs } from '../bundle/assemble.ts';
import type { CheckResult } from '../check.ts';
import { readText } from '../load/files.ts';
import type { PageEntry } from '../model.ts';
import { analyzeSafely } from '../pages/analyze.ts';

export class DevBundle implements BundleSource {
  private manifestMemo: Manifest | undefined;
  private specsMemo: BundleSpec[] | undefined;
  private byRoute: Map<string, PageEntry> | undefined;
  /** Asset files pages link to: path from the root -> path below the site's root. */
  readonly assets = new Map<string, string>();

  constructor(
    private readonly root: string,
    private result: CheckResult,
  ) {}

  /** Takes a newer check's result: records are made from it from now on. */
  update(result: CheckResult): void {
    this.result = result;
    this.manifestMemo = undefined;
    this.specsMemo = undefined;
    this.byRoute = undefined;
  }

  get check(): CheckResult {
    return this.result;
  }

  /** Every page, drafts included, in id order. */
  private pages(): PageEntry[] {
    return [...this.result.site.pages.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  /** The page a route serves, if any. */
  pageAt(route: string): PageEntry | undefined {
    this.byRoute ??= new Map(this.pages().map((p) => [p.route, p]));
    return this.byRoute.get(route);
  }

  manifest(): Manifest {
    this.manifestMemo ??= bundleManifest(this.result.site, this.pages().map(withTitle));
    return this.manifestMemo;
  }

  spec(id: string): BundleSpec | undefined {
    this.specsMemo ??= bundleSpecs(this.result.site);
    return this.specsMemo.find((s) => s.id === id);
  }

  page(route: string): BundlePage {
    const page = this.pageAt(route);
    if (!page) throw new Error(`no page is served at ${route}`);
    const read = readText(this.root, page.path);
    const analysis = read.file ? analyzeSafely(page.path, read.file.text, { body: true }) : undefined;
    const body = analysis?.body ?? { type: 'root' as const, children: [] };
    return bundlePage(this.result.site, withTitle(page), body, this.assets);
  }
}

/** The page with a title to show even while its frontmatter has none that is valid. */
function withTitle(page: PageEntry): PageEntry {
  const fm = page.analysis.frontmatter;
  if (fm && typeof fm.title === 'string') return page;
  const frontmatter = { ...(fm ?? {}), title: basename(page.path) } as Frontmatter;
  return { ...page, analysis: { ...page.analysis, frontmatter } };
}
