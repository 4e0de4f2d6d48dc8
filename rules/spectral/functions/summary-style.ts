/**
 * `spec/summary-style`: a summary is in sentence case with no trailing period. Words after the first are lower case unless they are
 * acronyms or mixed-case names (SIP, PubSub, FreeSWITCH) or listed proper
 * nouns (Dialogflow). Given an operation's `summary`.
 */
import { createRulesetFunction } from '@stoplight/spectral-core';

export interface SentenceCaseOptions {
  /** Capitalised words allowed mid-sentence. */
  properNouns?: string[];
}

export default createRulesetFunction<string, SentenceCaseOptions>(
  {
    input: { type: 'string' },
    options: { type: 'object', properties: { properNouns: { type: 'array', items: { type: 'string' } } }, additionalProperties: false },
  },
  (summary, { properNouns = [] }) => {
    const words = summary.trim().split(/\s+/);
    const first = words[0] ?? '';
    if (!/^[A-Z]/.test(first)) return [{ message: `A summary starts with a capital letter: "${first}".` }];
    if (/[.!]$/.test(summary.trim())) return [{ message: 'A summary is a title and ends without a full stop.' }];
    const allowed = new Set(properNouns);
    const titled = words.slice(1).filter((w) => {
      const bare = w.replace(/^[^\p{L}]+|[^\p{L}\p{N}]+$/gu, '');
      // Capitalised with the rest lower case: "Room", not "SIP" or "PubSub".
      return /^\p{Lu}[\p{Ll}\p{N}]*$/u.test(bare) && bare.length > 1 && !allowed.has(bare);
    });
    if (titled.length) return [{ message: `A summary is in sentence case; write ${titled.map((w) => `"${w}"`).join(', ')} in lower case (or list a proper noun in the ruleset).` }];
    return [];
  },
);
