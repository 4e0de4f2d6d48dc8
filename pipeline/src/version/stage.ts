/** Stage: the version record (content/version.yaml), read and validated. */
import { existsSync } from 'node:fs';
import { diagnostic } from '../registry/rules.ts';
import { MAX_YAML_BYTES, readText } from '../load/files.ts';
import type { VersionRecord } from '../../contract/version.ts';
import { cachedParse, failedFile, type RunContext, type Staged } from '../engine/stage.ts';

export async function versionStage(ctx: RunContext): Promise<Staged<VersionRecord | null>> {
  const { version: file, root } = ctx.layout;
  if (!existsSync(file.abs)) {
    return {
      value: null,
      diagnostics: [diagnostic('version/schema', file.rel, { line: 1, column: 1 }, `The version record ${file.rel} is missing.`, { hint: 'Add it: pluginId, version, label, banner, badge, noIndex, isLast.' })],
    };
  }
  const read = readText(root, file.rel, MAX_YAML_BYTES);
  if (!read.file) return { value: null, diagnostics: read.diagnostics };
  const text = read.file.text;
  const loaded = await cachedParse(ctx, `version:${file.rel}`, text, async () => {
    try {
      return (await import('../load/version.ts')).loadVersion(text);
    } catch (error) {
      return { data: null, diagnostics: [failedFile('version/schema', file.rel, error)] };
    }
  });
  return { value: loaded.data, diagnostics: loaded.diagnostics };
}
