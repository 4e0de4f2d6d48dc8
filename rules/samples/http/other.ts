/**
 * Blocks in languages whose HTTP requests are not read (Ruby, Java, C#, PHP,
 * Go...): each http(s) URL written in a string literal is taken as a request
 * whose method and shape are unknown, so that one to a host a spec serves gets
 * a samples/http-unreadable warning instead of silence. Interpolations
 * (`#{id}`, `${id}`, `{0}`, `" + id + "`) become `{NAME}` placeholders; the
 * URL is never checked beyond telling which spec serves it, since a literal in
 * these languages is as often a base URL as a whole request.
 */
import { placeholder, type HttpRequestSample, type Locator } from './request.ts';

/** The languages this reader stands in for, by fence name, with the name shown in findings. */
export const UNREAD_LANGUAGES: Record<string, string> = {
  ruby: 'Ruby', rb: 'Ruby',
  java: 'Java', kotlin: 'Kotlin', kt: 'Kotlin',
  csharp: 'C#', cs: 'C#', 'c#': 'C#', fsharp: 'F#',
  php: 'PHP', go: 'Go', golang: 'Go', swift: 'Swift', rust: 'Rust', rs: 'Rust',
  perl: 'Perl', elixir: 'Elixir', dart: 'Dart', scala: 'Scala', powershell: 'PowerShell', ps1: 'PowerShell',
};

/** A string literal that starts with an http(s) URL: double, single or back quotes, or C#'s $"..." and @"...". */
const URL_LITERAL = /(["'`])(https?:\/\/[^"'`\s]*)/g;

/** Interpolations and concatenations inside a URL literal, as placeholders. */
function normalise(url: string): string {
  return url
    .replace(/#\{([^}]*)\}/g, (_, e: string) => placeholder(e.trim() || 'VALUE')) // Ruby, Elixir
    .replace(/\$\{([^}]*)\}/g, (_, e: string) => placeholder(e.trim() || 'VALUE')) // Kotlin, Dart, PHP, PowerShell
    .replace(/\{(\d+)\}/g, (_, n: string) => placeholder(`ARG${n}`)) // String.format, C# composite formats
    .replace(/%[sdv]/g, placeholder('VALUE')); // printf-style (Go, Java, Ruby, Perl)
}

/** A reader for one of {@link UNREAD_LANGUAGES}. */
export function makeUnreadReader(language: string) {
  return (text: string, at: Locator): HttpRequestSample[] => {
    const out: HttpRequestSample[] = [];
    for (const m of text.matchAll(URL_LITERAL)) {
      const start = m.index! + 1;
      const place = at(start);
      out.push({
        lang: 'other',
        at: place,
        method: null,
        methodAt: place,
        url: normalise(m[2]!),
        urlAt: place,
        unreadable: { reason: `requests written in ${language} are not read`, at: place },
      });
    }
    return out;
  };
}
