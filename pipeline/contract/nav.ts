/**
 * The resolved navigation item: the seed's "Navigation item" entity, as the
 * site receives it in the bundle. Authored items (sidebar.ts) resolve to these.
 */
import { z } from 'zod';

/** Properties carried to the site (camelCase, as the seed names them). */
export const NavCustomProps = z.strictObject({
  /** The language or runtime the item is for, e.g. javascript or python. */
  platform: z.string().optional(),
  /** Link to a sample repository. */
  sampleRepository: z.string().optional(),
  /** A description shown beside the item. */
  description: z.string().optional(),
  /** Keep the item off generated index listings. */
  hideFromIndex: z.boolean().optional(),
});

const navBase = {
  /** Text shown in the sidebar. */
  label: z.string().min(1),
  /** Where the item leads: a site route or an external URL. Absent for a category without a page. */
  href: z.string().optional(),
  /** The doc the item shows, when it is a page of this site. */
  docId: z.string().optional(),
  /** The page is reachable but not listed in search or the index. */
  unlisted: z.boolean().optional(),
  /** `api-method <verb>`, `external-link`, `deprecated`, space separated. */
  className: z.string().optional(),
  /** Properties for the site. */
  customProps: NavCustomProps.optional(),
};

/** A leaf: a page or a URL. */
export const NavLink = z.strictObject({
  /** Discriminator. */
  type: z.literal('link'),
  ...navBase,
});
export type NavLink = z.infer<typeof NavLink>;

export interface NavCategory {
  type: 'category';
  label: string;
  href?: string | undefined;
  docId?: string | undefined;
  unlisted?: boolean | undefined;
  className?: string | undefined;
  customProps?: z.infer<typeof NavCustomProps> | undefined;
  collapsible: boolean;
  collapsed: boolean;
  items: NavItem[];
}
export type NavItem = NavLink | NavCategory;

/** A group with children; `collapsible` false means always open. */
export const NavCategory: z.ZodType<NavCategory> = z.strictObject({
  /** Discriminator. */
  type: z.literal('category'),
  ...navBase,
  /** Whether readers can fold it. */
  collapsible: z.boolean(),
  /** Whether it starts folded (only meaningful when collapsible). */
  collapsed: z.boolean(),
  /** Children in display order. */
  get items(): z.ZodArray<z.ZodType<NavItem>> {
    return z.array(NavItem);
  },
});

/** Any resolved navigation item. */
export const NavItem: z.ZodType<NavItem> = z.union([NavLink, NavCategory]);
