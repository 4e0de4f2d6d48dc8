/**
 * Our SWML schema: every method of calling and messaging SWML, one file per
 * method family (flow, media, connect, streams, fax-sms-pay, ai, messaging),
 * written from the platform's SWML reference. The samples/swml rule checks a
 * document's outline itself and each step against its method's schema here.
 * `swmlDocumentSchema()` is the whole document as one schema, for editors.
 */
import { AI_METHODS } from './ai.ts';
import { CONNECT_METHODS } from './connect.ts';
import { FAX_SMS_PAY_METHODS } from './fax-sms-pay.ts';
import { FLOW_METHODS } from './flow.ts';
import { MEDIA_METHODS } from './media.ts';
import { MESSAGING_METHODS } from './messaging.ts';
import { STREAM_METHODS } from './streams.ts';
import { pomSection, steps, type Schema } from './types.ts';

export type { Schema } from './types.ts';

/** Each method's parameter schema, by method name. */
export const SWML_METHODS: Readonly<Record<string, Schema>> = {
  ...FLOW_METHODS,
  ...MEDIA_METHODS,
  ...CONNECT_METHODS,
  ...STREAM_METHODS,
  ...FAX_SMS_PAY_METHODS,
  ...AI_METHODS,
  ...MESSAGING_METHODS,
};

/** Definitions every method schema may refer to. */
export const SWML_DEFS: Schema = {
  steps: { type: 'array', items: { $ref: '#/$defs/step' } },
  // Nested steps are checked one by one by the rule (a bare string, an unknown method...).
  step: {},
  pomSection,
};

/** The whole document as one JSON Schema (draft 2020-12). */
export function swmlDocumentSchema(): Schema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://example.com/schemas/swml.json',
    title: 'SWML document',
    type: 'object',
    required: ['sections'],
    properties: { version: { const: '1.0.0' }, sections: { type: 'object', required: ['main'], additionalProperties: steps } },
    additionalProperties: false,
    $defs: {
      ...SWML_DEFS,
      step: {
        anyOf: Object.entries(SWML_METHODS).map(([name, schema]) => ({ type: 'object', required: [name], additionalProperties: false, properties: { [name]: schema } })),
      },
    },
  };
}
