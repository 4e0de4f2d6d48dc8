/** The admonition kinds a `:::kind` container directive may name (the site styles each). */
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionKind = (typeof ADMONITIONS)[number];
export const isAdmonition = (name: string): name is AdmonitionKind => (ADMONITIONS as readonly string[]).includes(name);
