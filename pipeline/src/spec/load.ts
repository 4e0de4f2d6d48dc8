/**
 * Specs: each `specs/<specId>/openapi.yaml` bundled and resolved with
 * Redocly's openapi-core (internal refs kept, so schemas stay shared), its
 * operations indexed with the file, line and column where each is written,
 * even inside a referenced file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Diagnostic, Place } from '../core/diagnostic.ts';
import { diagnostic } from '../core/rules.ts';
import { issuesToDiagnostics } from '../core/zod-issues.ts';
import { isObject, toPosix } from '../load/files.ts';
import { parseYaml } from '../load/yaml.ts';
import { YamlFiles } from './authored.ts';
import { decodePointer } from '../core/pointer.ts';
import { ApiSettings, DEFAULT_SETTINGS, type ResolvedSettings } from './settings.ts';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
/** Specs larger than this are reported, not parsed. */
export const MAX_SPEC_BYTES = 16 * 1024 * 1024;

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


export async function loadSpecs(rootDir: string): Promise<SpecsResult> {
  const root = resolve(rootDir);
  const specsDir = join(root, 'specs');
  const diagnostics: Diagnostic[] = [];
  const specs: LoadedSpec[] = [];
  if (!existsSync(specsDir)) return { specs, diagnostics };
  const ids = readdirSync(specsDir)
    .filter((name) => statSync(join(specsDir, name)).isDirectory())
    .sort();
  const { bundle, createConfig, getLineColLocation } = await import('@redocly/openapi-core');
  const config = await createConfig({});
  const yamlFiles = new YamlFiles();

  for (const id of ids) {
    const rootAbs = join(specsDir, id, 'openapi.yaml');
    const rootRel = toPosix(relative(root, rootAbs));
    if (!existsSync(rootAbs)) continue;
    const size = statSync(rootAbs).size;
    if (size > MAX_SPEC_BYTES) {
      diagnostics.push(diagnostic('spec/invalid', rootRel, { line: 1, column: 1 }, `The spec is ${(size / 1048576).toFixed(1)} MB; the limit is ${MAX_SPEC_BYTES / 1048576} MB, so it was not read.`, { hint: 'Split it into files joined with $ref.' }));
      continue;
    }
    const rootYaml = yamlFiles.get(rootAbs);
    if (!rootYaml || rootYaml.problems.length) {
      for (const p of rootYaml?.problems ?? []) diagnostics.push(diagnostic('spec/invalid', rootRel, p.start, `The spec is not valid YAML: ${p.message}`, { end: p.end }));
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

    let result;
    try {
      result = await bundle({ ref: rootAbs, config, dereference: false });
    } catch (error) {
      diagnostics.push(diagnostic('spec/invalid', rootRel, { line: 1, column: 1 }, `The spec could not be bundled: ${(error as Error).message.split('\n')[0]}`));
      continue;
    }
    const specRoot = join(specsDir, id);
    const files = [...result.fileDependencies].map((f) => resolve(f)).sort();
    let ok = true;
    for (const f of files) {
      if (!f.startsWith(specRoot + sep) && f !== rootAbs) {
        ok = false;
        diagnostics.push(diagnostic('spec/ref', rootRel, { line: 1, column: 1 }, `The spec refers to ${toPosix(relative(root, f))}, outside specs/${id}/.`, { hint: 'Keep every file of a spec in its folder.' }));
      }
    }
    for (const problem of result.problems) {
      if (problem.severity !== 'error') continue;
      const loc = problem.location[0];
      let file = rootRel;
      let place: Place = { line: 1, column: 1 };
      if (loc) {
        file = toPosix(relative(root, loc.source.absoluteRef));
        try {
          const lc = getLineColLocation(loc);
          place = { line: lc.start.line, column: lc.start.col };
        } catch {
          // keep the file's first line
        }
      }
      ok = false;
      diagnostics.push(diagnostic('spec/ref', file, place, problem.message.replace(/\.$/, '') + '.', { hint: problem.suggest?.length ? `Did you mean ${problem.suggest.join(' or ')}?` : undefined }));
    }
    if (!ok) continue;

    const document = result.bundle.parsed as Record<string, unknown>;
    const settings = loadSettings(root, id, diagnostics);
    const info = isObject(document.info) ? document.info : {};
    const operations = indexOperations(id, root, rootAbs, document, yamlFiles);
    specs.push({
      id,
      file: rootRel,
      title: String(info.title ?? id),
      version: String(info.version ?? ''),
      settings: { ...settings, displayName: settings.displayName || String(info.title ?? id) },
      document,
      operations,
      files: files.map((f) => toPosix(relative(root, f))),
    });
  }
  return { specs, diagnostics };
}

function loadSettings(root: string, id: string, diagnostics: Diagnostic[]): ResolvedSettings {
  const file = `specs/${id}/api.yaml`;
  const abs = join(root, file);
  if (!existsSync(abs)) return DEFAULT_SETTINGS;
  const yaml = parseYaml(readFileSync(abs, 'utf8'));
  if (yaml.problems.length) {
    for (const p of yaml.problems) diagnostics.push(diagnostic('spec/invalid', file, p.start, p.message));
    return DEFAULT_SETTINGS;
  }
  const parsed = ApiSettings.safeParse(yaml.data ?? {}, { reportInput: true });
  if (!parsed.success) {
    diagnostics.push(...issuesToDiagnostics(parsed.error.issues, { file, yaml, schemaRule: 'spec/invalid', keysAt: (p) => (p.length === 0 ? ['displayName', 'verbs', 'paging'] : undefined) }));
    return DEFAULT_SETTINGS;
  }
  return {
    displayName: parsed.data.displayName ?? '',
    verbs: parsed.data.verbs ?? DEFAULT_SETTINGS.verbs,
    paging: parsed.data.paging ?? DEFAULT_SETTINGS.paging,
  };
}

/**
 * Every operation, in document order, located in the file it is written in:
 * a path item that is a `$ref` to another file is followed to that file.
 */
function indexOperations(specId: string, root: string, rootAbs: string, bundled: Record<string, unknown>, files: YamlFiles): Operation[] {
  const out: Operation[] = [];
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
    if (isObject(authored) && typeof authored.$ref === 'string') {
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
      out.push({
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
      });
    }
  }
  return out;
}
