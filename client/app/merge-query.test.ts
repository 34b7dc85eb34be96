import { describe, expect, it } from 'vitest';

import { PAGE_READ_PARAMS } from '../../shared/routing/page-read-params';
import { carriedQuery, mergeQuery } from './merge-query';

describe('mergeQuery', () => {
  it('carries the current query into the target', () => {
    expect(mergeQuery('?channel=ad&track_id=7', '/activity')).toBe(
      '/activity?channel=ad&track_id=7',
    );
  });
  it('leaves a search behind: the menu after a search names the campaign alone', () => {
    expect(mergeQuery('?channel=bilibili&searchValue=王者&track_id=T', '/activity')).toBe(
      '/activity?channel=bilibili&track_id=T',
    );
    expect(mergeQuery('?searchValue=王者', '/activity#top')).toBe('/activity#top');
  });
  it('leaves behind every parameter a page reads, and nothing else', () => {
    for (const name of PAGE_READ_PARAMS) {
      expect(mergeQuery(`?${name}=x&utm_source=y`, '/about-us'), name).toBe(
        '/about-us?utm_source=y',
      );
    }
  });
  it("lets the target's own parameters win", () => {
    expect(mergeQuery('?searchValue=a&channel=x', '/game-library/search?searchValue=b')).toBe(
      '/game-library/search?channel=x&searchValue=b',
    );
  });
  it("puts the target's own query in normal form with nothing to carry", () => {
    expect(mergeQuery('', '/game-library/search?searchValue=a b')).toBe(
      '/game-library/search?searchValue=a+b',
    );
    expect(mergeQuery('?', '/activity?')).toBe('/activity');
  });
  it('keeps a hash and works with no query at all', () => {
    expect(mergeQuery('', '/about-us#jobs')).toBe('/about-us#jobs');
    expect(mergeQuery('?a=1', '/about-us#jobs')).toBe('/about-us?a=1#jobs');
  });
});

describe('carriedQuery', () => {
  it('is the query without what pages read', () => {
    expect(carriedQuery('')).toBe('');
    expect(carriedQuery('?')).toBe('');
    expect(carriedQuery('?channel=a&track_id=b')).toBe('?channel=a&track_id=b');
    expect(carriedQuery('?searchValue=x&channel=a')).toBe('?channel=a');
    expect(carriedQuery('?searchValue=x')).toBe('');
  });
});
