import { describe, expect, it } from 'vitest';

import { checkProxyPath } from './safe-path';

describe('checkProxyPath', () => {
  it('accepts plain /api paths and keeps the query as received', () => {
    expect(checkProxyPath('/api/users/me/')).toEqual({
      ok: true,
      target: '/api/users/me/',
      pathname: '/api/users/me/',
    });
    expect(checkProxyPath('/api/x?a=%2F..&b=//c')).toMatchObject({ ok: true, pathname: '/api/x' });
    expect(checkProxyPath('/api/%E6%B8%B8%E6%88%8F')).toMatchObject({ ok: true });
    expect(checkProxyPath('/api/file.json')).toMatchObject({ ok: true });
    expect(checkProxyPath('/api/...')).toMatchObject({ ok: true });
  });

  it.each([
    ['/api/../x', 'dot segment'],
    ['/api/x/..', 'dot segment'],
    ['/api/%2E%2E/x', 'dot segment'],
    ['/api/a%2fb', 'encoded slash'],
    ['/api/a%5Cb', 'encoded slash'],
    ['/api/a\\b', 'backslash'],
    ['//evil.example/api', 'not a plain path'],
    ['/api//x', 'not a plain path'],
    ['https://evil.example/api/x', 'not a plain path'],
    ['/api/a%0d%0ab', 'control character'],
    ['/api/%zz', 'bad percent-encoding'],
    ['/API/x', 'outside the API prefix'],
    ['/apix', 'outside the API prefix'],
  ])('refuses %s (%s)', (target, reason) => {
    expect(checkProxyPath(target)).toEqual({ ok: false, reason });
  });
});
