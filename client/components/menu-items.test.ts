import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { pagePaths } from '../../shared/routing/route-manifest';
import { treeRoutesOf } from '../../tests/helpers/tree-routes';
import { activeMenuKey, AI_PC_MENU_ITEM, MENU_ITEMS } from './menu-items';

/** The active item of a URL path, from the real route table's matches as useMatches() gives them. */
function active(pathname: string) {
  const matches = matchRoutes(treeRoutesOf(pathname), pathname) ?? [];
  return activeMenuKey(matches.map((match) => ({ handle: match.route.handle })));
}

describe('header menu', () => {
  it('has the five routed items with their ids and paths, and the external item 6', () => {
    expect(MENU_ITEMS.map((item) => [item.id, item.path])).toEqual([
      [1, '/'],
      [2, '/game-partner'],
      [3, '/game-library'],
      [4, '/activity'],
      [5, '/about-us'],
    ]);
    expect(AI_PC_MENU_ITEM.id).toBe(6);
  });

  it('marks home only on exactly "/", in every prefix', () => {
    for (const path of ['/', '/en', '/ja/', '/m', '/en/m/'])
      expect(active(path), path).toBe('home');
    expect(active('/profile')).toBeUndefined();
    expect(active('/m/profile/remove')).toBeUndefined();
    expect(active('/no-such-page')).toBeUndefined();
    expect(active('/terms')).toBeUndefined();
  });

  it('marks the other items by prefix match', () => {
    expect(active('/game-partner')).toBe('gamePartner');
    expect(active('/en/game-partner/chat-3')).toBe('gamePartner');
    expect(active('/ja/m/game-library/search')).toBe('gameLibrary');
    expect(active(pagePaths.gameRole(2))).toBe('gameLibrary');
    expect(active('/activity/')).toBe('activity');
    expect(active('/m/about-us')).toBe('aboutUs');
    expect(active('/game-libraryx')).toBeUndefined();
  });

  it('keeps the item active on an unknown path below it (the 404 page)', () => {
    expect(active('/activity/no-such-page')).toBe('activity');
    expect(active('/en/about-us/a/b')).toBe('aboutUs');
    expect(active('/m/game-library/a/b')).toBe('gameLibrary');
    expect(active('/ja/game-partner/a/b')).toBe('gamePartner');
  });

  it('reads only menu keys from route handles', () => {
    expect(activeMenuKey([{ handle: undefined }, { handle: { menu: 'profile' } }])).toBeUndefined();
    expect(activeMenuKey([{ handle: { menu: 'activity' } }, { handle: null }])).toBe('activity');
  });
});
