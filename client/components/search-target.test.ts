import { describe, expect, it } from 'vitest';

import { buildPrefixedPath, parsePrefixedPath } from '../../shared/routing/prefixed-path';
import { pagePaths } from '../../shared/routing/route-manifest';
import { mergeQuery } from '../app/merge-query';
import { currentSearchValue, isSearchPage, withSearchValue } from './search-target';

describe('header search target', () => {
  it('recognises the search page in every language and tree', () => {
    for (const path of [
      '/game-library/search',
      '/game-library/search/',
      '/en/game-library/search',
      '/ja/m/game-library/search',
      '/m/game-library/search',
    ]) {
      expect(isSearchPage(parsePrefixedPath(path)), path).toBe(true);
    }
    for (const path of ['/game-library', '/game-library/3', '/en/search', '/']) {
      expect(isSearchPage(parsePrefixedPath(path)), path).toBe(false);
    }
  });

  it('builds the search page path, prefixed and with the current query kept', () => {
    expect(pagePaths.search('英雄 联盟')).toBe(
      '/game-library/search?searchValue=%E8%8B%B1%E9%9B%84+%E8%81%94%E7%9B%9F',
    );
    expect(
      mergeQuery(
        '?channel=ad',
        buildPrefixedPath({ lang: 'en', mobile: true, rest: pagePaths.search('a&b') }),
      ),
    ).toBe('/en/m/game-library/search?channel=ad&searchValue=a%26b');
  });

  it('replaces the value in place on the search page', () => {
    expect(withSearchValue('?searchValue=old&channel=ad', 'new')).toBe(
      '?searchValue=new&channel=ad',
    );
    expect(currentSearchValue(parsePrefixedPath('/game-library/search'), '?searchValue=abc')).toBe(
      'abc',
    );
    expect(currentSearchValue(parsePrefixedPath('/game-library'), '?searchValue=abc')).toBe('');
  });
});
