import { MENU_ROUTES, type MenuKey } from '../../shared/routing/route-manifest';
import { handleMenu } from '../app/route-handle';

export interface MenuItem {
  id: number;
  key: MenuKey;
  /** Path inside the tree. */
  path: string;
}

/** Header menu items 1-5: home, partners, library, activity, about (item 6, the AI PC download, is an external link). */
export const MENU_ITEMS: readonly MenuItem[] = MENU_ROUTES;

/** Desktop item 6: the AI PC download page (the public facts' `downloads.aiPc`), in a new tab; it never routes. */
export const AI_PC_MENU_ITEM = { id: 6, key: 'aiPc' } as const;

/**
 * The active item, from the matched routes (react-router's `useMatches()`, outermost first): the
 * deepest route whose handle names one. The route table carries the rules: home is the tree's
 * index route only, and every other item is a path route whose children (its own catch-all
 * included) serve everything below it, which is the prefix match on the path.
 */
export function activeMenuKey(matches: readonly { handle: unknown }[]): MenuKey | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const key = handleMenu(matches[index]!.handle);
    if (key) return key;
  }
  return undefined;
}
