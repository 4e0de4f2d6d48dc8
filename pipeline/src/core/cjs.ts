/**
 * A CommonJS module's main export, however the loader wrapped it: Node's ESM
 * interop puts `module.exports` on `default` (and packages such as ajv also
 * set `module.exports.default`), while a bundler may already have unwrapped it.
 */
export function commonJsDefault<T>(mod: unknown): T {
  let value = mod as { default?: unknown };
  while (typeof value !== 'function' && value && typeof value === 'object' && 'default' in value) value = value.default as { default?: unknown };
  return value as T;
}
