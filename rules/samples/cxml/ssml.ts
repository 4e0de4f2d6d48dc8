/**
 * SSML inside `<Say>`: the tags the platform supports, their attributes and
 * values, and which tags may hold which. Amazon Polly voices also take
 * Polly's own tags (`<amazon:effect>`, `<amazon:domain>`...), so any tag with
 * a namespace prefix is left alone.
 */
import type { ElementSpec } from './types.ts';
import { words } from './types.ts';

/** Tags that may appear wherever SSML text is (inside `<Say>` and inside each other). */
const INLINE = ['break', 'emphasis', 'lang', 'p', 'phoneme', 'prosody', 's', 'say-as', 'sub', 'w', 'mark'];

export const SSML_ELEMENTS: Readonly<Record<string, ElementSpec>> = {
  break: { children: [], attributes: { time: 'text', strength: words('none', 'x-weak', 'weak', 'medium', 'strong', 'x-strong') } },
  emphasis: { children: INLINE, attributes: { level: words('strong', 'moderate', 'reduced') } },
  lang: { children: INLINE, attributes: { 'xml:lang': 'text' } },
  p: { children: INLINE, attributes: {} },
  s: { children: INLINE, attributes: {} },
  phoneme: { children: [], attributes: { alphabet: words('ipa', 'x-sampa'), ph: 'text' } },
  // volume, pitch and rate: a word (x-soft, low, slow...) or a relative change (+6dB, -10%, 85%).
  prosody: { children: INLINE, attributes: { volume: 'text', pitch: 'text', rate: 'text' } },
  'say-as': { children: [], attributes: { 'interpret-as': 'text', format: 'text', detail: 'text' } },
  sub: { children: [], attributes: { alias: 'text' } },
  w: { children: INLINE, attributes: { role: 'text' } },
  mark: { children: [], attributes: { name: 'text' } },
};

export const SSML_INLINE: readonly string[] = INLINE;
