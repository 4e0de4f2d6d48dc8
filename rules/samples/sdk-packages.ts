/**
 * The platform SDKs whose samples samples/sdk-types type-checks (each is a
 * dev dependency of the pipeline, so its published types are at hand), and
 * how a code block is recognised as using one. Kept apart from the checker so
 * the page workers can tell without loading the compiler.
 */
export const SDK_PACKAGES = ['@signalwire/js', '@signalwire/realtime-api', '@signalwire/compatibility-api'] as const;

/** A set of SDK versions to check against: where each package is installed, under node_modules. */
export interface SdkVariant {
  label: string;
  folders: Record<(typeof SDK_PACKAGES)[number], string>;
}

/**
 * The major versions samples are written for, the current ones first: the
 * browser SDK 3 (latest) and 4 (beta), the realtime SDK 4 (latest) and 3. The
 * others are installed under aliases (package.json: signalwire-js-v4,
 * signalwire-realtime-api-v3).
 */
export const SDK_VARIANTS: readonly SdkVariant[] = [
  { label: "The SDK's types say", folders: { '@signalwire/js': 'node_modules/@signalwire/js', '@signalwire/realtime-api': 'node_modules/@signalwire/realtime-api', '@signalwire/compatibility-api': 'node_modules/@signalwire/compatibility-api' } },
  { label: "The SDK's types (browser SDK 4, realtime SDK 3) say", folders: { '@signalwire/js': 'node_modules/signalwire-js-v4', '@signalwire/realtime-api': 'node_modules/signalwire-realtime-api-v3', '@signalwire/compatibility-api': 'node_modules/@signalwire/compatibility-api' } },
];

const IMPORTS = new RegExp(`(?:from\\s*|require\\s*\\(\\s*|import\\s*\\(\\s*)['"](${SDK_PACKAGES.map((p) => p.replace('/', '\\/')).join('|')})['"]`);

/** Whether a code block's text imports one of the SDKs. */
export const importsSdk = (text: string) => IMPORTS.test(text);
