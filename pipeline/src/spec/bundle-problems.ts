/**
 * What Redocly's bundler says about a spec, as findings at a place: a refused
 * or broken `$ref` on its value (or an example's `externalValue`), a file the
 * resolver could not parse or walk at its own line, and `$ref`s that go round
 * in a circle on the first of them.
 */
import type { NormalizedProblem } from '@redocly/openapi-core';
import type { Diagnostic, Place } from '../core/diagnostic.ts';
import { decodePointer } from '../../contract/pointer.ts';
import { diagnostic } from '../registry/rules.ts';
import { isObject } from '../load/files.ts';
import type { YamlFiles } from './authored.ts';
import { findRefCycle } from './ref-cycle.ts';
import type { SpecResolver } from './resolver.ts';

/** The bundler stopped: files it could not read or walk, or refs that loop. */
export function bundleFailure(error: Error, files: YamlFiles, rootAbs: string, resolver: SpecResolver): Diagnostic[] {
  const rootRel = files.name(rootAbs);
  const out: Diagnostic[] = resolver.fileProblems.map((p) => diagnostic('spec/invalid', p.file, p.place, p.message, { end: p.end }));
  if (/circular/i.test(error.message)) {
    const cycle = findRefCycle(files, rootAbs);
    if (cycle) {
      const span = files.get(cycle.file)!.locate([...cycle.path, '$ref']);
      out.push(diagnostic('spec/ref', files.name(cycle.file), span.start, `This $ref never reaches a value: ${cycle.chain.join(' -> ')}.`, { end: span.end, hint: 'One of these $refs should point to a schema (or other object) itself.' }));
      return out;
    }
    out.push(diagnostic('spec/ref', rootRel, { line: 1, column: 1 }, 'The spec\'s $refs point to each other in a circle and never reach a value.'));
    return out;
  }
  if (!out.length) out.push(diagnostic('spec/invalid', rootRel, { line: 1, column: 1 }, `The spec could not be bundled: ${(error.message || String(error)).split('\n')[0]}`));
  return out;
}

/** Redocly's problems, each where it is written: a refused or broken `$ref` on its value. */
export function refProblems(problems: readonly NormalizedProblem[], files: YamlFiles, rootAbs: string, resolver: SpecResolver): Diagnostic[] {
  const rootRel = files.name(rootAbs);
  const out: Diagnostic[] = resolver.fileProblems.map((p) => diagnostic('spec/invalid', p.file, p.place, p.message, { end: p.end }));
  const seen = new Set<string>();
  for (const problem of problems) {
    if (problem.severity !== 'error') continue;
    const loc = problem.location[0];
    const reason = problem.message.replace(/^Can't resolve \$ref: /, '');
    const refusal = resolver.refusals.get(reason);
    // A file whose own problems are reported above needs no second finding at each $ref to it.
    if (refusal && resolver.fileProblems.length && /is not valid YAML\.$|could not be walked: /.test(reason)) continue;
    let file = rootRel;
    let place: Place = { line: 1, column: 1 };
    let end: Place | undefined;
    const source = loc?.source.absoluteRef;
    if (source && !/^https?:/i.test(source)) {
      file = files.name(source);
      const yaml = files.get(source);
      if (yaml && loc.pointer !== undefined) {
        const path = decodePointer(loc.pointer.replace(/^#/, ''));
        // A ref problem sits on the reference itself: the `$ref` value, or an example's `externalValue`.
        const node = path.reduce<unknown>((n, seg) => (typeof n === 'object' && n !== null ? (n as Record<string, unknown>)[seg] : undefined), yaml.data);
        const refKey = isObject(node) && node.$ref === undefined && typeof node.externalValue === 'string' ? 'externalValue' : '$ref';
        const span = yaml.locate(problem.message.startsWith("Can't resolve $ref") ? [...path, refKey] : path, { key: loc.reportOnKey === true });
        place = span.start;
        end = span.end;
      } else if (loc && 'start' in loc && loc.start) place = { line: loc.start.line, column: loc.start.col };
    }
    const message = refusal ? refusal.message : problem.message.replace(/\.$/, '') + '.';
    const key = `${file}:${place.line}:${place.column}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const hint = refusal?.hint ?? (problem.suggest?.length ? `Did you mean ${problem.suggest.join(' or ')}?` : undefined);
    out.push(diagnostic('spec/ref', file, place, source && /^https?:/i.test(source) ? `${message} (in ${source})` : message, { end, hint }));
  }
  return out;
}
