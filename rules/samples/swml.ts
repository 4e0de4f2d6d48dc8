/**
 * samples/swml: SWML samples are valid documents. A block is SWML when it is
 * marked (```yaml swml, ```json swml) or when its YAML/JSON has top-level
 * `version` and `sections`. The document's outline (version, sections, steps)
 * is checked here; each step against its method's schema in swml-schema.ts,
 * with ajv. Nested steps (cond, switch, execute results...) are checked too.
 */
import type { Code, Root } from 'mdast';
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020Module from 'ajv/dist/2020.js';
import { lintRule } from 'unified-lint-rule';
import type { VFile } from 'vfile';
import { commonJsDefault } from '../../pipeline/src/core/cjs.ts';
import { nearest } from '../../pipeline/src/core/nearest.ts';
import { isObject } from '../../pipeline/src/load/files.ts';
import { parseYaml, type ParsedYaml } from '../../pipeline/src/load/yaml.ts';
import type { MarkdownRule } from '../markdown/types.ts';
import { codeBlocks, metaWords, placeIn } from './code.ts';
import { sampleMeta } from './meta.ts';
import { SWML_BARE, SWML_DEFS, SWML_METHODS } from './swml-schema.ts';

type Path = (string | number)[];

let validators: Map<string, ValidateFunction> | undefined;
function validatorFor(method: string): ValidateFunction {
  if (!validators) {
    const Ajv = commonJsDefault<typeof Ajv2020Module.Ajv2020>(Ajv2020Module);
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addSchema({ $id: 'swml-defs', $defs: SWML_DEFS });
    validators = new Map();
    for (const [name, schema] of Object.entries(SWML_METHODS)) {
      // Method schemas refer to '#/$defs/...': give each the shared definitions.
      validators.set(name, ajv.compile({ ...(schema as object), $defs: SWML_DEFS }));
    }
  }
  return validators.get(method)!;
}

/** Where nested step lists live inside a method's value. */
function nestedSteps(method: string, value: unknown): Path[] {
  const out: Path[] = [];
  const condList = (list: unknown, at: Path) => {
    if (Array.isArray(list)) list.forEach((c, i) => isObject(c) && ['then', 'else'].forEach((k) => Array.isArray(c[k]) && out.push([...at, i, k])));
  };
  const switchShape = (v: unknown, at: Path) => {
    if (!isObject(v)) return;
    if (isObject(v.case)) for (const k of Object.keys(v.case)) if (Array.isArray(v.case[k])) out.push([...at, 'case', k]);
    if (Array.isArray(v.default)) out.push([...at, 'default']);
  };
  if (method === 'cond') condList(value, []);
  if (method === 'switch') switchShape(value, []);
  if ((method === 'execute' || method === 'connect') && isObject(value)) {
    if (Array.isArray(value.result)) condList(value.result, ['result']);
    else switchShape(value.result, ['result']);
    if (Array.isArray(value.on_return)) out.push(['on_return']);
    if (Array.isArray(value.confirm)) out.push(['confirm']);
  }
  return out;
}

const at = (v: unknown, path: Path): unknown => path.reduce<unknown>((n, k) => (n as Record<string | number, unknown> | undefined)?.[k], v);

