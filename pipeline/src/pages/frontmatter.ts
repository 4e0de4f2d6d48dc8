/** Frontmatter: YAML with positions, validated against the doc-index schema. */
import type { Diagnostic, Place } from '../core/diagnostic.ts';
import { diagnostic } from '../registry/rules.ts';
import { issuesToDiagnostics } from '../load/zod-issues.ts';
import type { z } from 'zod';
import { parseYaml } from '../core/yaml.ts';
import { CUSTOM_PROPS_KEYS, DESCRIPTION_LIMIT, FRONTMATTER_KEYS, Frontmatter } from '../../contract/frontmatter.ts';

/**
 * The frontmatter keys that are valid. When the whole block is valid this is
 * a {@link Frontmatter}; when one key is wrong, every other valid key (slug,
 * title, unlisted...) still takes effect, so one typo does not turn into a
 * page with no route and every link to it broken.
 */
export type PageFrontmatter = Partial<Frontmatter>;

export interface FrontmatterResult {
  /** The valid keys; null when there is no frontmatter or it is not a mapping. */
  data: PageFrontmatter | null;
  diagnostics: Diagnostic[];
  /** Where each top-level key's value starts, for findings about it made later (slug, title, api). */
  places: Record<string, Place>;
}

/**
 * @param yamlText the text between the `---` fences
 * @param openLine the 1-based line of the opening `---`
 */
export function validateFrontmatter(file: string, yamlText: string | undefined, openLine: number): FrontmatterResult {
  if (yamlText === undefined) {
    return {
      data: null,
      places: {},
      diagnostics: [
        diagnostic('frontmatter/missing', file, { line: 1, column: 1 }, 'The page has no frontmatter, so it has no title.', {
          hint: 'Start the file with a block: ---, then title: Your title, then ---.',
        }),
      ],
    };
  }
  const yaml = parseYaml(yamlText, openLine);
  const diagnostics: Diagnostic[] = yaml.problems.map((p) =>
    diagnostic(p.kind === 'unsafe-key' ? 'frontmatter/unsafe-key' : 'frontmatter/yaml', file, p.start, p.message, { end: p.end }),
  );
  if (yaml.data === undefined && diagnostics.length > 0) return { data: null, diagnostics, places: {} };

  const data = yaml.data ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    const span = yaml.locate([]);
    diagnostics.push(diagnostic('frontmatter/schema', file, span.start, 'The frontmatter must be a mapping of keys to values.', { hint: 'Write it as key: value lines.' }));
    return { data: null, diagnostics, places: {} };
  }
  const parsed = Frontmatter.safeParse(data, { reportInput: true });
  let valid: PageFrontmatter;
  if (parsed.success) valid = parsed.data;
  else {
    diagnostics.push(
      ...issuesToDiagnostics(parsed.error.issues, {
        file,
        yaml,
        schemaRule: 'frontmatter/schema',
        unknownKeyRule: 'frontmatter/unknown-key',
        keysAt: (path) => (path.length === 0 ? FRONTMATTER_KEYS : path[0] === 'custom_props' ? CUSTOM_PROPS_KEYS : undefined),
        missingAt: { line: openLine, column: 1 },
      }),
    );
    valid = validKeys(data as Record<string, unknown>);
  }
  const description = valid.description;
  if (description && description.length > DESCRIPTION_LIMIT) {
    const span = yaml.locate(['description']);
    diagnostics.push(
      diagnostic('frontmatter/description-length', file, span.start, `The description is ${description.length} characters; search results cut it at ${DESCRIPTION_LIMIT}.`, {
        end: span.end,
        hint: 'Shorten it to one sentence that says what the page is for.',
      }),
    );
  }
  const places: Record<string, Place> = {};
  for (const key of Object.keys(valid)) places[key] = yaml.locate([key]).start;
  return { data: valid, diagnostics, places };
}

/** Each known key checked on its own against its schema; the ones that pass, as parsed. */
function validKeys(data: Record<string, unknown>): PageFrontmatter {
  const shape = Frontmatter.shape as Record<string, z.ZodType>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!Object.hasOwn(shape, key) || value === undefined) continue;
    const one = shape[key]!.safeParse(value);
    if (one.success && one.data !== undefined) out[key] = one.data;
  }
  return out as PageFrontmatter;
}
