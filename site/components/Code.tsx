/** A code block: highlighted at build time, turned into React elements (no innerHTML). */
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ReactNode } from 'react';
import { highlight, knownLanguage } from '../lib/highlight.ts';

/** A language label is shown only when it looks like one. */
const label = (lang: string | null | undefined): string | null => {
  const l = lang?.toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9+#._-]{0,23}$/.test(l) && l !== 'text' ? l : null;
};

/** `title="..."` in a fence's meta string becomes the block's caption. */
const titleOf = (meta: string | null | undefined): string | null => {
  const m = meta ? /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta) : null;
  return m ? (m[1] ?? m[2] ?? m[3] ?? null) : null;
};

export function CodeBlock({ code, lang, meta }: { code: string; lang?: string | null; meta?: string | null }): ReactNode {
  const tree = highlight(code, lang);
  const shown = label(knownLanguage(lang) ?? lang);
  const title = titleOf(meta);
  return (
    <div className="code-block">
      {/* Always there, at its full height: the copy button goes in it, so it covers no code and shifts nothing when it appears. */}
      <div className="code-head">
        {title && <span className="code-title">{title}</span>}
        {shown && <span className="code-lang">{shown}</span>}
      </div>
      {toJsxRuntime(tree, { Fragment, jsx, jsxs })}
    </div>
  );
}
