/** Stage: every sidebar file under content/sidebars, parsed and validated (not yet resolved). */
import type { Diagnostic } from '../core/diagnostic.ts';
import { decodeText, listYamlFiles, MAX_YAML_BYTES, readText } from '../load/files.ts';
import type { SidebarDoc } from '../nav/load.ts';
import type { SidebarSource } from '../nav/resolve.ts';
import { cachedParse, failedFile, type RunContext, type Staged } from '../engine/stage.ts';

/** @param overlays unsaved texts (an editor's buffers) to read instead of the files, by path from the root */
export async function sidebarsStage(ctx: RunContext, overlays?: ReadonlyMap<string, string>): Promise<Staged<SidebarSource[]>> {
  const { root } = ctx.layout;
  const diagnostics: Diagnostic[] = [];
  const sidebars: SidebarSource[] = [];
  const files = listYamlFiles(root, ctx.layout.sidebars.abs);
  diagnostics.push(...files.diagnostics);
  for (const file of files.files) {
    const overlay = overlays?.get(file);
    const read = overlay !== undefined ? decodeText(file, Buffer.from(overlay, 'utf8'), MAX_YAML_BYTES) : readText(root, file, MAX_YAML_BYTES);
    if (!read.file) diagnostics.push(...read.diagnostics);
    const text = read.file?.text ?? '[]';
    const doc = await cachedParse<SidebarDoc>(ctx, `sidebar:${file}`, text, async () => {
      try {
        return (await import('../nav/load.ts')).loadSidebar(file, text);
      } catch (error) {
        return { diagnostics: [failedFile('nav/yaml', file, error)], items: [] };
      }
    });
    sidebars.push({ id: file.slice(file.lastIndexOf('/') + 1).replace(/\.ya?ml$/, ''), file, doc });
  }
  return { value: sidebars, diagnostics };
}
