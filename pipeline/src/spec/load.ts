/**
 * Specs: each `specs/<specId>/openapi.yaml` bundled and resolved with
 * Redocly's openapi-core (internal refs kept, so schemas stay shared), its
 * operations indexed with the file, line and column where each is written,
 * even inside a referenced file. Files are read only through the checks of
 * safe-file.ts, `$ref`s only through SpecResolver; whatever stops a spec from
 * loading is a finding at a place, never an exception.
 */
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Diagnostic, Place } from '../core/diagnostic.ts';
import { diagnostic } from '../registry/rules.ts';
import { issuesToDiagnostics } from '../load/zod-issues.ts';
import { isObject, toPosix } from '../load/files.ts';
import { YamlFiles } from './authored.ts';
import { decodePointer } from '../../contract/pointer.ts';
import { bundleFailure, refProblems } from './bundle-problems.ts';
import { describeFsError, inside, makeBoundary } from './safe-file.ts';
import { ApiSettings, DEFAULT_SETTINGS, type ResolvedSettings } from './settings.ts';

export { MAX_SPEC_BYTES } from './safe-file.ts';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

export interface Operation {
  specId: string;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tags: string[];
  /** The area file the operation is written in, without extension (`video`, `calls`): its folder in the docs. */
  area: string;
  /** Where the operation is written. */
  file: string;
  place: Place;
  /** The operation object, refs left as written (internal after bundling). */
  object: Record<string, unknown>;
  /** Path-level parameters, which apply to the operation too. */
  pathParameters: unknown[];
}

export interface LoadedSpec {
  id: string;
  /** Root file, relative to the project root. */
  file: string;
  title: string;
  version: string;
  settings: ResolvedSettings;
  /** The bundled document (refs internal). */
  document: Record<string, unknown>;
  operations: Operation[];
  /** Every file the spec is made of, relative to the project root. */
  files: string[];
}

export interface SpecsResult {
  specs: LoadedSpec[];
  diagnostics: Diagnostic[];
}


export interface LoadOptions {
  /** Hosts whose http(s) `$ref`s may be fetched, beside each spec's own `allowRemoteRefs`. */
  allowRemoteRefs?: readonly string[];
}

