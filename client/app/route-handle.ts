/**
 * The `handle` of the route table's entries. It lives in a leaf module so that the header menu can
 * read it without importing the route table, which imports the layouts that render the menu.
 */

import { MENU_KEYS, type MenuKey } from '../../shared/routing/route-manifest';
import type { MessagePath } from '../i18n/message-paths';

export interface RouteHandle {
  /** The header menu item this route and every route below it belong to. */
  menu?: MenuKey;
  /** The groups of strings the route's page shows, besides the frame's (sent with the page). */
  messages?: readonly MessagePath[];
}

/** The menu item a route's handle names, if any; `handle` is whatever the route table holds. */
export function handleMenu(handle: unknown): MenuKey | undefined {
  if (typeof handle !== 'object' || handle === null || !('menu' in handle)) return undefined;
  const { menu } = handle;
  return MENU_KEYS.find((key) => key === menu);
}

/** The groups of strings that the matched routes' handles name, in order. */
export function handlesMessages(handles: readonly unknown[]): MessagePath[] {
  return handles.flatMap((handle) =>
    typeof handle === 'object' && handle !== null && 'messages' in handle
      ? ((handle as RouteHandle).messages ?? [])
      : [],
  );
}
