/**
 * The spec files as written: each read once (through the checks of
 * safe-file.ts: inside the spec's folder, a regular file, not too large) and
 * parsed once with positions.
 */
import { relative } from 'node:path';
import { toPosix } from '../load/files.ts';
import { parseYaml, type ParsedYaml } from '../core/yaml.ts';
import { makeBoundary, readSpecFile, type Boundary, type Refusal } from './safe-file.ts';

export type Loaded = { text: string } | { refusal: Refusal };

/** The files of each spec folder read in this check, shared by the spec load and the source map. */
const shared = new Map<string, YamlFiles>();

/** Parsed YAML files by absolute path, each read and parsed once. */
export class YamlFiles {
  /**
   * The spec folder's files as this check has read them so far (the spec load
   * reads them first; the source map that places lint findings reuses them
   * instead of parsing every file again).
   */
  static of(root: string, folder: string): YamlFiles {
    const key = `${root}\0${folder}`;
    let files = shared.get(key);
    if (!files) shared.set(key, (files = new YamlFiles(root, folder)));
    return files;
  }

  /** Forgets what was read: called when a check starts, so a long-lived process never sees stale files. */
  static forgetAll(): void {
    shared.clear();
  }

  private readonly cache = new Map<string, Loaded>();
  private readonly parsed = new Map<string, ParsedYaml | null>();
  readonly boundary: Boundary;
  /**
   * @param root the project folder (file names in messages are relative to it)
   * @param folder the spec's folder: no file outside it is read
   */
  constructor(
    readonly root: string,
    folder: string,
  ) {
    this.boundary = makeBoundary(folder, `${toPosix(relative(root, folder))}/`);
  }

  /** The file as the writer knows it: relative to the project root (absolute when outside it). */
  name(abs: string): string {
    const rel = toPosix(relative(this.root, abs));
    return rel.startsWith('../') || rel === '..' ? abs : rel;
  }

  load(abs: string): Loaded {
    let loaded = this.cache.get(abs);
    if (!loaded) {
      const read = readSpecFile(abs, this.boundary, this.name(abs));
      loaded = read;
      this.cache.set(abs, read);
    }
    return loaded;
  }

  /** The parsed file, or null when it may not or cannot be read. */
  get(abs: string): ParsedYaml | null {
    if (!this.parsed.has(abs)) {
      const loaded = this.load(abs);
      this.parsed.set(abs, 'text' in loaded ? parseYaml(loaded.text) : null);
    }
    return this.parsed.get(abs)!;
  }
}