function describe(method: string, e: ErrorObject): string {
  const where = e.instancePath ? `\`${method}${e.instancePath.replace(/\//g, '.')}\`` : `\`${method}\``;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const known = Object.keys((SWML_METHODS[method] as { properties?: object }).properties ?? {});
      const guess = e.instancePath ? undefined : nearest(String(p.additionalProperty), known);
      return `${where} has no parameter \`${p.additionalProperty}\`.${guess ? ` Did you mean \`${guess}\`?` : ''}`;
    }
    case 'required':
      return `${where} needs \`${p.missingProperty}\`.`;
    case 'type':
      return `${where} should be ${p.type}.`;
    case 'enum':
      return `${where} should be one of ${(p.allowedValues as unknown[]).map((v) => `\`${v}\``).join(', ')}.`;
    default:
      return `${where} ${e.message ?? 'is not valid'}.`;
  }
}

function checkDocument(doc: unknown, yaml: ParsedYaml, report: (path: Path, message: string, note?: string) => void) {
  if (!isObject(doc)) return report([], 'A SWML document is an object with `version` and `sections`.');
  for (const key of Object.keys(doc)) if (key !== 'version' && key !== 'sections') report([key], `A SWML document has only \`version\` and \`sections\`, not \`${key}\`.`);
  if (doc.version !== '1.0.0') report(['version'], 'SWML `version` is "1.0.0".', 'Quote it in YAML only if your editor turns it into a number; 1.0.0 parses as a string.');
  if (!isObject(doc.sections)) return report(['sections'], '`sections` is an object of named step lists.');
  if (!('main' in doc.sections)) report(['sections'], 'A SWML document has a `main` section, where execution starts.');
  const steps = (list: unknown, path: Path) => {
    if (!Array.isArray(list)) return report(path, 'A section is a list of steps.');
    list.forEach((step, i) => checkStep(step, [...path, i]));
  };
  const checkStep = (step: unknown, path: Path) => {
    if (typeof step === 'string') {
      if (SWML_BARE.includes(step)) return;
      if (step in SWML_METHODS) return report(path, `\`${step}\` needs parameters; write it as \`${step}: {...}\`.`);
      const guess = nearest(step, Object.keys(SWML_METHODS));
      return report(path, `Unknown SWML method \`${step}\`.`, guess ? `Did you mean \`${guess}\`?` : undefined);
    }
    if (!isObject(step) || Object.keys(step).length !== 1) return report(path, 'A step is an object with exactly one method, such as `play: {...}`.');
    const method = Object.keys(step)[0]!;
    if (!(method in SWML_METHODS)) {
      const guess = nearest(method, Object.keys(SWML_METHODS));
      return report([...path, method], `Unknown SWML method \`${method}\`.`, guess ? `Did you mean \`${guess}\`?` : 'See the SWML method reference.');
    }
    const value = step[method];
    const validate = validatorFor(method);
    if (!validate(value)) {
      const seen = new Set<string>();
      for (const e of validate.errors ?? []) {
        // oneOf/anyOf restate what their branches said; keep the first finding per place.
        if (e.keyword === 'oneOf' || e.keyword === 'anyOf' || e.keyword === 'if') continue;
        if (seen.has(e.instancePath)) continue;
        seen.add(e.instancePath);
        const inner = e.instancePath.split('/').slice(1).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
        if (e.keyword === 'additionalProperties') inner.push(String((e.params as { additionalProperty: string }).additionalProperty));
        report([...path, method, ...inner], describe(method, e));
      }
      if (!seen.size) report([...path, method], `\`${method}\` does not match any of its accepted forms.`, 'See the method reference page.');
    }
    for (const nested of nestedSteps(method, value)) steps(at(value, nested), [...path, method, ...nested]);
  };
  for (const [name, list] of Object.entries(doc.sections)) steps(list, ['sections', name]);
  void yaml;
}

const plugin = lintRule<Root>({ origin: 'samples:swml' }, (tree, file: VFile) => {
  for (const node of codeBlocks(tree, ['yaml', 'yml', 'json', 'swml'])) {
    const marked = node.lang === 'swml' || metaWords(node).includes('swml');
    const yaml = parseYaml(node.value);
    if (yaml.problems.length || yaml.data === undefined) {
      if (marked) {
        const p = yaml.problems[0];
        file.message(`The SWML sample is not valid ${node.lang === 'json' ? 'JSON' : 'YAML'}: ${p?.message ?? 'it could not be read'}`, { place: placeIn(node, p?.start ?? { line: 1, column: 1 }) });
      }
      continue;
    }
    const doc = yaml.data;
    if (!marked && !(isObject(doc) && 'version' in doc && 'sections' in doc)) continue;
    checkDocument(doc, yaml, (path, message, note) => {
      const span = yaml.locate(path, { key: typeof path[path.length - 1] === 'string' });
      const msg = file.message(message, { place: placeIn(node, span.start) });
      if (note) msg.note = note;
    });
  }
});

export const swml: MarkdownRule = {
  ...sampleMeta('samples/swml'),
  plugin: plugin as MarkdownRule['plugin'],
  examples: [
    {
      markdown: 'Answer and greet:\n\n```yaml\nversion: 1.0.0\nsections:\n  main:\n    - answer\n    - play:\n        url: "say:Hello"\n    - hangup\n```\n',
      expect: [],
    },
    {
      markdown:
        'Branch on a digit:\n\n```json\n{\n  "version": "1.0.0",\n  "sections": {\n    "main": [\n      { "prompt": { "play": "say:Press 1", "max_digits": 1 } },\n      { "switch": { "variable": "prompt_value", "case": { "1": [{ "transfer": { "dest": "sales" } }] }, "default": ["hangup"] } }\n    ],\n    "sales": [{ "play": { "url": "say:Sales" } }]\n  }\n}\n```\n',
      expect: [],
    },
    {
      markdown:
        'Mistakes:\n\n```yaml\nversion: 1.0.0\nsections:\n  main:\n    - answr\n    - play:\n        url: "say:Hi"\n        volum: 3\n    - connect: {}\n    - cond:\n        - when: "true"\n          then:\n            - sleep: "long"\n```\n',
      expect: [
        '7:7 Unknown SWML method `answr`.',
        '10:9 `play` has no parameter `volum`. Did you mean `volume`?',
        '11:7 `connect` needs `to`.',
        '15:15 `sleep` should be integer.',
      ],
    },
    { markdown: 'Not SWML, not checked:\n\n```yaml\nname: my-app\nversion: 2\n```\n', expect: [] },
  ],
};
