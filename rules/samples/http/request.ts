/**
 * What an HTTP request written in a code sample says, once read by one of the
 * language readers (curl.ts, javascript.ts, python.ts): method, URL, credentials
 * and body, each with the place in the page where it is written. Plain data:
 * it is made in the page analysis and kept in the cache, then checked against
 * the specs (check.ts) once they are loaded.
 */
import type { Place } from '../../../pipeline/src/core/diagnostic.ts';

/** A placeholder inside a URL read from a sample: `{NAME}` stands for a variable or an expression. */
export const placeholder = (name: string): string => `{${name.replace(/[{}]/g, '')}}`;

export interface BodySample {
  /** json: a JSON document; form: name=value fields (urlencoded or multipart); other: something else (a file, raw text). */
  kind: 'json' | 'form' | 'other';
  /** Where the body (or its first part) is written. */
  at: Place;
  /** A JSON body as text (curl): located field by field with the YAML parser. */
  text?: string;
  /** Where `text` starts, when it is written verbatim (no quoting changed it). */
  textAt?: Place;
  /** The column where the block's lines start (for the lines of `text` after its first). */
  textIndent?: number;
  /** A body read from code (JS object, Python dict): the value, with the place of each key. */
  value?: unknown;
  /** JSON Pointer of a key or item -> where it is written. */
  places?: Record<string, Place>;
  /** Pointers whose value could not be read (a variable, a call): their type is not checked. */
  unknown?: string[];
  /** The file a curl body is read from (`-d @body.json`). */
  file?: string;
  /** Form fields, in order. */
  fields?: { name: string; value: string | null; at: Place }[];
}

export interface HttpRequestSample {
  /** The reader that found it; `other` for a URL literal in a language whose requests are not read. */
  lang: 'curl' | 'javascript' | 'python' | 'other';
  /** Where the request starts (the `curl` word, the `fetch` call). */
  at: Place;
  /** Upper-case method; null when it is an expression the reader could not follow. */
  method: string | null;
  methodAt: Place;
  /** The URL with `{NAME}` for each variable part; null when it could not be read. */
  url: string | null;
  urlAt: Place;
  /** The URL is written as it is at urlAt (no quotes, escapes or variables changed it): columns inside it hold. */
  urlVerbatim?: boolean;
  /** Query parameters given apart from the URL (curl -G data, Python params=). */
  query?: { name: string; value: string | null; at: Place }[];
  /** Query parameters are added in a way that could not be read (Python params= from a variable). */
  queryUnknown?: boolean;
  auth?: { scheme: 'basic' | 'bearer' | 'other'; at: Place };
  body?: BodySample;
  /** Why some part of the request could not be read, when that matters. */
  unreadable?: { reason: string; at: Place };
  /** The command the answer is piped into (curl ... | jq '.data'), when it is. */
  pipedTo?: string;
  /** A ```json block shown as this request's answer (right under it, or marked as a response). */
  response?: { text: string; at: Place; code?: number };
  /** A success status stated next to the request (`201 Created`, `returns 200`). */
  status?: { code: number; at: Place };
}

/** Turns an offset into a block's text into a place in the page. */
export type Locator = (offset: number) => Place;

/** A locator for a block's `text`: its lines start at `start.line`, each at `start.column` (the fence's indent). */
export function locator(text: string, start: Place): Locator {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: start.line + lo, column: start.column + offset - lineStarts[lo]! };
  };
}

/**
 * Text values of the variables set so far on the page, in one language: a reader
 * takes them for names a block does not set itself, and adds the ones it sets.
 */
export type Scope = Map<string, string>;

/** A reader: every request it finds in one block's text. */
export type RequestReader = (text: string, at: Locator, scope: Scope) => HttpRequestSample[];
