import { describe, expect, it } from 'vitest';

import { deviceIdentifier, fnv1a64 } from './device-hash';
import { buildApiHeaders, channelFromSearch, platformSourceFor } from './headers';

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';

describe('fnv1a64', () => {
  it('matches the published FNV-1a 64 test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('is stable, 16 hex digits, and hashes UTF-8 bytes', () => {
    expect(fnv1a64(UA)).toBe(fnv1a64(UA));
    expect(fnv1a64(UA)).toMatch(/^[0-9a-f]{16}$/);
    expect(fnv1a64('游戏')).not.toBe(fnv1a64('游'));
    expect(deviceIdentifier(UA)).toBe(fnv1a64(UA));
    expect(deviceIdentifier('other')).toBe(fnv1a64('other'));
  });
});

describe('buildApiHeaders', () => {
  it('sends only the fixed headers for a visitor', () => {
    expect(
      buildApiHeaders({ lang: 'en', platformSource: 'mobile_web', session: null, userAgent: UA }),
    ).toEqual({
      area: 'cn',
      lan: 'en',
      'app-platform': 'web',
      module: 'web',
      'platform-source': 'mobile_web',
    });
  });

  it('adds authorization, user id, device identifier and channel when logged in', () => {
    const headers = buildApiHeaders({
      lang: 'zh',
      platformSource: 'web',
      session: { access_token: 'tok', web_user_id: 'w-1', user_id: 7 },
      channel: 'bilibili',
      userAgent: UA,
    });
    expect(headers).toEqual({
      area: 'cn',
      lan: 'zh',
      'app-platform': 'web',
      module: 'web',
      'platform-source': 'web',
      Authorization: 'Bearer tok',
      user_id: 'w-1',
      'device-identifier': fnv1a64(UA),
      'app-channel': 'bilibili',
    });
  });

  it('falls back to the numeric user id and the default channel', () => {
    const headers = buildApiHeaders({
      lang: 'ja',
      platformSource: 'web',
      session: { access_token: 'tok', user_id: 42 },
    });
    expect(headers.user_id).toBe('42');
    expect(headers['app-channel']).toBe('official-website');
    expect(headers['device-identifier']).toBe(fnv1a64(''));
  });

  it('reads the channel from the query string', () => {
    expect(channelFromSearch('?channel=douyin&x=1')).toBe('douyin');
    expect(channelFromSearch('?channel=')).toBe('official-website');
    expect(channelFromSearch('')).toBe('official-website');
    expect(platformSourceFor(true)).toBe('mobile_web');
    expect(platformSourceFor(false)).toBe('web');
  });
});
