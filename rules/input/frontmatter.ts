/**
 * Input rules of a page's frontmatter: the YAML block between `---` fences at
 * the top of a page, read with positions and validated against the page
 * schema (pipeline/contract/frontmatter.ts). Reported by
 * pipeline/src/pages/frontmatter.ts.
 */
import { inputRuleMeta } from './meta.ts';
import type { InputRule } from './types.ts';

const REPORTED_BY = ['pipeline/src/pages/frontmatter.ts'];
const ok = (title: string, frontmatter: string) => ({ title, files: { 'content/docs/index.md': `---\n${frontmatter}---\n\nSome text.\n` }, expect: [] });

export const yaml: InputRule = {
  ...inputRuleMeta('frontmatter/yaml'),
  reportedBy: REPORTED_BY,
  examples: [
    ok('a title and a list', 'title: Welcome\nkeywords: [voice, video]\n'),
    { title: 'a list that is never closed', files: { 'content/docs/index.md': '---\ntitle: Welcome\nkeywords: [voice, video\n---\n\nSome text.\n' }, expect: ['content/docs/index.md:3:24 Flow sequence in block collection must be sufficiently indented and end with a ]'] },
  ],
};

export const missing: InputRule = {
  ...inputRuleMeta('frontmatter/missing'),
  reportedBy: REPORTED_BY,
  examples: [
    ok('a page that starts with its frontmatter', 'title: Welcome\n'),
    { title: 'a page that starts with its heading', files: { 'content/docs/index.md': '# Welcome\n\nSome text.\n' }, expect: ['content/docs/index.md:1:1 The page has no frontmatter, so it has no title.'] },
  ],
};

export const schema: InputRule = {
  ...inputRuleMeta('frontmatter/schema'),
  reportedBy: REPORTED_BY,
  examples: [
    ok('a position as a number', 'title: Welcome\nsidebar_position: 2\n'),
    { title: 'a position as a word', files: { 'content/docs/index.md': '---\ntitle: Welcome\nsidebar_position: second\n---\n\nSome text.\n' }, expect: ['content/docs/index.md:3:19 "sidebar_position": expected number, got string.'] },
  ],
};

export const unknownKey: InputRule = {
  ...inputRuleMeta('frontmatter/unknown-key'),
  reportedBy: REPORTED_BY,
  examples: [
    ok('keys of the page schema', 'title: Welcome\ndescription: Where to start.\n'),
    { title: 'a misspelt key', files: { 'content/docs/index.md': '---\ntitle: Welcome\ndescripton: Where to start.\n---\n\nSome text.\n' }, expect: ['content/docs/index.md:3:1 Unknown key "descripton".'] },
  ],
};

export const unsafeKey: InputRule = {
  ...inputRuleMeta('frontmatter/unsafe-key'),
  reportedBy: REPORTED_BY,
  examples: [
    ok('ordinary custom properties', 'title: Welcome\ncustom_props:\n  hide_title: true\n'),
    { title: 'a key that would reach the object prototype', files: { 'content/docs/index.md': '---\ntitle: Welcome\n__proto__:\n  polluted: true\n---\n\nSome text.\n' }, expect: ['content/docs/index.md:3:1 The key "__proto__" is not allowed: it could change the prototype of every object.'] },
  ],
};

export const descriptionLength: InputRule = {
  ...inputRuleMeta('frontmatter/description-length'),
  reportedBy: REPORTED_BY,
  examples: [
    ok('a one-sentence description', 'title: Welcome\ndescription: Where to start with voice, video and messaging.\n'),
    {
      title: 'a description of a paragraph',
      files: { 'content/docs/index.md': `---\ntitle: Welcome\ndescription: ${'Voice, video and messaging, and where to start with each of them. '.repeat(3).trim()}\n---\n\nSome text.\n` },
      expect: ['content/docs/index.md:3:14 The description is 197 characters; search results cut it at 160.'],
    },
  ],
};
