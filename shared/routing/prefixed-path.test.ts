import { describe, expect, it } from 'vitest';

import {
  buildPrefixedPath,
  parsePrefixedPath,
  sameOriginPath,
  switchLanguage,
  switchTree,
} from './prefixed-path';

describe('parsePrefixedPath', () => {
  it.each([
    ['/', { lang: 'zh', mobile: false, rest: '/' }],
    ['/m', { lang: 'zh', mobile: true, rest: '/' }],
    ['/en', { lang: 'en', mobile: false, rest: '/' }],
    ['/ja/m/game-library/3', { lang: 'ja', mobile: true, rest: '/game-library/3' }],
    ['/en/about-us', { lang: 'en', mobile: false, rest: '/about-us' }],
    ['/zh/about-us', { lang: 'zh', mobile: false, rest: '/zh/about-us' }],
    ['/media/x', { lang: 'zh', mobile: false, rest: '/media/x' }],
    ['/english', { lang: 'zh', mobile: false, rest: '/english' }],
    ['/EN/M/Activity', { lang: 'en', mobile: true, rest: '/Activity' }],
    ['/M', { lang: 'zh', mobile: true, rest: '/' }],
    ['/ZH/about-us', { lang: 'zh', mobile: false, rest: '/ZH/about-us' }],
    ['/media', { lang: 'zh', mobile: false, rest: '/media' }],
  ])('splits %s', (path, expected) => {
    expect(parsePrefixedPath(path)).toEqual(expected);
  });

  it('round-trips through buildPrefixedPath', () => {
    for (const path of ['/', '/m', '/en', '/en/m', '/ja/m/activity', '/game-library/search']) {
      expect(buildPrefixedPath(parsePrefixedPath(path))).toBe(path);
    }
  });
});

describe('buildPrefixedPath', () => {
  it('prefixes language and tree', () => {
    expect(buildPrefixedPath({ lang: 'zh', mobile: false, rest: '/' })).toBe('/');
    expect(buildPrefixedPath({ lang: 'zh', mobile: true, rest: '' })).toBe('/m');
    expect(buildPrefixedPath({ lang: 'en', mobile: true, rest: '/activity' })).toBe(
      '/en/m/activity',
    );
    expect(buildPrefixedPath({ lang: 'ja', mobile: false, rest: 'about-us' })).toBe('/ja/about-us');
  });
  it('never builds a path that reads as another host', () => {
    expect(buildPrefixedPath({ lang: 'zh', mobile: false, rest: '//evil.example/' })).toBe(
      '/evil.example/',
    );
    expect(buildPrefixedPath({ lang: 'zh', mobile: false, rest: '/\\evil.example' })).toBe(
      '/evil.example',
    );
    expect(switchTree('/m//evil.example', false)).toBe('/evil.example');
  });
});

describe('sameOriginPath', () => {
  it.each([
    ['/game-library/3', '/game-library/3'],
    ['/', '/'],
    ['', '/'],
    ['activity', '/activity'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['\\/evil.example', '/evil.example'],
    ['///a//b', '/a//b'],
  ])('makes %j a path of this site: %j', (path, expected) => {
    expect(sameOriginPath(path)).toBe(expected);
  });
});

describe('tree and language switching', () => {
  it('moves a path between the trees, keeping the language', () => {
    expect(switchTree('/en/about-us', true)).toBe('/en/m/about-us');
    expect(switchTree('/ja/m', false)).toBe('/ja');
    expect(switchTree('/', true)).toBe('/m');
  });
  it('moves a path between languages, keeping the tree', () => {
    expect(switchLanguage('/en/m/activity', 'zh')).toBe('/m/activity');
    expect(switchLanguage('/m', 'ja')).toBe('/ja/m');
  });
});
