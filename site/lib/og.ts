/**
 * The social preview image of a page (Open Graph / Twitter card, 1200x630
 * PNG): section, title and description on the site's colours, laid out by
 * satori and drawn by resvg, with Inter from @fontsource. Built by
 * site/build.mjs for every listed page; the same input gives the same bytes,
 * so the build keeps them in a cache by the hash of what they show.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

export interface OgCard {
  title: string;
  section: string;
  description: string;
  site: string;
}

/** Bumped whenever the card's design changes, so cached images are made again. */
export const OG_VERSION = 2;

const require = createRequire(import.meta.url);
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
function loadFonts() {
  fonts ??= ([400, 700] as const).map((weight) => ({ name: 'Inter', data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)), weight, style: 'normal' as const }));
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children: string | Node | Node[]): Node => ({ type, props: { style, children } });

/** Long text cut at a word, with an ellipsis. */
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, text.lastIndexOf(' ', max - 1) > max / 2 ? text.lastIndexOf(' ', max - 1) : max - 1)}…`);

export async function ogImage(card: OgCard): Promise<Uint8Array> {
  // Descriptions are Markdown-ish: the card shows their words, not their code and emphasis marks.
  const description = card.description.replace(/[`*_]/g, '');
  const tree = h('div', { width: 1200, height: 630, display: 'flex', flexDirection: 'column', background: '#ffffff', fontFamily: 'Inter' }, [
    h('div', { display: 'flex', height: 16, background: '#4433cc' }, []),
    h('div', { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, padding: '56px 72px' }, [
      h('div', { display: 'flex', fontSize: 30, color: '#4433cc', fontWeight: 700 }, cut(card.section, 70)),
      h('div', { display: 'flex', flexDirection: 'column', width: '100%' }, [
        h('div', { display: 'flex', fontSize: card.title.length > 48 ? 56 : 68, fontWeight: 700, color: '#1a1a24', lineHeight: 1.1 }, cut(card.title, 90)),
        h('div', { display: 'flex', fontSize: 30, color: '#4b4b5b', marginTop: 24, lineHeight: 1.35 }, cut(description, 160)),
      ]),
      h('div', { display: 'flex', fontSize: 26, color: '#6b6b7b' }, card.site),
    ]),
  ]);
  const svg = await satori(tree as never, { width: 1200, height: 630, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: 1200 } }).render().asPng();
}
