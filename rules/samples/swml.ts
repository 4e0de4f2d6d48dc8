/**
 * samples/swml: SWML samples are valid documents. A block is SWML when it is
 * marked (```yaml swml, ```json swml) or when its data has top-level
 * `sections` (with or without `version`). A ```json block is read as strict
 * JSON, a YAML block as YAML. The document's outline (version, sections,
 * steps) is checked here; each step against its method's schema in swml/,
 * with ajv. Nested steps (cond, switch, execute results...) are checked too.
 */
import type { Root } from 'mdast';
import type { ValidateFunction } from 'ajv';
import Ajv2020Module from 'ajv/dist/2020.js';
import { parse as parseJson, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { lintRule } from 'unified-lint-rule';
import type { VFile } from 'vfile';
import { commonJsDefault } from '../../pipeline/src/core/cjs.ts';
import { nearest } from '../../pipeline/src/core/nearest.ts';
import { isObject } from '../../pipeline/src/core/object.ts';
import { parseYaml } from '../../pipeline/src/core/yaml.ts';
import type { MarkdownRule } from '../markdown/types.ts';
import { codeBlocks, metaWords, placeIn } from './code.ts';
import { sampleMeta } from './meta.ts';
import { explainErrors, type Path } from './schema-message.ts';
import { SWML_DEFS, SWML_METHODS } from './swml/index.ts';

let validators: Map<string, ValidateFunction> | undefined;
function validatorFor(method: string): ValidateFunction {
  if (!validators) {
    const Ajv = commonJsDefault<typeof Ajv2020Module.Ajv2020>(Ajv2020Module);
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
    validators = new Map();
    for (const [name, schema] of Object.entries(SWML_METHODS)) {
      // Method schemas refer to '#/$defs/...': give each the shared definitions.
      validators.set(name, ajv.compile({ ...schema, $defs: SWML_DEFS }));
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
  if ((method === 'execute' || method === 'connect' || method === 'join_conference') && isObject(value)) {
    if (Array.isArray(value.result)) condList(value.result, ['result']);
    else switchShape(value.result, ['result']);
    if (Array.isArray(value.on_return)) out.push(['on_return']);
    if (Array.isArray(value.confirm)) out.push(['confirm']);
  }
  return out;
}

const at = (v: unknown, path: Path): unknown => path.reduce<unknown>((n, k) => (n as Record<string | number, unknown> | undefined)?.[k], v);

/** `play.urls[0]`: a path inside a step, as a writer would name it. */
const pathName = (method: string, path: Path) => `\`${method}${path.map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`)).join('')}\``;

const METHOD_NAMES = Object.keys(SWML_METHODS);

function checkDocument(doc: unknown, report: (path: Path, message: string, note?: string) => void) {
  if (!isObject(doc)) return report([], 'A SWML document is an object with `sections` (and optionally `version`).');
  for (const key of Object.keys(doc)) if (key !== 'version' && key !== 'sections') report([key], `A SWML document has only \`version\` and \`sections\`, not \`${key}\`.`);
  if ('version' in doc && doc.version !== '1.0.0') report(['version'], 'SWML `version` is "1.0.0".', 'Quote it in YAML only if your editor turns it into a number; 1.0.0 parses as a string.');
  if (!isObject(doc.sections)) return report(['sections'], '`sections` is an object of named step lists.');
  if (!('main' in doc.sections)) report(['sections'], 'A SWML document has a `main` section, where execution starts.');
  const steps = (list: unknown, path: Path) => {
    if (!Array.isArray(list)) return report(path, 'A section is a list of steps.');
    list.forEach((step, i) => checkStep(step, [...path, i]));
  };
  const checkStep = (step: unknown, path: Path) => {
    if (typeof step === 'string') {
      if (step in SWML_METHODS) return report(path, `A step is written \`${step}: {...}\`, not \`${step}\` alone.`, `Write \`- ${step}: {}\` to use its defaults.`);
      const guess = nearest(step, METHOD_NAMES);
      return report(path, `Unknown SWML method \`${step}\`.`, guess ? `Did you mean \`${guess}\`?` : undefined);
    }
    if (!isObject(step) || Object.keys(step).length !== 1) return report(path, 'A step is an object with exactly one method, such as `play: {...}`.');
    const method = Object.keys(step)[0]!;
    if (!(method in SWML_METHODS)) {
      const guess = nearest(method, METHOD_NAMES);
      return report([...path, method], `Unknown SWML method \`${method}\`.`, guess ? `Did you mean \`${guess}\`?` : 'See the SWML method reference.');
    }
    const value = step[method];
    const validate = validatorFor(method);
    if (!validate(value)) {
      for (const problem of explainErrors(validate.errors ?? [], (inner) => pathName(method, inner))) report([...path, method, ...problem.path], problem.message, problem.hint);
    }
    for (const nested of nestedSteps(method, value)) steps(at(value, nested), [...path, method, ...nested]);
  };
  for (const [name, list] of Object.entries(doc.sections)) steps(list, ['sections', name]);
}