export async function loadSpecs(rootDir: string, options: LoadOptions = {}): Promise<SpecsResult> {
  const root = resolve(rootDir);
  const specsDir = join(root, 'specs');
  const diagnostics: Diagnostic[] = [];
  const specs: LoadedSpec[] = [];
  YamlFiles.forgetAll(); // nothing read by an earlier check in this process is trusted
  if (!existsSync(specsDir)) return { specs, diagnostics };
  let entries;
  try {
    entries = readdirSync(specsDir, { withFileTypes: true });
  } catch (e) {
    const why = describeFsError('specs/', e);
    return { specs, diagnostics: [diagnostic('spec/invalid', 'specs', { line: 1, column: 1 }, why.message, { hint: why.hint })] };
  }
  const ids = entries
    .filter((entry) => entry.isDirectory() || (entry.isSymbolicLink() && statOrNull(join(specsDir, entry.name))?.isDirectory()))
    .map((entry) => entry.name)
    .sort();
  const { bundle, createConfig } = await import('@redocly/openapi-core');
  const { SpecResolver } = await import('./resolver.ts');
  const config = await createConfig({});
  const rootReal = makeBoundary(root, '').real;

  for (const id of ids) {
    const specRoot = join(specsDir, id);
    const rootAbs = join(specRoot, 'openapi.yaml');
    const rootRel = toPosix(relative(root, rootAbs));
    const files = YamlFiles.of(root, specRoot);
    if (!inside(rootReal, files.boundary.real)) {
      diagnostics.push(diagnostic('spec/invalid', `specs/${id}`, { line: 1, column: 1 }, `specs/${id} is a symbolic link to a folder outside the project, so it was not read.`, { hint: 'Keep each spec\'s files in the project.' }));
      continue;
    }
    if (!lstatOrNull(rootAbs)) {
      let names: string[];
      try {
        names = readdirSync(specRoot);
      } catch (e) {
        const why = describeFsError(`specs/${id}/`, e);
        diagnostics.push(diagnostic('spec/invalid', `specs/${id}`, { line: 1, column: 1 }, why.message, { hint: why.hint }));
        continue;
      }
      if (names.length) diagnostics.push(diagnostic('spec/invalid', `specs/${id}`, { line: 1, column: 1 }, `The folder specs/${id}/ has no openapi.yaml, so its files are not part of any spec.`, { hint: 'Name the spec\'s root file openapi.yaml, or move the other files away.' }));
      continue;
    }
    const read = files.load(rootAbs);
    if ('refusal' in read) {
      diagnostics.push(diagnostic('spec/invalid', rootRel, { line: 1, column: 1 }, read.refusal.message, { hint: read.refusal.hint }));
      continue;
    }
    const rootYaml = files.get(rootAbs)!;
    if (rootYaml.problems.length) {
      for (const p of rootYaml.problems) diagnostics.push(diagnostic('spec/invalid', rootRel, p.start, `The spec is not valid YAML: ${p.message}`, { end: p.end }));
      continue;
    }
    const data = rootYaml.data;
    const version = isObject(data) ? (data.openapi ?? data.swagger) : undefined;
    if (!isObject(data) || typeof version !== 'string' && typeof version !== 'number') {
      diagnostics.push(diagnostic('spec/invalid', rootRel, { line: 1, column: 1 }, 'The file is not an OpenAPI document: it has no "openapi" key.', { hint: 'Start it with openapi: 3.1.0.' }));
      continue;
    }
    if (!/^3\.[01]\./.test(String(version))) {
      const at = rootYaml.locate([data.openapi !== undefined ? 'openapi' : 'swagger']).start;
      diagnostics.push(diagnostic('spec/invalid', rootRel, at, `OpenAPI ${version} is not supported; specs here are OpenAPI 3.1 (3.0 is accepted).`, { hint: data.swagger ? 'Convert the Swagger 2.0 document to OpenAPI 3.1.' : undefined }));
      continue;
    }

    const { settings, allowRemoteRefs } = loadSettings(root, id, diagnostics, files);
    const resolver = new SpecResolver(files, [...(options.allowRemoteRefs ?? []), ...allowRemoteRefs]);
    let result;
    try {
      result = await bundle({ ref: rootAbs, config, dereference: false, externalRefResolver: resolver });
    } catch (error) {
      diagnostics.push(...bundleFailure(error as Error, files, rootAbs, resolver));
      continue;
    }
    const found = refProblems(result.problems, files, rootAbs, resolver);
    diagnostics.push(...found);
    if (found.some((d) => d.severity === 'error')) continue;

    const document = result.bundle.parsed as Record<string, unknown>;
    const info = isObject(document.info) ? document.info : {};
    const operations = indexOperations(id, root, rootAbs, document, files, diagnostics);
    specs.push({
      id,
      file: rootRel,
      title: String(info.title ?? id),
      version: String(info.version ?? ''),
      settings: { ...settings, displayName: settings.displayName || String(info.title ?? id) },
      document,
      operations,
      files: [...result.fileDependencies].filter((f) => !/^https?:/i.test(f)).map((f) => toPosix(relative(root, resolve(f)))).sort(),
    });
  }
  return { specs, diagnostics };
}

const lstatOrNull = (abs: string) => {
  try {
    return lstatSync(abs);
  } catch {
    return null;
  }
};
const statOrNull = (abs: string) => {
  try {
    return statSync(abs);
  } catch {
    return null;
  }
};

