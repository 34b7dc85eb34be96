/**
 * The `handle` of the route table's entries. It lives in a leaf module so that the header menu can
 * read it without importing the route table, which imports the layouts that render the menu.
 */

export const MENU_KEYS = ['home', 'gamePartner', 'gameLibrary', 'activity', 'aboutUs'] as const;

/** A routed header menu item. */
export type MenuKey = (typeof MENU_KEYS)[number];

export interface RouteHandle {
  /** The header menu item this route and every route below it belong to. */
  menu?: MenuKey;
}

/** The menu item a route's handle names, if any; `handle` is whatever the route table holds. */
export function handleMenu(handle: unknown): MenuKey | undefined {
  if (typeof handle !== 'object' || handle === null || !('menu' in handle)) return undefined;
  const { menu } = handle;
  return MENU_KEYS.find((key) => key === menu);
}
