import { describe, expect, it } from 'vitest';

import { PAGE_READ_PARAMS } from './page-read-params';
import { SEARCH_QUERY_PARAM } from './query-params';
import { ROUTE_MANIFEST, ROUTE_NAMES, type RouteDeclaration } from './route-manifest';

describe('PAGE_READ_PARAMS', () => {
  it('names every parameter a route reads, once, and nothing else', () => {
    const declared = ROUTE_NAMES.flatMap(
      (name) => (ROUTE_MANIFEST[name] as RouteDeclaration).query,
    );
    expect(new Set(PAGE_READ_PARAMS)).toEqual(new Set(declared));
    expect(PAGE_READ_PARAMS).toHaveLength(new Set(declared).size);
    expect(PAGE_READ_PARAMS).toContain(SEARCH_QUERY_PARAM);
    expect(PAGE_READ_PARAMS).not.toContain('channel');
    expect(PAGE_READ_PARAMS).not.toContain('track_id');
  });
});
