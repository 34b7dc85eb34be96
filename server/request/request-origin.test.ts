import type { Request } from 'express';
import { describe, expect, it } from 'vitest';

import { requestOrigin } from './request-origin';

/** The two fields requestOrigin reads, as Express would give them. */
function requestWith(host: string | undefined, protocol = 'http'): Request {
  return { protocol, get: (name: string) => (name === 'host' ? host : undefined) } as Request;
}

describe('requestOrigin', () => {
  it('prefers PUBLIC_ORIGIN to the Host', () => {
    expect(requestOrigin(requestWith('site.test'), 'https://example.cn')).toBe(
      'https://example.cn',
    );
  });

  it('gives the same origin for a Host each time it is asked, in any case', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(requestOrigin(requestWith('Site.Test:8080'), undefined)).toBe('http://site.test:8080');
      expect(requestOrigin(requestWith('site.test'), undefined)).toBe('http://site.test');
      expect(requestOrigin(requestWith('site.test', 'https'), undefined)).toBe('https://site.test');
    }
  });

  it('falls back to localhost for a Host that is not an authority, each time', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(requestOrigin(requestWith('evil.test/path'), undefined)).toBe('http://localhost');
      expect(requestOrigin(requestWith('user@evil.test'), undefined)).toBe('http://localhost');
      expect(requestOrigin(requestWith('site.test:99999'), undefined)).toBe('http://localhost');
      expect(requestOrigin(requestWith(undefined), undefined)).toBe('http://localhost');
    }
  });

  it('answers a Host longer than any real one, well formed or not', () => {
    const long = `${'a'.repeat(300)}.test`;
    expect(requestOrigin(requestWith(long), undefined)).toBe(`http://${long}`);
    expect(requestOrigin(requestWith(`${long}/x`), undefined)).toBe('http://localhost');
  });
});
