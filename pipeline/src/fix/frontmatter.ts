/**
 * Edits of a page's YAML frontmatter that change one scalar and nothing
 * else, done on the yaml library's CST: every other token (key order,
 * quoting and block styles, comments, blank lines, CRLF line endings, a
 * UTF-8 BOM before the block) is written back byte for byte. Each edit is
 * checked by parsing the result: it must be valid YAML without duplicate
 * keys, hold the new value, and every other value must be unchanged;
 * otherwise the edit is refused (null) and the file left alone.
 */
import { isDeepStrictEqual } from 'node:util';
import { CST, Parser, parseDocument, stringify } from 'yaml';

interface Frontmatter {
  /** Text before the YAML: an optional BOM and the opening `---` line. */
  head: string;
  yaml: string;
  /** The closing `---` line and everything after it. */
  tail: string;
}

const FRONTMATTER = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?\r?\n)?(---[ \t]*(?:\r?\n[\s\S]*)?)$/;

/** The frontmatter block of a page, or null when it has none. */
export function splitFrontmatter(text: string): Frontmatter | null {
  const m = FRONTMATTER.exec(text);
  if (!m) return null;
  return { head: m[1]!, yaml: m[2] ?? '', tail: m[3]! };
}

/** The frontmatter's data, or undefined when it is not valid YAML (duplicate keys count as invalid). */
export function frontmatterData(yaml: string): unknown {
  const doc = parseDocument(yaml, { uniqueKeys: true, prettyErrors: false });
  return doc.errors.length ? undefined : (doc.toJS({ maxAliasCount: 50 }) ?? {});
}

type Path = (string | number)[];

/** The key of a CST pair as data, or undefined for a key that is not a plain scalar. */
function keyOf(item: CST.CollectionItem): string | undefined {
  if (!item.key || !CST.isScalar(item.key)) return undefined;
  return CST.resolveAsScalar(item.key)?.value;
}

/**
 * Runs `edit` on the frontmatter's CST; `expected` maps the old data to the
 * data the edit must produce. Returns the page text, or null when anything
 * does not hold.
 */
function editFrontmatter(text: string, edit: (doc: CST.Document, offsetOfYaml: number) => boolean, expected: (data: Record<string, unknown>) => unknown): string | null {
  const fm = splitFrontmatter(text);
  if (!fm) return null;
  const before = frontmatterData(fm.yaml);
  if (typeof before !== 'object' || before === null || Array.isArray(before)) return null;
  const tokens = [...new Parser().parse(fm.yaml)];
  const docs = tokens.filter((t): t is CST.Document => t.type === 'document');
  if (docs.length !== 1 || !edit(docs[0]!, fm.head.length)) return null;
  const yaml = tokens.map((t) => CST.stringify(t)).join('');
  const after = frontmatterData(yaml);
  if (after === undefined || !isDeepStrictEqual(after, expected(before as Record<string, unknown>))) return null;
  return fm.head + yaml + fm.tail;
}

/** The top-level item of `key` in the frontmatter's mapping. */
function topLevelItem(doc: CST.Document, key: string): { item: CST.CollectionItem; inFlow: boolean } | undefined {
  const map = doc.value;
  if (!map || (map.type !== 'block-map' && map.type !== 'flow-collection')) return undefined;
  const items = map.items.filter((it) => keyOf(it) === key);
  return items.length === 1 ? { item: items[0]!, inFlow: map.type === 'flow-collection' } : undefined;
}

/**
 * The page with its frontmatter `title` set to `title`. A single- or
 * double-quoted title keeps its quotes; a plain or block (`|`, `>-`) title
 * becomes a plain scalar, quoted only when it must be. Null when the
 * frontmatter has no scalar title or cannot be read.
 */
export function setFrontmatterTitle(text: string, title: string): string | null {
  return editFrontmatter(
    text,
    (doc) => {
      const found = topLevelItem(doc, 'title');
      const value = found?.item.value;
      if (!found || !value || !CST.isScalar(value)) return false;
      // The CST writer cannot tell that a plain `42` or `true` would read back as a number or boolean; the library's stringify can.
      const plainSafe = !/^["']/.test(stringify(title, { lineWidth: 0 }));
      const type = value.type === 'single-quoted-scalar' ? 'QUOTE_SINGLE' : value.type === 'double-quoted-scalar' || !plainSafe ? 'QUOTE_DOUBLE' : 'PLAIN';
      CST.setScalarValue(value, title, { afterKey: true, inFlow: found.inFlow, type });
      return true;
    },
    (data) => ({ ...data, title }),
  );
}

/**
 * The page with the frontmatter key written at `offset` (in the page text)
 * renamed from `from` to `to`, in whatever mapping holds it. Null when no such
 * key is there, or when that mapping already has `to` (never a duplicate key).
 */
export function renameFrontmatterKey(text: string, offset: number, from: string, to: string): string | null {
  let path: Path = [];
  return editFrontmatter(
    text,
    (doc, base) => {
      let done = false;
      const trail: Path = [];
      CST.visit(doc, (item, visitPath) => {
        if (done) return CST.visit.BREAK;
        if (!item.key || item.key.offset + base !== offset || keyOf(item) !== from) return undefined;
        const parent = CST.visit.parentCollection(doc, visitPath);
        if (parent.items.some((it) => keyOf(it) === to)) return CST.visit.BREAK;
        // The data path of the renamed key, for the check: each step is a key (maps) or an index (sequences).
        for (let i = 1; i <= visitPath.length; i++) {
          const step = visitPath.slice(0, i);
          const container = CST.visit.parentCollection(doc, step);
          const index = step[i - 1]![1];
          if (container.type === 'block-seq' || (container.type === 'flow-collection' && container.start.source === '[')) trail.push(index);
          else trail.push(keyOf(container.items[index]!) ?? '');
        }
        CST.setScalarValue(item.key, to, { implicitKey: true, type: 'PLAIN' });
        done = true;
        return CST.visit.BREAK;
      });
      path = trail;
      return done;
    },
    (data) => renamedAt(data, path, to),
  );
}

/** `data` with the key at `path` renamed to `to`, keeping key order. */
function renamedAt(data: unknown, path: Path, to: string): unknown {
  if (!path.length) return data;
  const [step, ...rest] = path;
  if (Array.isArray(data)) return data.map((v, i) => (i === step ? renamedAt(v, rest, to) : v));
  if (typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => (k !== String(step) ? [k, v] : rest.length ? [k, renamedAt(v, rest, to)] : [to, v])),
  );
}
