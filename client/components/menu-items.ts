import { AI_PC_DOWNLOAD_URL } from '../../shared/constants';
import type { RouteHandle } from '../routes';

export type MenuKey = NonNullable<RouteHandle['menu']>;

export interface MenuItem {
  id: number;
  key: MenuKey;
  /** Path inside the tree, as the spec lists it. */
  path: string;
}

/** Header menu items 1-5 of spec section 2 (item 6, the AI PC download, is an external link). */
export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 1, key: 'home', path: '/' },
  { id: 2, key: 'gamePartner', path: '/game-partner/' },
  { id: 3, key: 'gameLibrary', path: '/game-library' },
  { id: 4, key: 'activity', path: '/activity/' },
  { id: 5, key: 'aboutUs', path: '/about-us/' },
];

/** Desktop item 6 (spec section 2): the AI PC download page, in a new tab; it never routes. */
export const AI_PC_MENU_ITEM = { id: 6, key: 'aiPc', href: AI_PC_DOWNLOAD_URL } as const;

/** The active item: prefix match on the path inside the tree; home only on exactly '/'. */
export function activeMenuKey(rest: string): MenuKey | undefined {
  if (rest === '/' || rest === '') return 'home';
  const normalized = rest.endsWith('/') ? rest : `${rest}/`;
  return MENU_ITEMS.find((item) => {
    if (item.path === '/') return false;
    const prefix = item.path.endsWith('/') ? item.path : `${item.path}/`;
    return normalized.startsWith(prefix);
  })?.key;
}
