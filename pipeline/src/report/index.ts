/** The reporters by `--format` name; the keys are the accepted values. */
import { github } from './github.ts';
import { json } from './json.ts';
import { junit } from './junit.ts';
import { sarif } from './sarif.ts';
import { stylish } from './stylish.ts';
import type { Reporter } from './types.ts';

export const REPORTERS = { stylish, json, sarif, github, junit } as const satisfies Record<string, Reporter>;

export type Format = keyof typeof REPORTERS;

/** Whether `s` names a reporter, for checking `--format`. */
export function isFormat(s: string): s is Format {
  return Object.hasOwn(REPORTERS, s);
}

export { createStylish, type StylishOptions } from './stylish.ts';
export type { CheckStats, Report, Reporter } from './types.ts';
