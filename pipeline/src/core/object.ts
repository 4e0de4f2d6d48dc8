/** A plain object (not null, not an array): what a JSON or YAML mapping parses to. */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
