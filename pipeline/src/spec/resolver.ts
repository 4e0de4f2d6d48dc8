/**
 * The `$ref` resolver handed to Redocly's bundler (its `externalRefResolver`
 * extension point). Every target is checked before anything is opened:
 *
 * - a relative path must stay inside the spec's folder, also after symlinks,
 *   and name a regular file of at most MAX_SPEC_BYTES (see safe-file.ts);
 * - absolute paths and schemes other than http(s) are refused;
 * - http(s) targets are fetched only from hosts the writer allowed
 *   (`--allow-remote-ref HOST`, or `allowRemoteRefs` in the spec's api.yaml),
 *   without redirects, with a time and size limit.
 *
 * Local files are parsed with the project's YAML parser (the same parse the
 * findings are located with); a file that is not valid YAML, or whose data
 * loops or nests too deep, is reported at its own line and column.
 */
import { isAbsolute } from 'node:path';
import { BaseResolver, Source, type Document } from '@redocly/openapi-core';
import type { Place } from '../core/diagnostic.ts';
import type { YamlFiles } from './authored.ts';
import { MAX_SPEC_BYTES, megabytes, type Refusal } from './safe-file.ts';
import { describeShape, shapeProblem } from './shape.ts';

/** Marks a $ref refused by its form alone (an absolute path, an unknown scheme), so it is never read. */
const REFUSED = '\0refused:';
const REMOTE_TIMEOUT_MS = 15_000;

/** A finding located in a file the resolver read (YAML errors, loops, deep nesting). */
export interface FileProblem {
  file: string;
  place: Place;
  end?: Place;
  message: string;
}

export class RefRefused extends Error {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

const isHttp = (ref: string) => /^https?:\/\//i.test(ref);

export class SpecResolver extends BaseResolver {
  /** Refusals by message: Redocly reports them as "Can't resolve $ref: <message>". */
  readonly refusals = new Map<string, RefRefused>();
  /** Problems inside files that were read, at their own place. */
  readonly fileProblems: FileProblem[] = [];

  constructor(
    private readonly files: YamlFiles,
    private readonly allowedHosts: readonly string[],
  ) {
    super();
  }

  override resolveExternalRef(base: string | null, ref: string): string {
    // The root file itself comes in with no base; a remote document's refs are URLs relative to it.
    if (base !== null && !isHttp(base) && !isHttp(ref)) {
      if (ref.startsWith(REFUSED)) return ref;
      if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//')) return REFUSED + ref;
      if (isAbsolute(ref) || /^[\\/]/.test(ref)) return REFUSED + ref;
    }
    return super.resolveExternalRef(base, ref);
  }

  private refuse(refusal: Refusal): never {
    const error = new RefRefused(refusal.message, refusal.hint);
    this.refusals.set(error.message, error);
    throw error;
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (absoluteRef.startsWith(REFUSED)) {
      const ref = absoluteRef.slice(REFUSED.length);
      const form = /^[a-z][a-z0-9+.-]*:/i.test(ref) ? `uses the scheme "${ref.slice(0, ref.indexOf(':'))}:"` : 'is an absolute path';
      this.refuse({
        message: `The $ref "${ref}" ${form}; a spec may only refer to files in its own folder by a relative path.`,
        hint: `Write the path relative to this file, inside ${this.files.boundary.label}.`,
      });
    }
    if (isHttp(absoluteRef)) return this.loadRemote(absoluteRef);
    const loaded = this.files.load(absoluteRef);
    if ('refusal' in loaded) this.refuse(loaded.refusal);
    return new Source(absoluteRef, loaded.text.replace(/\r\n/g, '\n'));
  }

  private async loadRemote(url: string): Promise<Source> {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase();
    if (!this.allowedHosts.some((h) => h.toLowerCase() === host || h.toLowerCase() === parsed.host.toLowerCase())) {
      this.refuse({
        message: `The $ref "${url}" is remote; remote files are not fetched unless their host is allowed.`,
        hint: `Copy the file into ${this.files.boundary.label}, or allow the host with --allow-remote-ref ${host} (or allowRemoteRefs in the spec's api.yaml).`,
      });
    }
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    } catch (e) {
      this.refuse({ message: `The $ref "${url}" could not be fetched: ${(e as Error).message} (redirects are not followed).` });
    }
    if (!response.ok) this.refuse({ message: `The $ref "${url}" could not be fetched: the server answered ${response.status}.` });
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_SPEC_BYTES) {
      await response.body?.cancel();
      this.refuse({ message: `The $ref "${url}" is ${megabytes(length)}; the limit is ${MAX_SPEC_BYTES / 1048576} MB, so it was not fetched.` });
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > MAX_SPEC_BYTES) {
        await response.body?.cancel();
        this.refuse({ message: `The $ref "${url}" is over ${MAX_SPEC_BYTES / 1048576} MB, so it was not fetched.` });
      }
      chunks.push(chunk);
    }
    return new Source(url, Buffer.concat(chunks).toString('utf8'), response.headers.get('content-type') ?? undefined);
  }

  override parseDocument(source: Source, isRoot = false): Document {
    if (isHttp(source.absoluteRef)) {
      const document = super.parseDocument(source, isRoot);
      const shape = shapeProblem(document.parsed);
      if (shape) this.refuse({ message: `The $ref "${source.absoluteRef}" names a document Redocly cannot walk: ${describeShape(shape)}` });
      return document;
    }
    const abs = source.absoluteRef;
    // Like Redocly: a file that is not YAML or JSON (a Markdown description) is kept as text.
    if (!isRoot && !/\.(ya?ml|json)$/i.test(abs)) return { source, parsed: source.body };
    const name = this.files.name(abs);
    const yaml = this.files.get(abs);
    if (!yaml) this.refuse({ message: `${name} could not be read.` });
    if (yaml.problems.length) {
      for (const p of yaml.problems) this.fileProblems.push({ file: name, place: p.start, end: p.end, message: `The file is not valid YAML: ${p.message}` });
      this.refuse({ message: `${name} is not valid YAML.` });
    }
    const shape = shapeProblem(yaml.data);
    if (shape) {
      const span = yaml.locate(shape.path);
      this.fileProblems.push({ file: name, place: span.start, end: span.end, message: describeShape(shape) });
      this.refuse({ message: `${name} could not be walked: ${describeShape(shape)}` });
    }
    // A copy: Redocly's bundler rewrites the documents it is given, and ours are read again to locate findings.
    return { source, parsed: structuredClone(yaml.data) };
  }
}
