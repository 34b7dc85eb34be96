import { describe, expect, it } from 'vitest';

import { parsePrefixedPath } from './prefixed-path';
import {
  isDeviceGuarded,
  MAX_QUERY_VALUE_LENGTH,
  MENU_ROUTES,
  pagePaths,
  pageQuery,
  parseSlug,
  ROUTE_MANIFEST,
  ROUTE_NAMES,
  type RouteDeclaration,
  routePath,
  slugPath,
} from './route-manifest';
import { matchRoute as matchPrefixedPath } from './route-table';

/** The page of a full path, in its own tree. */
const matchRoute = (path: string) => matchPrefixedPath(parsePrefixedPath(path));

describe('route manifest', () => {
  it('matches every route by its own path and each slug kind by its own segment', () => {
    for (const name of ROUTE_NAMES) {
      const declaration: RouteDeclaration = ROUTE_MANIFEST[name];
      const kinds = Object.keys(declaration.slugs ?? {});
      const paths = kinds.length
        ? kinds.map((kind) => slugPath(name, kind as never, 7))
        : [routePath(name)];
      const tree = declaration.frame === 'mobile' ? '/m' : '';
      for (const rest of paths) {
        const path = `${tree}${rest}`;
        expect(matchRoute(path)?.name, path).toBe(name);
        if (rest !== '/') expect(matchRoute(`${path}/`)?.name, `${path}/`).toBe(name);
      }
    }
  });

  it('builds the spec paths', () => {
    expect(pagePaths.game(3)).toBe('/game-library/3');
    expect(pagePaths.gameRole(12)).toBe('/game-library/game-role-12');
    expect(pagePaths.roleInfo(7)).toBe('/game-library/role-Info-7');
    expect(pagePaths.partnerChat(1)).toBe('/game-partner/chat-1');
    expect(pagePaths.partnerStory(1)).toBe('/game-partner/story-1');
    expect(pagePaths.partnerDetail(3)).toBe('/game-partner/detail-3');
    expect(pagePaths.partnerGames(4)).toBe('/game-partner/game-list-4');
    expect(pagePaths.removeAccount(9)).toBe('/profile/removeAccount-9');
    expect(pagePaths.topupAgreement(2)).toBe('/topup/agreement2.html');
    expect(pagePaths.search('英雄 联盟')).toBe(
      '/game-library/search?searchValue=%E8%8B%B1%E9%9B%84+%E8%81%94%E7%9B%9F',
    );
    expect(pagePaths.gameGenre('动作')).toBe('/game-library?genre=%E5%8A%A8%E4%BD%9C');
    expect(routePath('terms')).toBe('/terms');
    expect(routePath('home')).toBe('/');
  });

  it('parses slug segments and refuses anything else', () => {
    expect(parseSlug('gameLibraryItem', '12')).toEqual({ kind: 'game', id: 12 });
    expect(parseSlug('gameLibraryItem', 'game-role-12')).toEqual({ kind: 'role', id: 12 });
    expect(parseSlug('gameLibraryItem', 'role-Info-7')).toEqual({ kind: 'roleInfo', id: 7 });
    expect(parseSlug('gamePartnerItem', 'game-list-2')).toEqual({ kind: 'gameList', id: 2 });
    expect(parseSlug('removeAccount', 'removeAccount-9')).toEqual({
      kind: 'removeAccount',
      id: 9,
    });
    expect(parseSlug('topup', 'agreement3.html')).toEqual({ kind: 'agreement', id: 3 });
    for (const bad of [
      '',
      'abc',
      'game-role-',
      'game-role-x',
      'role-info-3',
      '3a',
      '-1',
      '1234567890123',
      '0003',
      '007',
      '+7',
    ]) {
      expect(parseSlug('gameLibraryItem', bad), bad).toBeUndefined();
    }
    expect(parseSlug('topup', 'agreement1.htm')).toBeUndefined();
    expect(parseSlug('terms', '3')).toEqual({ kind: 'version', id: 3 });
    expect(parseSlug('gameLibraryItem', '0')).toEqual({ kind: 'game', id: 0 });
    expect(parseSlug('terms', '03')).toBeUndefined();
    expect(parseSlug('gameLibraryItem', 'GAME-ROLE-12')).toBeUndefined();
    expect(parseSlug('gameLibraryItem', 'GAME-ROLE-12', { anyCase: true })).toEqual({
      kind: 'role',
      id: 12,
    });
    expect(matchRoute('/game-library/role-info-3')).toBeUndefined();
    expect(matchRoute('/game-partner/detail-x')).toBeUndefined();
  });

  it('tells the search page apart from the library entries and reads only its own query', () => {
    expect(matchRoute('/game-library/search')?.declaration.query).toEqual(['searchValue']);
    expect(matchRoute('/game-library')?.declaration.query).toEqual(['genre']);
    const readers: readonly string[] = ['gameLibrarySearch', 'gameLibrary'];
    for (const name of ROUTE_NAMES.filter((name) => !readers.includes(name))) {
      expect(ROUTE_MANIFEST[name].query, name).toEqual([]);
    }
  });

  it('exempts legal pages, top-up and account removal from the device guard', () => {
    expect(isDeviceGuarded(matchRoute('/terms'))).toBe(false);
    expect(isDeviceGuarded(matchRoute('/privacy/3'))).toBe(false);
    expect(isDeviceGuarded(matchRoute('/topup/agreement2.html'))).toBe(false);
    expect(isDeviceGuarded(matchRoute('/m/profile/removeAccount-9'))).toBe(false);
    expect(isDeviceGuarded(matchRoute('/profile'))).toBe(true);
    expect(isDeviceGuarded(matchRoute('/game-library'))).toBe(true);
    expect(isDeviceGuarded(matchRoute('/no-such-page'))).toBe(true);
  });

  it('lists the header menu in the spec order, one canonical path each', () => {
    expect(MENU_ROUTES.map(({ id, key, path }) => [id, key, path])).toEqual([
      [1, 'home', '/'],
      [2, 'gamePartner', '/game-partner'],
      [3, 'gameLibrary', '/game-library'],
      [4, 'activity', '/activity'],
      [5, 'aboutUs', '/about-us'],
    ]);
  });
});

