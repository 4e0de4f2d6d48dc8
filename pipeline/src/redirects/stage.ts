/** Stage: the redirects file (content/redirects.yaml, optional), read and validated. */
import { existsSync } from 'node:fs';
import type { SiteRedirect } from '../core/site.ts';
import { MAX_YAML_BYTES, readText } from '../load/files.ts';
import { cachedParse, type RunContext, type Staged } from '../engine/stage.ts';

export async function redirectsStage(ctx: RunContext): Promise<Staged<SiteRedirect[]>> {
  const { redirects: file, root } = ctx.layout;
  if (!existsSync(file.abs)) return { value: [], diagnostics: [] };
  const read = readText(root, file.rel, MAX_YAML_BYTES);
  if (!read.file) return { value: [], diagnostics: read.diagnostics };
  const text = read.file.text;
  const loaded = await cachedParse(ctx, `redirects:${file.rel}`, text, async () => (await import('./load.ts')).loadRedirects(text));
  return { value: loaded.entries, diagnostics: loaded.diagnostics };
}
