/**
 * Building blocks of our SWML schema (JSON Schema, draft 2020-12), shared by
 * the method families in this folder. Every value a writer may also give as a
 * SWML variable (`${call.from}`, `%{vars.x}`) is wrapped in {@link orVar}.
 */
export type Schema = Record<string, unknown>;

/** A SWML variable reference, resolved when the document runs. */
export const VAR: Schema = { type: 'string', pattern: '^[$%]\\{.*\\}$', title: 'a SWML variable such as ${call.from}' };
/** The value, or a SWML variable that holds it. */
export const orVar = (schema: Schema): Schema => ({ anyOf: [schema, VAR] });

export const str: Schema = { type: 'string' };
export const anyValue: Schema = {};
export const bool = orVar({ type: 'boolean' });
export const int = orVar({ type: 'integer' });
export const num = orVar({ type: 'number' });
export const intIn = (minimum: number, maximum?: number): Schema => orVar({ type: 'integer', minimum, ...(maximum === undefined ? {} : { maximum }) });
export const numIn = (minimum: number, maximum: number): Schema => orVar({ type: 'number', minimum, maximum });
export const strList: Schema = { type: 'array', items: str };
/** One of the listed words (or a variable). */
export const oneOfWords = (...words: string[]): Schema => orVar({ type: 'string', enum: words });
/** A string, or a list of strings. */
export const strOrList: Schema = { anyOf: [str, strList] };
/** Any object: the keys are the writer's own (variables, headers, metadata). */
export const freeObject: Schema = { type: 'object' };
export const httpMethod = (...methods: string[]): Schema => ({ type: 'string', enum: methods });

/** An object with exactly these keys (`required` among them). */
export const obj = (properties: Record<string, Schema>, required: string[] = []): Schema => ({ type: 'object', properties, required, additionalProperties: false });

/** A list of steps (checked one by one by the rule, so only the outline here). */
export const steps: Schema = { $ref: '#/$defs/steps' };

/** Branches of `cond` (and of `result` lists): `when` + `then` (+ `else`), or a final `else`. */
export const condList: Schema = {
  type: 'array',
  minItems: 1,
  items: { anyOf: [obj({ when: str, then: steps, else: steps }, ['when', 'then']), obj({ else: steps }, ['else'])] },
};
/** `switch`-shaped branching on a variable's value. */
export const switchOn = (variableRequired: boolean, extra: Record<string, Schema> = {}): Schema =>
  obj({ variable: str, case: { type: 'object', additionalProperties: steps }, default: steps, ...extra }, variableRequired ? ['variable', 'case'] : ['case']);
/** Where a method that ends (connect, execute, join_conference) continues: a switch or a cond list. */
export const result: Schema = { anyOf: [switchOn(false), condList] };

/** Prompt Object Model: titled sections of body text and bullets, nested. */
export const pom: Schema = { type: 'array', items: { $ref: '#/$defs/pomSection' } };
export const pomSection: Schema = {
  ...obj({ title: str, body: str, bullets: strList, numbered: bool, numberedBullets: bool, subsections: { type: 'array', items: { $ref: '#/$defs/pomSection' } } }),
  anyOf: [{ required: ['body'] }, { required: ['bullets'] }],
};

/** Model sampling settings shared by the prompts of ai and amazon_bedrock. */
export const sampling: Record<string, Schema> = {
  max_tokens: { type: 'integer', minimum: 0, maximum: 4096 },
  temperature: num,
  top_p: num,
  confidence: num,
  presence_penalty: num,
  frequency_penalty: num,
};

/** Text or POM: exactly one of the two keys. */
export const textOrPom = (props: Record<string, Schema>, required: string[] = []): Schema => ({
  anyOf: [obj({ ...props, text: str }, [...required, 'text']), obj({ ...props, pom }, [...required, 'pom'])],
});
