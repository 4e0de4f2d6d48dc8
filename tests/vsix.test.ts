/**
 * The VS Code extension (editors/vscode): `npm run vsix` bundles it and
 * packages a .vsix with @vscode/vsce; the package holds the manifest, the
 * README and the bundled client, which is valid JavaScript that starts
 * `pipeline lsp` from the workspace's pipeline.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = join(import.meta.dirname, '..');
const DIR = join(REPO, 'editors', 'vscode');

/** The part of yauzl (the zip reader vsce itself uses) this test needs. */
interface ZipEntry {
  fileName: string;
}
interface ZipFile {
  on(event: 'entry', listener: (entry: ZipEntry) => void): void;
  on(event: 'end', listener: () => void): void;
  readEntry(): void;
  openReadStream(entry: ZipEntry, callback: (error: Error | null, stream?: NodeJS.ReadableStream) => void): void;
}
interface Yauzl {
  open(file: string, options: { lazyEntries: boolean }, callback: (error: Error | null, zip?: ZipFile) => void): void;
}

/** The entries of a zip file and their contents. */
function entries(file: string): Promise<Map<string, Buffer>> {
  const yauzl = createRequire(createRequire(import.meta.url).resolve('@vscode/vsce/package.json'))('yauzl') as Yauzl;
  return new Promise((done, fail) => {
    const out = new Map<string, Buffer>();
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return fail(error);
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return fail(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => done(out));
      zip.readEntry();
    });
  });
}

describe('the VS Code extension', () => {
  it('builds a .vsix with its manifest, README and bundled client', async () => {
    const { version } = JSON.parse(readFileSync(join(DIR, 'package.json'), 'utf8')) as { version: string };
    const vsix = join(DIR, `docs-pipeline-${version}.vsix`);
    rmSync(vsix, { force: true });
    const r = spawnSync(process.execPath, [join(DIR, 'build.mjs')], { cwd: REPO, encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(vsix)).toBe(true);
    const files = await entries(vsix);
    expect([...files.keys()].sort()).toEqual(expect.arrayContaining(['extension.vsixmanifest', 'extension/package.json', 'extension/readme.md', 'extension/dist/extension.js']));
    expect([...files.keys()].some((f) => f.startsWith('extension/src/'))).toBe(false);
    const manifest = JSON.parse(files.get('extension/package.json')!.toString('utf8')) as { main: string; activationEvents: string[] };
    expect(manifest.main).toBe('./dist/extension.js');
    const client = files.get('extension/dist/extension.js')!.toString('utf8');
    // The bundle carries the language client, leaves vscode to the editor, and starts `pipeline lsp`.
    expect(client).toContain('require("vscode")');
    expect(client).toMatch(/"lsp"/);
    const check = spawnSync(process.execPath, ['--check', join(DIR, 'dist', 'extension.js')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  }, 180_000);
});
