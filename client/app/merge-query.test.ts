import { describe, expect, it } from 'vitest';

import { mergeQuery } from './merge-query';

describe('mergeQuery', () => {
  it('carries the current query into the target', () => {
    expect(mergeQuery('?channel=ad&track_id=7', '/activity')).toBe(
      '/activity?channel=ad&track_id=7',
    );
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
