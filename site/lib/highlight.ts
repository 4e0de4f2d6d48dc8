/**
 * Build-time syntax highlighting with Shiki. Token colours become class names
 * (`l-<hex>` for the light theme, `d-<hex>` for the dark one) instead of inline
 * styles, so the Content-Security-Policy can forbid inline styles; the matching
 * rules come from `paletteCss()`, built from the same two themes, and ship in
 * the one stylesheet.
 */
import type { Element, Root } from 'hast';
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter, type ShikiTransformer } from 'shiki';

export const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/** Languages loaded up front (API pages need json and bash); others load when a page asks (`loadLanguages`). */
const CORE_LANGS = ['bash', 'json', 'yaml', 'xml', 'javascript'] as const;

let highlighter: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

/** Loads Shiki once; later calls return the same instance. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= createHighlighter({ themes: [THEMES.light, THEMES.dark], langs: [...CORE_LANGS] }).then((h) => (highlighter = h));
  return loading;
}

/** Loads the grammars of these fence languages that Shiki ships and are not loaded yet; unknown names are ignored. */
export async function loadLanguages(langs: Iterable<string | null | undefined>): Promise<void> {
  const h = await loadHighlighter();
  const loaded = new Set(h.getLoadedLanguages());
  const wanted = new Set<BundledLanguage>();
  for (const lang of langs) {
    const l = lang?.toLowerCase();
    if (l && !loaded.has(l) && Object.hasOwn(bundledLanguages, l)) wanted.add(l as BundledLanguage);
  }
  if (wanted.size) await h.loadLanguage(...wanted);
}

const hex = (color: string): string | null => {
  const m = /^#([0-9a-f]{3,8})$/i.exec(color.trim());
  return m ? m[1]!.toLowerCase() : null;
};

/** Inline style -> classes: token colours, and italic/bold/underline. */
function styleToClasses(style: string): string[] {
  const classes: string[] = [];
  for (const decl of style.split(';')) {
    const i = decl.indexOf(':');
    if (i === -1) continue;
    const prop = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).trim().toLowerCase();
    if (prop === 'color' && hex(value)) classes.push(`l-${hex(value)}`);
    else if (prop === '--shiki-dark' && hex(value)) classes.push(`d-${hex(value)}`);
    else if (prop === 'font-style' && value.includes('italic')) classes.push('t-i');
    else if (prop === 'font-weight' && value.includes('bold')) classes.push('t-b');
    else if (prop === 'text-decoration' && value.includes('underline')) classes.push('t-u');
  }
  return classes;
}

const noInlineStyles: ShikiTransformer = {
  name: 'site:no-inline-styles',
  pre(node) {
    delete node.properties.style;
    node.properties.class = 'shiki';
  },
  span(node) {
    const style = node.properties.style;
    if (typeof style === 'string') {
      delete node.properties.style;
      const classes = styleToClasses(style);
      if (classes.length) node.properties.class = classes.join(' ');
    }
  },
};

/** Lower-case language name Shiki knows (aliases included), else null. */
export function knownLanguage(lang: string | null | undefined): string | null {
  if (!lang || !highlighter) return null;
  const l = lang.toLowerCase();
  return highlighter.getLoadedLanguages().includes(l) ? l : null;
}

/**
 * Highlighted trees by language and code: API pages repeat the same shared
 * examples (error bodies, envelopes) hundreds of times. Trees are never mutated.
 */
const memo = new Map<string, Root>();
const MEMO_LIMIT = 5000;

/** Highlights `code` as `lang` (plain text when unknown). Call `loadHighlighter()` first. */
export function highlight(code: string, lang: string | null | undefined): Root {
  if (!highlighter) throw new Error('highlight() before loadHighlighter() resolved');
  const resolved = knownLanguage(lang) ?? 'text';
  const key = `${resolved}\u0000${code}`;
  let tree = memo.get(key);
  if (!tree) {
    tree = highlighter.codeToHast(code, { lang: resolved, themes: THEMES, transformers: [noInlineStyles] });
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(key, tree);
  }
  return tree;
}

/** The `<pre>` element of a highlighted tree (for callers that wrap it). */
export const preOf = (root: Root): Element | undefined => root.children.find((n): n is Element => n.type === 'element');

/**
 * The rules for every colour the two themes can produce: `.l-xxxxxx` sets the
 * light colour variable, `.d-xxxxxx` the dark one; site.css picks one per scheme.
 */
export async function paletteCss(): Promise<string> {
  const h = await loadHighlighter();
  const colours = (name: string) => {
    const theme = h.getTheme(name);
    const set = new Set<string>();
    const fg = hex(theme.fg);
    if (fg) set.add(fg);
    for (const s of theme.settings) {
      const c = typeof s.settings?.foreground === 'string' ? hex(s.settings.foreground) : null;
      if (c) set.add(c);
    }
    return { set, fg: hex(theme.fg) ?? '000', bg: hex(theme.bg) ?? 'fff' };
  };
  const light = colours(THEMES.light);
  const dark = colours(THEMES.dark);
  const lines = [
    `.shiki{--sl:#${readable(light.fg, light.bg)};--sd:#${readable(dark.fg, dark.bg)};--sbl:#${light.bg};--sbd:#${dark.bg}}`,
    ...[...light.set].sort().map((c) => `.l-${c}{--sl:#${readable(c, light.bg)}}`),
    ...[...dark.set].sort().map((c) => `.d-${c}{--sd:#${readable(c, dark.bg)}}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** WCAG relative luminance of a 6-digit hex colour. */
function luminance(c: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(c.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

/**
 * The theme's colour, moved toward black (on a light background) or white (on a dark one) just far
 * enough to reach the 4.5:1 contrast WCAG AA asks of text: some token colours of the themes fall short
 * (orange on white is 3.6:1).
 */
export function readable(colour: string, background: string): string {
  // `fff` is `ffffff`; colours with an alpha channel are left as they are.
  const full = (c: string) => (c.length === 3 ? c.replace(/./g, (d) => d + d) : c);
  colour = full(colour);
  background = full(background);
  if (colour.length !== 6 || background.length !== 6 || contrast(colour, background) >= 4.5) return colour;
  const toward = luminance(background) > 0.5 ? 0 : 255;
  let mixed = colour;
  for (let step = 1; step <= 20 && contrast(mixed, background) < 4.5; step++) {
    mixed = [0, 2, 4]
      .map((i) => {
        const v = parseInt(colour.slice(i, i + 2), 16);
        return Math.round(v + ((toward - v) * step) / 20)
          .toString(16)
          .padStart(2, '0');
      })
      .join('');
  }
  return mixed;
}
