import { describe, expect, it } from 'vitest';
import { parseSitePath } from '../../shared/routing/site-path';
import { activeMenuKey, AI_PC_MENU_ITEM, MENU_ITEMS } from './menu-items';

const active = (pathname: string) => activeMenuKey(parseSitePath(pathname).rest);

describe('header menu (spec section 2)', () => {
  it('has the five routed items with their ids and paths, and the external item 6', () => {
    expect(MENU_ITEMS.map((item) => [item.id, item.path])).toEqual([
      [1, '/'],
      [2, '/game-partner/'],
      [3, '/game-library'],
      [4, '/activity/'],
      [5, '/about-us/'],
    ]);
    expect(AI_PC_MENU_ITEM.id).toBe(6);
    expect(AI_PC_MENU_ITEM.href).toMatch(/^https:\/\//);
  });

  it('marks home only on exactly "/", in every prefix', () => {
    for (const path of ['/', '/en', '/ja/', '/m', '/en/m/'])
      expect(active(path), path).toBe('home');
    expect(active('/profile')).toBeUndefined();
    expect(active('/no-such-page')).toBeUndefined();
  });

  it('marks the other items by prefix match', () => {
    expect(active('/game-partner')).toBe('gamePartner');
    expect(active('/en/game-partner/chat-3')).toBe('gamePartner');
    expect(active('/ja/m/game-library/search')).toBe('gameLibrary');
    expect(active('/game-library/game-role-2')).toBe('gameLibrary');
    expect(active('/activity/')).toBe('activity');
    expect(active('/m/about-us')).toBe('aboutUs');
    expect(active('/game-libraryx')).toBeUndefined();
  });
});
