/** The version record, `content/version.yaml`: which docs version this build is. */
import { z } from 'zod';

export const VersionRecord = z
  .strictObject({
    /** The docs plugin instance the version belongs to. */
    pluginId: z.string().min(1).describe('The docs plugin instance the version belongs to.'),
    /** The version name; `current` is the unreleased working copy. */
    version: z.string().min(1).describe('The version name; "current" is the working copy.'),
    /** What the header shows, e.g. `Next`. */
    label: z.string().min(1).describe('What the header shows, e.g. Next.'),
    /** A banner above every page, or null for none. */
    banner: z.enum(['unreleased', 'unmaintained']).nullable().describe('A banner above every page, or null for none.'),
    /** Whether the version label is shown as a badge on pages. */
    badge: z.boolean().describe('Whether the version label is shown as a badge on pages.'),
    /** Ask search engines not to index this version. */
    noIndex: z.boolean().describe('Ask search engines not to index this version.'),
    /** Whether this is the latest released version. */
    isLast: z.boolean().describe('Whether this is the latest version.'),
  })
  .describe('The version record of the docs.');
export type VersionRecord = z.infer<typeof VersionRecord>;