const JSON_PROBLEMS: Partial<Record<string, string>> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'badly written number',
  PropertyNameExpected: 'a key in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon was expected',
  CommaExpected: 'a comma was expected',
  CloseBraceExpected: 'a closing } was expected',
  CloseBracketExpected: 'a closing ] was expected',
  EndOfFileExpected: 'there is text after the end of the document',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'a comment is not closed',
  UnexpectedEndOfString: 'a string is not closed',
  InvalidUnicode: 'bad unicode escape',
  InvalidEscapeCharacter: 'bad escape character',
  InvalidCharacter: 'a control character inside a string',
};

/** The first place where the text is not strict JSON (comments, trailing commas, single quotes...), or null. */
function jsonError(text: string): { message: string; offset: number } | null {
  const errors: ParseError[] = [];
  parseJson(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return null;
  const before = text.slice(0, first.offset).trimEnd();
  const trailingComma = before.endsWith(',') && /^[\]}]/.test(text.slice(first.offset));
  const what = trailingComma ? 'a comma before a closing bracket' : (JSON_PROBLEMS[printParseErrorCode(first.error)] ?? 'unexpected text');
  return { message: what, offset: trailingComma ? before.length - 1 : first.offset };
}

const placeOfOffset = (text: string, offset: number) => {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
};

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
    if (!marked && !(isObject(doc) && 'sections' in doc)) continue;
    if (node.lang === 'json') {
      // YAML reads most JSON mistakes (trailing commas, comments, single quotes) without complaint; JSON does not.
      const bad = jsonError(node.value);
      if (bad) {
        file.message(`The SWML sample is not valid JSON: ${bad.message}.`, { place: placeIn(node, placeOfOffset(node.value, bad.offset)) }).note = 'JSON wants double quotes, no comma after the last item and no comments.';
        continue;
      }
    }
    checkDocument(doc, (path, message, note) => {
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
      markdown: 'Answer and greet:\n\n```yaml\nversion: 1.0.0\nsections:\n  main:\n    - answer: {}\n    - play:\n        url: "say:Hello"\n    - sleep: -1\n    - hangup: {}\n```\n',
      expect: [],
    },
    {
      markdown:
        'Branch on a digit:\n\n```json\n{\n  "version": "1.0.0",\n  "sections": {\n    "main": [\n      { "prompt": { "play": "say:Press 1", "max_digits": 1 } },\n      { "switch": { "variable": "prompt_value", "case": { "1": [{ "transfer": { "dest": "sales" } }] }, "default": [{ "hangup": {} }] } }\n    ],\n    "sales": [{ "connect": { "to": "+15550100", "codec": "PCMU", "from_name": "Front desk" } }]\n  }\n}\n```\n',
      expect: [],
    },
    {
      markdown: 'A reply to a text message, no version:\n\n```yaml\nsections:\n  main:\n    - reply:\n        switch:\n          variable: message.body\n          transform: lowercase_trim\n          case:\n            stop: "You are unsubscribed."\n          default: "Reply STOP to opt out."\n```\n',
      expect: [],
    },
    {
      markdown:
        'Mistakes:\n\n```yaml\nversion: 1.0.0\nsections:\n  main:\n    - answr\n    - play:\n        url: "say:Hi"\n        volum: 3\n    - connect: {}\n    - hangup\n    - cond:\n        - when: "true"\n          then:\n            - sleep: "long"\n```\n',
      expect: [
        '7:7 Unknown SWML method `answr`.',
        '10:9 `play` has no parameter `volum`.',
        '11:7 `connect` needs `to`.',
        '12:7 A step is written `hangup: {...}`, not `hangup` alone.',
        '16:15 `sleep` should be an integer of at least -1, a SWML variable such as ${call.from} or an object.',
      ],
    },
    {
      markdown: 'Not strict JSON:\n\n```json\n{\n  "sections": {\n    "main": [{ "hangup": {} },]\n  }\n}\n```\n',
      expect: ['6:30 The SWML sample is not valid JSON: a comma before a closing bracket.'],
    },
    { markdown: 'Not SWML, not checked:\n\n```yaml\nname: my-app\nversion: 2\n```\n', expect: [] },
  ],
};
