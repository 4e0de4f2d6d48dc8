/**
 * The input rule of external links: with `--external` only, each distinct
 * http(s) URL in a page is requested once (answers kept for a day); one that
 * does not answer with a success status is reported where it is written.
 * Reported by pipeline/src/links/external.ts.
 */
import { inputRuleMeta } from './meta.ts';
import type { InputRule } from './types.ts';

export const external: InputRule = {
  ...inputRuleMeta('links/external'),
  reportedBy: ['pipeline/src/links/external.ts'],
  examples: [
    { title: 'a link to a host, without --external (nothing is requested)', files: { 'content/docs/index.md': '---\ntitle: Welcome\n---\n\nSee [the status page](http://127.0.0.1:47/status).\n' }, expect: [] },
    {
      title: 'a link to a port where nothing listens, with --external',
      files: { 'content/docs/index.md': '---\ntitle: Welcome\n---\n\nSee [the status page](http://127.0.0.1:47/status).\n' },
      options: { external: true },
      expect: ['content/docs/index.md:5:5 External link http://127.0.0.1:47/status failed: the connection was refused.'],
    },
  ],
};