function loadSettings(root: string, id: string, diagnostics: Diagnostic[], files: YamlFiles): { settings: ResolvedSettings; allowRemoteRefs: string[] } {
  const file = `specs/${id}/api.yaml`;
  const abs = join(root, file);
  const defaults = { settings: DEFAULT_SETTINGS, allowRemoteRefs: [] };
  if (!lstatOrNull(abs)) return defaults;
  const read = files.load(abs);
  if ('refusal' in read) {
    diagnostics.push(diagnostic('spec/invalid', file, { line: 1, column: 1 }, read.refusal.message, { hint: read.refusal.hint }));
    return defaults;
  }
  const yaml = files.get(abs)!;
  if (yaml.problems.length) {
    for (const p of yaml.problems) diagnostics.push(diagnostic('spec/invalid', file, p.start, p.message));
    return defaults;
  }
  const parsed = ApiSettings.safeParse(yaml.data ?? {}, { reportInput: true });
  if (!parsed.success) {
    diagnostics.push(...issuesToDiagnostics(parsed.error.issues, { file, yaml, schemaRule: 'spec/invalid', keysAt: (p) => (p.length === 0 ? Object.keys(ApiSettings.shape) : undefined) }));
    return defaults;
  }
  return {
    settings: {
      displayName: parsed.data.displayName ?? '',
      verbs: parsed.data.verbs ?? DEFAULT_SETTINGS.verbs,
      paging: parsed.data.paging ?? DEFAULT_SETTINGS.paging,
    },
    allowRemoteRefs: parsed.data.allowRemoteRefs ?? [],
  };
}

/**
 * Every operation, in document order, located in the file it is written in:
 * a path item that is a `$ref` to another file is followed to that file.
 */
function indexOperations(specId: string, root: string, rootAbs: string, bundled: Record<string, unknown>, files: YamlFiles, diagnostics: Diagnostic[]): Operation[] {
  const out: Operation[] = [];
  const byId = new Map<string, Operation>();
  const rootYaml = files.get(rootAbs)!;
  const rootData = rootYaml.data as Record<string, unknown>;
  const authoredPaths = isObject(rootData.paths) ? rootData.paths : {};
  const paths = isObject(bundled.paths) ? bundled.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    // Where the path item is written: the root, or the file its $ref names.
    let file = rootAbs;
    let base: string[] = ['paths', path];
    const authored = authoredPaths[path];
    // (A path item fetched from an allowed remote host is located at its $ref in the root.)
    if (isObject(authored) && typeof authored.$ref === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(authored.$ref)) {
      const [filePart, pointer = ''] = authored.$ref.split('#');
      if (filePart) file = resolve(dirname(rootAbs), filePart);
      base = decodePointer(pointer);
    }
    const yaml = files.get(file) ?? rootYaml;
    const rel = toPosix(relative(root, file));
    // The area is the file's name; `space-numbers.yaml` beside `space.yaml` is part of the space area.
    const name = rel.slice(rel.lastIndexOf('/') + 1).replace(/\.ya?ml$/, '');
    const prefix = name.split('-')[0]!;
    const area = prefix !== name && existsSync(join(dirname(file), `${prefix}.yaml`)) ? prefix : name;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const operation: Operation = {
        specId,
        operationId: typeof op.operationId === 'string' ? op.operationId : '',
        method,
        path,
        summary: typeof op.summary === 'string' ? op.summary : '',
        tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
        area: file === rootAbs ? 'endpoints' : area,
        file: rel,
        place: yaml.locate([...base, method], { key: true }).start,
        object: op,
        pathParameters: Array.isArray(item.parameters) ? item.parameters : [],
      };
      out.push(operation);
      // Pages name operations by operationId: two operations with one id cannot be told apart.
      const first = byId.get(operation.operationId);
      if (first) {
        const span = yaml.locate([...base, method, 'operationId']);
        diagnostics.push(
          diagnostic('spec/duplicate-operation-id', rel, span.start, `The operationId "${operation.operationId}" is also used by ${first.method.toUpperCase()} ${first.path} (${first.file}:${first.place.line}:${first.place.column}).`, {
            end: span.end,
            hint: 'Give each operation its own operationId; pages and pipeline sync find operations by it.',
          }),
        );
      } else if (operation.operationId) byId.set(operation.operationId, operation);
    }
  }
  return out;
}
