/** The doc index entry: the seed's "Doc index entry" entity, one per listed page. */
import { z } from 'zod';

export const DocIndexEntry = z.strictObject({
  /** The doc id: the path below content/docs without `.md`. */
  id: z.string().min(1),
  /** The page title. */
  title: z.string().min(1),
  /** The page description; may be empty. */
  description: z.string(),
  /** The sidebar whose tree holds the doc; absent for pages in none. */
  sidebar: z.string().optional(),
});
export type DocIndexEntry = z.infer<typeof DocIndexEntry>;
