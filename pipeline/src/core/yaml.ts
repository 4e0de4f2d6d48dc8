/**
 * YAML parsed with positions. Every value and key can be located back to a
 * line and column in the file that holds it, including when the YAML is a
 * frontmatter block that starts some lines into a Markdown file.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type Pair } from 'yaml';
import type { Place } from './diagnostic.ts';

/** Aliases expand in memory; a few dozen is plenty for docs, thousands is an attack. */
const MAX_ALIASES = 50;
/** What a stack overflow inside the YAML library means for a writer. */
const TOO_DEEP = 'The YAML is nested too deeply to be read';
/** Keys that would reach Object.prototype if a careless consumer merged the data. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface YamlProblem {
  /** `syntax` problems leave no data; an `unsafe-key` is reported and left out of the data. */
  kind: 'syntax' | 'unsafe-key';
  message: string;
  start: Place;
  end?: Place;
}

export interface Span {
  start: Place;
  end: Place;
}

export interface ParsedYaml {
  /**
   * Plain data, or `undefined` when the YAML could not be turned into data
   * safely (syntax errors, an alias bomb, an alias inside what it names).
   * Keys such as `__proto__` are reported as problems and left out.
   */
  data: unknown;
  problems: YamlProblem[];
  /** Span of the value (or the key, with `key: true`) at a data path; falls back to the nearest ancestor. */
  locate(path: readonly PropertyKey[], options?: { key?: boolean }): Span;
}

/**
 * @param text the YAML source
 * @param lineOffset lines before the YAML in its file (a frontmatter block starts after `---`)
 */
export function parseYaml(text: string, lineOffset = 0): ParsedYaml {
  const lineCounter = new LineCounter();
  const toPlace = (offset: number): Place => {
    const p = lineCounter.linePos(Math.max(0, Math.min(offset, text.length)));
    return { line: p.line + lineOffset, column: p.col };
  };
  const problems: YamlProblem[] = [];
  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true });
  } catch (error) {
    problems.push({ kind: 'syntax', message: `YAML could not be parsed: ${cleanYamlMessage((error as Error).message ?? String(error))}`, start: toPlace(0) });
    return { data: undefined, problems, locate: () => ({ start: toPlace(0), end: toPlace(0) }) };
  }

  for (const e of doc.errors) {
    problems.push({ kind: 'syntax', message: cleanYamlMessage(e.message), start: toPlace(e.pos[0]), end: toPlace(e.pos[1]) });
  }

  const locate = (path: readonly PropertyKey[], options: { key?: boolean } = {}): Span => {
    let node: unknown = doc.contents;
    let pair: Pair | undefined;
    for (const segment of path) {
      if (isMap(node)) {
        const found = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
        if (!found) break;
        pair = found;
        node = found.value;
      } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
        pair = undefined;
        node = node.items[segment];
      } else break;
    }
    const target = (options.key && pair ? pair.key : node ?? pair?.key) as Node | null | undefined;
    const range = target?.range ?? (doc.contents as Node | null)?.range ?? [0, 0, 0];
    return { start: toPlace(range[0]), end: toPlace(range[1]) };
  };

  if (problems.length > 0) return { data: undefined, problems, locate };

  // An alias inside the node it names (`- &a {items: [*a]}`) would be endless data.
  visit(doc, {
    Alias(_, alias, path) {
      const target = alias.resolve(doc);
      if (target && (path as readonly unknown[]).includes(target)) {
        const range = alias.range ?? [0, 0, 0];
        problems.push({
          kind: 'syntax',
          message: `The alias *${alias.source} is inside the node &${alias.source} it refers to, which makes endless data.`,
          start: toPlace(range[0]),
          end: toPlace(range[1]),
        });
      }
    },
  });
  if (problems.length > 0) return { data: undefined, problems, locate };

  visit(doc, {
    Pair(_, p) {
      if (isPair(p) && isScalar(p.key) && UNSAFE_KEYS.has(String(p.key.value))) {
        const range = (p.key as Node).range ?? [0, 0, 0];
        problems.push({
          kind: 'unsafe-key',
          message: `The key "${String(p.key.value)}" is not allowed: it could change the prototype of every object.`,
          start: toPlace(range[0]),
          end: toPlace(range[1]),
        });
      }
    },
  });

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    let firstAlias = 0;
    visit(doc, { Alias(_, a) { firstAlias = a.range?.[0] ?? 0; return visit.BREAK; } });
    const message = /alias/i.test((error as Error).message)
      ? `The YAML expands aliases more than ${MAX_ALIASES} times; this looks like an alias bomb and was not expanded.`
      : `YAML could not be turned into data: ${cleanYamlMessage((error as Error).message ?? String(error))}`;
    problems.push({ kind: 'syntax', message, start: toPlace(firstAlias) });
    return { data: undefined, problems, locate };
  }
  if (problems.length > 0) data = withoutUnsafeKeys(data);
  return { data, problems, locate };
}

/** The data with every `__proto__`, `constructor` and `prototype` key removed (the YAML library keeps them as plain own keys). */
function withoutUnsafeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnsafeKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) if (!UNSAFE_KEYS.has(key)) out[key] = withoutUnsafeKeys((value as Record<string, unknown>)[key]);
  return out;
}

/** The yaml library's messages end with a code frame and position; keep the sentence. */
function cleanYamlMessage(message: string): string {
  if (/call stack/i.test(message)) return TOO_DEEP;
  const first = message.split('\n')[0] ?? message;
  return first.replace(/ at line \d+, column \d+:?$/, '').trim();
}
