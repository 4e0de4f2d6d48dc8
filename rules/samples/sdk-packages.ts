/**
 * The platform SDKs whose samples samples/sdk-types type-checks (each is a
 * dev dependency of the pipeline, so its published types are at hand), and
 * how a code block is recognised as using one. Kept apart from the checker so
 * the page workers can tell without loading the compiler.
 */
export const SDK_PACKAGES = ['@signalwire/js', '@signalwire/realtime-api'] as const;

const IMPORTS = new RegExp(`(?:from\\s*|require\\s*\\(\\s*|import\\s*\\(\\s*)['"](${SDK_PACKAGES.map((p) => p.replace('/', '\\/')).join('|')})['"]`);

/** Whether a code block's text imports one of the SDKs. */
export const importsSdk = (text: string) => IMPORTS.test(text);
