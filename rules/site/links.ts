/**
 * The link rules, judged on every link and image of every page but drafts
 * once the engine has resolved them: a link that leads nowhere
 * (links/broken), an anchor the target page does not have
 * (links/broken-anchor), and URLs the site refuses as written
 * (links/unsafe-scheme, links/windows-path, links/protocol-relative).
 */
import { excerpt } from '../../pipeline/src/core/excerpt.ts';
import { DOCS } from '../../pipeline/src/core/paths.ts';
import { schemeProblem, type SchemeProblem } from '../../pipeline/src/core/link-scheme.ts';
import { isDraftPage, type SiteFinding, type SiteLink, type SiteLinkRef } from '../../pipeline/src/core/site.ts';
import { siteRuleMeta } from './meta.ts';
import type { SiteRule, SiteRuleExample } from './types.ts';

const noun = (ref: SiteLinkRef) => (ref.kind === 'image' ? 'Image' : ref.kind === 'definition' ? 'Link definition' : 'Link');
const at = (link: SiteLink, message: string, hint: string | undefined): SiteFinding => ({
  file: link.page.path,
  place: { line: link.ref.line, column: link.ref.column },
  end: { line: link.ref.endLine, column: link.ref.endColumn },
  message,
  ...(hint ? { hint } : {}),
});
const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const example = (title: string, body: string, expect: string[], extra: Record<string, string> = {}): SiteRuleExample => ({
  title,
  files: { 'content/docs/guide.md': page('Guide', body), 'content/docs/setup.md': page('Setup', '## Install\n\nText.'), ...extra },
  expect,
});

export const broken: SiteRule = {
  ...siteRuleMeta('links/broken'),
  check: (site) =>
    site.links.flatMap((link): SiteFinding[] => {
      const t = link.target;
      if (t?.kind === 'broken') return [at(link, `${noun(link.ref)} ${t.reason}`, t.hint)];
      if (t?.kind === 'page' && isDraftPage(t.page)) return [at(link, `${noun(link.ref)} "${excerpt(link.ref.url)}" points to a draft page, which is not built.`, 'Remove the link or publish the page.')];
      return [];
    }),
  examples: [
    example('A relative link to a page that exists', 'Read [setup](./setup.md) first.', []),
    example('A link to a file that is not there', 'Read [setup](./set-up.md) first.', ['content/docs/guide.md:5:6 Link "./set-up.md" does not exist (resolved to content/docs/set-up.md).']),
  ],
};

export const brokenAnchor: SiteRule = {
  ...siteRuleMeta('links/broken-anchor'),
  check: (site) =>
    site.links.flatMap((link): SiteFinding[] => {
      const t = link.target;
      if (t?.kind !== 'page' || !t.missingAnchor) return [];
      const where = t.page.id === link.page.id ? 'this page' : t.page.path.slice(DOCS.length + 1);
      const suggestion = t.missingAnchor.suggestion;
      return [at(link, `${noun(link.ref)} anchor "#${excerpt(t.anchor ?? '')}" does not exist on ${where}.`, suggestion ? `Did you mean "#${suggestion}"?` : "Anchors are the slugs of the page's headings.")];
    }),
  examples: [
    example('An anchor that is a heading of the target', 'See [installing](./setup.md#install).', []),
    example('An anchor no heading has', 'See [installing](./setup.md#installation).', ['content/docs/guide.md:5:5 Link anchor "#installation" does not exist on setup.md.']),
  ],
};

/** A rule for the URLs schemeProblem reports under `id`. */
function schemeRule(id: SchemeProblem['ruleId'], examples: SiteRuleExample[]): SiteRule {
  return {
    ...siteRuleMeta(id),
    check: (site) =>
      site.links.flatMap((link) => {
        const problem = schemeProblem(link.ref.url, link.ref.kind);
        return problem?.ruleId === id ? [at(link, problem.message, problem.hint)] : [];
      }),
    examples,
  };
}

export const unsafeScheme = schemeRule('links/unsafe-scheme', [
  example('https and mailto links', 'Write to [us](mailto:docs@example.com) or read [the status page](https://status.example.com).', []),
  example('A javascript: link', 'Click [here](javascript:alert(1)).', ['content/docs/guide.md:5:7 Link uses the "javascript:" scheme, which can run code or read the reader\'s files; the site never makes it a link.']),
]);

export const windowsPath = schemeRule('links/windows-path', [
  example('Forward slashes', 'See [setup](./setup.md).', []),
  example('Backslashes', 'See [setup](.\\setup.md).', ['content/docs/guide.md:5:5 Link ".\\setup.md" has backslashes; URLs separate folders with "/".']),
]);

export const protocolRelative = schemeRule('links/protocol-relative', [
  example('A full URL for another site', 'See [the blog](https://blog.example.com/post).', []),
  example('A URL that starts with //', 'See [the blog](//blog.example.com/post).', ['content/docs/guide.md:5:5 Link "//blog.example.com/post" starts with "//", so browsers read what follows as a host name, not a path.']),
]);
