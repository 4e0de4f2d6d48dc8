/**
 * Input rules of the page files: whether there are pages, whether each one
 * can be read (a file in the project, text, not too large) and parsed in
 * bounded time and memory. Reported by the file reader (pipeline/src/load/)
 * and the page stage (pipeline/src/pages/).
 */
import { inputRuleMeta } from './meta.ts';
import type { InputRule } from './types.ts';

const PAGE = '---\ntitle: Welcome\n---\n\nThe first page.\n';

export const noPages: InputRule = {
  ...inputRuleMeta('load/no-pages'),
  reportedBy: ['pipeline/src/pages/stage.ts'],
  examples: [
    { title: 'one page', files: { 'content/docs/index.md': PAGE }, expect: [] },
    {
      title: 'a content folder with only a sidebar',
      files: { 'content/sidebars/docs.yaml': '[]\n' },
      expect: ['content/docs:1:1 No pages (*.md files) were found in content/docs/.'],
    },
  ],
};

export const unreadable: InputRule = {
  ...inputRuleMeta('load/unreadable'),
  reportedBy: ['pipeline/src/load/files.ts'],
  examples: [
    { title: 'a page that is a link to another page of the project', files: { 'content/docs/index.md': PAGE, 'content/docs/home.md': { symlink: 'index.md' } }, expect: [] },
    {
      title: 'two links that lead to each other',
      files: { 'content/docs/index.md': PAGE, 'content/docs/loop-a.md': { symlink: 'loop-b.md' }, 'content/docs/loop-b.md': { symlink: 'loop-a.md' } },
      expect: ['content/docs/loop-a.md:1:1 The file could not be read: it is a symbolic link loop.', 'content/docs/loop-b.md:1:1 The file could not be read: it is a symbolic link loop.'],
    },
  ],
};

export const outsideRoot: InputRule = {
  ...inputRuleMeta('load/outside-root'),
  reportedBy: ['pipeline/src/load/files.ts'],
  examples: [
    { title: 'a link to a page inside the project', files: { 'content/docs/index.md': PAGE, 'content/docs/home.md': { symlink: 'index.md' } }, expect: [] },
    {
      title: 'a page that is a link to a file of the system',
      files: { 'content/docs/index.md': PAGE, 'content/docs/hosts.md': { symlink: '/etc/hosts' } },
      expect: ['content/docs/hosts.md:1:1 This page is a symbolic link to "/etc/hosts", outside the project; it was not followed.'],
    },
  ],
};

export const encoding: InputRule = {
  ...inputRuleMeta('load/encoding'),
  reportedBy: ['pipeline/src/load/files.ts'],
  examples: [
    { title: 'text in UTF-8, with letters outside ASCII', files: { 'content/docs/index.md': '---\ntitle: Café\n---\n\nNaïve text, 日本語.\n' } , expect: [] },
    {
      title: 'a page saved in Latin-1',
      files: { 'content/docs/index.md': { shown: 'the bytes of "---\\ntitle: Caf\\xe9\\n---\\n" (an é in Latin-1)', make: () => Buffer.from('---\ntitle: Caf\xe9\n---\n\nText.\n', 'latin1') } },
      expect: ['content/docs/index.md:2:11 The file cannot be read as text: it is not valid UTF-8 (byte 14).'],
    },
  ],
};

export const tooLarge: InputRule = {
  ...inputRuleMeta('load/too-large'),
  reportedBy: ['pipeline/src/load/files.ts'],
  examples: [
    { title: 'a page of ordinary size', files: { 'content/docs/index.md': PAGE }, expect: [] },
    {
      title: 'a page of 300 KB',
      files: { 'content/docs/index.md': PAGE, 'content/docs/huge.md': { shown: 'a title, then 300 KB of text', make: () => `---\ntitle: Huge\n---\n\n${'A line of text.\n'.repeat(19_200)}` } },
      expect: ['content/docs/huge.md:1:1 The file is 301 KB; the limit is 256 KB, so it was not parsed.'],
    },
  ],
};

export const tooComplex: InputRule = {
  ...inputRuleMeta('load/too-complex'),
  reportedBy: ['pipeline/src/pages/analyze.ts'],
  examples: [
    { title: 'brackets nested a few levels deep', files: { 'content/docs/index.md': '---\ntitle: Welcome\n---\n\nAn array: [[1, 2], [3, [4]]].\n' }, expect: [] },
    {
      title: 'brackets nested 25,000 levels deep',
      files: { 'content/docs/index.md': { shown: 'a title, then a line of 25,000 "[", an x and 25,000 "]"', make: () => `---\ntitle: Welcome\n---\n\n${'['.repeat(25_000)}x${']'.repeat(25_000)}\n` } },
      expect: ['content/docs/index.md:5:33 Square brackets are open 33 deep here; the limit is 32, so the line was not checked.'],
    },
  ],
};

export const parseFailed: InputRule = {
  ...inputRuleMeta('load/parse-failed'),
  reportedBy: ['pipeline/src/pages/failed.ts'],
  examples: [
    { title: 'pages the parser reads', files: { 'content/docs/index.md': PAGE }, expect: [] },
    {
      title: 'a page that needs more memory than a parsing thread is given (lowered to 48 MB here)',
      files: { 'content/docs/heavy.md': { shown: 'a title, then 48,000 one-word list items', make: () => `---\ntitle: Heavy\n---\n\n${('- a\n'.repeat(3000) + '\n').repeat(16)}` } },
      more: { shown: '160 short pages, so the pages are parsed in threads', files: () => Object.fromEntries(Array.from({ length: 160 }, (_, i) => [`content/docs/p${i}.md`, `---\ntitle: Page ${i}\n---\n\nText.\n`])) },
      cliEnv: { PIPELINE_WORKER_HEAP_MB: '48' },
      expect: ['content/docs/heavy.md:1:1 The page could not be analysed: the parser ran out of memory.'],
    },
  ],
};
