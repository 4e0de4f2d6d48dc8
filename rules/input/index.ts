/**
 * Every input rule, in the order a check meets them (pages, their
 * frontmatter, the other content files, specs, external links). A new rule
 * is its metadata in meta.ts, an entry in its family's file here (examples
 * and the files that report it) and one line below.
 */
import { external } from './external.ts';
import { navSchema, navYaml, redirectsSchema, versionSchema } from './files.ts';
import { descriptionLength, missing, schema, unknownKey, unsafeKey, yaml } from './frontmatter.ts';
import { encoding, noPages, outsideRoot, parseFailed, tooComplex, tooLarge, unreadable } from './pages.ts';
import { duplicateOperationId, specInvalid, specRef } from './specs.ts';
import type { InputRule } from './types.ts';

export const INPUT_RULE_LIST: readonly InputRule[] = [
  noPages,
  unreadable,
  outsideRoot,
  encoding,
  tooLarge,
  tooComplex,
  parseFailed,
  yaml,
  missing,
  schema,
  unknownKey,
  unsafeKey,
  descriptionLength,
  versionSchema,
  navYaml,
  navSchema,
  redirectsSchema,
  specInvalid,
  specRef,
  duplicateOperationId,
  external,
];
