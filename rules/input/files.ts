/**
 * Input rules of the project's data files other than pages: the version
 * record (content/version.yaml), the sidebars (content/sidebars/*.yaml) and
 * the redirects (content/redirects.yaml). Each is YAML validated against its
 * schema by the stage that reads it.
 */
import { inputRuleMeta } from './meta.ts';
import type { InputRule } from './types.ts';

const PAGE = '---\ntitle: Welcome\n---\n\nThe first page.\n';
const GUIDE = '---\ntitle: Guide\n---\n\nA guide.\n';

export const versionSchema: InputRule = {
  ...inputRuleMeta('version/schema'),
  reportedBy: ['pipeline/src/load/version.ts'],
  examples: [
    { title: 'a version record with every key', files: { 'content/docs/index.md': PAGE, 'content/version.yaml': 'pluginId: default\nversion: current\nlabel: Next\nbanner: null\nbadge: false\nnoIndex: false\nisLast: true\n' }, expect: [] },
    {
      title: 'a flag written as a word',
      files: { 'content/docs/index.md': PAGE, 'content/version.yaml': 'pluginId: default\nversion: current\nlabel: Next\nbanner: null\nbadge: false\nnoIndex: false\nisLast: maybe\n' },
      expect: ['content/version.yaml:7:9 "isLast": expected boolean, got string.'],
    },
  ],
};

export const navYaml: InputRule = {
  ...inputRuleMeta('nav/yaml'),
  reportedBy: ['pipeline/src/nav/load.ts'],
  examples: [
    { title: 'a sidebar of two docs', files: { 'content/docs/index.md': PAGE, 'content/docs/guide.md': GUIDE, 'content/sidebars/docs.yaml': '- doc: index\n- doc: guide\n' }, expect: [] },
    { title: 'an item indented by a tab', files: { 'content/docs/index.md': PAGE, 'content/docs/guide.md': GUIDE, 'content/sidebars/docs.yaml': '- doc: index\n\t- doc: guide\n' }, expect: ['content/sidebars/docs.yaml:2:1 Tabs are not allowed as indentation'] },
  ],
};

export const navSchema: InputRule = {
  ...inputRuleMeta('nav/schema'),
  reportedBy: ['pipeline/src/nav/load.ts'],
  examples: [
    { title: 'a category of docs', files: { 'content/docs/index.md': PAGE, 'content/docs/guide.md': GUIDE, 'content/sidebars/docs.yaml': '- doc: index\n- category:\n    label: Guides\n    items:\n      - doc: guide\n' }, expect: [] },
    {
      title: 'a category whose items key is misspelt', files: { 'content/docs/index.md': PAGE, 'content/docs/guide.md': GUIDE, 'content/sidebars/docs.yaml': '- doc: index\n- category:\n    label: Guides\n    itemz:\n      - doc: guide\n' },
      expect: ['content/sidebars/docs.yaml:2:3 "[1].category.items" is required.', 'content/sidebars/docs.yaml:4:5 Unknown key "itemz" in [1].category.'],
    },
  ],
};

export const redirectsSchema: InputRule = {
  ...inputRuleMeta('redirects/schema'),
  reportedBy: ['pipeline/src/redirects/load.ts'],
  examples: [
    { title: 'an old route sent to a page', files: { 'content/docs/index.md': PAGE, 'content/docs/guide.md': GUIDE, 'content/redirects.yaml': '- from: /old-guide\n  to: /guide\n' }, expect: [] },
    { title: 'an entry with no target', files: { 'content/docs/index.md': PAGE, 'content/docs/guide.md': GUIDE, 'content/redirects.yaml': '- from: /old-guide\n' }, expect: ['content/redirects.yaml:1:1 "[0].to" is required.'] },
  ],
};
