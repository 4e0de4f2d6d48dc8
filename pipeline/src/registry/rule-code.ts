/**
 * Where each rule's code is: the source files that name the rule's id (or,
 * for the wrapped remark-lint preset and the Spectral ruleset, the rule's
 * name or package inside its family's folder); an id in backticks in a doc
 * comment counts, for rules whose id is built from a table. The rules reference lists them, so a
 * reader goes from an id in a report to the code that made it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'fixtures') sources(path, out);
    } else if (name.endsWith('.ts') && name !== 'meta.ts') out.push(path);
  }
  return out;
}

/** A function from rule id to the files (relative to `root`, sorted) that hold its code. */
export function ruleCodeFinder(root: string): (id: string) => string[] {
  const files = [...sources(join(root, 'pipeline/src')), ...sources(join(root, 'rules'))]
    .filter((f) => !f.includes(`${join('pipeline', 'src', 'registry')}`))
    .map((f) => ({ path: relative(root, f).split('\\').join('/'), text: readFileSync(f, 'utf8') }));
  const naming = (word: string, within: (path: string) => boolean, quotes = ["'", '"']) =>
    files.filter((f) => within(f.path) && quotes.some((q) => f.text.includes(`${q}${word}${q}`))).map((f) => f.path);
  return (id) => {
    const exact = naming(id, () => true);
    if (exact.length) return exact.sort();
    const documented = naming(id, () => true, ['`']);
    if (documented.length) return documented.sort();
    const [family, name] = id.split('/') as [string, string];
    const folder = family === 'spec' ? ['rules/spectral/', 'pipeline/src/spec/'] : family === 'markdown' ? ['rules/markdown/'] : [`rules/${family}/`];
    const inFolder = (p: string) => folder.some((f) => p.startsWith(f));
    // A wrapped remark-lint rule is named by its package.
    return [...new Set([...naming(name, inFolder), ...naming(`remark-lint-${name}`, inFolder)])].sort();
  };
}
