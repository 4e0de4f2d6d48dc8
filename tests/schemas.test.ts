/**
 * The JSON Schemas editors use are generated from the zod schemas, committed,
 * and accept the shipped sidebars while rejecting bad ones.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ajv from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { editorSchemas } from '../pipeline/src/cli/schemas.ts';

const REPO = join(import.meta.dirname, '..');
const AjvClass = ajv.default;

describe('editor schemas', () => {
  it('include the SWML document schema, which accepts a document the SWML rule accepts and rejects an unknown method', async () => {
    const { Ajv2020 } = await import('ajv/dist/2020.js');
    const validate = new Ajv2020({ strict: false }).compile(editorSchemas()['swml.schema.json'] as object);
    expect(validate({ version: '1.0.0', sections: { main: [{ answer: {} }, { play: { url: 'say:Hi' } }, { hangup: {} }] } })).toBe(true);
    expect(validate({ sections: { main: [{ reply: 'Thanks!' }] } })).toBe(true); // version is optional
    expect(validate({ version: '1.0.0', sections: { main: [{ plya: { url: 'say:Hi' } }] } })).toBe(false);
    expect(validate({ version: '1.0.0', sections: { main: ['answer'] } })).toBe(false); // a step is an object
  });

  const schemas = editorSchemas();

  it('are up to date in pipeline/schema (run `pipeline schemas` to refresh)', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      expect(JSON.parse(readFileSync(join(REPO, 'pipeline/schema', name), 'utf8')), name).toEqual(schema);
    }
  });

  it('accept every shipped sidebar, whose first line points editors at them', () => {
    const validate = new AjvClass({ strict: false }).compile(schemas['sidebar.schema.json'] as object);
    const dir = join(REPO, 'content/sidebars');
    const files = readdirSync(dir);
    expect(files.length).toBe(7);
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../pipeline/schema/sidebar.schema.json');
      expect(validate(parse(text)), `${f}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('reject a misspelt key and a wrong type', () => {
    const validate = new AjvClass({ strict: false }).compile(schemas['sidebar.schema.json'] as object);
    expect(validate([{ docs: 'a' }])).toBe(false);
    expect(validate([{ category: { label: 'X', collapsed: 'yes', items: [] } }])).toBe(false);
    const fm = new AjvClass({ strict: false }).compile(schemas['frontmatter.schema.json'] as object);
    expect(fm({ title: 'A', sidebar_position: 1 })).toBe(true);
    expect(fm({ title: 'A', descripton: 'x' })).toBe(false);
  });
});
