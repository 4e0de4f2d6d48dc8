/** The JSON Schemas editors use (yaml-language-server, VS Code), generated from the zod schemas. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { Frontmatter } from '../../contract/frontmatter.ts';
import { SidebarFile } from '../schema/sidebar.ts';
import { VersionRecord } from '../../contract/version.ts';
import { RedirectsFile } from '../../contract/redirects.ts';
import { swmlDocumentSchema } from '../../../rules/samples/swml/index.ts';

export function editorSchemas(): Record<string, unknown> {
  const make = (schema: z.ZodType, title: string) => ({ ...z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }), title });
  return {
    'frontmatter.schema.json': make(Frontmatter, 'Page frontmatter'),
    'sidebar.schema.json': make(SidebarFile, 'Sidebar'),
    'version.schema.json': make(VersionRecord, 'Version record'),
    'redirects.schema.json': make(RedirectsFile, 'Redirects'),
    // The SWML document schema the samples/swml rule is built on, for editors writing SWML files.
    'swml.schema.json': swmlDocumentSchema(),
  };
}

export function writeEditorSchemas(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  const out: string[] = [];
  for (const [name, schema] of Object.entries(editorSchemas())) {
    writeFileSync(join(dir, name), `${JSON.stringify(schema, null, 2)}\n`);
    out.push(name);
  }
  return out;
}