describe('pageQuery', () => {
  it('keeps only the parameters the page reads, sorted, decoded and encoded once', () => {
    expect(pageQuery(matchRoute('/'), '?channel=bilibili&track_id=42')).toBe('');
    expect(pageQuery(matchRoute('/game-library'), '?searchValue=x')).toBe('');
    expect(pageQuery(matchRoute('/game-library'), '?channel=b&genre=%E5%8A%A8%E4%BD%9C')).toBe(
      '?genre=%E5%8A%A8%E4%BD%9C',
    );
    expect(
      pageQuery(
        matchRoute('/game-library/search'),
        '?track_id=1&searchValue=%E8%A7%92+%E8%89%B2&x=2',
      ),
    ).toBe('?searchValue=%E8%A7%92+%E8%89%B2');
    expect(pageQuery(matchRoute('/game-library/search'), '?searchValue=a%20b')).toBe(
      pageQuery(matchRoute('/game-library/search'), '?searchValue=a+b'),
    );
    expect(
      pageQuery(matchRoute('/game-library/search'), '?searchValue=first&searchValue=second'),
    ).toBe('?searchValue=first');
    expect(pageQuery(matchRoute('/game-library/search'), '')).toBe('');
  });

  it('cuts a visitor-sized value', () => {
    const query = pageQuery(
      matchRoute('/game-library/search'),
      `?searchValue=${'角'.repeat(5000)}`,
    );
    expect(new URLSearchParams(query).get('searchValue')).toBe('角'.repeat(MAX_QUERY_VALUE_LENGTH));
  });
});
